import Foundation

/// Which of an app's ways of starting a document a person chose (a launch-scene button, a template).
///
///     extension DocumentCreationSource {
///         static let photoBoard = Self(id: "photo-board")
///     }
public struct DocumentCreationSource: Hashable, Sendable, Codable, Identifiable {
    public let id: String
    public init(id: String) { self.id = id }
}

/// What the engine tells a new document about how it came to be.
public struct DocumentCreationContext: Sendable {
    /// The creation source the person chose, if the app offers several.
    public var creationSource: DocumentCreationSource?
    /// A template the new document starts from, if any.
    public var templateURL: URL?

    public init(creationSource: DocumentCreationSource? = nil, templateURL: URL? = nil) {
        self.creationSource = creationSource
        self.templateURL = templateURL
    }
}

/// What `makeDocument` receives for a `Document` type: where the document lives (nil while untitled),
/// its type, and whether it can be edited.
public struct URLDocumentConfiguration: Sendable {
    public var fileURL: URL?
    public var contentType: UTType
    public var isEditable: Bool

    public init(fileURL: URL? = nil, contentType: UTType, isEditable: Bool = true) {
        self.fileURL = fileURL
        self.contentType = contentType
        self.isEditable = isEditable
    }
}

/// What a `DocumentGroup` editor receives for a `FileDocument`: a binding to the document, where it is,
/// and whether it may be changed.
@MainActor
public struct FileDocumentConfiguration<Document: FileDocument> {
    /// The document value; writing through it marks the document changed.
    @Binding public var document: Document
    /// Where the document is saved; nil while it is untitled.
    public var fileURL: URL?
    /// False for read-only files and for viewer-only types.
    public var isEditable: Bool

    public init(document: Binding<Document>, fileURL: URL?, isEditable: Bool) {
        self._document = document
        self.fileURL = fileURL
        self.isEditable = isEditable
    }
}
