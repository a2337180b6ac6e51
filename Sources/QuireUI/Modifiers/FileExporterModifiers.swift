import Foundation
import QuireCore

extension View {
    /// Shows a Save dialog while `isPresented` is true and writes the object `document` as
    /// `contentType` there (SwiftUI's `fileExporter` for a `ReferenceFileDocument`): its snapshot is
    /// taken when the person chose, then written.
    public func fileExporter<D: ReferenceFileDocument>(isPresented: Binding<Bool>, document: D?, contentType: UTType,
                                                       defaultFilename: String? = nil,
                                                       onCompletion: @escaping (Result<URL, any Error>) -> Void)
        -> some View {
        fileExporter(isPresented: isPresented, document: document, contentType: contentType,
                     defaultFilename: defaultFilename, onCompletion: onCompletion, onCancellation: {})
    }

    /// `fileExporter` of a `ReferenceFileDocument` that also hears about a cancelled dialog.
    public func fileExporter<D: ReferenceFileDocument>(isPresented: Binding<Bool>, document: D?, contentType: UTType,
                                                       defaultFilename: String? = nil,
                                                       onCompletion: @escaping (Result<URL, any Error>) -> Void,
                                                       onCancellation: @escaping () -> Void) -> some View {
        exporter(isPresented: isPresented, hasDocument: document != nil, contentType: contentType,
                 defaultFilename: defaultFilename, onCompletion: onCompletion, onCancellation: onCancellation) { url in
            guard let document else { return url }
            return try FileExport.write(FileExport.wrapper(of: document, as: contentType), to: url)
        }
    }

    /// Shows a Select Folder dialog while `isPresented` is true and writes each of `documents` there
    /// as `contentType` (SwiftUI's `fileExporter(isPresented:documents:contentType:onCompletion:)`):
    /// "Untitled", "Untitled 2", … with the type's extension, never over a file already there.
    /// `onCompletion` gets the written files. An empty collection shows nothing.
    public func fileExporter<C: Collection>(isPresented: Binding<Bool>, documents: C, contentType: UTType,
                                            onCompletion: @escaping (Result<[URL], any Error>) -> Void) -> some View
    where C.Element: FileDocument {
        fileExporter(isPresented: isPresented, documents: documents, contentType: contentType,
                     onCompletion: onCompletion, onCancellation: {})
    }

    /// The collection `fileExporter` that also hears about a cancelled dialog.
    public func fileExporter<C: Collection>(isPresented: Binding<Bool>, documents: C, contentType: UTType,
                                            onCompletion: @escaping (Result<[URL], any Error>) -> Void,
                                            onCancellation: @escaping () -> Void) -> some View
    where C.Element: FileDocument {
        let writers = documents.map { document in
            { @MainActor in try document.fileWrapper(configuration: FileExport.configuration(contentType)) }
        }
        return collectionExporter(isPresented: isPresented, writers: writers, contentType: contentType,
                                  onCompletion: onCompletion, onCancellation: onCancellation)
    }

    /// The collection `fileExporter` of `ReferenceFileDocument`s.
    public func fileExporter<C: Collection>(isPresented: Binding<Bool>, documents: C, contentType: UTType,
                                            onCompletion: @escaping (Result<[URL], any Error>) -> Void) -> some View
    where C.Element: ReferenceFileDocument {
        fileExporter(isPresented: isPresented, documents: documents, contentType: contentType,
                     onCompletion: onCompletion, onCancellation: {})
    }

    /// The collection `fileExporter` of `ReferenceFileDocument`s that also hears about a cancelled
    /// dialog.
    public func fileExporter<C: Collection>(isPresented: Binding<Bool>, documents: C, contentType: UTType,
                                            onCompletion: @escaping (Result<[URL], any Error>) -> Void,
                                            onCancellation: @escaping () -> Void) -> some View
    where C.Element: ReferenceFileDocument {
        let writers = documents.map { document in
            { @MainActor in try FileExport.wrapper(of: document, as: contentType) }
        }
        return collectionExporter(isPresented: isPresented, writers: writers, contentType: contentType,
                                  onCompletion: onCompletion, onCancellation: onCancellation)
    }

    private func collectionExporter(isPresented: Binding<Bool>, writers: [@MainActor () throws -> FileWrapper],
                                    contentType: UTType, onCompletion: @escaping (Result<[URL], any Error>) -> Void,
                                    onCancellation: @escaping () -> Void) -> some View {
        let request = FileDialogRequest(title: "Export", acceptLabel: "_Export", mode: .selectFolder,
                                        contentTypes: [contentType])
        return modifier(_FileDialogModifier(isPresented: isPresented, request: writers.isEmpty ? nil : request) { urls in
            guard let folder = urls.first else { return onCancellation() }
            onCompletion(Result {
                try writers.map { write in
                    let name = try FreeName.in(folder, FileExport.suggestedName(nil, contentType: contentType))
                    return try FileExport.write(write(), to: folder.appendingPathComponent(name))
                }
            })
        })
    }
}

extension FileExport {
    /// A `ReferenceFileDocument`'s contents as `contentType`: its snapshot, written.
    @MainActor
    static func wrapper<D: ReferenceFileDocument>(of document: D, as contentType: UTType) throws -> FileWrapper {
        try document.fileWrapper(snapshot: document.snapshot(contentType: contentType),
                                 configuration: configuration(contentType))
    }
}
