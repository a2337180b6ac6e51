import Foundation
#if canImport(Glibc)
import Glibc
#endif

extension SafeSave {
    /// Saves a single-file document.
    ///
    /// 1. Creates a hidden private folder beside the document (0700, locked by this process for the
    ///    whole save, see `SaveFolder`) holding an empty temporary file (0600) with the document's name,
    ///    and calls `write` with its URL; `write` fills it by any means (it may also replace it, e.g.
    ///    `Data.write(options: .atomic)`, or leave other files beside it).
    /// 2. Gives it the original's owner (best effort) and mode (or 0666 less umask), and fsyncs it.
    /// 3. Checks `expectation` against the disk (see `Expectation`, `ConflictPolicy`).
    /// 4. Swaps it in (see `swap`): renameat2(RENAME_EXCHANGE) over an existing document, then verifies
    ///    that what came out is what was expected (else exchanges back: `changedOnDisk`);
    ///    renameat2(RENAME_NOREPLACE) where there is none. fsyncs the folder.
    /// 5. Calls `beforeReplace` with the URL of the version that came out (under the document's name in
    ///    the private folder; the version store hard-links it); an error from it puts that version back
    ///    and fails the save. Not called when nothing was replaced.
    ///
    /// A symbolic link at `url` is followed: its target is replaced, the link stays.
    /// - Returns: the identity of the new version, to pass as `.unchanged` to the next save.
    /// - Throws: `DocumentError` naming `url`; the original is then untouched and no temporary is left
    ///   (except the conflict copy of `.changedOnDisk`, reported in `conflictCopyURL`).
    @discardableResult
    package static func replaceFile(
        at url: URL,
        expecting expectation: Expectation,
        onConflict: ConflictPolicy = .keepCopy,
        write: (URL) async throws -> Void,
        beforeReplace: ((URL) throws -> Void)? = nil,
        deferredSync: DeferredSync? = nil
    ) async throws -> FileIdentity {
        // Anything `beforeReplace` adopted is flushed after the swap, or closed if there is none.
        defer { deferredSync?.discard() }
        let target = try DocumentPath.resolve(url)
        try DriveNames.check(target)
        if let existing = try POSIX.statusIfPresent(target), existing.isDirectory {
            throw DocumentError(.nameTaken, url: url, detail: "A folder is in the way")
        }
        // The temporary lives in a private hidden folder beside the document, under the document's own
        // name: whatever the writer creates next to it (Foundation's atomic write leaves `.dat.nosync*`
        // files there when killed) stays inside, and `cleanLeftovers` removes the folder as one item.
        // 0700/0600: nobody else may read the new version while it is incomplete.
        let folder: SaveFolder
        do {
            folder = try SaveFolder(beside: target, document: url)
        } catch {
            throw DocumentError.duringSave(error, document: url, privateItems: [target],
                                           operation: "creating a temporary folder beside it")
        }
        // After a swap the folder holds the outgoing version (retired by then); after a conflict or a
        // failure, ours and whatever the writer left. It goes, and only then is its lock released.
        defer { folder.remove() }
        let temporary = folder.item
        let privateItems = [folder.url, target]
        func failure(_ error: any Error, _ operation: String) -> DocumentError {
            DocumentError.duringSave(error, document: url, privateItems: privateItems, operation: operation)
        }
        do {
            POSIX.close(try POSIX.open(temporary, O_WRONLY | O_CREAT | O_EXCL, mode: 0o600))
        } catch {
            throw failure(error, "creating a temporary file beside it")
        }

        do {
            try await write(temporary)
        } catch {
            throw failure(error, "writing the new version")
        }

        let fd: Int32
        do {
            fd = try POSIX.open(temporary, O_RDONLY | O_NOFOLLOW)
        } catch {
            throw failure(error, "reopening the new version")
        }
        defer { POSIX.close(fd) }
        let digest: UInt64?
        do {
            let written = try POSIX.fileStatus(fd, url: temporary)
            guard written.isRegularFile else {
                throw DocumentError(.ioFailure, url: url, detail: "The writer did not leave a regular file")
            }
            let existing = try POSIX.statusIfPresent(target)
            // Owner first: chown clears set-id bits that chmod then restores.
            if let existing { POSIX.copyOwnership(fd, from: existing) }
            try POSIX.setPermissions(fd, existing?.permissions ?? AtomicFile.defaultMode(), url: temporary)
            try POSIX.fsync(fd, url: temporary)
            digest = written.size <= FileIdentity.digestLimit
                ? try ContentDigest.of(fd: fd, document: url, limit: FileIdentity.digestLimit) : nil
        } catch {
            throw failure(error, "flushing the new version to disk")
        }

        do {
            try check(expectation, target: target, document: url, ours: temporary, onConflict: onConflict)
        } catch {
            throw failure(error, "checking it for changes by other applications")
        }

        do {
            try swap(folder, into: target, document: url, expectation: expectation, onConflict: onConflict,
                     isPackage: false, retire: beforeReplace)
        } catch {
            throw failure(error, "replacing it with the new version")
        }
        // The swap has happened: the save stands. A failing folder fsync (EIO) cannot be undone here,
        // and reporting failure would tell the caller the old version is still there when it is not.
        Self.syncFolder(of: target, with: deferredSync)
        // fstat after the swap: it moves ctime, and the next save compares against this. fstat on an
        // open descriptor does not fail in practice; if it did, `unknown` makes the next save report a
        // conflict instead of overwriting blindly.
        return (try? FileIdentity.identity(ofOpenFile: fd, digest: digest, url: url)) ?? .unknown
    }

    /// `replaceFile(at:expecting:…)` with `.unchanged(expected)`, or `.absent` when `expected` is nil.
    @discardableResult
    package static func replaceFile(
        at url: URL,
        expected: FileIdentity?,
        onConflict: ConflictPolicy = .keepCopy,
        write: (URL) async throws -> Void,
        beforeReplace: ((URL) throws -> Void)? = nil,
        deferredSync: DeferredSync? = nil
    ) async throws -> FileIdentity {
        try await replaceFile(at: url, expecting: Expectation(expected), onConflict: onConflict, write: write, beforeReplace: beforeReplace, deferredSync: deferredSync)
    }
}
