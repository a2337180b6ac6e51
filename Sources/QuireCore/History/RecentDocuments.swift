import Foundation

/// The freedesktop recent-documents list, `$XDG_DATA_HOME/recently-used.xbel`, shared with Files,
/// GTK's file chooser and every other app.
///
/// The file belongs to everyone, so it is read and written by GLib's `GBookmarkFile` (`BookmarkFile`),
/// as `GtkRecentManager` reads and writes it: other applications' entries are kept as GLib keeps them
/// (their registrations, groups, titles), in GLib's layout, and what is written has been read back by
/// GLib first. A file GLib cannot read is never overwritten (`corrupt`), nor one larger than
/// `sizeLimit` (`tooLarge`). Writes are atomic (`AtomicFile`), a new file is created 0600. When the
/// path is not a regular file — people replace it with a link to `/dev/null` to turn recents off —
/// nothing is read or written. Like GTK, there is no locking against a concurrent writer: the later
/// atomic write wins. The temporary is `flock`ed while it is written, and each write first removes the
/// temporaries writers killed mid-write left beside the file — only unlocked ones, so another Quire
/// process's write in progress is never pulled from under it (`TemporaryItem.removeAbandonedFiles(for:)`).
package struct RecentDocuments: Sendable {
    static let fileName = "recently-used.xbel"
    static let sizeLimit = 64 << 20

    let fileURL: URL

    package init(fileURL: URL) {
        self.fileURL = fileURL
    }

    /// All entries, in file order (every application's, not only ours).
    func entries() throws -> [RecentDocument] {
        guard let bytes = try read() else { return [] }
        let file = try BookmarkFile(bytes: bytes, url: fileURL)
        return file.uris.compactMap(file.entry)
    }

    /// GTK's `GtkRecentManager` keeps at most this many bookmarks (its `MAX_LIST_SIZE`): adding one
    /// to a full list drops the oldest. Without it the file would grow by one bookmark (about 550
    /// bytes) for every document ever saved or opened, and every note reads and rewrites all of it.
    package static let maximumCount = 1000

    /// One document to note: what `add` takes.
    package struct Note: Sendable {
        var url: URL
        var mimeType: String
        var appName: String
        var appExec: String

        package init(url: URL, mimeType: String, appName: String, appExec: String) {
            self.url = url
            self.mimeType = mimeType
            self.appName = appName
            self.appExec = appExec
        }
    }

    /// Adds each note's document for its application, or updates its entry: the bookmark's `modified`
    /// and `visited` become `date`, its MIME type the note's, and the application's registration gets
    /// its command line, `modified` and a count one higher. Other applications' registrations of the
    /// same file are kept. One read, edit and write of the file for all the notes (`RecentNoteQueue` writes
    /// the notes queued while it was writing the last ones this way); a file noted twice counts once. A
    /// full list (`maximumCount`) drops its oldest bookmarks, as GTK does.
    package func add(_ notes: [Note], date: Date = .now) throws {
        guard isEditable, !notes.isEmpty else { return }
        let bytes = try read()
        try save(Self.contents(adding: notes, date: date, to: bytes, fileURL: fileURL), creating: bytes == nil)
    }

    /// What `add` writes: the file `bytes` (nil when there is none) with `notes` added or updated;
    /// `fileURL` names the file in errors. Touches no disk. Bookmarks beyond `maximumCount` go, oldest
    /// first (in file order, as GTK drops them), never one being noted — except, when the notes alone
    /// are more than the limit, their earliest.
    package static func contents(adding notes: [Note], date: Date, to bytes: [UInt8]?, fileURL: URL? = nil,
                                 maximumCount: Int = maximumCount) throws -> [UInt8] {
        let file = try bytes.map { try BookmarkFile(bytes: $0, url: fileURL) } ?? BookmarkFile()
        // The last note of a path wins; the order of first appearance is kept.
        var order: [String] = []
        var byPath: [String: Note] = [:]
        for note in notes {
            let path = note.url.standardizedFileURL.path
            if byPath.updateValue(note, forKey: path) == nil { order.append(path) }
        }
        // A bookmark spelling a noted path differently (`file://localhost/…`, other escapes) is the one
        // updated; the paths of all bookmarks are decoded only when a note's own URI is not listed.
        lazy var uriByPath: [String: String] = file.uris.reduce(into: [:]) { result, uri in
            if let path = standardizedPath(of: uri), result[path] == nil { result[path] = uri }
        }
        // Never dropped for the limit: the bookmarks notes update, and the last note's.
        var kept = Set<String>()
        for (index, path) in order.enumerated() {
            guard let note = byPath[path] else { continue }
            var uri = FileURI.string(for: note.url)
            if !file.contains(uri), let listed = uriByPath[path] { uri = listed }
            if file.contains(uri) || index == order.count - 1 { kept.insert(uri) }
            try file.note(uri, mimeType: note.mimeType, appName: note.appName, appExec: note.appExec, date: date)
        }
        let uris = file.uris
        var excess = uris.count - max(maximumCount, 1)
        for uri in uris where excess > 0 && !kept.contains(uri) {
            file.remove(uri)
            excess -= 1
        }
        return try file.data(url: fileURL)
    }

    /// The file `bytes` without the bookmarks of `url` (for every application, as GTK's “Remove From
    /// Recent” does); nil when it has none.
    static func contents(removing url: URL, from bytes: [UInt8], fileURL: URL? = nil) throws -> [UInt8]? {
        let file = try BookmarkFile(bytes: bytes, url: fileURL)
        let path = url.standardizedFileURL.path
        let doomed = file.uris.filter { standardizedPath(of: $0) == path }
        guard !doomed.isEmpty else { return nil }
        doomed.forEach(file.remove)
        return try file.data(url: fileURL)
    }

    /// The standardized path of a `file:` URI; nil for another scheme.
    static func standardizedPath(of uri: String) -> String? {
        FileURI.path(from: uri).map { URL(fileURLWithPath: $0).standardizedFileURL.path }
    }

    // MARK: Internals

    /// False when something other than a regular file (a link to `/dev/null`, say) is at the path.
    var isEditable: Bool {
        // What can't be looked at is left to the read or write, which report why.
        guard let status = try? POSIX.statusIfPresent(fileURL) else { return true }
        return status.isRegularFile
    }

    /// The file's bytes; nil when there is none (or it holds only white space, or is not a regular file).
    func read() throws -> [UInt8]? {
        guard let status = try POSIX.statusIfPresent(fileURL), status.isRegularFile else { return nil }
        guard status.size <= Self.sizeLimit else {
            throw DocumentError(.tooLarge, url: fileURL, detail: "It is larger than \(Self.sizeLimit >> 20) MiB")
        }
        let fd = try POSIX.open(fileURL, O_RDONLY | O_NOFOLLOW)
        defer { POSIX.close(fd) }
        let bytes = [UInt8](try POSIX.readAll(fd, url: fileURL, limit: Self.sizeLimit))
        if bytes.allSatisfy({ [0x20, 0x09, 0x0A, 0x0D].contains($0) }) { return nil }
        return bytes
    }

    /// Writes `bytes`, which `BookmarkFile.data(url:)` has read back.
    func save(_ bytes: [UInt8], creating: Bool) throws {
        if creating { try POSIX.makeDirectories(fileURL.deletingLastPathComponent(), mode: 0o700) }
        TemporaryItem.removeAbandonedFiles(for: fileURL)
        try AtomicFile.write(Data(bytes), to: fileURL, mode: creating ? 0o600 : nil, locksTemporary: true)
    }
}
