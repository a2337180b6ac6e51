import Foundation

/// A document object that loads through a `DocumentReader` off the main actor and applies the result
/// on it (the snapshot-based document model).
///
/// The protocol is main-actor isolated so that a `@MainActor` document can satisfy it with isolated
/// or `nonisolated` methods alike.
@MainActor
public protocol ReadableDocument: AnyObject {
    typealias ReadConfiguration = DocumentReadConfiguration

    /// The value a reader produces and `apply(snapshot:previous:)` installs.
    associatedtype Snapshot: Sendable
    associatedtype Reader: DocumentReader where Reader.Snapshot == Snapshot

    static var readableContentTypes: [UTType] { get }

    /// Returns the reader for `configuration.contentType`. It runs off the main actor.
    func reader(configuration: sending ReadConfiguration) -> sending Reader
    /// Installs a snapshot the reader produced. `previous` is the snapshot applied before, if any.
    func apply(snapshot: sending Snapshot, previous: sending Snapshot?) async throws
}

/// A document object that saves by freezing itself into a snapshot on the main actor and handing it to
/// a `DocumentWriter`, which does the disk work off the main actor.
@MainActor
public protocol WritableDocument: AnyObject {
    typealias WriteConfiguration = DocumentWriteConfiguration

    associatedtype Snapshot: Sendable
    associatedtype Writer: DocumentWriter where Writer.Snapshot == Snapshot

    /// Every type the document can write: its native type first, then export types.
    static var writableContentTypes: [UTType] { get }

    /// Copies the current state into a value that can be written.
    func snapshot(contentType: UTType) async throws -> sending Snapshot
    /// Returns the writer for `configuration.contentType`. It runs off the main actor.
    func writer(configuration: sending WriteConfiguration) -> sending Writer
}

extension WritableDocument {
    /// Apple's beta spelling of `writableContentTypes`.
    public static var writableDocumentTypes: [UTType] { writableContentTypes }
}

extension WritableDocument where Self: ReadableDocument {
    public static var writableContentTypes: [UTType] { readableContentTypes }
}

/// A document that both reads and writes, with one snapshot type.
public typealias Document = ReadableDocument & WritableDocument

/// What a `DocumentReader` is made for.
public struct DocumentReadConfiguration: Sendable {
    /// The type of the file being read.
    public let contentType: UTType
    /// Where it is; nil for a document created from a template in memory.
    public let fileURL: URL?

    public init(contentType: UTType, fileURL: URL? = nil) {
        self.contentType = contentType
        self.fileURL = fileURL
    }
}

/// What a `DocumentWriter` is made for.
public struct DocumentWriteConfiguration: Sendable {
    /// The type to write: the native type for a save, another writable type for an export.
    public let contentType: UTType
    /// Where the document is now, if it has been saved before (the writer's `destination` is a
    /// private staging copy of it, not this URL).
    public let existingFileURL: URL?

    public init(contentType: UTType, existingFileURL: URL? = nil) {
        self.contentType = contentType
        self.existingFileURL = existingFileURL
    }
}
