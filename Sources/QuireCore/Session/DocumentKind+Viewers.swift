import Foundation

extension DocumentKind {
    /// A value-type document that is only viewed (`DocumentGroup(viewing:viewer:)`): it opens files of
    /// its readable types read-only and makes no new documents.
    public static func fileDocumentViewer<D: FileDocument>(_ type: D.Type = D.self) -> DocumentKind {
        immediate(readable: D.readableContentTypes, writable: [], isEditor: false, makeNew: { _, _ in throw viewOnly() },
                  makeForReading: { FileDocumentModel<D>(value: nil) })
    }

    /// An object document that is only viewed.
    public static func referenceFileDocumentViewer<D: ReferenceFileDocument>(_ type: D.Type = D.self) -> DocumentKind {
        immediate(readable: D.readableContentTypes, writable: [], isEditor: false, makeNew: { _, _ in throw viewOnly() },
                  makeForReading: { ReferenceDocumentModel<D>(object: nil) })
    }

    static func viewOnly() -> DocumentError {
        DocumentError(.unsupportedType, detail: "This kind of document can only be viewed")
    }
}
