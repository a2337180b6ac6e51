import Foundation

/// A document's history (the Mac's “Revert To”), under `$XDG_DATA_HOME/<app-id>/versions/<document-id>/`.
///
/// Each version is a folder `<ISO 8601 basic timestamp>-<random>/` holding the content under its
/// original name and `version.json`. `retire` keeps the outgoing version by hard link just before a
/// safe save replaces it: the save never touches the old inode again, so the link is an exact copy that
/// costs no space. Versions are built in a locked hidden staging folder and renamed into place, so a
/// crash never leaves half a version in the list. Folders are 0700: history is as private as documents.
struct VersionStore: Sendable {
    static let recordName = "version.json"
    /// `version.json` files beyond this are damaged or hostile.
    static let recordLimit = 1 << 20

    /// The `versions` folder.
    let root: URL
    /// False forces the path-index fallback even where extended attributes work (tests, odd filesystems).
    let usesExtendedAttributes: Bool

    init(root: URL, usesExtendedAttributes: Bool = true) {
        self.root = root
        self.usesExtendedAttributes = usesExtendedAttributes
    }

    /// The store of app `appID` under `dataHome` (default `$XDG_DATA_HOME`, else `~/.local/share`).
    init(appID: String, dataHome: URL? = nil, usesExtendedAttributes: Bool = true) throws {
        self.init(root: try DataDirectories.storeRoot(appID: appID, store: "versions", dataHome: dataHome),
                  usesExtendedAttributes: usesExtendedAttributes)
    }

    var index: DocumentIDIndex { DocumentIDIndex(root: root) }

    // MARK: Identity

    /// The stable id of the document at `document`, creating one on first use: the extended attribute
    /// where the filesystem has them, else the path index in the store root.
    func documentID(for document: URL) throws -> String {
        if usesExtendedAttributes {
            do {
                return try DocumentID.ensure(for: document)
            } catch where DocumentID.isUnsupported(error) {
                // Fall through to the index.
            }
        }
        _ = try POSIX.status(document)
        return try index.ensure(for: document)
    }

    /// The id the document at `document` already has — its attribute, else its path-index entry — or
    /// nil. Never creates one.
    func existingDocumentID(for document: URL) -> String? {
        // No attribute, or none readable on this drive: the path index is asked next.
        if usesExtendedAttributes, let id = try? DocumentID.read(from: document) { return id }
        // An index that can't be read knows no id: the next save starts a history rather than the open
        // failing.
        return try? index.id(for: document)
    }

    /// After a save that could not store `id` on the document itself (no user extended attributes on
    /// its filesystem: see `DocumentID.isUnsupported`), keeps it in the path index so the history is
    /// found again when the document is next opened. Does nothing when the attribute holds `id`.
    func rememberDocumentID(_ id: String, for document: URL) throws {
        // An attribute that can't be read is not `id`: the index then keeps it.
        if usesExtendedAttributes, (try? DocumentID.read(from: document)) == id { return }
        try index.set(id, for: document)
    }

    /// Tells the store a document was renamed or moved, so the path index follows it. (The extended
    /// attribute travels with the inode by itself.)
    func documentMoved(from source: URL, to destination: URL) throws {
        try index.move(from: source, to: destination)
    }

    // MARK: Keeping versions

    /// Keeps `item` (the current file or package, about to be replaced) as a version of `documentID`.
    /// When the newest kept version is already this exact content (same inodes), nothing is added and
    /// that version is returned.
    ///
    /// - Parameter consuming: `item` is the caller's to give away (the version a save just swapped out,
    ///   in its private folder, about to be removed): it is moved into the store by one rename instead
    ///   of hard-linked item by item and then deleted. Where the store is on another file system the
    ///   item is cloned as usual. If keeping fails, the item is back where it was.
    /// - Parameter size: the content's size, when the caller knows it (a save's swap verified the item
    ///   against its identity); otherwise the store adds it up.
    /// - Throws: `DocumentError` naming `item` (not the store's internal files: the person knows the
    ///   document), saying that keeping the previous version failed and where the history lives.
    @discardableResult
    func retire(_ item: URL, documentID: String, date: Date = .now, contentType: String?,
                consuming: Bool = false, size: Int64? = nil) throws -> Version {
        do {
            return try keep(item, documentID: documentID, date: date, contentType: contentType, consuming: consuming,
                            size: size)
        } catch {
            var failure = DocumentError.wrapping(error, url: item)
            failure.url = item
            failure.conflictCopyURL = nil
            failure.detail = "The failure happened while keeping the previous version in the document’s history (\(root.path))"
            throw failure
        }
    }

    /// A version folder is complete when it holds both the record and the content (see
    /// `removeAbandoned`): a move writes the record first, then the content arrives whole in one
    /// rename; a clone writes the record last, after every file is linked. Record and folder are
    /// fsynced before the folder is renamed into place, and the history folder after.
    private func keep(_ item: URL, documentID: String, date: Date, contentType: String?, consuming: Bool,
                      size: Int64?) throws -> Version {
        let directory = try documentDirectory(documentID)
        let status = try POSIX.status(item)
        guard status.isRegularFile || status.isDirectory else {
            throw DocumentError(.unsupportedType, url: item, detail: "Only files and folders can be kept as versions")
        }
        let fileName = item.lastPathComponent
        let kind: Version.Kind = status.isDirectory ? .package : .file
        if let newest = try newestVersion(ifHolding: item, status: status, documentID: documentID) { return newest }
        try DataDirectories.makePrivateDirectory(root)
        try DataDirectories.makePrivateDirectory(directory)
        Self.removeAbandoned(in: directory)

        let id = ISO8601Timestamp.basic(date) + "-" + String(UInt32.random(in: 0...UInt32.max), radix: 36)
        let destination = directory.appendingPathComponent(id, isDirectory: true)
        let storedName = Self.storedName(forFileNamed: fileName)
        let staging = try StagingDirectory(beside: destination)
        let content = staging.url.appendingPathComponent(storedName)
        let recordURL = staging.url.appendingPathComponent(Self.recordName)
        func record(size: Int64) -> VersionRecord {
            VersionRecord(date: ISO8601Timestamp.extended(date), size: size, fileName: fileName, storedName: storedName,
                          contentType: contentType, kind: kind)
        }
        var moved = false
        let kept: VersionRecord
        do {
            if consuming {
                kept = record(size: try size ?? Self.contentSize(item, status: status))
                try Self.writeRecord(kept, to: recordURL)
                do {
                    try POSIX.renameNoReplace(item, to: content)
                    moved = true
                } catch let error as DocumentError where error.errno == EXDEV {
                    // Another file system: cloned, so the record goes last, as for a clone.
                    try POSIX.unlink(recordURL)
                    try HardLinkClone.clone(item, to: content)
                    try Self.writeRecord(kept, to: recordURL)
                }
            } else {
                kept = record(size: try HardLinkClone.clone(item, to: content))
                try Self.writeRecord(kept, to: recordURL)
            }
            try staging.sync()
            try POSIX.renameNoReplace(staging.url, to: destination)
        } catch {
            // The item goes back where it came from; if it can't, the folder (record and content, a
            // complete version) is left for `removeAbandoned` to put in place rather than deleted.
            if moved && (try? POSIX.renameNoReplace(content, to: item)) == nil {
                staging.release()
            } else {
                staging.discard()
            }
            throw error
        }
        staging.release()
        // The version is in place: a failing folder fsync cannot undo that, and failing here would
        // cancel the document's save for a version that exists (see SafeSave's swap).
        try? POSIX.fsyncDirectory(directory)
        return Version(id: id, documentID: documentID, date: ISO8601Timestamp.parse(kept.date) ?? date,
                       size: kept.size, fileName: fileName, contentTypeIdentifier: contentType, kind: kind,
                       url: destination.appendingPathComponent(storedName, isDirectory: kind == .package),
                       directory: destination)
    }

    /// The name content is stored under in a version folder (never the record's).
    private static func storedName(forFileNamed fileName: String) -> String {
        fileName == recordName ? "_" + fileName : fileName
    }

    /// The newest kept version when it is exactly `item`'s content (same inodes): keeping `item`
    /// again would add nothing.
    private func newestVersion(ifHolding item: URL, status: POSIX.Status, documentID: String) throws -> Version? {
        guard let newest = try newestVersion(documentID: documentID),
              newest.kind == (status.isDirectory ? .package : .file),
              Self.topLevelMatches(newest.url, item, status: status),
              // A kept version that can't be fingerprinted is not the same content: the item is kept again.
              (try? HardLinkClone.fingerprint(newest.url)) == (try HardLinkClone.fingerprint(item)) else { return nil }
        return newest
    }

    /// The cheap first test of "same content": a package's top-level names and inodes (a file's
    /// inode). A save that changed anything at the top (the usual case: the manifest) is told apart
    /// without walking either tree; only a match goes on to the full fingerprints.
    private static func topLevelMatches(_ kept: URL, _ item: URL, status: POSIX.Status) -> Bool {
        // A kept file that can't be looked at does not match: the caller keeps the item again.
        guard status.isDirectory else { return (try? POSIX.status(kept))?.inode == status.inode }
        func entries(_ url: URL) -> [String: UInt64]? {
            // Unreadable: no match, so the item is kept again rather than the save failing.
            guard let fd = try? POSIX.open(url, O_RDONLY | O_DIRECTORY | O_NOFOLLOW) else { return nil }
            defer { POSIX.close(fd) }
            guard let names = try? POSIX.directoryEntries(fd, url: url) else { return nil }  // as above
            var result: [String: UInt64] = [:]
            for name in names {
                guard let child = try? PackageTree.status(at: fd, name, url: url) else { return nil }  // as above
                result[name] = child.isRegularFile ? child.inode : 0
            }
            return result
        }
        guard let a = entries(kept), let b = entries(item) else { return true }  // undecided: compare in full
        return a == b
    }

    /// Writes `version.json` (0600) into a version's private staging folder, where no one else looks
    /// until the folder is renamed into place, and fsyncs it.
    private static func writeRecord(_ record: VersionRecord, to url: URL) throws {
        let data = try JSONRecord.encode(record)
        let fd = try POSIX.open(url, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW, mode: 0o600)
        defer { POSIX.close(fd) }
        try POSIX.writeAll(fd, data, url: url)
        try POSIX.fsync(fd, url: url)
    }

    /// The bytes of content of a file or package (its regular files' sizes), without reading them.
    private static func contentSize(_ item: URL, status: POSIX.Status) throws -> Int64 {
        guard status.isDirectory else { return status.size }
        var size: Int64 = 0
        try PackageTree.walk(item, document: item, maximumDepth: HardLinkClone.maximumDepth) { entry in
            if entry.status.isRegularFile { size += entry.status.size }
        }
        return size
    }

    /// Cleans up `directory` as `StagingDirectory.removeAbandoned` does, except that a staging folder
    /// abandoned by a crash that holds a readable record and its content is a complete version (see
    /// `keep`) — the only copy of it, when the content was moved in — is renamed into place under the
    /// name it was made for.
    static func removeAbandoned(in directory: URL) {
        TemporaryItem.sweep(directory, matching: { _ in true }) { found in
            if found.status.isDirectory, found.isLocked, let versionName = completeVersionName(ofStaging: found) {
                // A rename that fails leaves the folder for the next cleanup.
                if (try? POSIX.renameNoReplace(found.url, to: directory.appendingPathComponent(versionName))) != nil {
                    try? POSIX.fsyncDirectory(directory)  // in place; a lost rename is redone next time
                }
                return false
            }
            return StagingDirectory.removeIfAbandoned(found)
        }
    }

    /// The version name an abandoned staging folder was made for, when it holds a complete version: a
    /// record that reads and decodes, and the content it names.
    private static func completeVersionName(ofStaging found: FoundTemporary) -> String? {
        // Made for `<version name>` as `.quire-tmp-<random>-<version name>`.
        guard let versionName = found.name.dropFirst(TemporaryItem.prefix.count).split(separator: "-", maxSplits: 1)
                .dropFirst().first.map(String.init), date(ofVersionNamed: versionName) != nil,
              // A record that can't be read or decoded, or content missing: not a complete version.
              let record = try? JSONRecord.read(VersionRecord.self, from: found.url.appendingPathComponent(recordName),
                                                limit: recordLimit),
              DataDirectories.isSafeComponent(record.storedName), record.storedName != recordName,
              (try? POSIX.statusIfPresent(found.url.appendingPathComponent(record.storedName))) != nil  // as above
        else { return nil }
        return versionName
    }

    // MARK: Listing

    /// The kept versions of `documentID`, newest first. Entries that are not complete versions (crash
    /// leftovers, damaged records) are skipped.
    func versions(documentID: String) throws -> [Version] {
        // Not a complete version (a crash leftover, a damaged record): skipped, as documented.
        try versionFolders(documentID).compactMap { try? version(in: $0, documentID: documentID) }
            .sorted { ($0.date, $0.id) > ($1.date, $1.id) }
    }

    /// The newest kept version, found by folder name: names begin with the version's timestamp (fixed
    /// width, UTC), so they sort by age, and only the newest readable record is read. `versions(…)`
    /// reads every record, about 0.1 ms of CPU per kept version.
    func newestVersion(documentID: String) throws -> Version? {
        // A loop, not `lazy.compactMap(…).first`: that reads the record twice and traps when the second
        // read fails (a thinning removed the version meanwhile).
        for folder in try versionFolders(documentID).reversed() {
            // Skipped as in `versions(documentID:)`.
            if let version = try? version(in: folder, documentID: documentID) { return version }
        }
        return nil
    }

    /// The document's folders that may be versions (not temporaries), in name order: oldest first.
    private func versionFolders(_ documentID: String) throws -> [URL] {
        let directory = try documentDirectory(documentID)
        guard try POSIX.statusIfPresent(directory) != nil else { return [] }
        return try POSIX.directoryEntries(directory).filter { !TemporaryItem.isTemporary($0) }
            .map { directory.appendingPathComponent($0, isDirectory: true) }
    }

    /// The content to install when restoring `version`: a file or a package folder. Read it (or
    /// hard-link its files into a new package); never modify it.
    func contentURL(of version: Version) throws -> URL {
        guard let status = try POSIX.statusIfPresent(version.url) else {
            throw DocumentError(.notFound, url: version.url, detail: "This version is no longer in the document’s history")
        }
        guard status.isDirectory == (version.kind == .package), status.isRegularFile == (version.kind == .file) else {
            throw DocumentError(.corrupt, url: version.url, detail: "The kept version is not the \(version.kind.rawValue) it should be")
        }
        return version.url
    }

    // MARK: Removing

    /// Drops versions of `documentID` that `policy` does not keep at `now`. Returns the removed ones.
    ///
    /// Safe beside saves, listings and restores of the same document, in this process or another
    /// (the session runs it in the background while the next save may be running): it only removes
    /// versions older than the newest it listed, so never the one a save compares its outgoing version
    /// with nor one a save adds meanwhile; each goes by one rename out of the listing first (`remove`).
    /// `willRemove` (tests) runs before each removal.
    @discardableResult
    func thin(documentID: String, now: Date = .now, policy: ThinningPolicy = .default,
              willRemove: ((Version) -> Void)? = nil) throws -> [Version] {
        let all = try versions(documentID: documentID)
        let kept = policy.kept(all.map(\.date), now: now)
        var removed: [Version] = []
        for (position, version) in all.enumerated() where !kept.contains(position) {
            willRemove?(version)
            if try remove(version.directory) { removed.append(version) }
        }
        if !removed.isEmpty { try POSIX.fsyncDirectory(try documentDirectory(documentID)) }
        Self.removeAbandoned(in: try documentDirectory(documentID))
        return removed
    }

    // MARK: Internals

    /// The timestamp a version folder's name begins with (`ISO8601Timestamp.basic`, then `-`), or nil.
    static func date(ofVersionNamed name: String) -> Date? {
        let parts = name.split(separator: "-", maxSplits: 1)
        guard parts.count == 2, parts[0].utf8.count == 23 else { return nil }
        return ISO8601Timestamp.parse(String(parts[0]))
    }

    func documentDirectory(_ documentID: String) throws -> URL {
        guard DocumentID.isValid(documentID) else {
            throw DocumentError(.invalidName, detail: "“\(documentID)” is not a valid document id")
        }
        return root.appendingPathComponent(documentID, isDirectory: true)
    }

    /// The name a folder being removed goes by (`.quire-tmp-<random>-removed`): no version is made for
    /// it, so `removeAbandoned` never takes what an interrupted removal left for an abandoned complete
    /// version and renames it back into the listing (under the folder's own name it could have, with
    /// part of a package's files already deleted); it only removes it.
    static let removalName = "removed"

    /// Renames first, so a crash halfway through deleting never leaves a partial entry that lists, and
    /// holds the folder's lock while it deletes: a cleanup running meanwhile (a save's or another
    /// thinning's `removeAbandoned`, in this process or another) leaves it alone instead of deleting
    /// alongside. False when there was nothing to remove: the folder is gone or locked (another
    /// process is removing it, or has just put it in place and not yet let go).
    func remove(_ directory: URL) throws -> Bool {
        let fd: Int32
        do {
            fd = try POSIX.open(directory, O_RDONLY | O_DIRECTORY | O_NOFOLLOW)
        } catch let error as DocumentError where error.code == .notFound {
            return false
        }
        defer { POSIX.close(fd) }
        guard try POSIX.lock(fd, url: directory, nonBlocking: true) else { return false }
        let doomed = TemporaryItem.url(beside: directory.deletingLastPathComponent().appendingPathComponent(Self.removalName))
        do {
            try POSIX.rename(directory, to: doomed)
        } catch let error as DocumentError where error.code == .notFound {
            return false  // removed by another process between our open and our lock
        }
        try POSIX.removeTree(doomed)
        return true
    }

    private func version(in directory: URL, documentID: String) throws -> Version {
        let recordURL = directory.appendingPathComponent(Self.recordName)
        let record = try JSONRecord.read(VersionRecord.self, from: recordURL, limit: Self.recordLimit)
        guard let date = ISO8601Timestamp.parse(record.date) else {
            throw DocumentError(.corrupt, url: recordURL, detail: "“date” is not an ISO 8601 date")
        }
        guard DataDirectories.isSafeComponent(record.storedName), record.storedName != Self.recordName else {
            throw DocumentError(.corrupt, url: recordURL, detail: "“storedName” is not a plain file name")
        }
        return Version(id: directory.lastPathComponent, documentID: documentID, date: date, size: record.size,
                       fileName: record.fileName, contentTypeIdentifier: record.contentType, kind: record.kind,
                       url: directory.appendingPathComponent(record.storedName, isDirectory: record.kind == .package),
                       directory: directory)
    }
}
