import Foundation
import Observation

/// A `ReadableDocument` held for a session: its reader runs off the main actor; only
/// `apply(snapshot:previous:)` runs on it. As it is, a document opened for viewing only;
/// `SnapshotDocumentModel` adds writing.
@MainActor
class ReadableDocumentModel<D: ReadableDocument>: DocumentModel {
    let object: D
    /// What was last read or written to the document's own file: the readers' and writers' `previous`.
    fileprivate(set) var lastSnapshot: D.Snapshot?

    init(_ object: D) { self.object = object }

    var document: Any { object }

    func loader(from url: URL, contentType: UTType) -> DocumentLoader {
        let reader = object.reader(configuration: DocumentReadConfiguration(contentType: contentType, fileURL: url))
        return {
            let progress = ProgressManager(totalCount: 1)
            do {
                return try await reader.read(from: url, progress: progress.subprogress(assigningCount: 1))
            } catch {
                throw DocumentError.reading(error, url: url)
            }
        }
    }

    func install(_ loaded: any Sendable) async throws {
        guard let snapshot = loaded as? D.Snapshot else { throw DocumentError(.ioFailure, detail: "The reader returned something else") }
        try await object.apply(snapshot: snapshot, previous: lastSnapshot)
        lastSnapshot = snapshot
    }

    func prepareWrite(contentType: UTType, existingFileURL: URL?) async throws -> PreparedWrite {
        throw DocumentError(.readOnly, url: existingFileURL, detail: "This kind of document can only be viewed")
    }

    func didSave(_ write: PreparedWrite) {}
    func observeNextChange(_ onChange: @escaping @Sendable () -> Void) {}
}

/// A snapshot-based `Document` held for a session: reads and writes run off the main actor; only
/// `snapshot(contentType:)` and `apply(snapshot:previous:)` run on it.
final class SnapshotDocumentModel<D: ReadableDocument & WritableDocument>: ReadableDocumentModel<D> {
    private let waiters = ChangeWaiters()

    override func prepareWrite(contentType: UTType, existingFileURL: URL?) async throws -> PreparedWrite {
        let snapshot = try await object.snapshot(contentType: contentType)
        let writer = object.writer(configuration: DocumentWriteConfiguration(
            contentType: contentType, existingFileURL: existingFileURL))
        let previous = lastSnapshot
        if let writer = writer as? any FileWrapperProducingWriter {
            return PreparedWrite(payload: .makeWrapper { try writer.makeFileWrapper(forSnapshot: snapshot) },
                                 snapshot: snapshot)
        }
        let isPackage = contentType.conforms(to: .package) || contentType.conforms(to: .directory)
        return PreparedWrite(payload: .write(isPackage: isPackage) { destination, progress in
            try await writer.write(content: snapshot, to: destination, previous: previous,
                                   progress: progress.subprogress(assigningCount: 1))
        }, snapshot: snapshot)
    }

    override func didSave(_ write: PreparedWrite) {
        guard let snapshot = write.snapshot as? D.Snapshot else { return }
        let replaced = Disposal(lastSnapshot.take())
        lastSnapshot = snapshot
        // The snapshot saved before this one is usually the last reference to its storage (an edit
        // since copied the document's): dropping it frees every element — 100,000 releases for a
        // checklist of 100,000 items, most of the main actor's time in an autosave. Freed off it.
        replaced.dropInBackground()
    }

    override func observeNextChange(_ onChange: @escaping @Sendable () -> Void) {
        if waiters.add(onChange) { trackSnapshotAccesses() }
    }

    /// Observation only reports properties that were read inside `withObservationTracking`. The
    /// document's own `snapshot(contentType:)` reads exactly the state worth saving, so run it there:
    /// `Task.immediate` executes it synchronously up to its first suspension, inside the tracking
    /// scope. A document whose snapshot suspends before reading is still covered by undo counting.
    private func trackSnapshotAccesses() {
        let object = self.object
        let type = D.writableContentTypes.first ?? .data
        _ = withObservationTracking {
            // Taken only to see which properties it reads: a failing snapshot is reported by the save that
            // takes it.
            Task.immediate { @MainActor in _ = try? await object.snapshot(contentType: type) }
        } onChange: { [waiters] in
            // Synchronously, in the property's willSet: the session compares undo activity at this
            // moment with activity once the turn's undo group closed: after a main-actor hop an edit's
            // explicit undo group would have closed already, and it would count as untracked.
            waiters.fire()
        }
    }
}
