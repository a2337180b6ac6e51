import Foundation

/// Performs a session's prepared writes through `SafeSave`, off the main actor: chooses the file or
/// package path, seeds package staging from the saved package, stamps the document id, and hands the
/// outgoing version to the version store.
enum StorageWrite {
    /// The document whose own file a write saves (not an export or a draft), in its version store.
    struct History: Sendable {
        let store: VersionStore
        /// Stamped on the new version (`DocumentID.stampIfSupported`) and, where the drive keeps no
        /// xattrs, kept in the store's path index.
        let documentID: String
        /// The type the outgoing version is kept as in the history; nil: it is not kept (Save As: what
        /// it replaces is not this document).
        var contentType: String?
    }

    /// Where and how a prepared write goes to disk.
    struct Destination: Sendable {
        var url: URL
        /// What must be at `url` (see `SafeSave.Expectation`).
        var expectation: SafeSave.Expectation
        var onConflict: SafeSave.ConflictPolicy = .keepCopy
        /// The saved document a package writer starts from: `url` itself (its staging is a clone of
        /// the saved package), or another file (Save As, drafts: its children linked into the staging).
        var seed: URL?
        /// Nil for exports and drafts.
        var history: History?

        /// Stamps the document id on the new version at `item` (`DocumentID.stampIfSupported`).
        func stamp(_ item: URL) throws {
            if let history { try DocumentID.stampIfSupported(history.documentID, on: item) }
        }

        func request(_ shape: SafeSave.Request.Shape) -> SafeSave.Request {
            SafeSave.Request(url: url, expectation: expectation, shape: shape, onConflict: onConflict,
                             retire: retirement(history, replacing: expectation))
        }
    }

    /// Whether document ids at `url` live in the path index: its drive keeps no xattrs. Throws where
    /// the drive fails its probe (a save there fails with that cause).
    static func needsIndex(_ url: URL) throws -> Bool {
        let folder = url.deletingLastPathComponent()
        guard try POSIX.statusIfPresent(folder) != nil else { return false }  // the save says it's missing
        return try !DriveCapabilities.of(folder).extendedAttributes
    }

    /// Writes `prepared` through `SafeSave` as `destination` says, then keeps the document id where
    /// the file could not take it. That runs in the same background task (no extra hop to and from the
    /// main actor), before the save returns; thinning the history is not part of it: the session
    /// starts that after the save (`HistoryThinning`).
    static func write(_ prepared: PreparedWrite, to destination: Destination) async throws -> FileIdentity {
        let url = destination.url, history = destination.history
        do {
            // Where the drive keeps no xattrs (FAT, exFAT), the id goes into the path index first, so a
            // kill right after the swap can't leave the new document without its id.
            if let history, try needsIndex(url) {
                try? history.store.rememberDocumentID(history.documentID, for: url)  // best effort: again below
            }
        } catch let error as DocumentError {
            throw error.naming(url, insteadOf: [url.deletingLastPathComponent()])
        }
        let written: FileIdentity
        switch prepared.payload {
        case .wrapper(let wrapper):
            written = try await write(Disposal(wrapper), to: destination)
        case .makeWrapper(let make):
            // A wrapper made for this write (a whole document's bytes) is held by the box alone and
            // freed in the background: the save is done once its version is in place.
            let made = Disposal(try make())
            defer { made.dropInBackground() }
            written = try await write(made, to: destination)
        case .write(let isPackage, let run):
            guard isPackage else {
                written = try await SafeSave.save(destination.request(.file)) { temporary in
                    try await run(temporary, ProgressManager(totalCount: 1))
                    try destination.stamp(temporary)
                }
                break
            }
            // A writer updates the previous version in place (seed 002), so Save As and drafts start
            // from a linked copy of the saved package too.
            let cloneOwn = destination.seed?.standardizedFileURL == url.standardizedFileURL
            let foreignSeed = cloneOwn ? nil : destination.seed
            written = try await SafeSave.save(destination.request(.package(cloneExisting: cloneOwn))) { staging in
                // Its children (not its leftover temporaries) hard-linked into the staging folder.
                if let foreignSeed, (try POSIX.statusIfPresent(foreignSeed))?.isDirectory == true {
                    for name in try POSIX.directoryEntries(foreignSeed) where !TemporaryItem.isTemporary(name) {
                        try HardLinkClone.clone(foreignSeed.appendingPathComponent(name), to: staging.appendingPathComponent(name))
                    }
                }
                try await run(staging, ProgressManager(totalCount: 1))
                try destination.stamp(staging)
            }
        }
        // Where the id could not be stamped on the file. Best effort: the save has happened; a document
        // whose entry is lost starts a new history.
        if let history { try? history.store.rememberDocumentID(history.documentID, for: url) }
        return written
    }

    /// Writes the wrapper `box` holds; its unchanged children are linked from the saved package.
    private static func write(_ box: Disposal<FileWrapper>, to destination: Destination) async throws -> FileIdentity {
        guard let wrapper = box.get() else { preconditionFailure("dropped before the write") }
        do {
            try DriveLimits.checkSizes(of: wrapper, at: destination.url)
        } catch let error as DocumentError {
            throw error.naming(destination.url, insteadOf: [destination.url.deletingLastPathComponent()])
        }
        // A seed that can't be looked at links nothing: every child is written anew, the same result,
        // slower.
        let original = wrapper.isDirectory && destination.seed.flatMap { (try? POSIX.statusIfPresent($0)) ?? nil } != nil
            ? destination.seed : nil
        return try await SafeSave.save(destination.request(wrapper.isDirectory ? .package(cloneExisting: false) : .file)) { item in
            try wrapper.write(to: item, options: [], originalContentsURL: original)
            try destination.stamp(item)
        }
    }

    /// The hook that keeps the outgoing version just before a replace (nil without a history).
    private static func retirement(_ history: History?, replacing expectation: SafeSave.Expectation)
        -> ((URL) throws -> Void)? {
        guard let history, let contentType = history.contentType else { return nil }
        // The swap retires only an item it verified to be the expected one (for a package: the same
        // children, sizes included), so its size is known without walking it again.
        let size: Int64? = switch expectation.identity?.kind {
        case .file: expectation.identity?.size
        case .directory: expectation.identity?.children.reduce(0) { $0 + ($1.kind == .file ? $1.size : 0) }
        case .symbolicLink, .other, nil: nil
        }
        return { [size] outgoing in
            // What a verified exchange took out sits in the save's private folder, beside the marker
            // written before the exchange, and is removed with that folder after the save: the store may
            // move it in whole instead of linking every file and deleting the tree. Anything else (the
            // document itself, on a file system without RENAME_EXCHANGE) stays where it is.
            let marker = outgoing.deletingLastPathComponent()
                .appendingPathComponent(SaveFolder.markerName(forItemNamed: outgoing.lastPathComponent))
            let consuming = TemporaryItem.isTemporary(outgoing.deletingLastPathComponent().lastPathComponent)
                // An unreadable marker: not consumed, so the version is linked file by file (the safe path).
                && (try? POSIX.statusIfPresent(marker))?.map(\.isRegularFile) == true
            _ = try history.store.retire(outgoing, documentID: history.documentID, contentType: contentType,
                                         consuming: consuming, size: consuming ? size : nil)
        }
    }

    /// A move that copies (across drives, or a package where a drive empties renamed folders): the
    /// copy is complete at `destination` before the original goes.
    private static func moveByCopying(_ url: URL, to destination: URL, documentID: String?) throws {
        // A move killed midway left its copy (or the original set aside) under a hidden name no
        // open of the document will look for again, in a folder it no longer lives in: clean both.
        SafeSave.cleanLeftovers(for: destination)
        defer { SafeSave.cleanLeftovers(for: url) }
        let isPackage = try POSIX.status(url).isDirectory
        if isPackage, try !DriveCapabilities.of(destination.deletingLastPathComponent()).keepsRenamedFolderContents {
            // Built beside the destination and moved in file by file under a journal.
            let folder = try SaveFolder(beside: destination, document: destination)
            defer { folder.remove() }
            try HardLinkClone.clone(url, to: folder.item)
            if let documentID { try DocumentID.stampIfSupported(documentID, on: folder.item) }
            try PackageChildSwap.syncTree(folder.item, document: destination)
            try PackageChildSwap.swap(folder, into: destination, document: destination, expected: nil, isNew: true,
                                      onConflict: .discard, retire: nil)
        } else {
            let temporary = TemporaryItem.url(beside: destination)
            do {
                try HardLinkClone.clone(url, to: temporary)
                if let documentID { try DocumentID.stampIfSupported(documentID, on: temporary) }
                try POSIX.renameNoReplace(temporary, to: destination)
            } catch {
                // The copy's error is the one to report; a leftover temporary is removed by the next cleanup.
                try? POSIX.removeTree(temporary)
                throw error
            }
        }
        // The copy is in place: a failed fsync can't undo that, and reporting it would keep the old path.
        try? POSIX.fsyncDirectory(destination.deletingLastPathComponent())
        // The copy is the document now: a failed removal of the original leaves a duplicate (or a
        // hidden leftover), which loses nothing.
        if isPackage, try !DriveCapabilities.of(url.deletingLastPathComponent()).keepsRenamedFolderContents {
            // Removed in place under a journal: a kill midway is finished by the next open of `url`.
            try? PackageChildSwap.remove(url)
            return
        }
        // The original goes aside first (one atomic step), so a failed removal leaves a hidden
        // leftover, never a half-deleted document.
        let doomed = TemporaryItem.url(beside: url)
        if (try? POSIX.rename(url, to: doomed)) != nil { try? POSIX.removeTree(doomed) }  // best effort, as above
    }

    /// Makes the kept version at `content` the document's current content, keeping the outgoing one:
    /// a package's files are linked in (its seed), a file is copied — not linked: another program
    /// editing the live file in place must not alter history.
    static func install(_ content: URL, at url: URL, expected: FileIdentity?, history: History) async throws
        -> FileIdentity {
        let isPackage = try POSIX.status(content).isDirectory
        let copy = PreparedWrite(payload: .write(isPackage: isPackage) { temporary, _ in
            guard !isPackage else { return }
            try POSIX.unlink(temporary)
            try POSIX.copyFile(content, to: temporary, mode: 0o600)
        }, snapshot: nil)
        return try await write(copy, to: Destination(url: url, expectation: SafeSave.Expectation(expected),
                                                      seed: isPackage ? content : nil, history: history))
    }

    /// Renames or moves the document, refusing to replace anything at `destination`. Across file
    /// systems it copies (hard links can't cross), stamps `documentID` on the copy before it appears
    /// (a copy carries no extended attributes: without the id the moved document has no history), then
    /// removes the original.
    static func move(_ url: URL, to destination: URL, expected: FileIdentity?, documentID: String? = nil) throws -> FileIdentity? {
        if let expected, try !expected.matchesDisk(at: url) {
            throw DocumentError(.changedOnDisk, url: url, detail: "Reload it before renaming or moving it")
        }
        let destinationDrive = try DriveCapabilities.of(destination.deletingLastPathComponent())
        try DriveLimits.check(destination, on: destinationDrive, renaming: url)
        // A package on a drive that empties folders it renames (fusefat) is never renamed: copied,
        // then removed, each half under its own journal (`PackageChildSwap`).
        let sourceDrive = try DriveCapabilities.of(url.deletingLastPathComponent())
        let keepsFolders = destinationDrive.keepsRenamedFolderContents && sourceDrive.keepsRenamedFolderContents
        if !keepsFolders, try POSIX.status(url).isDirectory {
            try moveByCopying(url, to: destination, documentID: documentID)
        } else {
            do {
                try POSIX.renameNoReplace(url, to: destination)
            } catch let error as DocumentError where error.errno == EXDEV {
                try moveByCopying(url, to: destination, documentID: documentID)
            }
        }
        // From here the move has happened: nothing below may report it as failed, or the session
        // would keep the old path.
        try? POSIX.fsyncDirectory(destination.deletingLastPathComponent())
        try? POSIX.fsyncDirectory(url.deletingLastPathComponent())  // as above
        // `unknown` (should the fresh lstat fail) makes the next save report a conflict, not overwrite.
        guard let identity = try? FileIdentity.current(of: destination) else { return .unknown }
        return identity
    }
}
