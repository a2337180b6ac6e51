import Foundation

/// The one path every document save takes to disk (design points 1–3), in seven steps:
///
/// 1. **Resolve** the document's path (a symbolic link at it is followed: its target is replaced, the
///    link stays) and refuse names the drive cannot hold.
/// 2. **Stage**: create a hidden private folder beside the document (0700, locked by this process for
///    the whole save, see `SaveFolder`) holding the new version under the document's own name — an
///    empty file (0600), or a package tree (0700), filled with hard links to the current version's
///    files when the request asks for a clone (`PackageStaging`). Where the drive makes no folders
///    (the document portal) a file is staged in a flat hidden temporary instead, and only renamed.
/// 3. **Write**: the caller's writer fills it by any means (it may replace the file, leave other files
///    beside it; in a cloned tree it must replace files, never modify them in place).
/// 4. **Seal**: give it the original's owner (best effort) and mode (or the default less umask) and
///    fsync every new or changed file and every folder of it.
/// 5. **Check** the expectation against the disk (`Expectation`, `ConflictPolicy`), then **swap** it in
///    (`swap`): renameat2(RENAME_EXCHANGE) over an existing item, verifying what came out; else
///    renameat2(RENAME_NOREPLACE). fsync the parent folder. (Where a renamed folder comes out empty,
///    a package's children are swapped one by one under a journal instead: `PackageChildSwap`.)
/// 6. **Retire**: inside the swap, the version that came out is handed to the request's `retire` (the
///    version store moves it into the history); an error from it puts that version back and fails the
///    save.
/// 7. **Bookkeeping**: the private folder goes, and the new version's identity is returned, to pass as
///    `.unchanged` to the next save.
///
/// A crash at any instant leaves the old version or the new one, never a mix; a failed save leaves
/// the original byte-identical and no temporary behind (except a conflict copy, reported in the
/// error's `conflictCopyURL`). Every failure is a `DocumentError` naming the document. Calls for one
/// document must not overlap (the session serialises them); calls for different documents may run
/// concurrently. `cleanLeftovers` removes what a crashed save left beside a document.
package enum SafeSave {
    /// What must be at the destination for the swap to go ahead, checked just before it.
    package enum Expectation: Sendable, Equatable {
        /// Nothing may be there (first save, Save As to a new name): otherwise `nameTaken`.
        case absent
        /// The item we last read or wrote must still be there: otherwise `changedOnDisk`.
        case unchanged(FileIdentity)
        /// Replace whatever is there (Save As onto an existing item the person confirmed).
        case anything

        /// `.unchanged(identity)`, or `.absent` for nil.
        package init(_ identity: FileIdentity?) {
            self = identity.map { .unchanged($0) } ?? .absent
        }

        /// The identity `.unchanged` expects; nil for the others.
        var identity: FileIdentity? {
            if case .unchanged(let identity) = self { return identity }
            return nil
        }
    }

    /// What happens to the new version when the document changed on disk since we last knew it.
    package enum ConflictPolicy: Sendable, Equatable {
        /// Keep it as a visible sibling, “Name (conflicted copy YYYY-MM-DD HHMMSS).ext”, reported as the
        /// error's `conflictCopyURL`: both versions are kept (explicit saves).
        case keepCopy
        /// Drop it (autosave, which puts unsaved work into drafts instead of piling up copies).
        case discard
    }

    /// What one save is: where, what it expects there, and the shape of the new version.
    package struct Request {
        package enum Shape: Equatable {
            /// One regular file.
            case file
            /// A package folder; `cloneExisting`: staged as hard links to the current version's files,
            /// so an incremental writer only writes what changed.
            case package(cloneExisting: Bool)
        }

        package var url: URL
        package var expectation: Expectation
        package var shape: Shape
        package var onConflict: ConflictPolicy = .keepCopy
        /// Keeps the version the swap took out (called with its URL in the private folder, under the
        /// document's name); not called when nothing was replaced.
        package var retire: ((URL) throws -> Void)?

        package init(url: URL, expectation: Expectation, shape: Shape, onConflict: ConflictPolicy = .keepCopy,
                     retire: ((URL) throws -> Void)? = nil) {
            self.url = url
            self.expectation = expectation
            self.shape = shape
            self.onConflict = onConflict
            self.retire = retire
        }

        /// A file save expecting `expected` (nil: nothing) at `url`.
        package static func file(_ url: URL, expected: FileIdentity?, onConflict: ConflictPolicy = .keepCopy,
                                 retire: ((URL) throws -> Void)? = nil) -> Request {
            Request(url: url, expectation: Expectation(expected), shape: .file, onConflict: onConflict, retire: retire)
        }

        /// A package save expecting `expected` (nil: nothing) at `url`.
        package static func package(_ url: URL, expected: FileIdentity?, cloneExisting: Bool,
                                    onConflict: ConflictPolicy = .keepCopy,
                                    retire: ((URL) throws -> Void)? = nil) -> Request {
            Request(url: url, expectation: Expectation(expected), shape: .package(cloneExisting: cloneExisting),
                    onConflict: onConflict, retire: retire)
        }
    }

    /// Saves the new version `write` makes, as `request` says (see the type's steps).
    /// - Returns: the identity of the new version, to pass as `.unchanged` to the next save.
    /// - Throws: `DocumentError` naming `request.url`.
    @discardableResult
    package static func save(_ request: Request, write: (URL) async throws -> Void) async throws -> FileIdentity {
        // A drive that goes away mid-save (a network mount whose link dropped: its FUSE server exits
        // and the mount with it) fails the save with whatever call met it first; said in words here.
        let folder = request.url.deletingLastPathComponent()
        let mount = DriveCapabilities.mount(of: folder)
        do {
            return try await saveOnDrive(request, write: write)
        } catch {
            guard let mount, DriveCapabilities.mount(of: folder) != mount else { throw error }
            throw driveLost(error, document: request.url, drive: DriveCapabilities.known(mount: mount))
        }
    }

    /// The error of a save whose drive went away while it ran: the new version never reached the
    /// document's path (the swap is the save's last step, and it went with the drive).
    static func driveLost(_ error: any Error, document: URL, drive: DriveCapabilities?) -> DocumentError {
        let name = drive.map { "the \($0.displayName) drive" } ?? "the drive"
        let folder = document.deletingLastPathComponent().path
        var lost = DocumentError(.ioFailure, url: document,
                                 detail: "The connection to \(name) holding “\(folder)” was lost while saving, so the "
                                     + "new version did not replace it. Reconnect the drive, then save again",
                                 errno: ENOTCONN)
        lost.conflictCopyURL = (error as? DocumentError)?.conflictCopyURL
        return lost
    }

    private static func saveOnDrive(_ request: Request, write: (URL) async throws -> Void) async throws -> FileIdentity {
        let document = request.url
        // 1. Resolve.
        // What the drive can do, probed on its first save: a drive failing the probe fails the save.
        // The name as given first: one too long for the drive can't even be looked up.
        try DriveLimits.check(document, on: try drive(of: document))
        let target = try DocumentPath.resolve(document)
        if target != document { try DriveLimits.check(target, on: try drive(of: target)) }
        if request.shape == .file, let existing = try POSIX.statusIfPresent(target), existing.isDirectory {
            throw DocumentError(.nameTaken, url: document, detail: "A folder is in the way")
        }

        // 2. Stage. The folder holds our new version until the swap, the outgoing one after it (moved
        // into the history by `retire`), ours again after a swap-back: it goes in every case, and only
        // then is its lock released.
        let stage = try Stage(request, target: target)
        defer { stage.folder.remove() }

        // 3. Write.
        do {
            try await write(stage.item)
        } catch let error as DocumentError where error.errno == EFBIG {
            // Past the drive's largest file (FAT: 4 GiB): say so, not "File too large". A drive that
            // can't be asked now reports the write's own error.
            guard let drive = try? DriveCapabilities.of(target.deletingLastPathComponent()), drive.maximumFileSize != nil else {
                throw stage.failure(error, "writing the new version")
            }
            throw DriveLimits.tooLarge(document, drive: drive)
        } catch {
            throw stage.failure(error, "writing the new version")
        }

        // A conflict copy made by a flat save (the document portal) would be another portal
        // temporary, seen by this app alone and left as a hidden `.xdp-…` file beside the person's
        // document: none is made there; the session keeps the edits in a draft on every conflict.
        let onConflict = stage.folder.isFlat ? .discard : request.onConflict

        // 4. Seal. The new version stays open across the swap, so its identity is the item we built,
        // with the ctime the rename gave it, whatever happens to the path afterwards.
        let sealed = try stage.seal()
        defer { POSIX.close(sealed.descriptor) }

        // 5. Check and swap (6. retire happens inside it, after a verified exchange).
        do {
            try check(request.expectation, target: target, document: document, ours: stage.item,
                      onConflict: onConflict, walked: stage.cloned)
        } catch {
            throw stage.failure(error, "checking it for changes by other applications")
        }
        do {
            try swap(stage.folder, into: target, document: document, expectation: request.expectation,
                     onConflict: onConflict, isPackage: request.shape != .file, replacesChildren: stage.replacesChildren,
                     retire: request.retire)
        } catch {
            throw stage.failure(error, "replacing it with the new version")
        }
        // The swap has happened: the save stands. A failing folder fsync (EIO) cannot be undone here,
        // and reporting failure would tell the caller the old version is still there when it is not.
        try? POSIX.fsyncDirectory(target.deletingLastPathComponent())

        // 7. Bookkeeping. fstat after the swap: it moves ctime, and the next save compares against this.
        // fstat on an open descriptor does not fail in practice; if it did, `unknown` makes the next
        // save report a conflict instead of overwriting blindly.
        // A flat temporary's descriptor is a node of the FUSE server that may not be the one the path
        // now gives (the document portal): the path's, with the digest of what we wrote.
        if stage.replacesChildren {
            // The live package's root stayed; its children are the staged ones, moved in. `unknown`
            // (should the walk fail) makes the next save report a conflict rather than overwrite.
            return (try? FileIdentity.current(of: target)).flatMap { $0 } ?? .unknown
        }
        let written = stage.folder.isFlat
            ? try? POSIX.status(target)  // fails: `unknown` (above)
            : try? POSIX.fileStatus(sealed.descriptor, url: document)  // same
        guard let written else { return .unknown }
        var identity = FileIdentity.fields(written)
        identity.digest = sealed.digest
        identity.children = sealed.children
        return identity
    }

    /// Removes hidden temporaries (files and save folders) that crashed saves left beside `url`. Call
    /// it when opening a document. Saves in progress in other processes hold a lock on their folder and
    /// are left alone. A version a crash left in the middle of a swap is handed to `retire` when it is the
    /// document's previous version, and kept as a conflict copy when it is a third writer's (see
    /// `SaveFolder`). Best effort; never throws. Returns how many temporaries were removed.
    @discardableResult
    package static func cleanLeftovers(for url: URL, retire: ((URL) -> Void)? = nil) -> Int {
        // A path that cannot be resolved (a dangling link) is cleaned beside the link itself.
        let target = (try? DocumentPath.resolve(url)) ?? url
        return SaveFolder.removeAbandoned(for: target, retire: retire)
    }

    /// The capabilities of the drive `item` goes on, errors naming `item`. A folder that isn't there
    /// gives nil: the save then fails where it first needs it, saying so as it always has.
    private static func drive(of item: URL) throws -> DriveCapabilities? {
        let folder = item.deletingLastPathComponent()
        do {
            guard try POSIX.statusIfPresent(folder) != nil else { return nil }
            return try DriveCapabilities.of(folder)
        } catch let error as DocumentError {
            throw error.naming(item, insteadOf: [folder])
        }
    }

    /// For tests: runs between the identity check and the swap, where a third writer could strike.
    @TaskLocal static var beforeSwap: (@Sendable (URL) throws -> Void)?

    /// Checks `expectation` against the disk before the swap (the cheap early answer; the swap itself
    /// verifies again, see `swap`). On a conflict the new version at `ours` is moved to a conflict copy
    /// (or left for the caller to remove) and `changedOnDisk` thrown.
    ///
    /// `walked`: the current package as the staging clone just walked it. That walk answers for the
    /// children, and only the root is looked at again; a change in the moments since is caught by the
    /// swap, which compares every child of what it takes out with the expected version.
    static func check(
        _ expectation: Expectation, target: URL, document: URL, ours: URL, onConflict: ConflictPolicy,
        walked: FileIdentity? = nil
    ) throws {
        switch expectation {
        case .anything:
            return
        case .absent:
            if try POSIX.statusIfPresent(target) != nil {
                throw DocumentError(.nameTaken, url: document, detail: "Something was created at this name while saving")
            }
        case .unchanged(let identity):
            if let walked {
                let root = try POSIX.statusIfPresent(target)
                let same = identity.kind == .directory && walked.device == identity.device && walked.inode == identity.inode
                    && walked.children == identity.children && root?.isDirectory == true
                    && root?.device == identity.device && root?.inode == identity.inode
                if same { return }
            } else if try identity.matchesDisk(at: target) {
                return
            }
            throw changedOnDisk(document: document, target: target, ours: ours, onConflict: onConflict)
        }
    }

    /// The `changedOnDisk` error for a save that did not go ahead. With `.keepCopy` the item at `ours`
    /// becomes a visible conflict copy beside the document, named in `conflictCopyURL`.
    static func changedOnDisk(document: URL, target: URL, ours: URL, onConflict: ConflictPolicy) -> DocumentError {
        var error = DocumentError(.changedOnDisk, url: document)
        guard onConflict == .keepCopy else {
            error.detail = "It was not overwritten"
            return error
        }
        do {
            let copy = try ConflictCopy.move(ours, beside: target)
            error.conflictCopyURL = copy
            error.detail = "It was not overwritten; your version was saved beside it as “\(copy.lastPathComponent)”"
        } catch {
            // The reason without its own "— path" suffix: the outer message names the document.
            let reason = (error as? DocumentError)?.sentence ?? "\(error)"
            return DocumentError(.changedOnDisk, url: document, detail: "It was not overwritten, and your version could not be kept beside it: \(reason)")
        }
        return error
    }
}

extension SafeSave {
    /// Steps 2 and 4 of a save: the new version in its private folder, and making it durable.
    private struct Stage {
        let folder: SaveFolder
        let document: URL
        /// The document's resolved path.
        let target: URL
        /// What was at the document's path when staging began (its mode and owner go to the new version).
        let existing: POSIX.Status?
        /// The package tree; nil for a file.
        let package: PackageStaging?
        /// The drive empties folders it renames: the package's children are replaced one by one
        /// (`PackageChildSwap`).
        let replacesChildren: Bool

        /// Where the writer writes: the new version, under the document's name.
        var item: URL { folder.item }

        /// The current package as the clone walked it (nil when nothing was cloned).
        var cloned: FileIdentity? {
            guard let children = package?.clonedChildren, let existing else { return nil }
            var identity = FileIdentity.fields(existing)
            identity.children = children
            return identity
        }

        init(_ request: Request, target: URL) throws {
            let document = request.url
            self.document = document
            self.target = target
            switch request.shape {
            case .file:
                // Where no folder can be made (the document portal), the temporary file alone. (The
                // save asked for the drive's record first: it is cached, or the save failed there.)
                let makesFolders = (try? DriveCapabilities.of(target.deletingLastPathComponent()))?.makesFolders ?? true
                do {
                    folder = makesFolders ? try SaveFolder(beside: target, document: document)
                        : try SaveFolder(flatBeside: target, document: document)
                } catch {
                    throw DocumentError.duringSave(error, document: document, privateItems: [target],
                                                   operation: makesFolders ? "creating a temporary folder beside it"
                                                       : "creating a temporary file beside it")
                }
                package = nil
                replacesChildren = false
                do {
                    existing = try POSIX.statusIfPresent(target)
                    if !folder.isFlat { POSIX.close(try POSIX.open(folder.item, O_WRONLY | O_CREAT | O_EXCL, mode: 0o600)) }
                } catch {
                    folder.remove()
                    throw DocumentError.duringSave(error, document: document, privateItems: [folder.url, target],
                                                   operation: "creating a temporary file beside it")
                }
            case .package(let cloneExisting):
                do {
                    let drive = try DriveCapabilities.of(target.deletingLastPathComponent())
                    // Where no folder can be made beside a document (the document portal: a sandboxed
                    // app's file chooser hands out single files), a package — a folder — can't be saved.
                    guard drive.makesFolders else {
                        throw DocumentError(.permissionDenied, url: document, detail: "it is a package (a folder), and this "
                            + "app may only replace files in the folder it is in (the document portal of a sandboxed app). "
                            + "Save it with Save As in a folder the app may write to")
                    }
                    replacesChildren = !drive.keepsRenamedFolderContents
                } catch {
                    throw DocumentError.duringSave(error, document: document, privateItems: [target],
                                                   operation: "checking the drive")
                }
                // A swap a crash interrupted there may have left the package half replaced: finished
                // or rolled back before it is read again (no exchange markers exist on such a drive,
                // so nothing waits for `retire`).
                if replacesChildren { SaveFolder.removeAbandoned(for: target, retire: nil) }
                var staging = try PackageStaging(beside: target, document: document)
                folder = staging.folder
                let privateItems = [folder.url, target]
                do {
                    existing = try POSIX.statusIfPresent(target)
                    if cloneExisting, let existing, existing.isDirectory { try staging.clone(from: target) }
                } catch {
                    folder.remove()
                    throw DocumentError.duringSave(error, document: document, privateItems: privateItems,
                                                   operation: "preparing the new version")
                }
                package = staging
            }
        }

        func failure(_ error: any Error, _ operation: String) -> DocumentError {
            DocumentError.duringSave(error, document: document, privateItems: [folder.url, target], operation: operation)
        }

        /// The sealed new version: open, with what its identity needs beyond `fstat`.
        struct Sealed {
            let descriptor: Int32
            var digest: UInt64?
            var children: [FileIdentity.Child] = []
        }

        /// Owner, mode and fsync of everything new (step 4).
        func seal() throws -> Sealed {
            if let package {
                let children: [FileIdentity.Child]
                let descriptor: Int32
                do {
                    let mode = existing.flatMap { $0.isDirectory ? $0.permissions : nil } ?? AtomicFile.defaultMode(directory: true)
                    children = try package.seal(rootMode: mode, owner: existing)
                    descriptor = try POSIX.open(package.root, O_RDONLY | O_DIRECTORY)
                } catch {
                    throw failure(error, "flushing the new version to disk")
                }
                return Sealed(descriptor: descriptor, digest: nil, children: children)
            }
            let fd: Int32
            do {
                fd = try POSIX.open(item, O_RDONLY | O_NOFOLLOW)
            } catch {
                throw failure(error, "reopening the new version")
            }
            do {
                let written = try POSIX.fileStatus(fd, url: item)
                guard written.isRegularFile else {
                    throw DocumentError(.ioFailure, url: document, detail: "The writer did not leave a regular file")
                }
                // Owner first: chown clears set-id bits that chmod then restores.
                if let existing { POSIX.copyOwnership(fd, from: existing) }
                try POSIX.setPermissions(fd, existing?.permissions ?? AtomicFile.defaultMode(), url: item)
                try POSIX.fsync(fd, url: item)
                let digest = written.size <= FileIdentity.digestLimit(for: target)
                    ? try ContentDigest.of(fd: fd, document: document) : nil
                return Sealed(descriptor: fd, digest: digest)
            } catch {
                POSIX.close(fd)
                throw failure(error, "flushing the new version to disk")
            }
        }
    }
}
