import BoardModel
import ChecklistModel
import Foundation
import Testing
@testable import QuireCore

@MainActor
@Suite struct SessionFileOperationTests {
    private func savedChecklist(_ fixture: EngineFixture, name: String, items: [String]) async throws
        -> (DocumentSession, ChecklistDocument) {
        let session = try DocumentSession(newDocumentOf: EngineKinds.checklist, environment: fixture.environment)
        session.autosavesAutomatically = false
        let checklist = try #require(session.document(as: ChecklistDocument.self))
        session.edit { for item in items { checklist.addItem(title: item, undoManager: session.undoManager) } }
        try await session.save(to: fixture.file(name))
        return (session, checklist)
    }

    private func titles(_ url: URL) throws -> [String] {
        try JSONDecoder().decode(Checklist.self, from: bytes(url)).items.map(\.title)
    }

    @Test func renameKeepsTheExtensionAndRefusesATakenName() async throws {
        let fixture = EngineFixture()
        let (session, checklist) = try await savedChecklist(fixture, name: "Before.checklist", items: ["a"])
        let id = session.documentIdentifier
        try await session.rename(to: "After")
        let renamed = fixture.file("After.checklist")
        #expect(session.fileURL == renamed && session.displayName == "After.checklist")
        #expect(try fixture.listing() == ["After.checklist"])
        #expect(try titles(renamed) == ["a"])

        try Data("someone else's".utf8).write(to: fixture.file("Taken.checklist"))
        await expectDocumentError(.nameTaken) { try await session.rename(to: "Taken") }
        #expect(session.fileURL == renamed)
        #expect(try bytes(fixture.file("Taken.checklist")) == Data("someone else's".utf8))
        #expect(try titles(renamed) == ["a"])
        await expectDocumentError(.invalidName) { try await session.rename(to: "../Escape") }
        await expectDocumentError(.invalidName) { try await session.rename(to: "  ") }
        // A hidden temporary's name: the next cleanup beside the document would delete it.
        await expectDocumentError(.invalidName) { try await session.rename(to: TemporaryItem.prefix + "x-After.checklist") }
        #expect(try fixture.listing() == ["After.checklist", "Taken.checklist"])

        // Still the same document: saves go to the new name and its history continues.
        session.edit { checklist.addItem(title: "b", undoManager: session.undoManager) }
        try await session.save()
        #expect(try titles(renamed) == ["a", "b"])
        #expect(session.documentIdentifier == id)
        #expect(try await session.versions().count == 1)
        #expect(try fixture.listing() == ["After.checklist", "Taken.checklist"])
    }

    @Test func moveToAnotherFolder() async throws {
        let fixture = EngineFixture()
        let (session, checklist) = try await savedChecklist(fixture, name: "Mover.checklist", items: ["x"])
        let archive = fixture.documents.appendingPathComponent("Archive", isDirectory: true)
        try POSIX.makeDirectory(archive)
        try await session.move(to: archive)
        let moved = archive.appendingPathComponent("Mover.checklist")
        #expect(session.fileURL?.path == moved.path)
        #expect(try fixture.listing() == ["Archive"])
        #expect(try titles(moved) == ["x"])
        session.edit { checklist.addItem(title: "y", undoManager: session.undoManager) }
        try await session.save()
        #expect(try titles(moved) == ["x", "y"])

        // Moving onto an existing name is refused.
        let other = fixture.documents.appendingPathComponent("Other", isDirectory: true)
        try POSIX.makeDirectory(other)
        try Data("occupied".utf8).write(to: other.appendingPathComponent("Mover.checklist"))
        await expectDocumentError(.nameTaken) { try await session.move(to: other) }
        #expect(try bytes(other.appendingPathComponent("Mover.checklist")) == Data("occupied".utf8))
        #expect(session.fileURL?.path == moved.path)
    }

    /// Found by the crash matrix (issue 7): a move to another file system copies, and a copy carries no
    /// extended attributes, so the moved document lost its id — its history was no longer found, in
    /// the new process or the same one. The copy is stamped before it appears, and the history follows.
    @Test(.enabled(if: CrashWorld.sharedMemoryIsAnotherFileSystem))
    func moveToAnotherFileSystemKeepsTheHistory() async throws {
        let fixture = EngineFixture()
        let (session, checklist) = try await savedChecklist(fixture, name: "Far.checklist", items: ["x"])
        session.edit { checklist.addItem(title: "y", undoManager: session.undoManager) }
        try await session.save()
        let id = try #require(session.documentIdentifier)
        #expect(try await session.versions().count == 1)
        let elsewhere = TemporaryDirectory("quire-move", base: URL(fileURLWithPath: "/dev/shm"))
        try await session.move(to: elsewhere.url)
        let moved = elsewhere.file("Far.checklist")
        #expect(try titles(moved) == ["x", "y"])
        #expect(try fixture.listing().isEmpty)
        #expect(try await session.versions().count == 1)

        let reopened = try await DocumentSession.open(moved, kinds: EngineKinds.all, environment: fixture.environment)
        #expect(reopened.documentIdentifier == id)
        #expect(try await reopened.versions().count == 1)
    }

    @Test func duplicateIsAnUntitledCopyWithTheSameContent() async throws {
        let fixture = EngineFixture()
        let (session, checklist) = try await savedChecklist(fixture, name: "Original.checklist", items: ["one", "two"])
        checklist.addItem(title: "unsaved three", undoManager: session.undoManager)
        let copy = try await session.duplicate()
        #expect(copy.fileURL == nil)
        #expect(copy.displayName == "Original copy")
        #expect(copy.hasUnsavedChanges && copy.isEditable)
        let copied = try #require(copy.document(as: ChecklistDocument.self))
        #expect(copied !== checklist)
        #expect(copied.checklist.items == checklist.checklist.items, "current content, unsaved edits included")
        // Independent: editing the copy leaves the original alone.
        copied.addItem(title: "only in copy", undoManager: copy.undoManager)
        #expect(checklist.checklist.items.count == 3)
        #expect(try fixture.listing() == ["Original.checklist"], "nothing written beside the original")
        let saved = fixture.file("Copy.checklist")
        try await copy.save(to: saved)
        #expect(try titles(saved) == ["one", "two", "unsaved three", "only in copy"])
        #expect(copy.documentIdentifier != session.documentIdentifier)
    }

    @Test func exportWritesACopyWithoutChangingTheDocumentsFile() async throws {
        let fixture = EngineFixture()
        let (session, checklist) = try await savedChecklist(fixture, name: "Source.checklist", items: ["a"])
        let source = try #require(session.fileURL)
        session.edit { checklist.addItem(title: "b", undoManager: session.undoManager) }
        let exported = fixture.file("Exported.checklist")
        try await session.export(to: exported, as: .checklistDocument)
        #expect(try titles(exported) == ["a", "b"])
        #expect(session.fileURL == source && session.contentType == .checklistDocument)
        #expect(try titles(source) == ["a"], "the document's own file is unchanged")
        #expect(session.hasUnsavedChanges, "exporting is not saving")
        await expectDocumentError(.nameTaken) { try await session.export(to: exported, as: .checklistDocument) }
        await expectDocumentError(.unsupportedType) { try await session.export(to: fixture.file("x.png"), as: .png) }
        #expect(try fixture.listing() == ["Exported.checklist", "Source.checklist"])
    }

    @Test func boardExportWritesACopyAndLeavesTheDocumentAlone() async throws {
        let fixture = EngineFixture()
        let session = try DocumentSession(newDocumentOf: EngineKinds.board, environment: fixture.environment)
        let board = try #require(session.document(as: BoardDocument.self))
        board.addStroke(InkStroke(color: RGBAColor(red: 0, green: 0, blue: 1), width: 2, points: []), undoManager: session.undoManager)
        let url = fixture.file("Board.boardpkg")
        try await session.save(to: url)
        // PNG is an export type: the copy is written, the document keeps its own file and type.
        try await session.export(to: fixture.file("Board.png"), as: .png)
        #expect(session.fileURL == url && session.contentType == .boardPackage)
        #expect(try bytes(fixture.file("Board.png")).starts(with: [0x89, 0x50, 0x4E, 0x47]))
        #expect(try fixture.listing() == ["Board.boardpkg", "Board.png"], "no temporary left beside them")
    }

    @Test func revertToSavedDiscardsEdits() async throws {
        let fixture = EngineFixture()
        let (session, checklist) = try await savedChecklist(fixture, name: "Revert.checklist", items: ["kept"])
        session.edit { checklist.addItem(title: "dropped", undoManager: session.undoManager) }
        checklist.checklist.items[0].title = "renamed without undo"
        try await session.autosave()  // a saved document autosaves in place…
        session.edit { checklist.addItem(title: "also dropped", undoManager: session.undoManager) }
        #expect(session.hasUnsavedChanges)
        try await session.revertToSaved()
        #expect(checklist.checklist.items.map(\.title) == ["renamed without undo", "dropped"], "…so revert goes back to that")
        #expect(!session.hasUnsavedChanges)
        #expect(!session.undoManager.canUndo && !session.undoManager.canRedo)
        // And the document is still observed after the revert.
        checklist.checklist.items[0].title = "after revert"
        #expect(await settle { session.hasUnsavedChanges })
    }
}
