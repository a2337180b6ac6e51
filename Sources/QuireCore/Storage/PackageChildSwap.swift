import Foundation

/// A package save on a drive whose driver empties a folder it renames (fusefat,
/// `DriveCapabilities.keepsRenamedFolderContents`): the package folder itself is never renamed. Its
/// children are replaced one by one — files (and links) renamed in from the staged tree, folders
/// made or removed, never renamed — under a journal that lets the next open or save finish the swap
/// or roll it back, so what a reader is handed after that is the old package or the new one, never
/// a mix.
///
/// In the save's locked `SaveFolder`, in this order:
/// 1. the new package is staged and sealed at `folder.item` (as on every drive);
/// 2. a complete copy of the current package is made at `folder.outgoing` and fsynced, then checked
///    to be the version the save expected, and kept in the versions (`retire`) — before the live
///    package is touched;
/// 3. the journal (the folder's marker) is written and fsynced: the staged tree's entries, and
///    whether the package is new;
/// 4. the live package's children are replaced: each staged file renamed over its place (the one it
///    replaces first renamed aside into the save folder, so the FUSE server never has to hide a file
///    it still counts open inside the package), folders made, entries the new version lacks renamed
///    aside and their folders removed — a failure here puts the previous version back at once
///    (`rollBack`) before it is reported; then every folder is fsynced;
/// 5. the save folder goes (the swap is complete: whatever of it a crash leaves, journal or not, is
///    the next cleanup's to remove).
///
/// Recovery (`finishInterrupted`, from `SaveFolder.removeAbandoned`): with the journal present and
/// every listed file either still staged or already at its place, step 4 is run again (it is
/// idempotent) — the swap finishes; otherwise the copy at `outgoing` is put back the same way — the
/// swap is rolled back; a new package that can do neither is removed. Until then the package's
/// path can hold a mix, which is why every open cleans first.
package enum PackageChildSwap {
    /// What the journal records (JSON in the save folder's marker file).
    struct Journal: Codable, Equatable {
        static let kind = "children"
        var kind = Self.kind
        /// No package was at the path before: a rollback removes what was built there.
        var isNew: Bool
        /// The new version's entries, relative paths; folders end in "/".
        var entries: [String]
        /// The package is being removed (moved to another name by copying, `remove`): a crash is
        /// finished by removing the rest.
        var removes: Bool?

        var files: [String] { entries.filter { !$0.hasSuffix("/") } }

        /// The journal in a marker's bytes; nil for any other marker (those are not JSON).
        static func decode(_ data: Data) -> Journal? {
            // Not JSON: another kind of marker, as documented.
            guard let journal = try? JSONDecoder().decode(Journal.self, from: data), journal.kind == kind else { return nil }
            return journal
        }
    }

    /// For tests: called after each step that changes the live package (and each journal write), with
    /// its number from 0 — the crash tests kill the process there.
    @TaskLocal package static var afterStep: (@Sendable (Int) -> Void)?

    /// The entries of the tree at `root` (not following links), in walk order: parents first.
    static func entries(of root: URL, document: URL) throws -> [String] {
        var entries: [String] = []
        try PackageTree.walk(root, document: document) { entry in
            entries.append(entry.status.isDirectory ? entry.path + "/" : entry.path)
        }
        return entries
    }

    /// Steps 2–4 (see the type): swaps the staged package at `folder.item` in as the document at
    /// `target`, a new one when `isNew` (its path must then be free).
    static func swap(
        _ folder: SaveFolder, into target: URL, document: URL, expected: FileIdentity?, isNew: Bool,
        onConflict: SafeSave.ConflictPolicy, retire: ((URL) throws -> Void)?
    ) throws {
        let ours = folder.item
        if !isNew {
            let outgoing = folder.outgoing
            try HardLinkClone.clone(target, to: outgoing)
            try syncTree(outgoing, document: document)
            if let expected, try !expected.isSameItem(at: target) {
                throw SafeSave.changedOnDisk(document: document, target: target, ours: ours, onConflict: onConflict)
            }
            do {
                try retire?(outgoing)
            } catch {
                throw DocumentError.duringSave(error, document: document, privateItems: [folder.url, target],
                                               operation: "keeping the previous version")
            }
        }
        let journal = Journal(isNew: isNew, entries: try entries(of: ours, document: document))
        try folder.noteChildSwap(journal, document: document)
        var step = Step()
        step.done()
        if isNew {
            do {
                try POSIX.makeDirectory(target, mode: 0o700)
            } catch let error as DocumentError where error.errno == EEXIST {
                // Nothing was touched: the journal goes, or a cleanup would fill the folder found there.
                try folder.forgetExchange(document: document)
                throw DocumentError(.nameTaken, url: document, detail: "Something was created at this name while saving")
            }
            step.done()
        }
        do {
            try replaceChildren(of: target, with: ours, entries: journal.entries, aside: folder.url, step: &step)
            try copyMode(of: ours, to: target)
        } catch {
            // The live package is a mix: the previous version goes back before the failure is
            // reported, so a failed save leaves the document as it was. Where that fails too, the
            // journal stays for the next open to finish or roll back.
            if !rollBack(journal, in: folder.url, target: target) { folder.keepForRecovery() }
            throw error
        }
        // Every child is in place: the save stands. A failing flush cannot be undone, and reporting
        // failure would say the previous version is still there when it is not (as after an exchange).
        try? syncTree(target, document: document)
    }

    /// Finishes or rolls back a swap a crash interrupted (see the type). False when the folder must
    /// stay: neither could be done, and it holds the only copy of something.
    static func finishInterrupted(_ journal: Journal, in folder: URL, target: URL) -> Bool {
        let name = target.lastPathComponent
        let staged = folder.appendingPathComponent(name)
        var step = Step()
        do {
            if journal.removes == true {
                if try POSIX.statusIfPresent(target) != nil { try removeFolder(target, aside: folder, step: &step) }
                return true
            }
            let finishable = try journal.files.allSatisfy { path in
                try POSIX.statusIfPresent(PackageTree.url(staged, path)) != nil
                    || POSIX.statusIfPresent(PackageTree.url(target, path)) != nil
            }
            guard finishable else { return rollBack(journal, in: folder, target: target) }
            if try POSIX.statusIfPresent(target) == nil { try POSIX.makeDirectory(target, mode: 0o700) }
            try replaceChildren(of: target, with: staged, entries: journal.entries, aside: folder, step: &step)
            try syncTree(target, document: target)
            return true
        } catch {
            return false
        }
    }

    /// Undoes a swap: the copy at the save folder's `outgoing` is put back in the live package, or a
    /// new package is removed. False when neither can be done (the journal must then stay).
    static func rollBack(_ journal: Journal, in folder: URL, target: URL) -> Bool {
        let outgoing = folder.appendingPathComponent(SaveFolder.outgoingName(forItemNamed: target.lastPathComponent))
        var step = Step()
        do {
            if try POSIX.statusIfPresent(outgoing) != nil {
                try replaceChildren(of: target, with: outgoing, entries: try entries(of: outgoing, document: target),
                                    aside: folder, step: &step)
                try syncTree(target, document: target)
                return true
            }
            guard journal.isNew else { return false }
            try SaveFolder.removeWhole(target)
            return true
        } catch {
            return false
        }
    }

    /// Counts the steps for `afterStep`.
    private struct Step {
        var number = 0
        mutating func done() {
            afterStep?(number)
            number += 1
        }
    }

    /// Step 4 (see the type): makes `live`'s children those of `source` listed in `entries`, moving
    /// `source`'s files in and what they replace (or what `entries` lacks) into `aside`. Idempotent: a
    /// file no longer in `source` was moved in before.
    private static func replaceChildren(of live: URL, with source: URL, entries: [String], aside: URL, step: inout Step) throws {
        func setAside(_ url: URL) throws { try PackageChildSwap.setAside(url, in: aside, step: &step) }
        func removeFolder(_ url: URL) throws { try PackageChildSwap.removeFolder(url, aside: aside, step: &step) }
        for entry in entries {
            let isFolder = entry.hasSuffix("/")
            let path = isFolder ? String(entry.dropLast()) : entry
            let destination = PackageTree.url(live, path)
            let present = try POSIX.statusIfPresent(destination)
            if isFolder {
                if let present, present.isDirectory { continue }
                if present != nil { try setAside(destination) }
                try POSIX.makeDirectory(destination, mode: 0o700)
                step.done()
                continue
            }
            let incoming = PackageTree.url(source, path)
            guard try POSIX.statusIfPresent(incoming) != nil else { continue }  // moved in before
            if let present {
                if present.isDirectory { try removeFolder(destination) } else { try setAside(destination) }
            }
            try POSIX.rename(incoming, to: destination)
            step.done()
        }
        // What the new version lacks, deepest first (files the FUSE server hides are not walked: they
        // go by themselves).
        let wanted = Set(entries)
        for entry in try Self.entries(of: live, document: live).reversed() where !wanted.contains(entry) {
            let path = entry.hasSuffix("/") ? String(entry.dropLast()) : entry
            let url = PackageTree.url(live, path)
            guard try POSIX.statusIfPresent(url) != nil else { continue }
            if entry.hasSuffix("/") { try removeFolder(url) } else { try setAside(url) }
        }
        // Folders made here take the staged ones' modes (sealed), not mkdir's 0700.
        for entry in entries where entry.hasSuffix("/") {
            let path = String(entry.dropLast())
            try copyMode(of: PackageTree.url(source, path), to: PackageTree.url(live, path))
        }
    }

    /// Gives the folder `destination` the mode of `source` where the drive keeps modes (FAT has none:
    /// skipped there, as the save's seal skips them). A `source` gone already (a rollback's, a
    /// finished swap's) leaves it as it is.
    private static func copyMode(of source: URL, to destination: URL) throws {
        guard let mode = try POSIX.statusIfPresent(source)?.permissions,
              case .failed(let number) = DriveCapabilities.attempt(.permissions, in: destination.deletingLastPathComponent(), {
                  chmod(destination.path, mode) == 0 ? 0 : errno
              }) else { return }
        throw POSIX.fail(destination, "setting its permissions", errno: number)
    }

    /// Renames the file (or link) at `url` to a free name in the folder `aside`, which goes with it.
    private static func setAside(_ url: URL, in aside: URL, step: inout Step) throws {
        var place: URL
        repeat {
            place = aside.appendingPathComponent(".replaced-\(UInt32.random(in: 0...UInt32.max))")
        } while try POSIX.statusIfPresent(place) != nil
        try POSIX.rename(url, to: place)
        step.done()
    }

    /// Moves the files out of the folder at `url` into `aside`, then removes it: a folder is never
    /// renamed, and the FUSE server never hides a file inside it.
    private static func removeFolder(_ url: URL, aside: URL, step: inout Step) throws {
        for name in try POSIX.directoryEntries(url) {
            let child = url.appendingPathComponent(name)
            if try POSIX.status(child).isDirectory {
                try removeFolder(child, aside: aside, step: &step)
            } else {
                try setAside(child, in: aside, step: &step)
            }
        }
        try SaveFolder.removeWhole(url)
        step.done()
    }

    /// Moves the package at `source` (in a save folder) to the free path `destination`, folder by
    /// folder and file by file (a conflict copy on such a drive).
    static func moveTree(_ source: URL, to destination: URL) throws {
        let entries = try entries(of: source, document: destination)
        try POSIX.makeDirectory(destination, mode: 0o700)
        var step = Step()
        try replaceChildren(of: destination, with: source, entries: entries, aside: source.deletingLastPathComponent(), step: &step)
    }

    /// Removes the package at `url` without renaming it, under a journal in a locked save folder
    /// beside it: a crash midway is finished by the next open of `url` (the second half of a rename
    /// or move by copying, once the copy is complete).
    static func remove(_ url: URL) throws {
        let folder = try SaveFolder(beside: url, document: url)
        defer { folder.remove() }
        try folder.noteChildSwap(Journal(isNew: false, entries: [], removes: true), document: url)
        var step = Step()
        step.done()
        try removeFolder(url, aside: folder.url, step: &step)
        try? POSIX.fsyncDirectory(url.deletingLastPathComponent())  // removed: nothing to undo
    }

    /// fsyncs every file and folder of the tree at `root`, and the folder holding it.
    static func syncTree(_ root: URL, document: URL) throws {
        func syncFolder(_ url: URL) throws {
            if case .failed(let number) = DriveCapabilities.attempt(.directoryFsync, in: url, { POSIX.fsyncDirectoryReturningErrno(url) }) {
                throw POSIX.fail(url, "flushing it to disk", errno: number).naming(document)
            }
        }
        try PackageTree.walk(root, document: document) { entry in
            let url = PackageTree.url(root, entry.path)
            if entry.status.isDirectory { return try syncFolder(url) }
            guard entry.status.isRegularFile else { return }
            let fd = try POSIX.open(url, O_RDONLY | O_NOFOLLOW)
            defer { POSIX.close(fd) }
            try POSIX.fsync(fd, url: url)
        }
        try syncFolder(root)
        try syncFolder(root.deletingLastPathComponent())
    }
}
