import Foundation
#if canImport(Glibc)
import Glibc
#endif

extension SafeSave {
    /// Saves a single-file document.
    ///
    /// 1. Creates an empty temporary file (0600) with the document's name inside a hidden private folder
    ///    beside the document (0700), and calls `write` with its URL; `write` fills it by any means (it
    ///    may also replace it, e.g. `Data.write(options: .atomic)`, or leave other files beside it).
    /// 2. Gives it the original's owner (best effort) and mode (or 0666 less umask), and fsyncs it.
    /// 3. Checks `expectation` against the disk (see `Expectation`, `ConflictPolicy`).
    /// 4. Calls `beforeReplace` with the current document's URL, if one exists (the version store
    ///    hard-links the outgoing version there); an error from it cancels the save.
    /// 5. rename(2)s the temporary over the document (renameat2(RENAME_NOREPLACE) for `.absent`) and
    ///    fsyncs the folder.
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
        beforeReplace: ((URL) throws -> Void)? = nil
    ) async throws -> FileIdentity {
        let target = try DocumentPath.resolve(url)
        // The temporary lives in a private hidden folder beside the document, under the document's own
        // name: whatever the writer creates next to it (Foundation's atomic write leaves `.dat.nosync*`
        // files there when killed) stays inside, and `cleanLeftovers` removes the folder as one item.
        // 0700/0600: nobody else may read the new version while it is incomplete.
        let staging = TemporaryItem.url(beside: target)
        let temporary = staging.appendingPathComponent(target.lastPathComponent)
        let privateItems = [staging, target]
        func failure(_ error: any Error, _ operation: String) -> DocumentError {
            DocumentError.duringSave(error, document: url, privateItems: privateItems, operation: operation)
        }

        if let existing = try POSIX.statusIfPresent(target), existing.isDirectory {
            throw DocumentError(.nameTaken, url: url, detail: "A folder is in the way")
        }
        do {
            try POSIX.makeDirectory(staging, mode: 0o700)
        } catch {
            throw failure(error, "creating a temporary folder beside it")
        }
        // After the rename (or a conflict copy) the folder is empty; after a failure it holds the rest.
        defer { try? POSIX.removeTree(staging) }
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
            if let beforeReplace, try POSIX.statusIfPresent(target) != nil { try beforeReplace(target) }
        } catch {
            throw failure(error, "keeping the previous version")
        }

        do {
            if expectation == .absent {
                try POSIX.renameNoReplace(temporary, to: target)
            } else {
                try POSIX.rename(temporary, to: target)
            }
        } catch {
            throw failure(error, "replacing it with the new version")
        }
        // The rename has happened: the save stands. A failing folder fsync (EIO) cannot be undone here,
        // and reporting failure would tell the caller the old version is still there when it is not.
        try? POSIX.fsyncDirectory(target.deletingLastPathComponent())
        // fstat after the rename: rename(2) moves ctime, and the next save compares against this. fstat
        // on an open descriptor does not fail in practice; if it did, `unknown` makes the next save
        // report a conflict instead of overwriting blindly.
        return (try? FileIdentity.identity(ofOpenFile: fd, digest: digest, url: url)) ?? .unknown
    }

    /// `replaceFile(at:expecting:…)` with `.unchanged(expected)`, or `.absent` when `expected` is nil.
    @discardableResult
    package static func replaceFile(
        at url: URL,
        expected: FileIdentity?,
        onConflict: ConflictPolicy = .keepCopy,
        write: (URL) async throws -> Void,
        beforeReplace: ((URL) throws -> Void)? = nil
    ) async throws -> FileIdentity {
        try await replaceFile(at: url, expecting: Expectation(expected), onConflict: onConflict, write: write, beforeReplace: beforeReplace)
    }
}
