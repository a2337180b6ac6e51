import Foundation

/// Recent-document entries noted by sessions, written in the background one at a time, in the order
/// noted. The shared recents file is read, edited and written with two fsyncs: an open (or a save,
/// rename, move) returns without waiting for that, since nobody waits for it to see the document.
/// One chain per process, so two notes never edit the file at the same time.
@MainActor
enum RecentNotes {
    private static var last: Task<Void, Never>?

    static func add(_ url: URL, mimeType: String, to file: URL, appName: String, appExec: String) {
        let previous = last
        last = Task.detached {
            await previous?.value
            try? RecentDocuments(fileURL: file).add(url: url, mimeType: mimeType, appName: appName, appExec: appExec)
        }
    }

    /// Returns once every note made so far is written (or failed).
    static func flush() async {
        await last?.value
    }
}

extension DocumentSession {
    /// Waits until the recent-document entries noted so far are written to the recents file. Sessions
    /// note a file after `open`, `save(to:)`, `rename(to:)` and `move(to:)` have returned, in the
    /// background; call this before the process exits (the `quire` command does) so none is lost.
    /// `recentDocuments(environment:kinds:)` waits for them itself.
    public static func flushRecentDocuments() async {
        await RecentNotes.flush()
    }
}
