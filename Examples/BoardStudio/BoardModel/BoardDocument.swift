import QuireCore
import Synchronization

/// Seed 002's board document: main-actor state, saved through a sendable snapshot and a
/// `BoardWriter`, loaded through a `BoardReader`.
@Observable
@MainActor
public final class BoardDocument {
    public var board = Board()
    public var shouldPresentPhotoImporter = false
    /// Set when the file was written by a newer version of the app: it opens read-only.
    public private(set) var newerVersionNotice: String?
    // Written by the nonisolated reader/writer factories, read by exports on any thread.
    private nonisolated let location = Mutex<URL?>(nil)

    /// The board package this board's images are in: where it was first read from, then where it was
    /// last saved, renamed or moved (nil for a new, unsaved board). Exports pass it as
    /// `BoardExportOptions.source`, so an image that can't be drawn is named by its file
    /// (`stickers/<id>.png`) rather than by the export's output. Learnt from the document's reads and
    /// saves, and from its session as soon as Save As…, Rename… or Move To… has put the package
    /// elsewhere (`DocumentLocationObserving`).
    public nonisolated var fileURL: URL? { location.withLock { $0 } }

    public init() {}

    public init(configuration: URLDocumentConfiguration, context: DocumentCreationContext) {
        if context.creationSource == .photoBoard {
            shouldPresentPhotoImporter = true
        }
    }
}

extension BoardDocument: DocumentLocationObserving {
    public func documentLocationDidChange(to url: URL?) {
        location.withLock { $0 = url }
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
        let contentType = configuration.contentType
        if contentType.conforms(to: .boardPackage), let url = configuration.existingFileURL {
            location.withLock { $0 = url }
        }
        // Exports through the document window (`session.export`) name a damaged image by its file in
        // the package, as the CLI's do; a source the caller set (the CLI) wins.
        var options = BoardExportOptions.current
        if options.source == nil { options.source = fileURL }
        return BoardWriter(contentType: contentType, exportOptions: options)
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
        // The first read is the document's own package (or the draft it was restored from); later
        // reads (Revert To a kept version) leave the document where it is.
        if let url = configuration.fileURL {
            location.withLock { if $0 == nil { $0 = url } }
        }
        return BoardReader(contentType: configuration.contentType)
    }
}
