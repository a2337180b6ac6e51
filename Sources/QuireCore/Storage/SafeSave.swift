import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// The one path every document save takes to disk (design points 1–3): the new version is built beside
/// the document under a hidden temporary name, flushed, checked against what we last knew of the disk,
/// and swapped in atomically, so a crash at any instant leaves the old version or the new one, never a
/// mix, and a failed save leaves the original byte-identical with no temporary behind.
///
/// - `replaceFile` for a document that is one file;
/// - `replacePackage` for a package directory, optionally pre-filled with hard links to the current
///   version so an incremental writer only writes what changed;
/// - both swap with renameat2(RENAME_EXCHANGE) and verify what came out (`swap`), so a writer racing
///   us between check and swap causes a conflict, never a lost version;
/// - `cleanLeftovers` removes what a crashed save left beside a document, never a save in progress.
///
/// Every failure is a `DocumentError` naming the document. Calls for one document must not overlap
/// (the session serialises them); calls for different documents may run concurrently.
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
    }

    /// What happens to the new version when the document changed on disk since we last knew it.
    package enum ConflictPolicy: Sendable, Equatable {
        /// Keep it as a visible sibling, “Name (conflicted copy YYYY-MM-DD HHMMSS).ext”, reported as the
        /// error's `conflictCopyURL`: both versions are kept (explicit saves).
        case keepCopy
        /// Drop it (autosave, which puts unsaved work into drafts instead of piling up copies).
        case discard
    }

    /// Removes hidden temporaries (files and save folders) that crashed saves left beside `url`. Call
    /// it when opening a document. Saves in progress in other processes hold a lock on their folder and
    /// are left alone. A version a crash left in the middle of a swap is handed to `retire` when it is the
    /// document's previous version, and kept as a conflict copy when it is a third writer's (see
    /// `SaveFolder`). Best effort; never throws. Returns how many temporaries were removed.
    @discardableResult
    package static func cleanLeftovers(for url: URL, retire: ((URL) -> Void)? = nil) -> Int {
        let target = (try? DocumentPath.resolve(url)) ?? url
        return SaveFolder.removeAbandoned(for: target, retire: retire)
    }

    /// After a swap: fsyncs the document's folder, together with whatever `deferred` holds (the kept
    /// version's record and folders: one round instead of several, see `DeferredSync`). Best effort —
    /// the swap has happened and the save stands whatever this reports.
    static func syncFolder(of target: URL, with deferred: DeferredSync?) {
        let folder = target.deletingLastPathComponent()
        if let deferred {
            deferred.flush(withDirectory: folder)
        } else {
            try? POSIX.fsyncDirectory(folder)
        }
    }

    /// For tests: runs between the identity check and the swap, where a third writer could strike.
    @TaskLocal static var beforeSwap: (@Sendable (URL) throws -> Void)?

    /// Checks `expectation` against the disk before the swap (the cheap early answer; the swap itself
    /// verifies again, see `swap`). On a conflict the new version at `ours` is moved to a conflict copy
    /// (or left for the caller to remove) and `changedOnDisk` thrown.
    static func check(
        _ expectation: Expectation, target: URL, document: URL, ours: URL, onConflict: ConflictPolicy
    ) throws {
        switch expectation {
        case .anything:
            return
        case .absent:
            if try POSIX.statusIfPresent(target) != nil {
                throw DocumentError(.nameTaken, url: document, detail: "Something was created at this name while saving")
            }
        case .unchanged(let identity):
            if try identity.matchesDisk(at: target) { return }
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
