import Foundation
import QuireCore

/// A button that makes a new document in a window of its own (SwiftUI's `NewDocumentButton`), for a
/// `DocumentGroupLaunchScene`'s actions or anywhere else in a document app.
///
/// A button may first prepare the document — present a template picker, say — with an `async`
/// closure: a prepared file (`prepareDocumentURL`) or value (`prepareDocument`) starts the new
/// document, nil asks for an empty one, and throwing `CancellationError` makes none, quietly.
public struct NewDocumentButton<Label: View>: View {
    let label: Label
    let request: NewDocumentRequest
    @Environment(\.newDocument) private var newDocument

    public var body: some View {
        let request = self.request, newDocument = self.newDocument
        if let title = label as? Text {
            // A titled button, as GNOME's buttons with words are.
            Button(title.content) { newDocument.handler(request) }
        } else {
            Button { newDocument.handler(request) } label: { label }
        }
    }
}

extension NewDocumentButton where Label == Text {
    /// The title of a button without one.
    static var defaultTitle: String { QuireStrings.localized("New Document") }

    /// A button titled `title` making the first document group's new document.
    public init(_ title: LocalizedStringResource) {
        label = Text(title)
        request = .standard
    }

    /// A button with `label` (New Document without one) making a new document of the group whose
    /// native type is `contentType` (the first group's without one).
    public init(_ label: Text? = nil, contentType: UTType? = nil) {
        self.label = label ?? Text(Self.defaultTitle)
        request = contentType.map(NewDocumentRequest.contentType) ?? .standard
    }

    /// A button titled `title` making a new document that starts as `prompt` — a template: a
    /// `FileDocument` value or a document object of one of the app's document groups.
    public init<D>(_ title: LocalizedStringResource, prompt: @autoclosure @escaping @MainActor () -> D) {
        label = Text(title)
        request = .template(prompt, D.self)
    }

    /// A button titled `title` making a new document whose `DocumentCreationContext` names `source`
    /// (seed 002's "Blank Board" / "Board from Photo"), of the group writing `contentType`.
    public init(_ title: LocalizedStringResource, contentType: UTType? = nil, source: DocumentCreationSource) {
        label = Text(title)
        request = .prepared(contentType: contentType, source: source, preparation: .none)
    }

    /// `init(_:contentType:source:)` with a `Text` label (New Document without one).
    public init(_ label: Text? = nil, contentType: UTType? = nil, source: DocumentCreationSource) {
        self.label = label ?? Text(Self.defaultTitle)
        request = .prepared(contentType: contentType, source: source, preparation: .none)
    }

    /// A button titled `title` making a new document of the group whose native type is `contentType`.
    public init(_ title: LocalizedStringResource, contentType: UTType) {
        label = Text(title)
        request = .contentType(contentType)
    }

    /// A button titled `title` that first runs `prepareDocumentURL` (SwiftUI's
    /// `init(_:contentType:prepareDocumentURL:)`): the file it returns starts the new document of
    /// the group writing `contentType` (the file stays as it is), nil an empty one.
    public init(_ title: LocalizedStringResource, contentType: UTType,
                prepareDocumentURL: @escaping () async throws -> URL? = { nil }) {
        label = Text(title)
        request = .prepared(contentType: contentType, source: nil, preparation: .url(prepareDocumentURL))
    }

    /// `init(_:contentType:prepareDocumentURL:)` whose new document's context names `source`
    /// (SwiftUI's `init(_:contentType:source:prepareDocumentURL:)`).
    public init(_ title: LocalizedStringResource, contentType: UTType, source: DocumentCreationSource,
                prepareDocumentURL: @escaping () async throws -> URL? = { nil }) {
        label = Text(title)
        request = .prepared(contentType: contentType, source: source, preparation: .url(prepareDocumentURL))
    }

    /// `init(_:contentType:source:prepareDocumentURL:)` with a `Text` label (SwiftUI's
    /// `init(_:contentType:source:_:)`).
    public init(_ label: Text? = nil, contentType: UTType, source: DocumentCreationSource,
                _ prepareDocumentURL: @escaping () async throws -> URL? = { nil }) {
        self.label = label ?? Text(Self.defaultTitle)
        request = .prepared(contentType: contentType, source: source, preparation: .url(prepareDocumentURL))
    }

    /// A button titled `title` that first runs `prepareDocument` (SwiftUI's
    /// `init(_:for:contentType:prepareDocument:)`): the value it returns starts the new document of
    /// `documentType`'s group, nil an empty one.
    public init<D: FileDocument>(_ title: LocalizedStringResource, for documentType: D.Type = D.self, contentType: UTType? = nil,
                                 prepareDocument: @escaping () async throws -> D? = { nil }) {
        label = Text(title)
        request = .prepared(contentType: contentType, source: nil,
                            preparation: .document(D.self, { try await prepareDocument() }))
    }

    /// `init(_:for:contentType:prepareDocument:)` with a `Text` label.
    public init<D: FileDocument>(_ label: Text? = nil, for documentType: D.Type = D.self, contentType: UTType? = nil,
                                 prepareDocument: @escaping () async throws -> D? = { nil }) {
        self.label = label ?? Text(Self.defaultTitle)
        request = .prepared(contentType: contentType, source: nil,
                            preparation: .document(D.self, { try await prepareDocument() }))
    }
}
