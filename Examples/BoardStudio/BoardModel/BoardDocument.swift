import QuireCore

/// Seed 002's board document: main-actor state, saved through a sendable snapshot and a
/// `BoardWriter`, loaded through a `BoardReader`.
@Observable
@MainActor
public final class BoardDocument {
    public var board = Board()
    public var shouldPresentPhotoImporter = false
    /// Set when the file was written by a newer version of the app: it opens read-only.
    public private(set) var newerVersionNotice: String?

    public init() {}

    public init(configuration: URLDocumentConfiguration, context: DocumentCreationContext) {
        if context.creationSource == .photoBoard {
            shouldPresentPhotoImporter = true
        }
    }
}

extension BoardDocument: WritableDocument {
    public static let writableContentTypes: [UTType] = [
        .boardPackage,
        .png,
        .pdf
    ]

    public func snapshot(contentType: UTType) async throws -> sending BoardSnapshot {
        // Read the board first: the engine tracks what this method reads to notice changes.
        let snapshot = board.makeSnapshot()
        // Writing a newer format back as ours would drop whatever that version added; exports are fine.
        if let newerVersionNotice, contentType.conforms(to: .boardPackage) {
            throw DocumentError(.readOnly, detail: newerVersionNotice)
        }
        return snapshot
    }

    public nonisolated func writer(
        configuration: sending WriteConfiguration
    ) -> sending BoardWriter {
        BoardWriter(contentType: configuration.contentType)
    }
}

extension BoardDocument: ReadableDocument {
    public static let readableContentTypes: [UTType] = [
        .boardPackage
    ]

    public func apply(
        snapshot: sending BoardSnapshot,
        previous: sending BoardSnapshot?
    ) async throws {
        // Set or cleared on every apply: a revert to an older version makes the board ours again.
        newerVersionNotice = snapshot.schemaVersion > BoardSnapshot.currentSchemaVersion
            ? "This board was saved by a newer version of the app (format \(snapshot.schemaVersion)). It is open read-only so nothing in it is lost."
            : nil
        board = Board(snapshot: snapshot)
    }

    public nonisolated func reader(
        configuration: sending ReadConfiguration
    ) -> sending BoardReader {
        BoardReader(contentType: configuration.contentType)
    }
}
