import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// A version folder made ahead of the save that fills it: a locked staging folder in the document's
/// history, `.quire-tmp-<random>-pending/`, holding an empty `version.json` kept open.
///
/// `VersionStore.prepareSlot` makes it in the background (with the next package save's staging), so
/// that keeping the version a save replaces creates no folder and no file: on ext4 without a journal
/// each new inode is a search of the inode bitmap that skips every inode deleted in the last minute,
/// reading the inode table for each (docs/PERFORMANCE.md, seventh pass). `VersionStore.retire(…,
/// slot:)` first renames it to the staging name of the version it will become — from then on it is
/// an ordinary version staging folder, with ordinary crash recovery — then writes the record and
/// moves the content in.
///
/// Until then it is nothing: a crash leaves an unlocked staging folder named for no version, which
/// `VersionStore.removeAbandoned` removes like any abandoned staging folder.
///
/// `@unchecked Sendable`: it owns a `StagingDirectory` and a descriptor. Ownership moves whole from
/// the preparation to the save that uses it (or to `discard`); no two tasks use it at once.
final class VersionSlot: @unchecked Sendable {
    /// The document's history folder the slot is in.
    let directory: URL
    let staging: StagingDirectory
    /// The open, empty `version.json` in it; -1 once taken.
    private(set) var recordDescriptor: Int32

    /// The name slots are made for: not a version name, so a leftover is never taken for a version.
    static let pendingName = "pending"

    init(directory: URL) throws {
        self.directory = directory
        staging = try StagingDirectory(beside: directory.appendingPathComponent(Self.pendingName))
        let record = staging.url.appendingPathComponent(VersionStore.recordName)
        do {
            recordDescriptor = try POSIX.open(record, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW, mode: 0o600)
        } catch {
            staging.discard()
            throw error
        }
    }

    /// The record's descriptor, which the caller now owns (closes or hands on).
    func takeRecordDescriptor() -> Int32 {
        defer { recordDescriptor = -1 }
        return recordDescriptor
    }

    /// Removes the slot (unused), and the document's history folder when that leaves it empty (see
    /// `VersionStore.removeIfEmpty`).
    func discard() {
        if recordDescriptor >= 0 { POSIX.close(recordDescriptor) }
        recordDescriptor = -1
        staging.discard()
        VersionStore.removeIfEmpty(directory)
    }

    deinit {
        if recordDescriptor >= 0 { POSIX.close(recordDescriptor) }
    }
}
