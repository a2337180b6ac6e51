import Foundation

/// Reads a snapshot from disk, off the main actor (hence `Sendable`: it crosses to a background task).
public protocol DocumentReader: Sendable {
    associatedtype Snapshot: Sendable

    /// Reads the item at `source` (a file, or a package directory).
    func read(from source: URL, progress: consuming Subprogress) async throws -> sending Snapshot
}

/// Writes a snapshot to disk, off the main actor.
///
/// `destination` is a private location the engine swaps in atomically afterwards: for a package, a
/// staging copy of the current package whose unchanged children are hard links to the saved ones.
/// Replace files there (write a new file, rename, remove) — never modify an existing file in place,
/// since its bytes are shared with the saved version. `previous` is the snapshot last written to or
/// read from the document's file: an optimisation input, not proof of what is on disk.
///
/// Writers are `Sendable` because the write crosses to a background task.
///
/// Implement either spelling: `write(content:…)` (current documentation) or `write(snapshot:…)`
/// (the WWDC session's); each defaults to the other.
public protocol DocumentWriter: Sendable {
    associatedtype Snapshot: Sendable

    func write(content: sending Snapshot, to destination: URL, previous: sending Snapshot?,
               progress: consuming Subprogress) async throws
    func write(snapshot: sending Snapshot, to destination: URL, previous: sending Snapshot?,
               progress: consuming Subprogress) async throws
}

extension DocumentWriter {
    public func write(content: sending Snapshot, to destination: URL, previous: sending Snapshot?,
                      progress: consuming Subprogress) async throws {
        try await write(snapshot: content, to: destination, previous: previous, progress: progress)
    }

    public func write(snapshot: sending Snapshot, to destination: URL, previous: sending Snapshot?,
                      progress: consuming Subprogress) async throws {
        try await write(content: snapshot, to: destination, previous: previous, progress: progress)
    }
}
