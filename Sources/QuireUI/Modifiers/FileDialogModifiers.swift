import Foundation
import QuireCore

extension View {
    /// Shows an Open dialog for one file of `allowedContentTypes` while `isPresented` is true (SwiftUI's
    /// `fileImporter`). The binding goes back to false when the dialog closes; `onCompletion` gets the
    /// chosen file, and is not called when the person cancels. When every allowed type is a package
    /// (a folder on Linux) the dialog picks folders.
    public func fileImporter(isPresented: Binding<Bool>, allowedContentTypes: [UTType],
                             onCompletion: @escaping (Result<URL, any Error>) -> Void) -> some View {
        fileImporter(isPresented: isPresented, allowedContentTypes: allowedContentTypes,
                     onCompletion: onCompletion, onCancellation: {})
    }

    /// `fileImporter` that also hears about a cancelled dialog.
    public func fileImporter(isPresented: Binding<Bool>, allowedContentTypes: [UTType],
                             onCompletion: @escaping (Result<URL, any Error>) -> Void,
                             onCancellation: @escaping () -> Void) -> some View {
        let request = FileDialogRequest(title: "Open", acceptLabel: "_Open", mode: .open,
                                        contentTypes: allowedContentTypes)
        return modifier(_FileDialogModifier(isPresented: isPresented, request: request) { urls in
            guard let url = urls.first else { return onCancellation() }
            onCompletion(.success(url))
        })
    }

    /// An Open dialog for files of `allowedContentTypes`, several of them when
    /// `allowsMultipleSelection` (SwiftUI's `fileImporter(isPresented:allowedContentTypes:allowsMultipleSelection:onCompletion:)`):
    /// `onCompletion` gets every chosen file.
    public func fileImporter(isPresented: Binding<Bool>, allowedContentTypes: [UTType], allowsMultipleSelection: Bool,
                             onCompletion: @escaping (Result<[URL], any Error>) -> Void) -> some View {
        fileImporter(isPresented: isPresented, allowedContentTypes: allowedContentTypes,
                     allowsMultipleSelection: allowsMultipleSelection, onCompletion: onCompletion, onCancellation: {})
    }

    /// `fileImporter(isPresented:allowedContentTypes:allowsMultipleSelection:onCompletion:)` that also
    /// hears about a cancelled dialog.
    public func fileImporter(isPresented: Binding<Bool>, allowedContentTypes: [UTType], allowsMultipleSelection: Bool,
                             onCompletion: @escaping (Result<[URL], any Error>) -> Void,
                             onCancellation: @escaping () -> Void) -> some View {
        let request = FileDialogRequest(title: "Open", acceptLabel: "_Open", mode: .open,
                                        contentTypes: allowedContentTypes, allowsMultipleSelection: allowsMultipleSelection)
        return modifier(_FileDialogModifier(isPresented: isPresented, request: request) { urls in
            guard !urls.isEmpty else { return onCancellation() }
            onCompletion(.success(urls))
        })
    }

    /// Shows a Save dialog while `isPresented` is true and writes `document` as `contentType` where the
    /// person chose (SwiftUI's `fileExporter`). The binding goes back to false when the dialog closes;
    /// `onCompletion` gets the written file, or the `DocumentError` that stopped the write. A nil
    /// document shows nothing.
    public func fileExporter<D: FileDocument>(isPresented: Binding<Bool>, document: D?, contentType: UTType,
                                              defaultFilename: String? = nil,
                                              onCompletion: @escaping (Result<URL, any Error>) -> Void) -> some View {
        fileExporter(isPresented: isPresented, document: document, contentType: contentType,
                     defaultFilename: defaultFilename, onCompletion: onCompletion, onCancellation: {})
    }

    /// `fileExporter` of a `FileDocument` that also hears about a cancelled dialog.
    public func fileExporter<D: FileDocument>(isPresented: Binding<Bool>, document: D?, contentType: UTType,
                                              defaultFilename: String? = nil,
                                              onCompletion: @escaping (Result<URL, any Error>) -> Void,
                                              onCancellation: @escaping () -> Void) -> some View {
        exporter(isPresented: isPresented, hasDocument: document != nil, contentType: contentType,
                 defaultFilename: defaultFilename, onCompletion: onCompletion, onCancellation: onCancellation) { url in
            guard let document else { return url }
            return try FileExport.write(document.fileWrapper(configuration: FileExport.configuration(contentType)), to: url)
        }
    }

    /// A Save dialog for one document of a `FileDocument` or `ReferenceFileDocument`: nothing while
    /// there is none; `write` writes it to the chosen place.
    func exporter(isPresented: Binding<Bool>, hasDocument: Bool, contentType: UTType, defaultFilename: String?,
                  onCompletion: @escaping (Result<URL, any Error>) -> Void, onCancellation: @escaping () -> Void,
                  write: @escaping @MainActor (URL) throws -> URL) -> some View {
        let name = FileExport.suggestedName(defaultFilename, contentType: contentType)
        let request = FileDialogRequest(title: "Export", acceptLabel: "_Export", mode: .save(suggestedName: name),
                                        contentTypes: [contentType])
        return modifier(_FileDialogModifier(isPresented: isPresented, request: hasDocument ? request : nil) { urls in
            guard let url = urls.first else { return onCancellation() }
            onCompletion(Result { try write(url) })
        })
    }
}

/// Writing a `fileExporter`'s documents.
enum FileExport {
    /// `defaultFilename` (or "Untitled") with the type's extension when it has none.
    static func suggestedName(_ defaultFilename: String?, contentType: UTType) -> String {
        let name = defaultFilename.flatMap { $0.isEmpty ? nil : $0 } ?? "Untitled"
        guard (name as NSString).pathExtension.isEmpty, let ext = contentType.preferredFilenameExtension else {
            return name
        }
        return "\(name).\(ext)"
    }

    /// What a document is told when it is exported as `contentType`: a new file, nothing to reuse.
    static func configuration(_ contentType: UTType) -> FileDocumentWriteConfiguration {
        FileDocumentWriteConfiguration(contentType: contentType, existingFile: nil)
    }

    /// Writes the file wrapper `make` returns atomically to `url` (replacing what the person agreed
    /// to replace) and returns `url`; a failure is a `DocumentError` naming the file.
    @MainActor
    static func write(_ make: @autoclosure () throws -> FileWrapper, to url: URL) throws -> URL {
        do {
            try make().write(to: url, options: .atomic, originalContentsURL: nil)
            return url
        } catch {
            throw DocumentError.wrapping(error, url: url)
        }
    }
}

/// Presents a file dialog while its binding is true (`fileImporter`, `fileExporter`, `fileMover`);
/// the content's widgets pass through unchanged.
struct _FileDialogModifier: ViewModifier, PrimitiveModifier {
    typealias Body = Never

    let isPresented: Binding<Bool>
    /// nil: nothing to show (an exporter without a document, a mover without a file).
    let request: FileDialogRequest?
    /// Called with the chosen locations, or none when cancelled, after the binding went back to false.
    let complete: @MainActor ([URL]) -> Void

    func makeNode(in context: NodeContext) -> ViewNode { FileDialogNode(context) }
}

/// The node of `_FileDialogModifier`: watches the binding (with Observation tracking, so a model
/// property bound through `@Bindable` shows the dialog when the model sets it) and shows one dialog at
/// a time through the backend, configured by the environment's `fileDialog…` modifiers.
final class FileDialogNode: ViewNode {
    private var child = ChildSlot()
    private var modifier: _FileDialogModifier?
    private(set) var isPresenting = false

    override func update(_ view: any View, environment: EnvironmentValues) {
        super.update(view, environment: environment)
        guard let modified = view as? any AnyModifiedContent,
              let modifier = modified.anyModifier as? _FileDialogModifier else { return }
        self.modifier = modifier
        child.reconcile(modified.anyContent, in: self, environment: environment)
        widgets = child.widgets
        presentIfAsked()
    }

    override func refresh() {
        presentIfAsked()
    }

    override func childWidgetsDidChange() {
        let before = widgets
        widgets = child.widgets
        if !Self.same(before, widgets) {
            reportWidgetsChanged()
        }
    }

    override func unmount() {
        super.unmount()
        child.clear()
    }

    private func presentIfAsked() {
        guard let modifier else { return }
        let asked = tracked { modifier.isPresented.wrappedValue }
        guard asked, !isPresenting else { return }
        guard let request = modifier.request, let backend = graph.backend as? any FileDialogBackend else {
            modifier.isPresented.wrappedValue = false
            return
        }
        isPresenting = true
        let configured = request.configured(by: environment.fileDialogConfiguration)
        Task { @MainActor [weak self] in
            let urls = await backend.presentFileDialog(configured, near: self?.widgets.first)
            guard let self else { return }
            self.isPresenting = false
            guard self.isMounted, let current = self.modifier else { return }
            current.isPresented.wrappedValue = false
            current.complete(urls)
        }
    }
}
