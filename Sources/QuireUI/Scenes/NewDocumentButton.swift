import QuireCore

/// A button that makes a new document in a window of its own (SwiftUI's `NewDocumentButton`), for a
/// `DocumentGroupLaunchScene`'s actions.
public struct NewDocumentButton: View {
    let title: String
    let request: NewDocumentRequest
    @Environment(\.newDocument) private var newDocument

    /// A button titled `title` making the first document group's new document.
    public init(_ title: String) {
        self.title = title
        request = .standard
    }

    /// A button titled `title` making a new document that starts as `prompt` — a template: a
    /// `FileDocument` value or a document object of one of the app's document groups.
    public init<D>(_ title: String, prompt: @autoclosure @escaping @MainActor () -> D) {
        self.title = title
        request = .template(prompt, D.self)
    }

    /// A button titled `title` making a new document whose `DocumentCreationContext` names `source`
    /// (seed 002's "Blank Board" / "Board from Photo").
    public init(_ title: String, source: DocumentCreationSource) {
        self.title = title
        request = .source(source)
    }

    /// A button titled `title` making a new document of the group whose native type is `contentType`.
    public init(_ title: String, contentType: UTType) {
        self.title = title
        request = .contentType(contentType)
    }

    public var body: some View {
        let request = self.request, newDocument = self.newDocument
        Button(title) { newDocument.handler(request) }
    }
}
