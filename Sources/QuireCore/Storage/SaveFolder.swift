import Foundation

/// The private hidden folder one save builds its new version in, beside the document:
/// `.quire-tmp-<random>-<name>/<name>` (0700), the new version (file or package) under the document's
/// own name, so writers and the version store see the right name.
///
/// The saving process holds an `flock` on the folder from just after creating it until it is removed;
/// the kernel drops the lock if the process dies. `removeAbandoned` (called when a document is opened,
/// possibly by another process while this one saves) only touches folders whose lock it can take, so a
/// save in progress elsewhere is never pulled from under its writer.
///
/// Before the swap, `noteExchange` records which item is ours and which one the save expects to take
/// out, so that after a crash between the swap and its verification the cleanup can tell our new
/// version or the expected outgoing one (safe to remove or retire) from a third writer's version that
/// came out instead (kept as a visible conflict copy, never deleted).
///
/// Where the drive makes no folders (the document portal, `DriveCapabilities.makesFolders`), a save
/// folder is *flat*: the hidden temporary file itself (`url == item`), locked where the drive has
/// locks. It is never exchanged, only renamed over the document (`SafeSave.swap`), so it needs no
/// marker. Its name carries its writer (`WriterToken`): on a drive without locks the cleanup removes
/// it only when that process is provably gone.
package final class SaveFolder {
    /// The folder, or the flat temporary.
    let url: URL
    /// Where the new version is built: the folder, then the document's name; or the flat temporary.
    let item: URL
    /// The temporary file is the whole "folder".
    let isFlat: Bool
    private var descriptor: Int32
    private var keptForRecovery = false

    /// Creates the locked, empty folder beside `target` (nothing is created at `item`). Errors name
    /// `document`.
    init(beside target: URL, document: URL) throws {
        (url, descriptor) = try LockedTemporaryFolder.make(beside: target, naming: document)
        item = url.appendingPathComponent(target.lastPathComponent)
        isFlat = false
    }

    /// Creates the flat temporary beside `target` (empty, 0600; see the type's notes), locked where
    /// the drive can lock files. Errors name `document`.
    init(flatBeside target: URL, document: URL) throws {
        for _ in 0..<LockedTemporaryFolder.attempts {
            let candidate = TemporaryItem.url(beside: target, writer: WriterToken.current)
            let fd: Int32
            do {
                fd = try POSIX.open(candidate, O_RDWR | O_CREAT | O_EXCL, mode: 0o600)
            } catch let error as DocumentError {
                throw error.naming(document, insteadOf: [candidate])
            }
            do {
                // As for a folder: a cleanup that locked it first has removed it, and we start over.
                if try POSIX.lockIfSupported(fd, url: candidate) == true {
                    let mine = try POSIX.fileStatus(fd, url: candidate)
                    guard let now = try POSIX.statusIfPresent(candidate), now.inode == mine.inode, now.device == mine.device else {
                        POSIX.close(fd)
                        continue
                    }
                }
            } catch {
                POSIX.close(fd)
                _ = unlink(candidate.path)
                throw DocumentError.wrapping(error, url: document).naming(document, insteadOf: [candidate])
            }
            url = candidate
            item = candidate
            isFlat = true
            descriptor = fd
            return
        }
        throw DocumentError(.ioFailure, url: document, detail: "Its temporary file kept being removed by another process")
    }

    /// Records, before the swap, the inode of our new version and of the item the swap should take out
    /// (nil: whatever is there), in the marker file. Not fsynced: it only has to survive the process (a
    /// SIGKILL). A marker that can't be written fails the save before the swap: without it a crash in the next instant
    /// would leave the outgoing version looking like our own temporary, and cleanup would drop it.
    func noteExchange(ours: UInt64, expected: UInt64?, document: URL) throws {
        let text = "ours \(ours)\nexpected \(expected.map(String.init) ?? "any")\n"
        try writeMarker(Data(text.utf8), durable: false, document: document)
    }

    /// The marker file of a swap (`noteExchange`, `noteAside`, `noteChildSwap`).
    private var marker: URL { url.appendingPathComponent(Self.markerName(forItemNamed: item.lastPathComponent)) }

    /// Removes the marker `noteExchange` wrote (a swap that turned out to have no exchange).
    func forgetExchange(document: URL) throws {
        do {
            try POSIX.unlink(marker)
        } catch let error as DocumentError {
            throw error.naming(document, insteadOf: [marker])
        }
    }

    /// Where a swap without RENAME_EXCHANGE puts the old package while the new one moves in.
    var outgoing: URL {
        url.appendingPathComponent(Self.outgoingName(forItemNamed: item.lastPathComponent))
    }

    /// Records, before a swap that moves the old package aside (no RENAME_EXCHANGE), that the item
    /// at `outgoing` is the document's previous version: a crash mid-swap is then finished or undone
    /// by `removeAbandoned`. The folder is fsynced with it: the rename that follows may be durable
    /// before a page-cache-only marker would be, and without the marker the cleanup would delete the
    /// old package.
    func noteAside(document: URL) throws {
        try writeMarker(Data(Self.asideNote.utf8), document: document)
    }

    /// Writes the marker; `durable`: the file and the folder holding it are fsynced.
    private func writeMarker(_ data: Data, durable: Bool = true, document: URL) throws {
        do {
            let fd = try POSIX.open(marker, O_WRONLY | O_CREAT | O_TRUNC | O_NOFOLLOW, mode: 0o600)
            defer { POSIX.close(fd) }
            try POSIX.writeAll(fd, data, url: marker)
            guard durable else { return }
            try POSIX.fsync(fd, url: marker)
            if case .failed(let number) = DriveCapabilities.attempt(.directoryFsync, in: url, { POSIX.fsyncDirectoryReturningErrno(url) }) {
                throw POSIX.fail(url, "flushing it to disk", errno: number)
            }
        } catch let error as DocumentError {
            throw error.naming(document, insteadOf: [marker])
        }
    }

    /// Records, before a package's children are replaced one by one (`PackageChildSwap`), what the
    /// new version holds: the journal a crash is finished or rolled back from. Fsynced with the folder,
    /// as `noteAside`'s marker, for the same reason.
    func noteChildSwap(_ journal: PackageChildSwap.Journal, document: URL) throws {
        let data: Data
        do {
            data = try JSONEncoder().encode(journal)
        } catch {
            throw DocumentError.wrapping(error, url: document)
        }
        try writeMarker(data, document: document)
    }

    /// Removes the folder and all it holds (unless it is kept for recovery), then drops the lock.
    func remove() {
        // Best effort: whatever stays, unlocked once released, the next open's `removeAbandoned` takes.
        if !keptForRecovery { try? Self.removeWhole(url) }
        release()
    }

    /// Leaves the folder to the next open's `removeAbandoned` instead of removing it: it holds the
    /// journal of a swap that could neither finish nor be undone, and the only copy of a version.
    func keepForRecovery() { keptForRecovery = true }

    /// Removes `folder` and all it holds (`POSIX.removeTree`), moving out what a FUSE server hid.
    ///
    /// libfuse's servers (exfat-fuse, fusefat, ntfs-3g, sshfs) rename a file unlinked while they count
    /// it open to `.fuse_hidden…` in its folder, and delete it under whatever name it then has when its
    /// last descriptor closes. They count a file open a moment after we closed it (the kernel sends the
    /// close asynchronously except on fuseblk mounts), and while a child process holds copies of our
    /// descriptors between its fork and its exec: such a file would keep the folder from going and
    /// leave it on the drive. It is moved beside the folder instead, to go away there.
    static func removeWhole(_ folder: URL) throws {
        let beside = folder.deletingLastPathComponent()
        func remove(_ url: URL) throws {
            guard let status = try POSIX.statusIfPresent(url) else { return }
            guard status.isDirectory else { return try POSIX.unlink(url) }
            for name in try POSIX.directoryEntries(url) { try remove(url.appendingPathComponent(name)) }
            if rmdir(url.path) == 0 { return }
            for name in try POSIX.directoryEntries(url) where PackageTree.isHiddenByServer(name) {
                // The server's names are unique on its mount: one beside (of an earlier mount) stays.
                // A failed rename (or one the server deleted meanwhile) is for the rmdir below to judge.
                let outside = beside.appendingPathComponent(name)
                if try POSIX.statusIfPresent(outside) == nil { _ = rename(url.appendingPathComponent(name).path, outside.path) }
            }
            guard rmdir(url.path) == 0 else { throw POSIX.fail(url, "removing a folder") }
        }
        try remove(folder)
    }

    private func release() {
        if descriptor >= 0 { POSIX.close(descriptor) }
        descriptor = -1
    }

    deinit { release() }

    // MARK: Cleanup

    /// The exchange marker's name: fixed, unless the document itself is called that.
    static func markerName(forItemNamed name: String) -> String {
        name == ".quire-exchange" ? ".quire-exchange-marker" : ".quire-exchange"
    }

    /// The name of `outgoing`: fixed, unless the document itself is called that.
    static func outgoingName(forItemNamed name: String) -> String {
        name == ".quire-outgoing" ? ".quire-outgoing-item" : ".quire-outgoing"
    }

    /// The marker of a swap that moves the old package aside.
    private static let asideNote = "aside\n"

    /// What an abandoned folder's marker says.
    private struct ExchangeNote {
        var ours: UInt64
        var expected: UInt64?

        init?(_ text: String) {
            var ours: UInt64?
            var expected: UInt64??
            for line in text.split(separator: "\n") {
                let parts = line.split(separator: " ", maxSplits: 1).map(String.init)
                guard parts.count == 2 else { return nil }
                switch parts[0] {
                case "ours": ours = UInt64(parts[1])
                case "expected": expected = parts[1] == "any" ? .some(nil) : UInt64(parts[1]).map { .some($0) }
                default: return nil
                }
            }
            guard let ours, let expected else { return nil }
            self.ours = ours
            self.expected = expected
        }
    }

    /// Removes the temporaries of `target` (files, and folders of crashed saves) whose lock can be taken,
    /// leaving alone those another process is still saving with. In a folder abandoned between its swap
    /// and the swap's verification, the item that came out is handed to `retire` when it is the one the
    /// save expected to replace (it is the document's previous version), and moved to a visible
    /// conflict copy beside the document when it is anyone else's. Returns how many were removed.
    @discardableResult
    static func removeAbandoned(for target: URL, retire: ((URL) -> Void)?) -> Int {
        let base = String(target.lastPathComponent.prefix(100))
        // A drive probe's folder (`DriveCapabilities`) a kill left goes with any document's leftovers.
        let ours = { (name: String) in
            TemporaryItem.belongs(name, to: base) || TemporaryItem.belongs(name, to: DriveCapabilities.probeName)
        }
        return TemporaryItem.sweep(target.deletingLastPathComponent(), matching: ours) { found in
            // No locks on this drive: a flat temporary whose writer is provably gone is abandoned.
            if found.isOpen && !found.isLocked
                && !(found.status.isRegularFile && WriterToken(temporaryName: found.name)?.isGone == true) {
                return false
            }
            if found.status.isDirectory && !resolveInterruptedExchange(in: found.url, target: target, retire: retire) {
                return false
            }
            return (try? removeWhole(found.url)) != nil  // what can't be removed stays for the next cleanup
        }
    }

    /// False when the folder must stay: it may hold the only copy of the previous version.
    private static func resolveInterruptedExchange(in folder: URL, target: URL, retire: ((URL) -> Void)?) -> Bool {
        let item = folder.appendingPathComponent(target.lastPathComponent)
        let marker = folder.appendingPathComponent(markerName(forItemNamed: target.lastPathComponent))
        guard let fd = try? POSIX.open(marker, O_RDONLY | O_NOFOLLOW | O_NONBLOCK) else { return true }  // never swapped
        defer { POSIX.close(fd) }
        // A marker that opens but can't be read may say the folder holds the previous version: the
        // folder is left whole for a later open, as `finishInterruptedAside` leaves one it can't decide.
        guard let data = try? POSIX.readAll(fd, url: marker, limit: 4096) else { return false }
        if String(decoding: data, as: UTF8.self) == asideNote {
            return finishInterruptedAside(in: folder, target: target, retire: retire)
        }
        if let journal = PackageChildSwap.Journal.decode(data) {
            // The previous version went into the versions before the journal was written.
            return PackageChildSwap.finishInterrupted(journal, in: folder, target: target)
        }
        guard let note = ExchangeNote(String(decoding: data, as: UTF8.self)) else { return true }
        // An item that can't be looked at may be the only copy of the previous version: left whole.
        guard case .success(let found) = Result(catching: { try POSIX.statusIfPresent(item) }) else { return false }
        guard let status = found else { return true }  // nothing came out to keep
        if status.inode == note.ours { return true }  // our own new version (not swapped in, or swapped back)
        if note.expected == nil || note.expected == status.inode {
            retire?(item)  // the previous version the save replaced
        } else {
            _ = try? ConflictCopy.move(item, beside: target)  // a third writer's version: never delete it
        }
        return true
    }

    /// A crash during `SafeSave.swapAside`: with no package at the document's path, the old one goes
    /// back (the save did not happen); with one there, the new one is in and the old one aside is the
    /// previous version. When the path can't be read, the folder is left whole for a later open.
    private static func finishInterruptedAside(in folder: URL, target: URL, retire: ((URL) -> Void)?) -> Bool {
        let outgoing = folder.appendingPathComponent(outgoingName(forItemNamed: target.lastPathComponent))
        guard case .success(let aside) = Result(catching: { try POSIX.statusIfPresent(outgoing) }),
              case .success(let current) = Result(catching: { try POSIX.statusIfPresent(target) }) else { return false }
        guard aside != nil else { return true }  // crashed before the first rename: ours goes
        guard current != nil else {
            // Crashed between the renames: the old package goes back; the folder stays if it can't.
            guard (try? POSIX.renameNoReplace(outgoing, to: target)) != nil else { return false }
            // Best effort: a lost rename is found and finished again by the next open.
            try? POSIX.fsyncDirectory(target.deletingLastPathComponent())
            return true
        }
        retire?(outgoing)
        return true
    }
}
