import Foundation

/// Recent-document notes waiting to be written, and the one task writing them: a note starts the
/// task when none is running; the notes queued while it writes are written together next, in one
/// read, edit and write of the recents file (`RecentDocuments.add(_:)`, two fsyncs), in the order noted.
///
/// Sessions note through `shared`, one queue per process: two notes never edit the file at the same
/// time, an open (or a save, rename, move) returns without waiting for the write, which nobody needs
/// to see the document, and opening a few hundred documents at once costs a few rewrites of the
/// shared file, not one each.
final class RecentNoteQueue: Sendable {
    static let shared = RecentNoteQueue()

    typealias Writer = @Sendable (_ file: URL, _ notes: [RecentDocuments.Note]) async -> Void

    private struct State {
        var pending: [(file: URL, note: RecentDocuments.Note)] = []
        /// Notes queued so far, and written (or failed) so far.
        var queued = 0
        var written = 0
        var drain: Task<Void, Never>?
    }

    private let state = PthreadMutex(State())
    private let write: Writer

    // The recents file is every desktop app's: a failed update never fails a save or an open, and the next
    // note writes the entry again.
    init(write: @escaping Writer = { file, notes in try? RecentDocuments(fileURL: file).add(notes) }) {
        self.write = write
    }

    func add(_ note: RecentDocuments.Note, to file: URL) {
        state.withLock { state in
            state.pending.append((file, note))
            state.queued += 1
            if state.drain == nil {
                state.drain = Task.detached { await self.drain() }
            }
        }
    }

    /// Returns once every note queued before the call is written (or failed).
    func flush() async {
        let target = state.withLock { $0.queued }
        while let drain = state.withLock({ $0.written < target ? $0.drain : nil }) {
            await drain.value
        }
    }

    private func drain() async {
        while let batch = state.withLock({ state -> [(file: URL, note: RecentDocuments.Note)]? in
            guard !state.pending.isEmpty else {
                state.drain = nil
                return nil
            }
            defer { state.pending = [] }
            return state.pending
        }) {
            // Almost always one file; several keep their order among themselves.
            var files: [URL] = []
            for item in batch where !files.contains(item.file) { files.append(item.file) }
            for file in files {
                await write(file, batch.filter { $0.file == file }.map(\.note))
            }
            state.withLock { $0.written += batch.count }
        }
    }
}

extension DocumentSession {
    /// Waits until the recent-document entries noted so far are written to the recents file. Sessions
    /// note a file after `open`, `save(to:)`, `rename(to:)` and `move(to:)` have returned, in the
    /// background; call this before the process exits (the `quire` command does) so none is lost.
    /// `recentDocuments(environment:kinds:)` waits for them itself.
    public static func flushRecentDocuments() async {
        await RecentNoteQueue.shared.flush()
    }
}
