import Foundation

/// A document that is an object: SwiftUI's `ReferenceFileDocument`. Saving is two-phase: a snapshot is
/// taken on the main actor, then turned into a `FileWrapper` and written.
///
/// Main-actor isolated, so its mutation methods can register undo with the window's `UndoManager`.
@MainActor
public protocol ReferenceFileDocument: ObservableObject {
    typealias ReadConfiguration = FileDocumentReadConfiguration
    typealias WriteConfiguration = FileDocumentWriteConfiguration

    /// The frozen state `fileWrapper(snapshot:configuration:)` writes.
    associatedtype Snapshot

    static var readableContentTypes: [UTType] { get }
    static var writableContentTypes: [UTType] { get }

    init(configuration: ReadConfiguration) throws
    /// Copies the current state; called on the main actor.
    func snapshot(contentType: UTType) throws -> Snapshot
    /// Turns a snapshot into file contents.
    func fileWrapper(snapshot: Snapshot, configuration: WriteConfiguration) throws -> FileWrapper
}

extension ReferenceFileDocument {
    public static var writableContentTypes: [UTType] { readableContentTypes }
}
