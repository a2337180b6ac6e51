import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// The freedesktop recent-documents list, `$XDG_DATA_HOME/recently-used.xbel`, shared with Files,
/// GTK's file chooser and every other app.
///
/// The file belongs to everyone, so it is edited as text: only the bytes of the bookmark being added,
/// updated or removed change; other applications' entries stay byte-for-byte identical. A file that
/// cannot be parsed is never overwritten (`corrupt`), nor one larger than `sizeLimit` (`tooLarge`).
/// Writes are atomic (`AtomicFile`), a new file is created 0600. When the path is not a regular file —
/// people replace it with a link to `/dev/null` to turn recents off — nothing is read or written.
/// Like GTK, there is no locking against a concurrent writer: the later atomic write wins. The
/// temporary is `flock`ed while it is written, and each write first removes the temporaries writers
/// killed mid-write left beside the file — only unlocked ones, so another Quire process's write in
/// progress is never pulled from under it (`TemporaryItem.removeAbandonedFiles(for:)`).
package struct RecentDocuments: Sendable {
    static let fileName = "recently-used.xbel"
    static let sizeLimit = 64 << 20

    let fileURL: URL

    package init(fileURL: URL) {
        self.fileURL = fileURL
    }

    /// `<dataHome>/recently-used.xbel` (default `$XDG_DATA_HOME`, else `~/.local/share`).
    init(dataHome: URL? = nil) {
        self.init(fileURL: (dataHome ?? DataDirectories.dataHome()).appendingPathComponent(Self.fileName))
    }

    /// All entries, in file order (every application's, not only ours).
    func entries() throws -> [RecentDocument] {
        guard let file = try load() else { return [] }
        return file.bookmarks.compactMap(XBELFile.entry)
    }

    /// GTK's `GtkRecentManager` keeps at most this many bookmarks (its `MAX_LIST_SIZE`): adding one
    /// to a full list drops the oldest. Without it the file grew by one bookmark (about 600 bytes) for
    /// every document ever saved or opened, and every note reads, parses and rewrites all of it.
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

    /// Adds `url` for application `appName`, or updates its entry: the bookmark's `modified` and
    /// `visited` become `date`, its MIME type `mimeType`, and our `<bookmark:application>` gets
    /// `exec`, `modified` and a count one higher. Other applications' registrations of the same file
    /// are kept. A full list (`maximumCount`) drops its oldest bookmarks, as GTK does.
    func add(url: URL, mimeType: String, appName: String, appExec: String, date: Date = .now) throws {
        try add([Note(url: url, mimeType: mimeType, appName: appName, appExec: appExec)], date: date)
    }

    /// `add` for several documents in one read, edit and write of the file (`RecentNotes` writes the
    /// notes queued while it was writing the last ones this way). A file noted twice counts once.
    package func add(_ notes: [Note], date: Date = .now) throws {
        guard isEditable, !notes.isEmpty else { return }
        let file = try load()
        let bytes = Self.contents(adding: notes, stamp: ISO8601Timestamp.extended(date), to: file)
        try save(bytes, creating: file == nil)
    }

    /// What `add` writes: `file`'s bytes with the entry for `url` added or updated, or a new file
    /// when there is none. Touches no disk (the fuzz harness checks that every result parses again).
    static func contents(adding url: URL, mimeType: String, appName: String, appExec: String, stamp: String,
                         to file: XBELFile?, maximumCount: Int = maximumCount) -> [UInt8] {
        contents(adding: [Note(url: url, mimeType: mimeType, appName: appName, appExec: appExec)], stamp: stamp, to: file,
                 maximumCount: maximumCount)
    }

    /// What `add` writes for `notes`: one pass over `file` whatever their number. Bookmarks beyond
    /// `maximumCount` go, oldest first (in file order, as GTK drops them), never one being noted.
    static func contents(adding notes: [Note], stamp: String, to file: XBELFile?,
                         maximumCount: Int = maximumCount) -> [UInt8] {
        // The last note of a path wins; the order of first appearance is kept.
        var order: [String] = []
        var byPath: [String: Note] = [:]
        for note in notes {
            let path = note.url.standardizedFileURL.path
            if byPath.updateValue(note, forKey: path) == nil { order.append(path) }
        }
        guard let file else {
            let elements = order.suffix(max(maximumCount, 1)).compactMap { byPath[$0] }.map { note in
                XBELFile.bookmarkElement(href: FileURI.string(for: note.url), added: stamp, modified: stamp, visited: stamp,
                                         mimeType: note.mimeType,
                                         application: XBELFile.applicationElement(prefix: "bookmark", name: note.appName,
                                                                                  exec: note.appExec, modified: stamp, count: 1),
                                         bookmarkPrefix: "bookmark", mimePrefix: "mime")
            }
            return XBELFile.newFile(bookmarks: elements)
        }
        var edits: [XBELFile.Edit] = []
        var declared: [String: String] = [:]
        func prefix(for uri: String, preferred: String) -> String {
            if let known = declared[uri] { return known }
            if let bound = file.rootPrefix(for: uri) {
                declared[uri] = bound
                return bound
            }
            var name = preferred
            while file.root.declarations[name] != nil || declared.values.contains(name) { name += "x" }
            let end = file.root.startTagRange.upperBound - (file.root.endTagRange == nil ? 2 : 1)
            edits.append(.init(range: end..<end, replacement: Array(" xmlns:\(name)=\"\(uri)\"".utf8)))
            declared[uri] = name
            return name
        }

        let bookmarks = file.bookmarks
        // Each bookmark's path decoded once (the first bookmark of a path is the one updated): with a
        // search per note, a batch of k notes decoded k × 1,000 hrefs.
        var indexByPath: [String: Int] = [:]
        if !order.isEmpty {
            for (index, bookmark) in bookmarks.enumerated() {
                guard let path = standardizedPath(of: bookmark), byPath[path] != nil, indexByPath[path] == nil else { continue }
                indexByPath[path] = index
            }
        }
        var touched = Set<Int>()
        var added: [String] = []
        for path in order {
            guard let note = byPath[path] else { continue }
            if let index = indexByPath[path] {
                touched.insert(index)
                edits += updateEdits(bookmarks[index], in: file, mimeType: note.mimeType, appName: note.appName,
                                     appExec: note.appExec, stamp: stamp, prefix: prefix)
            } else {
                let bookmarkPrefix = prefix(for: XBELFile.bookmarkNamespace, preferred: "bookmark")
                let mimePrefix = prefix(for: XBELFile.mimeNamespace, preferred: "mime")
                let application = XBELFile.applicationElement(prefix: bookmarkPrefix, name: note.appName, exec: note.appExec,
                                                              modified: stamp, count: 1)
                added.append(XBELFile.bookmarkElement(href: FileURI.string(for: note.url), added: stamp, modified: stamp,
                                                      visited: stamp, mimeType: note.mimeType, application: application,
                                                      bookmarkPrefix: bookmarkPrefix, mimePrefix: mimePrefix))
            }
        }
        // Too many: the oldest untouched bookmarks go (and new ones beyond the limit, never the last).
        var excess = bookmarks.count + added.count - max(maximumCount, 1)
        for index in bookmarks.indices where excess > 0 && !touched.contains(index) {
            edits.append(.init(range: file.removalRange(of: bookmarks[index]), replacement: []))
            excess -= 1
        }
        if excess > 0, added.count > 1 { added.removeFirst(min(excess, added.count - 1)) }
        if !added.isEmpty { edits.append(appending(added, to: file)) }
        return file.applying(edits)
    }

    /// Removes the entry for `url` (for every application, as GTK's “Remove From Recent” does). Does
    /// nothing when there is none.
    func remove(url: URL) throws {
        guard isEditable, let file = try load(), let bytes = Self.contents(removing: url, from: file) else { return }
        try save(bytes, creating: false)
    }

    /// What `remove` writes: `file`'s bytes without the bookmarks of `url`; nil when it has none.
    static func contents(removing url: URL, from file: XBELFile) -> [UInt8]? {
        let path = url.standardizedFileURL.path
        let doomed = file.bookmarks.filter { matches($0, path: path) }
        guard !doomed.isEmpty else { return nil }
        return file.applying(doomed.map { .init(range: file.removalRange(of: $0), replacement: []) })
    }

    // MARK: Internals

    /// False when something other than a regular file (a link to `/dev/null`, say) is at the path.
    private var isEditable: Bool {
        guard let status = try? POSIX.statusIfPresent(fileURL) else { return true }
        return status.isRegularFile
    }

    /// The parsed file; nil when there is none (or it is empty, or not a regular file).
    private func load() throws -> XBELFile? {
        guard let status = try POSIX.statusIfPresent(fileURL), status.isRegularFile else { return nil }
        guard status.size <= Self.sizeLimit else {
            throw DocumentError(.tooLarge, url: fileURL, detail: "It is larger than \(Self.sizeLimit >> 20) MiB")
        }
        let fd = try POSIX.open(fileURL, O_RDONLY | O_NOFOLLOW)
        defer { POSIX.close(fd) }
        let bytes = [UInt8](try POSIX.readAll(fd, url: fileURL, limit: Self.sizeLimit))
        if bytes.allSatisfy({ [0x20, 0x09, 0x0A, 0x0D].contains($0) }) { return nil }
        return try XBELFile(bytes: bytes, url: fileURL)
    }

    static func matches(_ bookmark: XMLSpanElement, path: String) -> Bool {
        standardizedPath(of: bookmark) == path
    }

    /// The standardized path of a `file:` bookmark; nil for another scheme or no `href`.
    static func standardizedPath(of bookmark: XMLSpanElement) -> String? {
        guard let href = bookmark.attribute("href")?.value else { return nil }
        return FileURI.path(from: href).map { URL(fileURLWithPath: $0).standardizedFileURL.path }
    }

    private static func appending(_ elements: [String], to file: XBELFile) -> XBELFile.Edit {
        guard let end = file.root.endTagRange else {
            // `<xbel …/>`: open it up.
            let slash = file.root.startTagRange.upperBound - 2
            return .init(range: slash..<file.root.startTagRange.upperBound,
                         replacement: Array((">\n" + elements.map { "  \($0)\n" }.joined() + "</\(file.root.name)>").utf8))
        }
        let lines = elements.map { "  \($0)\n" }.joined()
        if let start = file.lineStart(before: end.lowerBound) {
            return .init(range: start..<start, replacement: Array(lines.utf8))
        }
        return .init(range: end.lowerBound..<end.lowerBound, replacement: Array(("\n" + lines).utf8))
    }

    private static func updateEdits(_ bookmark: XMLSpanElement, in file: XBELFile, mimeType: String, appName: String,
                             appExec: String, stamp: String,
                             prefix: (String, String) -> String) -> [XBELFile.Edit] {
        guard let metadata = XBELFile.metadata(of: bookmark),
              let applications = metadata.children("applications", namespace: XBELFile.bookmarkNamespace).first,
              let applicationsEnd = applications.endTagRange
        else {
            // No freedesktop metadata with applications: GLib would drop such an entry when it next
            // saves, so replacing it with a complete one loses nothing.
            let added = bookmark.attribute("added")?.value ?? stamp
            let bookmarkPrefix = prefix(XBELFile.bookmarkNamespace, "bookmark")
            let mimePrefix = prefix(XBELFile.mimeNamespace, "mime")
            let application = XBELFile.applicationElement(prefix: bookmarkPrefix, name: appName, exec: appExec, modified: stamp, count: 1)
            let element = XBELFile.bookmarkElement(href: bookmark.attribute("href")?.value ?? "", added: ISO8601Timestamp.parse(added) == nil ? stamp : added,
                                                   modified: stamp, visited: stamp, mimeType: mimeType, application: application,
                                                   bookmarkPrefix: bookmarkPrefix, mimePrefix: mimePrefix)
            return [.init(range: bookmark.range, replacement: Array(element.utf8))]
        }
        var edits: [XBELFile.Edit] = []
        // The bookmark's own timestamps.
        let tagEnd = bookmark.startTagRange.upperBound - 1
        for name in ["modified", "visited"] {
            if let attribute = bookmark.attribute(name) {
                edits.append(.init(range: attribute.valueRange, replacement: Array(stamp.utf8)))
            } else {
                edits.append(.init(range: tagEnd..<tagEnd, replacement: Array(" \(name)=\"\(stamp)\"".utf8)))
            }
        }
        // The MIME type.
        if let mime = metadata.children("mime-type", namespace: XBELFile.mimeNamespace).first {
            if let type = mime.attribute("type"), type.value != mimeType {
                edits.append(.init(range: type.valueRange, replacement: Array(XBELFile.escape(mimeType).utf8)))
            }
        } else {
            let element = XBELFile.mimeElement(prefix: prefix(XBELFile.mimeNamespace, "mime"), mimeType: mimeType)
            let indent = file.lineStart(before: applications.range.lowerBound).map {
                String(decoding: file.bytes[$0..<applications.range.lowerBound], as: UTF8.self)
            } ?? ""
            edits.append(file.insertion(of: element, before: applications.range.lowerBound, indent: indent))
        }
        // Our application's registration.
        let applicationPrefix = String(applications.name.split(separator: ":").first ?? "bookmark")
        if let ours = applications.children("application", namespace: XBELFile.bookmarkNamespace)
            .first(where: { $0.attribute("name")?.value == appName }) {
            let count = min(ours.attribute("count").flatMap { Int($0.value) } ?? 1, Int(Int32.max) - 1) + 1
            let element = XBELFile.applicationElement(prefix: applicationPrefix, name: appName, exec: appExec, modified: stamp, count: count)
            edits.append(.init(range: ours.range, replacement: Array(element.utf8)))
        } else {
            let element = XBELFile.applicationElement(prefix: applicationPrefix, name: appName, exec: appExec, modified: stamp, count: 1)
            let indent = file.lineStart(before: applicationsEnd.lowerBound).map {
                String(decoding: file.bytes[$0..<applicationsEnd.lowerBound], as: UTF8.self) + "  "
            } ?? ""
            edits.append(file.insertion(of: element, before: applicationsEnd.lowerBound, indent: indent))
        }
        return edits
    }

    private func save(_ bytes: [UInt8], creating: Bool) throws {
        // Never write what we could not read back: a bug here must not damage everyone's recents.
        _ = try XBELFile(bytes: bytes, url: fileURL)
        if creating { try POSIX.makeDirectories(fileURL.deletingLastPathComponent(), mode: 0o700) }
        TemporaryItem.removeAbandonedFiles(for: fileURL)
        try AtomicFile.write(Data(bytes), to: fileURL, mode: creating ? 0o600 : nil, locksTemporary: true)
    }
}
