import ChecklistModel
import Foundation
import Testing
@testable import QuireCore

/// "Keep Mine" in a document window's changed-on-disk banner: `saveReplacingChangesOnDisk()` writes our document over
/// the version another program wrote, keeping theirs among the document's versions.
@MainActor
@Suite struct SessionSaveAnywayTests {
    private static func checklist(_ titles: [String]) throws -> Data {
        try JSONEncoder().encode(Checklist(items: titles.map { ChecklistItem(title: $0) }))
    }

    @Test func keepMineReplacesTheirVersionAndKeepsItAsAVersion() async throws {
        let fixture = EngineFixture()
        let url = fixture.file("Shared.checklist")
        try Self.checklist(["ours-0"]).write(to: url)
        let session = try await DocumentSession.open(url, kinds: EngineKinds.all, environment: fixture.environment)
        session.autosavesAutomatically = false
        let document = try #require(session.document(as: ChecklistDocument.self))
        session.edit { document.addItem(title: "ours-1", undoManager: session.undoManager) }

        // Another program replaces the file; our save finds out.
        let theirs = try Self.checklist(["theirs"])
        let temporary = fixture.file(".sync-tmp")
        try theirs.write(to: temporary)
        try POSIX.rename(temporary, to: url)
        await expectDocumentError(.changedOnDisk) { try await session.autosave() }
        #expect(session.state == .changedOnDisk)
        #expect(try bytes(url) == theirs)

        try await session.saveReplacingChangesOnDisk()
        let saved = try JSONDecoder().decode(Checklist.self, from: bytes(url))
        #expect(saved.items.map(\.title) == ["ours-0", "ours-1"])
        #expect(!session.hasUnsavedChanges)
        if case .saved = session.state {} else { Issue.record("state after Keep Mine: \(session.state)") }
        #expect(try fixture.drafts().isEmpty, "the draft kept during the conflict is gone")
        let versions = try await session.versions()
        let kept = try versions.map { try bytes($0.contentURL) }
        #expect(kept.contains(theirs), "their version is kept")
        #expect(try fixture.temporaries().isEmpty)

        // Saving goes on normally against our version.
        session.edit { document.addItem(title: "ours-2", undoManager: session.undoManager) }
        try await session.save()
        #expect(try JSONDecoder().decode(Checklist.self, from: bytes(url)).items.count == 3)
    }

    @Test func keepMineNeedsAFileAndAnEditableDocument() async throws {
        let fixture = EngineFixture()
        let untitled = try DocumentSession(newDocumentOf: EngineKinds.checklist, environment: fixture.environment)
        await expectDocumentError(.notFound) { try await untitled.saveReplacingChangesOnDisk() }
    }
}
