import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// The part of keeping a save's outgoing version that does not need the version itself, done before
/// the save's swap (`VersionStore.prepareRetirement`): while the save's first round of flushes waits
/// on the device, instead of after the exchange, on the save's critical path.
///
/// It holds the document's history listing, the new version's name and date, and its staging folder
/// — the `VersionSlot` made in the background, renamed to the staging name of this version, with
/// `version.json` written (the record comes first, then the content arrives whole by one rename: the
/// order `VersionStore.retire(…, consuming:)` keeps anyway). `retire(…, prepared:)` then only moves the
/// content in and the folder into place. Until then the folder is an ordinary, locked version staging
/// folder without content: a crash leaves it to `VersionStore.removeAbandoned` (no content, so
/// removed); a save that fails before its swap discards it.
///
/// `@unchecked Sendable`: it owns a `StagingDirectory` and a descriptor. Ownership moves whole from
/// the save's preparation step to its retire step (or to `discard`); no two tasks use it at once.
final class PreparedRetirement: @unchecked Sendable {
    let documentID: String
    /// The document's history folder, and its entries before the slot was renamed.
    let directory: URL
    let names: [String]
    let id: String
    let destination: URL
    let staging: StagingDirectory
    let record: VersionRecord
    /// The written `version.json`, open for the flush after the swap; -1 once taken.
    private var recordDescriptor: Int32

    init(documentID: String, directory: URL, names: [String], id: String, destination: URL, staging: StagingDirectory,
         record: VersionRecord, recordDescriptor: Int32) {
        self.documentID = documentID
        self.directory = directory
        self.names = names
        self.id = id
        self.destination = destination
        self.staging = staging
        self.record = record
        self.recordDescriptor = recordDescriptor
    }

    /// The record's descriptor, which the caller now owns (closes or hands on).
    func takeRecordDescriptor() -> Int32 {
        defer { recordDescriptor = -1 }
        return recordDescriptor
    }

    /// Removes the staging folder (unused), and the document's history folder when that leaves it
    /// empty (see `VersionStore.removeIfEmpty`).
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
