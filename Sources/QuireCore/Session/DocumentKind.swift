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
    let makeNew: @MainActor (DocumentCreationContext, UTType) throws -> any DocumentModel
    let makeForReading: @MainActor (URL, UTType, Bool) -> any DocumentModel

    /// The native type: what a new document is saved as.
    public var nativeContentType: UTType {
        writableContentTypes.first ?? readableContentTypes.first ?? .data
    }

    /// Whether this kind opens files of `type`.
    public func canOpen(_ type: UTType) -> Bool { canRead(type) }

    func canRead(_ type: UTType) -> Bool {
        readableContentTypes.contains { type.conforms(to: $0) }
    }

    /// A value-type document (`FileDocument`); `newDocument` makes untitled ones.
    public static func fileDocument<D: FileDocument>(
        _ type: D.Type = D.self, isEditor: Bool = true, newDocument: @escaping @MainActor () -> D
    ) -> DocumentKind {
        DocumentKind(
            readableContentTypes: D.readableContentTypes,
            writableContentTypes: isEditor ? D.writableContentTypes : [],
            isEditor: isEditor,
            makeNew: { _, _ in FileDocumentModel(value: newDocument()) },
            makeForReading: { _, _, _ in FileDocumentModel<D>(value: nil) })
    }

    /// An object document (`ReferenceFileDocument`).
    public static func referenceFileDocument<D: ReferenceFileDocument>(
        _ type: D.Type = D.self, isEditor: Bool = true, newDocument: @escaping @MainActor () -> D
    ) -> DocumentKind {
        DocumentKind(
            readableContentTypes: D.readableContentTypes,
            writableContentTypes: isEditor ? D.writableContentTypes : [],
            isEditor: isEditor,
            makeNew: { _, _ in ReferenceDocumentModel(object: newDocument()) },
            makeForReading: { _, _, _ in ReferenceDocumentModel<D>(object: nil) })
    }

    /// A snapshot-based `Document`. `makeDocument` is called for new documents and, before reading,
    /// for opened ones (the reader's snapshot is then applied to it).
    public static func document<D: ReadableDocument & WritableDocument>(
        _ type: D.Type = D.self, isEditor: Bool = true,
        makeDocument: @escaping @MainActor (URLDocumentConfiguration, DocumentCreationContext) -> D
    ) -> DocumentKind {
        DocumentKind(
            readableContentTypes: D.readableContentTypes,
            writableContentTypes: isEditor ? D.writableContentTypes : [],
            isEditor: isEditor,
            makeNew: { context, type in
                SnapshotDocumentModel(makeDocument(URLDocumentConfiguration(contentType: type), context))
            },
            makeForReading: { url, type, editable in
                SnapshotDocumentModel(makeDocument(
                    URLDocumentConfiguration(fileURL: url, contentType: type, isEditable: editable),
                    DocumentCreationContext()))
            })
    }

    /// A read-only snapshot-based document (`ReadableDocument` only).
    public static func viewer<D: ReadableDocument>(
        _ type: D.Type = D.self,
        makeDocument: @escaping @MainActor (URLDocumentConfiguration, DocumentCreationContext) -> D
    ) -> DocumentKind {
        DocumentKind(
            readableContentTypes: D.readableContentTypes,
            writableContentTypes: [],
            isEditor: false,
            makeNew: { _, _ in
                throw DocumentError(.unsupportedType, detail: "This kind of document can only be viewed")
            },
            makeForReading: { url, type, _ in
                ReadOnlyDocumentModel(makeDocument(
                    URLDocumentConfiguration(fileURL: url, contentType: type, isEditable: false),
                    DocumentCreationContext()))
            })
    }
}
