/// Whether a document differs from its file, and what a save may mark clean.
///
/// Changes are tracked by the undo manager's document state: every new change gets a fresh id, undo
/// and redo return to the ids around it, so undoing back to the saved state is clean again — and,
/// unlike a change count, undoing past it and making a new change is not. Edits that register no
/// undo (an `@Observable` property set directly, say) are untracked changes, counted by generation so
/// a save knows whether one happened while it wrote.
///
/// Invariant: a save marks clean only what its snapshot held. An edit made while the write runs
/// stays unsaved, so `didSave(_:)` takes the `Snapshot` taken before the write, not the state after.
struct ChangeTracker {
    /// The undo manager's document state id now and at the last save (or read).
    private var currentStateID: UInt64 = 0
    private var savedStateID: UInt64 = 0
    /// An edit that registered no undo happened since the last save.
    private var hasUntrackedChanges = false
    /// Bumped by every untracked change.
    private var untrackedGeneration = 0

    /// What a save writes: the state the document is in when its content is snapshotted.
    struct Snapshot {
        fileprivate let stateID: UInt64
        fileprivate let untrackedGeneration: Int
    }

    /// True when the document differs from its file (or, untitled, has any edits).
    var hasUnsavedChanges: Bool { currentStateID != savedStateID || hasUntrackedChanges }

    /// The undo manager's state moved (a change, an undo or a redo).
    mutating func undoStateChanged(to stateID: UInt64) {
        currentStateID = stateID
    }

    /// A change neither the undo manager nor the saved file knows about: an untracked edit, or content
    /// that is not on disk as this document (a template's, a duplicate's, a restored draft's).
    mutating func noteUntrackedChange() {
        untrackedGeneration += 1
        hasUntrackedChanges = true
    }

    /// The state to hand to `didSave(_:)` once the write of the content taken now succeeded.
    func snapshot(stateID: UInt64) -> Snapshot {
        Snapshot(stateID: stateID, untrackedGeneration: untrackedGeneration)
    }

    /// The snapshot's content is on disk: that state is the saved one; untracked changes made while
    /// it was written stay unsaved.
    mutating func didSave(_ snapshot: Snapshot) {
        savedStateID = snapshot.stateID
        if untrackedGeneration == snapshot.untrackedGeneration { hasUntrackedChanges = false }
    }

    /// The document was (re)read from its file: whatever the undo manager is at is clean.
    mutating func reset(to stateID: UInt64) {
        currentStateID = stateID
        savedStateID = stateID
        hasUntrackedChanges = false
    }
}
