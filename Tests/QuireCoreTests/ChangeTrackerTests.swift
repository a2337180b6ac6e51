import Testing
@testable import QuireCore

/// `ChangeTracker`: dirty by undo state or untracked change; a save marks clean only its snapshot.
struct ChangeTrackerTests {
    @Test func undoingBackToTheSavedStateIsClean() {
        var changes = ChangeTracker()
        #expect(!changes.hasUnsavedChanges)
        changes.undoStateChanged(to: 1)
        #expect(changes.hasUnsavedChanges)
        changes.undoStateChanged(to: 0)
        #expect(!changes.hasUnsavedChanges)
    }

    @Test func anEditMadeWhileASaveRunsStaysUnsaved() {
        var changes = ChangeTracker()
        changes.undoStateChanged(to: 1)
        let snapshot = changes.snapshot(stateID: 1)
        changes.undoStateChanged(to: 2)
        changes.didSave(snapshot)
        #expect(changes.hasUnsavedChanges)
        // Undoing that edit returns to what the save wrote.
        changes.undoStateChanged(to: 1)
        #expect(!changes.hasUnsavedChanges)
    }

    @Test func anUntrackedChangeMadeWhileASaveRunsStaysUnsaved() {
        var changes = ChangeTracker()
        changes.noteUntrackedChange()
        let before = changes.snapshot(stateID: 0)
        changes.noteUntrackedChange()
        changes.didSave(before)
        #expect(changes.hasUnsavedChanges)
        changes.didSave(changes.snapshot(stateID: 0))
        #expect(!changes.hasUnsavedChanges)
    }

    @Test func readingTheFileMakesWhateverTheUndoManagerHoldsClean() {
        var changes = ChangeTracker()
        changes.undoStateChanged(to: 5)
        changes.noteUntrackedChange()
        changes.reset(to: 5)
        #expect(!changes.hasUnsavedChanges)
    }
}
