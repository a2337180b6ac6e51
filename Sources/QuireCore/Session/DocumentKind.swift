import Foundation

/// One kind of document an app edits: which types it reads and writes and how to make an instance.
/// A `DocumentGroup` registers one; the CLI and tests build them directly. The engine routes an opened
/// file to the first kind whose readable types its type conforms to.
@MainActor
public struct DocumentKind {
    /// Types this kind opens.
    public let readableContentTypes: [UTType]
    /// Types it saves; the first is the native type new documents are saved as.
    public let writableContentTypes: [UTType]
    /// False for viewer-only kinds (`DocumentGroup(viewing:)`, `CFBundleTypeRole` Viewer).
    public let isEditor: Bool
    /// Makes a new document's model (an app's `makeDocument` may suspend, and throw
    /// `CancellationError` when the person cancelled the creation).
    let makeNew: @MainActor (DocumentCreationContext, UTType) async throws -> any DocumentModel
    /// `makeNew` for kinds whose documents are made without suspending: what
    /// `DocumentSession(newDocumentOf:)` uses; nil for kinds made asynchronously.
    var makeNewNow: (@MainActor (DocumentCreationContext, UTType) throws -> any DocumentModel)?
    /// Makes the model an opened file of this type is read into (file, type, editable).
    let makeForReading: @MainActor (URL, UTType, Bool) async throws -> any DocumentModel

    /// A kind whose documents are made without suspending: `makeNew` serves as `makeNewNow` too.
    static func immediate(readable: [UTType], writable: [UTType], isEditor: Bool,
                          makeNew: @escaping @MainActor (DocumentCreationContext, UTType) throws -> any DocumentModel,
                          makeForReading: @escaping @MainActor () -> any DocumentModel) -> DocumentKind {
        DocumentKind(readableContentTypes: readable, writableContentTypes: writable, isEditor: isEditor,
                     makeNew: makeNew, makeNewNow: makeNew, makeForReading: { _, _, _ in makeForReading() })
    }

    /// The native type: what a new document is saved as.
    public var nativeContentType: UTType {
        writableContentTypes.first ?? readableContentTypes.first ?? .data
    }

    /// Whether this kind opens files of `type`.
    public func canOpen(_ type: UTType) -> Bool {
        readableContentTypes.contains { type.conforms(to: $0) }
    }

    /// A value-type document (`FileDocument`); `newDocument` makes untitled ones.
    public static func fileDocument<D: FileDocument>(
        _ type: D.Type = D.self, isEditor: Bool = true, newDocument: @escaping @MainActor () -> D
    ) -> DocumentKind {
        immediate(readable: D.readableContentTypes, writable: isEditor ? D.writableContentTypes : [], isEditor: isEditor,
                  makeNew: { _, _ in FileDocumentModel(value: newDocument()) }, makeForReading: { FileDocumentModel<D>(value: nil) })
    }

    /// An object document (`ReferenceFileDocument`).
    public static func referenceFileDocument<D: ReferenceFileDocument>(
        _ type: D.Type = D.self, isEditor: Bool = true, newDocument: @escaping @MainActor () -> D
    ) -> DocumentKind {
        immediate(readable: D.readableContentTypes, writable: isEditor ? D.writableContentTypes : [], isEditor: isEditor,
                  makeNew: { _, _ in ReferenceDocumentModel(object: newDocument()) },
                  makeForReading: { ReferenceDocumentModel<D>(object: nil) })
    }

    /// A snapshot-based `Document`. `makeDocument` is called for new documents and, before reading,
    /// for opened ones (the reader's snapshot is then applied to it).
    public static func document<D: ReadableDocument & WritableDocument>(
        _ type: D.Type = D.self, isEditor: Bool = true,
        makeDocument: @escaping @MainActor (URLDocumentConfiguration, DocumentCreationContext) -> D
    ) -> DocumentKind {
        var kind = document(type, isEditor: isEditor) { configuration, context async throws in makeDocument(configuration, context) }
        kind.makeNewNow = { context, type in SnapshotDocumentModel(makeDocument(URLDocumentConfiguration(contentType: type), context)) }
        return kind
    }

    /// A snapshot-based `Document` whose `makeDocument` may suspend (SwiftUI 27's
    /// `DocumentGroup(allowCreating:editor:makeDocument:)`): called for new documents and, before
    /// reading, for opened ones. Throwing `CancellationError` cancels the creation or the opening.
    public static func document<D: ReadableDocument & WritableDocument>(
        _ type: D.Type = D.self, isEditor: Bool = true,
        makeDocument: @escaping @MainActor (URLDocumentConfiguration, DocumentCreationContext) async throws -> D
    ) -> DocumentKind {
        DocumentKind(
            readableContentTypes: D.readableContentTypes,
            writableContentTypes: isEditor ? D.writableContentTypes : [],
            isEditor: isEditor,
            makeNew: { context, type in
                SnapshotDocumentModel(try await makeDocument(URLDocumentConfiguration(contentType: type), context))
            },
            makeForReading: { url, type, editable in
                SnapshotDocumentModel(try await makeDocument(
                    URLDocumentConfiguration(fileURL: url, contentType: type, isEditable: editable),
                    DocumentCreationContext()))
            })
    }

    /// A read-only snapshot-based document whose `makeDocument` may suspend (SwiftUI 27's
    /// `DocumentGroup(viewer:makeReadableDocument:)`).
    public static func viewer<D: ReadableDocument>(
        _ type: D.Type = D.self,
        makeDocument: @escaping @MainActor (URLDocumentConfiguration, DocumentCreationContext) async throws -> D
    ) -> DocumentKind {
        DocumentKind(
            readableContentTypes: D.readableContentTypes,
            writableContentTypes: [],
            isEditor: false,
            makeNew: { _, _ in throw viewOnly() },
            makeForReading: { url, type, _ in
                ReadableDocumentModel(try await makeDocument(
                    URLDocumentConfiguration(fileURL: url, contentType: type, isEditable: false),
                    DocumentCreationContext()))
            })
    }

    /// A read-only snapshot-based document (`ReadableDocument` only).
    public static func viewer<D: ReadableDocument>(
        _ type: D.Type = D.self,
        makeDocument: @escaping @MainActor (URLDocumentConfiguration, DocumentCreationContext) -> D
    ) -> DocumentKind {
        var kind = viewer(type) { configuration, context async throws in makeDocument(configuration, context) }
        kind.makeNewNow = { _, _ in throw viewOnly() }
        return kind
    }
}
