import Foundation

/// Autosaved drafts — untitled documents, and unsaved edits to saved documents that cannot be saved in
/// place — under `$XDG_DATA_HOME/<app-id>/drafts/<draft-id>/`: the content (always named `content`,
/// a file or a package folder) and `draft.json`.
///
/// A save builds the whole new draft folder in a locked hidden staging folder and swaps it in with one
/// rename (or `renameat2(RENAME_EXCHANGE)` over the previous draft), so after a crash the draft is the
/// old one or the new one, never a mix. Folders are 0700 and files 0600 from creation: the staging
/// folder is private before anything is written into it, so a draft is never readable by others, even
/// transiently. Listing removes abandoned staging folders and reports unreadable drafts instead of
/// failing or deleting them.
struct DraftStore: Sendable {
    static let recordName = "draft.json"
    static let contentName = "content"
    static let recordLimit = 1 << 20

    /// The `drafts` folder.
    let root: URL

    /// Saves a draft atomically. `write` receives the URL where the content must be created (nothing
    /// exists there yet; create a file or a package folder); `draft.json` is written from `info`
    /// verbatim. Replaces any previous draft with the same id.
    @discardableResult
    func save(draftID: String, info: DraftInfo, write: (_ staging: URL) async throws -> Void) async throws -> Draft {
        let destination = try directory(for: draftID)
        try DataDirectories.makePrivateDirectory(root)
        let staging = try StagingDirectory(beside: destination)
        do {
            let content = staging.url.appendingPathComponent(Self.contentName)
            try await write(content)
            guard try POSIX.statusIfPresent(content) != nil else {
                throw DocumentError(.ioFailure, url: destination, detail: "The document wrote no content")
            }
            try Self.makePrivateAndDurable(content, depth: 0)
            try AtomicFile.write(try Self.encode(info, draftID: draftID), to: staging.url.appendingPathComponent(Self.recordName), mode: 0o600)
            try staging.sync()
            if try POSIX.statusIfPresent(destination) != nil {
                try Self.replace(destination, with: staging.url)
            } else {
                try POSIX.renameNoReplace(staging.url, to: destination)
            }
        } catch {
            staging.discard()
            throw DocumentError.wrapping(error, url: destination, operation: "autosaving a draft")
        }
        // The draft is in place: a failing folder fsync can't undo that, and reporting failure would
        // make the session believe it has no draft.
        try? POSIX.fsyncDirectory(root)
        // After an exchange the staging name holds the previous draft.
        staging.discard()
        return try draft(id: draftID)
    }

    /// Puts the new draft at `staging` in place of the one at `destination`; afterwards `staging` holds
    /// the previous one, if anything. One exchange where the drive has RENAME_EXCHANGE; else (a data
    /// folder on a FUSE drive) the old draft is renamed aside to `<id>.previous` and the new one
    /// renamed in: a kill between the two leaves the old one there, and the next listing puts it
    /// back (`recoverSwapsAside`), so some draft of the document is always kept.
    private static func replace(_ destination: URL, with staging: URL) throws {
        switch DriveCapabilities.attempt(.renameExchange, in: destination.deletingLastPathComponent(), {
            POSIX.exchangeRetryingInterrupts(staging, destination)
        }) {
        case .done: return
        case .failed(let number): throw POSIX.fail(destination, "swapping in the new version", errno: number)
        case .lacking: break
        }
        let previous = destination.appendingPathExtension(asideExtension)
        try? POSIX.removeTree(previous)  // a finished swap's leftover: `destination` is newer
        try POSIX.rename(destination, to: previous)
        do {
            try POSIX.renameNoReplace(staging, to: destination)
        } catch {
            try? POSIX.renameNoReplace(previous, to: destination)  // best effort: the error is what counts
            throw error
        }
        try? POSIX.removeTree(previous)  // best effort: a leftover is removed by the next listing
    }

    /// The extension of a draft set aside while its replacement moves in (`replace`).
    private static let asideExtension = "previous"

    /// After a kill in the middle of `replace`: a draft set aside whose replacement never arrived goes
    /// back under its id; one whose replacement is in place goes.
    private func recoverSwapsAside() {
        // Best effort, as all of this: the listing that follows reports an unreadable folder.
        guard let names = try? POSIX.directoryEntries(root) else { return }
        for name in names where name.hasSuffix("." + Self.asideExtension) && !TemporaryItem.isTemporary(name) {
            let aside = root.appendingPathComponent(name)
            let draft = aside.deletingPathExtension()
            // Best effort, both: what stays is tried again by the next listing.
            if (try? POSIX.statusIfPresent(draft)) == .some(nil) {
                try? POSIX.renameNoReplace(aside, to: draft)  // (above)
            } else {
                try? POSIX.removeTree(aside)  // (above)
            }
        }
    }

    /// Drafts and problems. Removes abandoned staging folders (from a crash mid-save); never deletes
    /// a draft, readable or not.
    func listing() throws -> DraftListing {
        guard try POSIX.statusIfPresent(root) != nil else { return DraftListing(drafts: [], problems: []) }
        StagingDirectory.removeAbandoned(in: root)
        recoverSwapsAside()
        var drafts: [Draft] = []
        var problems: [DocumentError] = []
        for name in try POSIX.directoryEntries(root) where !TemporaryItem.isTemporary(name) {
            let url = root.appendingPathComponent(name)
            // Gone since the listing (discarded meanwhile), or not a folder: not a draft.
            guard (try? POSIX.status(url))?.isDirectory == true else { continue }
            do {
                drafts.append(try draft(id: name))
            } catch {
                problems.append(DocumentError.wrapping(error, url: url))
            }
        }
        drafts.sort { ($0.info.created, $0.id) < ($1.info.created, $1.id) }
        return DraftListing(drafts: drafts, problems: problems)
    }

    func draft(id draftID: String) throws -> Draft {
        let directory = try directory(for: draftID)
        let recordURL = directory.appendingPathComponent(Self.recordName)
        let record = try JSONRecord.read(DraftRecord.self, from: recordURL, limit: Self.recordLimit)
        guard let created = ISO8601Timestamp.parse(record.created), let modified = ISO8601Timestamp.parse(record.modified) else {
            throw DocumentError(.corrupt, url: recordURL, detail: "“created” or “modified” is not an ISO 8601 date")
        }
        guard record.draftID == draftID else {
            throw DocumentError(.corrupt, url: recordURL, detail: "It names draft “\(record.draftID)”, not “\(draftID)”")
        }
        let content = directory.appendingPathComponent(Self.contentName)
        guard let status = try POSIX.statusIfPresent(content), status.isRegularFile || status.isDirectory else {
            throw DocumentError(.corrupt, url: directory, detail: "The draft has no content")
        }
        let info = DraftInfo(contentTypeIdentifier: record.contentType, displayName: record.displayName,
                             created: created, modified: modified,
                             originalURL: record.originalURL.flatMap { URL(string: $0) },
                             creationSourceID: record.creationSourceID, baseIdentity: record.baseIdentity)
        return Draft(id: draftID, info: info, contentURL: content,
                     directory: directory)
    }

    /// Deletes a draft. Renamed aside first, so a crash mid-delete never leaves half a draft listed.
    func discard(draftID: String) throws {
        let directory = try directory(for: draftID)
        guard try POSIX.statusIfPresent(directory) != nil else { return }
        let doomed = TemporaryItem.url(beside: directory)
        try POSIX.rename(directory, to: doomed)
        try POSIX.fsyncDirectory(root)
        try POSIX.removeTree(doomed)
    }

    // MARK: Internals

    private func directory(for draftID: String) throws -> URL {
        guard DocumentID.isValid(draftID) else {
            throw DocumentError(.invalidName, detail: "“\(draftID)” is not a valid draft id")
        }
        return root.appendingPathComponent(draftID, isDirectory: true)
    }

    private static func encode(_ info: DraftInfo, draftID: String) throws -> Data {
        let record = DraftRecord(draftID: draftID, contentType: info.contentTypeIdentifier, displayName: info.displayName,
                                 created: ISO8601Timestamp.extended(info.created), modified: ISO8601Timestamp.extended(info.modified),
                                 originalURL: info.originalURL?.absoluteString, creationSourceID: info.creationSourceID,
                                 baseIdentity: info.baseIdentity)
        let data = try JSONRecord.encode(record)
        guard data.count > recordLimit / 2, var base = record.baseIdentity, !base.children.isEmpty else { return data }
        // A huge package's child list would make the record unreadably large. Without it the identity
        // matches no package, so saving the restored draft reports a conflict: never an overwrite.
        base.children = []
        base.inode = 0
        var smaller = record
        smaller.baseIdentity = base
        return try JSONRecord.encode(smaller)
    }

    /// Files 0600 and fsynced, folders 0700 and fsynced, links left alone (never followed): whatever
    /// the document's writer did, the committed draft is private and on disk before the swap.
    private static func makePrivateAndDurable(_ url: URL, depth: Int) throws {
        let status = try POSIX.status(url)
        if status.isRegularFile {
            let fd = try POSIX.open(url, O_RDONLY | O_NOFOLLOW)
            defer { POSIX.close(fd) }
            try POSIX.setPermissions(fd, 0o600, url: url)
            try POSIX.fsync(fd, url: url)
        } else if status.isDirectory {
            guard depth < HardLinkClone.maximumDepth else {
                throw DocumentError(.tooLarge, url: url, detail: "Its folders are nested more than \(HardLinkClone.maximumDepth) levels deep")
            }
            try POSIX.setPermissions(url, 0o700)
            for name in try POSIX.directoryEntries(url) {
                try makePrivateAndDurable(url.appendingPathComponent(name), depth: depth + 1)
            }
            try POSIX.fsyncDirectory(url)
        } else if !status.isSymbolicLink {
            throw DocumentError(.unsupportedType, url: url, detail: "A draft can only hold files, folders and links")
        }
    }
}
