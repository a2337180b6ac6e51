import Foundation
#if canImport(Glibc)
import Glibc
#endif

extension SafeSave {
    /// Saves a package (directory) document.
    ///
    /// 1. Creates a hidden private folder beside the package (0700, locked by this process for the whole
    ///    save, see `SaveFolder`) and in it the staging tree under the package's name. With
    ///    `cloneExisting` and a current package, fills it with hard links to every regular file of the
    ///    current version (folders recreated, symbolic links recreated, copies where links fail), so an
    ///    incremental, URL-based writer updates a private tree while the original stays untouched.
    /// 2. Calls `write` with the staging tree's URL. **The writer must replace files, never modify
    ///    them in place** (see `PackageStaging`): a hard-linked child changed in place fails the save.
    /// 3. Checks that no linked child was modified in place, fsyncs every new or changed file and every
    ///    folder (together: `ConcurrentSync`), gives the root the original's mode (or 0777 less umask)
    ///    and owner (best effort).
    /// 4. Checks `expectation` against the disk (see `Expectation`, `ConflictPolicy`). After a clone,
    ///    the clone's own walk of the package answers it for the children (the root is looked at again).
    /// 5. Swaps the staging tree in (see `swap`): renameat2(RENAME_EXCHANGE) over an existing item, then
    ///    verifies that what came out is what was expected (root inode and child set; else exchanges
    ///    back: `changedOnDisk`); renameat2(RENAME_NOREPLACE) otherwise. fsyncs the parent folder.
    /// 6. Calls `beforeReplace` with the URL of the version that came out (in the private folder, under
    ///    the package's name); an error from it puts that version back and fails the save. Then the
    ///    folder, with the old tree, is removed.
    ///
    /// `prepared`: a staging tree cloned ahead of time (`PreparedPackageStaging`), used in place of
    /// step 1's clone when a walk of the package now shows exactly what it was cloned from; otherwise
    /// discarded and the clone made as usual. Either way this call owns it.
    ///
    /// `recycle`: takes over the private folder once the swap has happened, instead of it being removed
    /// here (`PackageStagingReserve`: the next save's staging is prepared in it).
    ///
    /// `whileFlushing`: the caller's work ahead of `beforeReplace` that needs neither the new version nor
    /// the old (`VersionStore.prepareRetirement`), run on this thread while step 3's last flushes wait
    /// on the device; not run when the save fails before then. Whatever it makes, the caller removes
    /// if `beforeReplace` is never called.
    ///
    /// A failure before the swap removes the staging folder; the original is untouched.
    /// - Returns: the identity of the new version, to pass as `.unchanged` to the next save.
    /// - Throws: `DocumentError` naming `url`.
    @discardableResult
    package static func replacePackage(
        at url: URL,
        expecting expectation: Expectation,
        cloneExisting: Bool,
        onConflict: ConflictPolicy = .keepCopy,
        write: (URL) async throws -> Void,
        beforeReplace: ((URL) throws -> Void)? = nil,
        deferredSync: DeferredSync? = nil,
        prepared: PreparedPackageStaging? = nil,
        recycle: ((SaveFolder) -> Void)? = nil,
        whileFlushing: (() -> Void)? = nil
    ) async throws -> FileIdentity {
        // Anything `beforeReplace` adopted is flushed after the swap, or closed if there is none.
        defer { deferredSync?.discard() }
        let target: URL
        do {
            target = try DocumentPath.resolve(url)
            try DriveNames.check(target)
        } catch {
            prepared?.discard()
            throw error
        }
        // A staging tree cloned ahead of time is used only when it is still an exact clone of the
        // package as a walk finds it now (the walk the clone would have made, less the links). That walk
        // runs on another core while the writer works in the tree: what the writer made is used only if
        // the walk then shows the clone was exact; otherwise it is removed with the tree, and the writer
        // runs again in a fresh clone. (A writer writes a snapshot into the folder it is given; running
        // it twice in the rare case writes the same snapshot twice.)
        var adopted: (staging: PackageStaging, existing: POSIX.Status, children: [FileIdentity.Child])?
        if let prepared {
            if cloneExisting, prepared.target.standardizedFileURL == target.standardizedFileURL, prepared.isUntouched() {
                let walk = ConcurrentSync.aside { () -> (POSIX.Status, [FileIdentity.Child])? in
                    guard let existing = try? POSIX.statusIfPresent(target), existing.isDirectory,
                          let children = try? FileIdentity.children(of: target, document: url) else { return nil }
                    return (existing, children)
                }
                do {
                    try await write(prepared.staging.root)
                } catch {
                    _ = walk.wait()
                    prepared.discard()
                    throw DocumentError.duringSave(error, document: url, privateItems: [prepared.staging.folder.url, target],
                                                   operation: "writing the new version")
                }
                if let (existing, children) = walk.wait().map({ ($0.0, $0.1) }),
                   prepared.isClone(of: existing, children: children) {
                    adopted = (prepared.staging, existing, children)
                } else {
                    prepared.discard()
                }
            } else {
                prepared.discard()
            }
        }
        var staging = try adopted?.staging ?? PackageStaging(beside: target, document: url)
        let privateItems = [staging.folder.url, target]
        func failure(_ error: any Error, _ operation: String) -> DocumentError {
            DocumentError.duringSave(error, document: url, privateItems: privateItems, operation: operation)
        }
        // Until the swap the folder holds our new version; after it, the old one (retired by then).
        // Either way it goes (a conflict copy has moved ours away), and only then is its lock released
        // — unless a successful save hands the folder to `recycle`, which then owns it, lock and all.
        var handedOver = false
        defer { if !handedOver { staging.folder.remove() } }
        do {
            try FolderRenameCheck.require(in: staging.folder, document: url)
        } catch {
            throw failure(error, "checking the drive")
        }

        let existing: POSIX.Status?
        /// Whether the package the clone walked was the expected version (nil: not cloned, or
        /// nothing particular expected).
        var clonedExpected: Bool?
        do {
            let children: [FileIdentity.Child]?
            if let adopted {
                existing = adopted.existing
                children = adopted.children
            } else {
                existing = try POSIX.statusIfPresent(target)
                if cloneExisting, let existing, existing.isDirectory {
                    try staging.clone(from: target)
                }
                children = staging.clonedChildren
            }
            if case .unchanged(let identity) = expectation, let existing, let children {
                clonedExpected = identity.kind == .directory && identity.device == existing.device
                    && identity.inode == existing.inode && children == identity.children
            }
        } catch {
            throw failure(error, "preparing the new version")
        }

        if adopted == nil {
            do {
                try await write(staging.root)
            } catch {
                throw failure(error, "writing the new version")
            }
        }

        let children: [FileIdentity.Child]
        do {
            let rootMode = existing.flatMap { $0.isDirectory ? $0.permissions : nil } ?? AtomicFile.defaultMode(directory: true)
            children = try staging.seal(rootMode: rootMode, owner: existing, linkedCheckedBySwap: clonedExpected == true,
                                        meanwhile: whileFlushing)
        } catch {
            throw failure(error, "flushing the new version to disk")
        }

        do {
            if let clonedExpected, case .unchanged(let identity) = expectation {
                // The clone has just walked every child of the package: that walk answers the check
                // (a package changed since it was read shows here), and only the root is looked at
                // again. A change in the moments since is caught by the swap, which compares every
                // child of what it took out with the expected version and puts it back if it differs.
                let root = try POSIX.statusIfPresent(target)
                let same = clonedExpected && root?.isDirectory == true && root?.device == identity.device
                    && root?.inode == identity.inode
                if !same {
                    throw changedOnDisk(document: url, target: target, ours: staging.root, onConflict: onConflict)
                }
            } else {
                try check(expectation, target: target, document: url, ours: staging.root, onConflict: onConflict)
            }
        } catch {
            throw failure(error, "checking it for changes by other applications")
        }

        let rootFD: Int32
        do {
            // Held across the swap so the new identity is the folder we built, whatever happens to the
            // path afterwards, with the ctime the rename gave it.
            rootFD = try POSIX.open(staging.root, O_RDONLY | O_DIRECTORY)
        } catch {
            throw failure(error, "replacing it with the new version")
        }
        defer { POSIX.close(rootFD) }
        do {
            // A file still shared with the saved version and changed in place fails the verification
            // of what the exchange took out (the seal left that check to it); after the exchange back,
            // the staging tree says so, rather than a conflict with another program.
            let staged = staging
            try swap(staging.folder, into: target, document: url, expectation: expectation, onConflict: onConflict,
                     isPackage: true, retire: beforeReplace, diagnose: { staged.inPlaceChange() })
        } catch {
            throw failure(error, "replacing it with the new version")
        }
        // The swap has happened: the save stands (see replaceFile). The old tree, now in the private
        // folder (unless retired into the history), goes with the folder — removed by the deferred
        // remove, or by the preparation it is handed to; if that fails, cleanLeftovers finds it later.
        Self.syncFolder(of: target, with: deferredSync)
        if let recycle {
            handedOver = true
            recycle(staging.folder)
        }
        guard var identity = try? FileIdentity.identity(ofOpenFile: rootFD, digest: nil, url: url) else {
            return .unknown
        }
        identity.children = children
        return identity
    }

    /// `replacePackage(at:expecting:…)` with `.unchanged(expected)`, or `.absent` when `expected` is nil.
    @discardableResult
    package static func replacePackage(
        at url: URL,
        expected: FileIdentity?,
        cloneExisting: Bool,
        onConflict: ConflictPolicy = .keepCopy,
        write: (URL) async throws -> Void,
        beforeReplace: ((URL) throws -> Void)? = nil,
        deferredSync: DeferredSync? = nil,
        prepared: PreparedPackageStaging? = nil,
        recycle: ((SaveFolder) -> Void)? = nil,
        whileFlushing: (() -> Void)? = nil
    ) async throws -> FileIdentity {
        try await replacePackage(
            at: url, expecting: Expectation(expected), cloneExisting: cloneExisting, onConflict: onConflict,
            write: write, beforeReplace: beforeReplace, deferredSync: deferredSync, prepared: prepared, recycle: recycle,
            whileFlushing: whileFlushing)
    }
}
