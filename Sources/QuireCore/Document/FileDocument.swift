import Foundation

/// A document that is a value: SwiftUI's `FileDocument`. The engine reads it from a `FileWrapper`,
/// hands the editor a binding to it, and asks it for a `FileWrapper` when saving.
public protocol FileDocument {
    /// What `init(configuration:)` receives.
    typealias ReadConfiguration = FileDocumentReadConfiguration
    /// What `fileWrapper(configuration:)` receives.
    typealias WriteConfiguration = FileDocumentWriteConfiguration

    /// The types this document reads; drives the Open dialog's filter and routing of opened files.
    static var readableContentTypes: [UTType] { get }
    /// The types it writes; defaults to `readableContentTypes`.
    static var writableContentTypes: [UTType] { get }

    /// Reads the document from `configuration.file`.
    init(configuration: ReadConfiguration) throws
    /// Returns the document's content for saving, autosaving or keeping a version.
    func fileWrapper(configuration: WriteConfiguration) throws -> FileWrapper
}

extension FileDocument {
    public static var writableContentTypes: [UTType] { readableContentTypes }
}

/// What a `FileDocument` or `ReferenceFileDocument` is read from.
public struct FileDocumentReadConfiguration {
    /// The type the file was recognised as.
    public let contentType: UTType
    /// The file (or package) contents, loaded lazily.
    public let file: FileWrapper

    public init(contentType: UTType, file: FileWrapper) {
        self.contentType = contentType
        self.file = file
    }
}

/// What a `FileDocument` or `ReferenceFileDocument` is written with.
public struct FileDocumentWriteConfiguration {
    /// The type to write.
    public let contentType: UTType
    /// The file as it is on disk now, if the document has been saved before. Returning it (or reusing
    /// its unchanged children) lets the engine hard-link instead of copying.
    public let existingFile: FileWrapper?

    public init(contentType: UTType, existingFile: FileWrapper?) {
        self.contentType = contentType
        self.existingFile = existingFile
    }
}
