import ChecklistModel
import Foundation
import NotesModel
import Testing
@testable import QuireCore
#if canImport(Glibc)
import Glibc
#endif

/// `checkForChangesOnDisk()`: what a window's file monitor asks when the file changes under it.
@MainActor
@Suite struct SessionDiskChangeTests {
    private func openNote(_ fixture: EngineFixture, _ text: String = "ours") async throws -> (DocumentSession, URL) {
        let url = fixture.file("Note.txt")
        try Data(text.utf8).write(to: url)
        let session = try await DocumentSession.open(url, kinds: EngineKinds.all, environment: fixture.environment)
        session.autosavesAutomatically = false
        return (session, url)
    }

    private func text(_ session: DocumentSession) -> String? { session.document(as: TextDocument.self)?.text }

    @Test func ourOwnSavesAndAnUntouchedFileAreNoChange() async throws {
        let fixture = EngineFixture()
        let (session, url) = try await openNote(fixture)
        #expect(await session.checkForChangesOnDisk() == false)
        try #require(session.binding(for: TextDocument.self)).text.wrappedValue = "ours, edited"
        await drainMainActor()
        try await session.save()
        #expect(await session.checkForChangesOnDisk() == false)
        if case .saved = session.state {} else { Issue.record("state: \(session.state)") }
        // A metadata-only change (chmod) of a small file is not a content change.
        try POSIX.setPermissions(url, 0o600)
        #expect(await session.checkForChangesOnDisk() == false)
    }

    @Test func anotherProgramsWriteShowsChangedOnDiskAndKeepsOurEditsInADraft() async throws {
        let fixture = EngineFixture()
        let (session, url) = try await openNote(fixture)
        try #require(session.binding(for: TextDocument.self)).text.wrappedValue = "ours, unsaved"
        await drainMainActor()
        #expect(session.hasUnsavedChanges)
        try Data("theirs".utf8).write(to: url)  // Foundation's write: a new file renamed over

        #expect(await session.checkForChangesOnDisk())
        #expect(session.state == .changedOnDisk)
        #expect(try bytes(url) == Data("theirs".utf8), "nothing is written to their file")
        #expect(text(session) == "ours, unsaved")
        let draft = try #require(try fixture.drafts().first { $0.originalURL?.path == url.path })
        #expect(try bytes(draft.contentURL) == Data("ours, unsaved".utf8))
        // Asked again, nothing new happens (the banner is already up).
        #expect(await session.checkForChangesOnDisk() == false)

        // Keep Mine writes ours over theirs (theirs kept as a version).
        try await session.saveReplacingChangesOnDisk()
        #expect(try bytes(url) == Data("ours, unsaved".utf8))
        #expect(await session.checkForChangesOnDisk() == false)
        #expect(try await session.versions().contains { (try? bytes($0.contentURL)) == Data("theirs".utf8) })
    }

    @Test func aCleanDocumentChangedInPlaceReloadsOnRevert() async throws {
        let fixture = EngineFixture()
        let (session, url) = try await openNote(fixture)
        let fd = try POSIX.open(url, O_WRONLY | O_TRUNC)
        try POSIX.writeAll(fd, Data("their edit".utf8), url: url)
        POSIX.close(fd)

        #expect(await session.checkForChangesOnDisk())
        #expect(session.state == .changedOnDisk)
        #expect(try fixture.drafts().isEmpty, "no edits of ours to keep")
        try await session.revertToSaved()
        #expect(text(session) == "their edit")
        #expect(await session.checkForChangesOnDisk() == false)
    }

    @Test func untitledDocumentsHaveNothingToCheck() async throws {
        let fixture = EngineFixture()
        let session = try DocumentSession(newDocumentOf: EngineKinds.notes, environment: fixture.environment)
        #expect(await session.checkForChangesOnDisk() == false)
        #expect(session.state == .untitled)
    }
}
