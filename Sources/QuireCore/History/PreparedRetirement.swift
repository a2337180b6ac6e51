import Foundation

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
/// Sendable: everything it owns (the folder, the record's descriptor) is the slot's. Ownership moves
/// whole from the save's preparation step to its retire step (or to `discard`).
final class PreparedRetirement: Sendable {
    let documentID: String
    /// The document's history folder's entries before the slot was renamed.
    let names: [String]
    let id: String
    let destination: URL
    /// Renamed to this version's staging name; its descriptor is the written `version.json`.
    let slot: VersionSlot
    let record: VersionRecord

    init(documentID: String, names: [String], id: String, destination: URL, slot: VersionSlot, record: VersionRecord) {
        self.documentID = documentID
        self.names = names
        self.id = id
        self.destination = destination
        self.slot = slot
        self.record = record
    }

    /// The document's history folder (the slot's).
    var directory: URL { slot.directory }
    var staging: StagingDirectory { slot.staging }

    /// The record's descriptor, open for the flush after the swap, which the caller now owns.
    func takeRecordDescriptor() -> Int32 { slot.takeRecordDescriptor() }

    /// Removes the staging folder (unused), and the document's history folder when that leaves it
    /// empty (`VersionSlot.discard`).
    func discard() { slot.discard() }
}
