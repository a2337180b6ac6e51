import Foundation

/// Recent-document entries noted by sessions, written in the background in the order noted. The
/// shared recents file is read, edited and written with two fsyncs: an open (or a save, rename, move)
/// returns without waiting for that, since nobody waits for it to see the document. One queue per
/// process (`RecentNoteQueue`), so two notes never edit the file at the same time, and the notes made
/// while one write runs are written together by the next.
package enum RecentNotes {
    static let queue = RecentNoteQueue()

    /// For a process about to exit from synchronous code (the GTK app after its main loop ended):
    /// blocks until the notes made so far are written, at most `timeout`. The writes run on the
    /// global executor, never on the blocked thread.
    package static func finishBeforeExit(timeout: Duration = .seconds(5)) {
        let done = DispatchSemaphore(value: 0)
        Task.detached {
            await queue.flush()
            done.signal()
        }
        let (seconds, attoseconds) = timeout.components
        _ = done.wait(timeout: .now() + .nanoseconds(Int(seconds) * 1_000_000_000 + Int(attoseconds / 1_000_000_000)))
    }
}

extension DocumentSession {
    /// Waits until the recent-document entries noted so far are written to the recents file. Sessions
    /// note a file after `open`, `save(to:)`, `rename(to:)` and `move(to:)` have returned, in the
    /// background; call this before the process exits (the `quire` command does) so none is lost.
    /// `recentDocuments(environment:kinds:)` waits for them itself.
    public static func flushRecentDocuments() async {
        await RecentNotes.queue.flush()
    }
}
