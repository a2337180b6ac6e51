import ChecklistModel
import Foundation
import NotesModel
import Testing
@testable import QuireCore

@MainActor
@Suite struct SessionDirtyTrackingTests {
    private func savedChecklist(_ fixture: EngineFixture, items: [String]) async throws -> (DocumentSession, ChecklistDocument) {
        let session = try DocumentSession(newDocumentOf: EngineKinds.checklist, environment: fixture.environment)
        session.autosavesAutomatically = false
        let checklist = try #require(session.document(as: ChecklistDocument.self))
        session.edit { for title in items { checklist.addItem(title: title, undoManager: session.undoManager) } }
        try await session.save(to: fixture.file("List-\(UUID().uuidString.prefix(6)).checklist"))
        return (session, checklist)
    }

    @Test func undoDrivesDirtyStateLikeNSDocument() async throws {
        let fixture = EngineFixture()
        let (session, checklist) = try await savedChecklist(fixture, items: ["a"])
        #expect(!session.hasUnsavedChanges)

        session.edit { checklist.addItem(title: "b", undoManager: session.undoManager) }
        #expect(session.hasUnsavedChanges)
        try await session.save()
        #expect(!session.hasUnsavedChanges)

        session.edit { checklist.addItem(title: "c", undoManager: session.undoManager) }
        #expect(session.hasUnsavedChanges)
        session.undoManager.undo()
        #expect(checklist.checklist.items.map(\.title) == ["a", "b"])
        #expect(!session.hasUnsavedChanges, "undoing back to the saved state is clean")
        session.undoManager.redo()
        #expect(session.hasUnsavedChanges)
        session.undoManager.undo()
        #expect(!session.hasUnsavedChanges)

        // Undo past the save point, then a new change: dirty (a change count would say clean here).
        session.undoManager.undo()
        #expect(checklist.checklist.items.map(\.title) == ["a"])
        #expect(session.hasUnsavedChanges)
        session.edit { checklist.addItem(title: "z", undoManager: session.undoManager) }
        #expect(checklist.checklist.items.map(\.title) == ["a", "z"])
        #expect(session.hasUnsavedChanges)
        // The state the file holds can no longer be reached by undo or redo.
        #expect(!session.undoManager.canRedo)
    }

    @Test func editsInTheCurrentTurnCountBeforeTheTurnEnds() async throws {
        let fixture = EngineFixture()
        let (session, checklist) = try await savedChecklist(fixture, items: ["a"])
        let url = try #require(session.fileURL)
        // Implicit grouping: the group is still open; an autosave taken right now must see the edit.
        checklist.addItem(title: "now", undoManager: session.undoManager)
        try await session.autosave()
        let onDisk = try JSONDecoder().decode(Checklist.self, from: bytes(url))
        #expect(onDisk.items.map(\.title) == ["a", "now"])
        #expect(!session.hasUnsavedChanges)
        await drainMainActor()
        #expect(!session.hasUnsavedChanges)
        session.undoManager.undo()
        #expect(checklist.checklist.items.map(\.title) == ["a"])
        #expect(session.hasUnsavedChanges)
    }

    @Test func observableChangeWithoutUndoStillMarksDirtyAndAutosaves() async throws {
        let fixture = EngineFixture()
        let (session, checklist) = try await savedChecklist(fixture, items: ["first", "second"])
        let url = try #require(session.fileURL)
        #expect(!session.hasUnsavedChanges)

        // Set directly: no undo registration at all.
        checklist.checklist.items[0].title = "renamed behind undo's back"
        #expect(await settle { session.hasUnsavedChanges }, "the Observation hook must notice the change")
        #expect(session.undoManager.undoActionName == "Add “second”", "no undo action was added")
        try await session.autosave()
        #expect(!session.hasUnsavedChanges)
        #expect(try JSONDecoder().decode(Checklist.self, from: bytes(url)).items[0].title == "renamed behind undo's back")

        // Re-armed after the save, and again after a second one.
        checklist.checklist.items[1].isChecked = true
        #expect(await settle { session.hasUnsavedChanges })
        try await session.save()
        checklist.checklist.items.removeLast()
        #expect(await settle { session.hasUnsavedChanges })
        try await session.save()
        #expect(try JSONDecoder().decode(Checklist.self, from: bytes(url)).items.map(\.title) == ["renamed behind undo's back"])
    }

    @Test func untrackedChangeIsAutosavedByTheTimer() async throws {
        let fixture = EngineFixture(autosaveDelay: .milliseconds(20))
        let session = try DocumentSession(newDocumentOf: EngineKinds.checklist, environment: fixture.environment)
        let checklist = try #require(session.document(as: ChecklistDocument.self))
        checklist.addItem(title: "a", undoManager: session.undoManager)
        let url = fixture.file("Timer.checklist")
        try await session.save(to: url)
        checklist.checklist.items[0].title = "changed"
        let saved = try await poll {
            try JSONDecoder().decode(Checklist.self, from: bytes(url)).items.first?.title == "changed"
        }
        #expect(saved, "the autosave timer must write an edit that registered no undo")
        #expect(await poll { !session.hasUnsavedChanges })
    }

    @Test func typingBurstsCoalesceIntoOneUndoAction() async throws {
        let fixture = EngineFixture()
        let session = try DocumentSession(newDocumentOf: EngineKinds.notes, environment: fixture.environment)
        session.autosavesAutomatically = false
        // Bursts end after a second of quiet; a loaded test machine can pause that long between two
        // "keystrokes", so the window is widened: what's under test is which edits share an action.
        try #require(session.model as? FileDocumentModel<TextDocument>).coalescingInterval = .seconds(3600)
        let text = try #require(session.binding(for: TextDocument.self)).text
        try await session.save(to: fixture.file("Burst.txt"))
        #expect(!session.hasUnsavedChanges)

        // A burst within one turn.
        for word in ["H", "He", "Hel", "Hell", "Hello"] { text.wrappedValue = word }
        #expect(session.undoManager.undoActionName == "Typing")
        await drainMainActor()
        #expect(session.hasUnsavedChanges)
        session.undoManager.undo()
        #expect(text.wrappedValue == "")
        #expect(!session.undoManager.canUndo, "one burst, one undo action")
        #expect(!session.hasUnsavedChanges, "undone back to the saved (empty) text")

        // A burst spread over several turns (keystrokes are separate events).
        for word in ["a", "ab", "abc"] {
            text.wrappedValue = word
            await drainMainActor()
        }
        #expect(session.hasUnsavedChanges)
        session.undoManager.undo()
        #expect(text.wrappedValue == "")
        #expect(!session.undoManager.canUndo)
        await drainMainActor()
        #expect(!session.hasUnsavedChanges, "undone back to the saved text, so clean")
        session.undoManager.redo()
        #expect(text.wrappedValue == "abc" && session.hasUnsavedChanges)
    }

    @Test func aSaveEndsTheTypingBurst() async throws {
        let fixture = EngineFixture()
        let session = try DocumentSession(newDocumentOf: EngineKinds.notes, environment: fixture.environment)
        session.autosavesAutomatically = false
        let text = try #require(session.binding(for: TextDocument.self)).text
        let url = fixture.file("Mid.txt")
        text.wrappedValue = "x"
        await drainMainActor()
        try await session.save(to: url)
        #expect(!session.hasUnsavedChanges)

        // Typing on right after the save (well within the coalescing interval).
        text.wrappedValue = "xy"
        await drainMainActor()
        #expect(session.hasUnsavedChanges, "an edit after a save is never silently clean")
        session.undoManager.undo()
        #expect(text.wrappedValue == "x", "undo returns to the saved text, not to before the save")
        await drainMainActor()
        #expect(!session.hasUnsavedChanges)
        try await session.save()
        #expect(try String(decoding: bytes(url), as: UTF8.self) == "x")
    }
}
