import Foundation

/// What the session needs from any of the four document shapes (`FileDocument`,
/// `ReferenceFileDocument`, `Document`, read-only `ReadableDocument`), so that one save/open path
/// serves them all.
@MainActor
protocol DocumentModel: AnyObject {
    /// The app's document: the object, or for a `FileDocument` the current value.
    var document: Any { get }
    /// The part of reading `url` that runs off the main actor (the file read and decoded, where the
    /// shape allows); made on the main actor, run in a background task. Its result goes to `install`.
    func loader(from url: URL, contentType: UTType) -> DocumentLoader
    /// Installs what the loader returned, on the main actor (a `Document`'s `apply`).
    func install(_ loaded: any Sendable) async throws
    /// Freezes the current state (on the main actor) into a write that runs off it.
    func prepareWrite(contentType: UTType, existingFileURL: URL?) async throws -> PreparedWrite
    /// Called once a prepared write of the native type reached the document's own file.
    func didSave(_ write: PreparedWrite)
    /// Calls `onChange` (once) the next time the document changes: an `@Observable` property, a
    /// `@Published` one, or a binding write. Called synchronously as the change happens (before the
    /// edit's undo registration that usually follows it), possibly off the main actor.
    func observeNextChange(_ onChange: @escaping @Sendable () -> Void)
}

/// Reads a document's file off the main actor; what it returns is handed to `DocumentModel.install`.
typealias DocumentLoader = @Sendable () async throws -> any Sendable

extension DocumentModel {
    func read(from url: URL, contentType: UTType) async throws {
        let load = loader(from: url, contentType: contentType)
        let loaded = try await Task.detached { try await load() }.value
        try await install(loaded)
    }
}

/// A frozen snapshot and how to write it, safe to run off the main actor.
struct PreparedWrite: Sendable {
    enum Payload: Sendable {
        /// A wrapper built on the main actor (the FileDocument shapes build it synchronously).
        case wrapper(FileWrapper)
        /// A wrapper to build off the main actor.
        case makeWrapper(@Sendable () throws -> FileWrapper)
        /// A URL-based writer: writes a file, or updates a staging copy of the package in place.
        case write(isPackage: Bool, @Sendable (URL, ProgressManager) async throws -> Void)
    }

    var payload: Payload
    /// The snapshot, kept to be handed to the next write as `previous`.
    var snapshot: (any Sendable)?
}
