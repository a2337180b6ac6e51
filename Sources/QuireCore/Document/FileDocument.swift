import Foundation

/// A document that is a value: SwiftUI's `FileDocument`. The engine reads it from a `FileWrapper`,
/// hands the editor a binding to it, and asks it for a `FileWrapper` when saving.
///
/// `Sendable`, as Apple declares it: the engine takes the value on the main actor (a copy-on-write
/// copy, O(1)) and calls `init(configuration:)` and `fileWrapper(configuration:)` off the main actor,
/// so encoding a large document does not stall the interface.
@preconcurrency
public protocol FileDocument: Sendable {
    /// What `init(configuration:)` receives.
    typealias ReadConfiguration = FileDocumentReadConfiguration
    /// What `fileWrapper(configuration:)` receives.
    typealias WriteConfiguration = FileDocumentWriteConfiguration

    /// The types this document reads; drives the Open dialog's filter and routing of opened files.
    static var readableContentTypes: [UTType] { get }
    /// The types it writes; defaults to `readableContentTypes`.
    static var writableContentTypes: [UTType] { get }

    /// Reads the document from `configuration.file`. Called off the main actor.
    init(configuration: ReadConfiguration) throws
    /// Returns the document's content for saving, autosaving or keeping a version. Called off the
    /// main actor, on a copy of the value taken when the save began.
    func fileWrapper(configuration: WriteConfiguration) throws -> FileWrapper
}

extension FileDocument {
    public static var writableContentTypes: [UTType] { readableContentTypes }
}

/// What a `FileDocument` or `ReferenceFileDocument` is read from.
public struct FileDocumentReadConfiguration: Sendable {
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
public struct FileDocumentWriteConfiguration: Sendable {
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
