import Foundation

/// Recent-document entries noted by sessions, written in the background in the order noted. The
/// shared recents file is read, edited and written with two fsyncs: an open (or a save, rename, move)
/// returns without waiting for that, since nobody waits for it to see the document. One queue per
/// process (`RecentNoteQueue`), so two notes never edit the file at the same time, and the notes made
/// while one write runs are written together by the next.
package enum RecentNotes {
    static let queue = RecentNoteQueue()
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
