import Foundation
import QuireCore

/// A scene for one kind of document (SwiftUI's `DocumentGroup`): each open document gets a window of
/// its own, a GNOME header bar with its name and save state, a primary menu with the file commands,
/// the keyboard shortcuts, autosave, and the editor (or viewer) view you give.
///
/// Declare one per document type; an opened file goes to the first group whose readable types its
/// type conforms to.
public struct DocumentGroup<Document, Content: View>: Scene, PrimitiveScene {
    public typealias Body = Never

    let kind: DocumentKind
    let makeEditor: @MainActor (DocumentSession) -> AnyView
    let kindForTemplate: @MainActor (@escaping @MainActor () -> Any) -> DocumentKind?
    /// Whether the group makes new documents (`allowCreating`); viewers never do.
    var allowsCreating = true

    func declare(into declarations: inout SceneDeclarations) {
        declarations.documentGroups.append(DocumentGroupDeclaration(
            kind: kind, documentType: Document.self, makeEditor: makeEditor, kindForTemplate: kindForTemplate,
            allowsCreating: allowsCreating && kind.isEditor))
    }
}

extension DocumentGroup {
    /// The document a new window starts with, prepared elsewhere (a `NewDocumentButton`'s
    /// preparation, `newDocument(_:)`). Routing gives a group only documents of its type, so another
    /// type is a programmer error, never a silent blank document.
    @MainActor
    fileprivate static func prepared(_ template: @MainActor () -> Any) -> Document {
        let document = template()
        guard let prepared = document as? Document else {
            preconditionFailure("a new \(type(of: document)) was prepared for the DocumentGroup of \(Document.self)")
        }
        return prepared
    }
}

extension DocumentGroup where Document: FileDocument {
    /// An editor for value-type documents; new documents start as `newDocument`. The editor gets a
    /// `FileDocumentConfiguration` whose `$document` binding edits the document.
    public init(newDocument: @autoclosure @escaping @MainActor () -> Document,
                @ViewBuilder editor: @escaping @MainActor (FileDocumentConfiguration<Document>) -> Content) {
        kind = .fileDocument(Document.self, newDocument: newDocument)
        makeEditor = Self.fileEditor(editor)
        kindForTemplate = { template in
            return .fileDocument(Document.self) { Self.prepared(template) }
        }
    }

    /// A viewer for value-type documents: files open read-only; no new documents.
    public init(viewing documentType: Document.Type,
                @ViewBuilder viewer: @escaping @MainActor (FileDocumentConfiguration<Document>) -> Content) {
        kind = .fileDocumentViewer(Document.self)
        makeEditor = Self.fileEditor(viewer)
        kindForTemplate = { _ in nil }
    }

    private static func fileEditor(
        _ editor: @escaping @MainActor (FileDocumentConfiguration<Document>) -> Content
    ) -> @MainActor (DocumentSession) -> AnyView {
        { session in editor(session.fileDocumentConfiguration(Document.self)).documentWindowEnvironment(session) }
    }
}

extension DocumentGroup where Document: ReferenceFileDocument {
    /// An editor for object documents; `newDocument` makes new ones. The editor gets a
    /// `ReferenceFileDocumentConfiguration` whose `document` it observes.
    public init(newDocument: @escaping @MainActor () -> Document,
                @ViewBuilder editor: @escaping @MainActor (ReferenceFileDocumentConfiguration<Document>) -> Content) {
        kind = .referenceFileDocument(Document.self, newDocument: newDocument)
        makeEditor = Self.referenceEditor(editor)
        kindForTemplate = { template in
            return .referenceFileDocument(Document.self) { Self.prepared(template) }
        }
    }

    /// A viewer for object documents: files open read-only; no new documents.
    public init(viewing documentType: Document.Type,
                @ViewBuilder viewer: @escaping @MainActor (ReferenceFileDocumentConfiguration<Document>) -> Content) {
        kind = .referenceFileDocumentViewer(Document.self)
        makeEditor = Self.referenceEditor(viewer)
        kindForTemplate = { _ in nil }
    }

    private static func referenceEditor(
        _ editor: @escaping @MainActor (ReferenceFileDocumentConfiguration<Document>) -> Content
    ) -> @MainActor (DocumentSession) -> AnyView {
        { session in
            editor(ReferenceFileDocumentConfiguration(
                document: session.document(for: Document.self), fileURL: session.fileURL, isEditable: session.isEditable))
                .documentWindowEnvironment(session)
        }
    }
}

extension DocumentGroup where Document: ReadableDocument & WritableDocument {
    /// An editor for snapshot-based documents (SwiftUI 27's `DocumentGroup(allowCreating:editor:makeDocument:)`;
    /// seed 001's `DocumentGroup { document in … } makeDocument: { configuration, context in … }`):
    /// `makeDocument` makes new documents (told the creation source the person chose) and the
    /// instances opened files are read into. It may suspend — to ask the person something — and
    /// throw: `CancellationError` cancels the creation (or the opening) quietly, another error is
    /// shown. Without `allowCreating` the group opens and edits files but makes no new ones.
    public init(allowCreating: Bool = true, @ViewBuilder editor: @escaping @MainActor (Document) -> Content,
                makeDocument: @escaping @MainActor (URLDocumentConfiguration, DocumentCreationContext) async throws -> Document) {
        kind = .document(Document.self, makeDocument: makeDocument)
        makeEditor = Self.documentEditor(editor)
        kindForTemplate = { template in
            return .document(Document.self) { configuration, context in
                Self.prepared(template)
            }
        }
        allowsCreating = allowCreating
    }

    /// `init(allowCreating:editor:makeDocument:)` making new documents: the form a trailing-closure
    /// `DocumentGroup { document in … } makeDocument: { … }` picks over `init(viewer:makeDocument:)`.
    public init(@ViewBuilder editor: @escaping @MainActor (Document) -> Content,
                makeDocument: @escaping @MainActor (URLDocumentConfiguration, DocumentCreationContext) async throws -> Document) {
        self.init(allowCreating: true, editor: editor, makeDocument: makeDocument)
    }
}

extension DocumentGroup where Document: ReadableDocument {
    /// A viewer for snapshot-based documents (SwiftUI 27's `DocumentGroup(viewer:makeReadableDocument:)`):
    /// files open read-only; no new documents. `makeReadableDocument` makes the instance an opened
    /// file is read into; throwing `CancellationError` cancels the opening quietly.
    public init(@ViewBuilder viewer: @escaping @MainActor (Document) -> Content,
                makeReadableDocument: @escaping @MainActor (URLDocumentConfiguration, DocumentCreationContext) async throws -> Document) {
        kind = .viewer(Document.self, makeDocument: makeReadableDocument)
        makeEditor = Self.documentEditor(viewer)
        kindForTemplate = { _ in nil }
    }

    /// `init(viewer:makeReadableDocument:)` as Quire spelled it before SwiftUI 27's name.
    public init(@ViewBuilder viewer: @escaping @MainActor (Document) -> Content,
                makeDocument: @escaping @MainActor (URLDocumentConfiguration, DocumentCreationContext) async throws -> Document) {
        self.init(viewer: viewer, makeReadableDocument: makeDocument)
    }

    private static func documentEditor(_ editor: @escaping @MainActor (Document) -> Content)
        -> @MainActor (DocumentSession) -> AnyView {
        { session in editor(session.document(for: Document.self)).documentWindowEnvironment(session) }
    }
}

/// What a `DocumentGroup` editor receives for a `ReferenceFileDocument`: the document (observed, so
/// views reading it follow its changes), where it is and whether it may be changed.
@MainActor
public struct ReferenceFileDocumentConfiguration<Document: ReferenceFileDocument> {
    /// The document object.
    @ObservedObject public var document: Document
    /// Where the document is saved; nil while it is untitled.
    public var fileURL: URL?
    /// False for read-only files and for viewer-only types.
    public var isEditable: Bool

    public init(document: Document, fileURL: URL?, isEditable: Bool) {
        self._document = ObservedObject(wrappedValue: document)
        self.fileURL = fileURL
        self.isEditable = isEditable
    }
}

/// One `DocumentGroup`, as the app runtime uses it.
@MainActor
package struct DocumentGroupDeclaration {
    package let kind: DocumentKind
    let documentType: Any.Type
    package let makeEditor: @MainActor (DocumentSession) -> AnyView
    /// A kind whose new documents start from `template` (a value or object of `documentType`); nil
    /// for viewers.
    let kindForTemplate: @MainActor (@escaping @MainActor () -> Any) -> DocumentKind?
    /// Whether Ctrl+N, New buttons and `newDocument` may make documents of this group.
    let allowsCreating: Bool
    package var defaultSize: (width: Int, height: Int)?
    package var resizability = WindowResizability.automatic
}
