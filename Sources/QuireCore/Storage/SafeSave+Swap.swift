import Foundation

extension SafeSave {
    /// Puts the finished new version at `folder.item` in place of the document at `target`, and keeps
    /// what it replaced through `retire`.
    ///
    /// A check-then-rename leaves a window in which another process can replace the document after our
    /// check; our rename then silently destroys its version. So over an existing document the swap is
    /// renameat2(RENAME_EXCHANGE), which never destroys anything: afterwards `folder.item` holds what came
    /// out, and only then is it compared with what we expected (`FileIdentity.isSameItem`: the inode, and
    /// size and mtime for a file, the child set for a package). If it is not the expected item, a second
    /// exchange puts it back at the document's path and the save fails with `changedOnDisk`, our version
    /// going to a conflict copy (or, for autosave, away: the session keeps it in a draft). Only after a
    /// matching exchange is the outgoing version retired, from the temporary name: the version store gets
    /// exactly what was replaced, never an item some other writer had put there meanwhile.
    ///
    /// Guarantees with any number of concurrent writers using this protocol, and other programs that
    /// replace the document by rename or write it in place:
    /// - Exchanges only permute items between the document's path and the writers' folders, so no version
    ///   is destroyed by them. An item leaves a folder only as (a) a conflict copy, (b) the outgoing
    ///   version after it was retired (or, with no version store, as rename(2) would have dropped it),
    ///   (c) our own version after a conflict under `.discard` (the session has it in a draft), or (d) a
    ///   third writer's version that a racing exchange handed back to us: always kept as a conflict
    ///   copy, whatever the policy. So every version ends at the path, in a conflict copy (or draft), or
    ///   retired into the versions. Programs that rename over the path destroy what is there, as ever:
    ///   they do not check, and no protocol on our side can stop them.
    /// - In a three-way race a writer may report success while a later writer's exchange-back moves its
    ///   version into that writer's conflict copy; its next save then finds the path changed (conflict),
    ///   so it is never silently left believing it is current.
    /// - A SIGKILL between the exchange and its verification leaves the outgoing item in our (now
    ///   unlocked) folder; `noteExchange` recorded which inode was ours and which was expected, so the
    ///   next open's cleanup retires the expected previous version, removes our own, and keeps anything
    ///   else as a conflict copy (`SaveFolder.removeAbandoned`). The document itself is always exactly
    ///   one complete version.
    /// - A package changed in place in the instant between the exchange and its verification is caught
    ///   by the child set; the marker records only the root inode, so a crash in that same instant would
    ///   treat it as the expected version (retired, not lost, if the opener retires).
    /// - A failing `retire` (version store full, say) exchanges back: the original returns unchanged,
    ///   though with a new ctime (for a file too large to digest the next save then reports a needless
    ///   conflict rather than risk overwriting).
    static func swap(
        _ folder: SaveFolder, into target: URL, document: URL, expectation: Expectation,
        onConflict: ConflictPolicy, isPackage: Bool, replacesChildren: Bool, retire: ((URL) throws -> Void)?
    ) throws {
        let ours = folder.item
        let oursInode = try POSIX.status(ours).inode
        try beforeSwap?(target)
        // Gone with its drive (a dropped network mount): nothing to swap, and the path may now lead
        // to the folder under the mount point.
        guard try POSIX.statusIfPresent(ours) != nil else {
            throw DocumentError(.ioFailure, url: document, detail: "The new version went missing before it could be put in place")
        }
        let expected = expectation.identity
        if replacesChildren {
            // A drive that empties folders it renames: the package's root stays, its children move.
            let isNew = try expectation == .absent || (expectation == .anything && POSIX.statusIfPresent(target) == nil)
            try PackageChildSwap.swap(folder, into: target, document: document, expected: expected, isNew: isNew,
                                      onConflict: onConflict, retire: retire)
            return
        }
        if expectation == .absent {
            return try POSIX.renameNoReplace(ours, to: target)
        }
        if expectation == .anything, try POSIX.statusIfPresent(target) == nil {
            do {
                return try POSIX.renameNoReplace(ours, to: target)
            } catch let error as DocumentError where error.code == .nameTaken {
                // Created just now: swapped out and retired below, like anything else there.
            }
        }

        // A flat temporary (no folders on this drive) is only renamed: no marker could say after a
        // crash which item an exchange had left it holding.
        let exchanged: DriveCapabilities.Outcome
        if folder.isFlat {
            exchanged = .lacking
        } else {
            try folder.noteExchange(ours: oursInode, expected: expected?.inode, document: document)
            exchanged = DriveCapabilities.attempt(.renameExchange, in: target.deletingLastPathComponent()) {
                POSIX.exchangeRetryingInterrupts(ours, target)
            }
        }
        switch exchanged {
        case .done:
            break
        case .failed(ENOENT):
            // Removed or moved away since the check.
            if expected != nil {
                throw changedOnDisk(document: document, target: target, ours: ours, onConflict: onConflict)
            }
            try POSIX.renameNoReplace(ours, to: target)
            return
        case .failed(let number):
            throw POSIX.fail(target, "swapping in the new version", errno: number)
        case .lacking where !isPackage:
            // No RENAME_EXCHANGE on this drive (FUSE and network ones; the document portal only
            // pretends one), or a flat temporary: the check made above and a plain rename, with its
            // small window, as every editor does there. The previous version is kept first: it is the
            // copy the person is told about (`SaveGuarantee`). Nothing will be exchanged, so the marker
            // goes: the folder only ever holds our own version, and a FUSE drive may number it anew
            // after a crash, which the marker would take for another's.
            if !folder.isFlat { try folder.forgetExchange(document: document) }
            try retire?(target)
            try POSIX.rename(ours, to: target)
            return
        case .lacking:
            try swapAside(folder, into: target, document: document, expected: expected, onConflict: onConflict,
                          retire: retire)
            return
        }

        // `ours` now holds what came out of the document's path.
        if let expected, try !expected.isSameItem(at: ours) {
            throw swapBack(folder, target: target, document: document, oursInode: oursInode, onConflict: onConflict, cause: nil)
        }
        if let retire {
            do {
                try retire(ours)
            } catch {
                let cause = DocumentError.duringSave(error, document: document, privateItems: [folder.url, target],
                                                     operation: "keeping the previous version")
                throw swapBack(folder, target: target, document: document, oursInode: oursInode, onConflict: onConflict, cause: cause)
            }
        }
    }

    /// Exchanges again, so the item that came out returns to the document's path, and says why the
    /// save failed. Whatever comes back that is not our own version is kept as a conflict copy.
    private static func swapBack(
        _ folder: SaveFolder, target: URL, document: URL, oursInode: UInt64, onConflict: ConflictPolicy,
        cause: DocumentError?
    ) -> DocumentError {
        let held = folder.item
        do {
            try POSIX.exchange(held, target)
        } catch {
            // The path changed yet again and cannot take it back: keep what we hold, visibly.
            var error = DocumentError(.changedOnDisk, url: document, detail: "It changed while being saved")
            // A copy that can't be made leaves what we hold in the save folder, where the next open's
            // cleanup keeps it as a conflict copy; the conflict is reported either way.
            if let copy = try? ConflictCopy.move(held, beside: target) {
                error.conflictCopyURL = copy
                error.detail = "It changed while being saved; the version it replaced was kept beside it as “\(copy.lastPathComponent)”"
            }
            return error
        }
        // The exchange back has happened and the save fails anyway: a lost fsync changes nothing to report.
        try? POSIX.fsyncDirectory(target.deletingLastPathComponent())
        // What we hold that can't be looked at is taken as our own version: the save's cause is reported.
        if let back = try? POSIX.statusIfPresent(held), back.inode != oursInode {
            // A third writer swapped in between our two exchanges; its version is what we now hold.
            var error = DocumentError(.changedOnDisk, url: document, detail: "Several applications changed it at once; it was not overwritten")
            // As above: kept by the next open's cleanup when no copy can be made now.
            if let copy = try? ConflictCopy.move(held, beside: target) {
                error.conflictCopyURL = copy
                error.detail = "Several applications changed it at once; it was not overwritten, and another application’s version was kept beside it as “\(copy.lastPathComponent)”"
            }
            return error
        }
        return cause ?? changedOnDisk(document: document, target: target, ours: held, onConflict: onConflict)
    }

    /// A package swap where there is no RENAME_EXCHANGE (exFAT, NTFS, FAT, other FUSE file systems): the
    /// old package is renamed into the save folder under `SaveFolder.outgoing`, checked against what the
    /// save expected, and the new one renamed into its place. The marker (`noteAside`) says so before the
    /// first rename: a crash between the two renames leaves no package at the document's path, and the
    /// next open's cleanup renames the old one back; after the second, it retires the old one. So the
    /// document's path holds the old or the new package whenever it holds one, and no version is lost.
    private static func swapAside(
        _ folder: SaveFolder, into target: URL, document: URL, expected: FileIdentity?, onConflict: ConflictPolicy,
        retire: ((URL) throws -> Void)?
    ) throws {
        let ours = folder.item
        let outgoing = folder.outgoing
        try folder.noteAside(document: document)
        try POSIX.rename(target, to: outgoing)
        // A put-back that fails leaves the old package aside with the marker: the next open's cleanup
        // renames it back, so the error that made us put it back is the one to report.
        func putBack() { try? POSIX.renameNoReplace(outgoing, to: target) }
        if let expected, try !expected.isSameItem(at: outgoing) {
            putBack()
            throw changedOnDisk(document: document, target: target, ours: ours, onConflict: onConflict)
        }
        do {
            try POSIX.renameNoReplace(ours, to: target)
        } catch {
            putBack()
            throw error
        }
        if let retire {
            do {
                try retire(outgoing)
            } catch {
                // Undo both renames: the original returns, the save fails with the cause.
                if (try? POSIX.rename(target, to: ours)) != nil { putBack() }
                throw DocumentError.duringSave(error, document: document, privateItems: [folder.url, target],
                                               operation: "keeping the previous version")
            }
        }
    }
}
