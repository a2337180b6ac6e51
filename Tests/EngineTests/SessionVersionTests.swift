import ChecklistModel
import Foundation
import Testing
@testable import QuireCore

@MainActor
@Suite struct SessionVersionTests {
    @Test func savesKeepVersionsAndRestoringOneIsUndoable() async throws {
        let fixture = EngineFixture()
        let session = try DocumentSession(newDocumentOf: EngineKinds.checklist, environment: fixture.environment)
        session.autosavesAutomatically = false
        let checklist = try #require(session.document(as: ChecklistDocument.self))
        let url = fixture.file("History.checklist")

        var contents: [Data] = []
        for title in ["first", "second", "third"] {
            session.edit { checklist.addItem(title: title, undoManager: session.undoManager) }
            if session.fileURL == nil { try await session.save(to: url) } else { try await session.save() }
            contents.append(try bytes(url))
        }
        #expect(session.documentIdentifier != nil)

        let versions = try await session.versions()
        #expect(versions.count >= 2)
        #expect(versions == versions.sorted { $0.date > $1.date }, "newest first")
        // The versions are the first two saves, with their sizes.
        let kept = try versions.map { try bytes($0.contentURL) }
        #expect(kept.contains(contents[0]) && kept.contains(contents[1]))
        #expect(!kept.contains(contents[2]), "the current version is the file itself")
        for version in versions { #expect(version.size == Int64(try bytes(version.contentURL).count)) }

        let oldest = try #require(versions.last)
        #expect(try bytes(oldest.contentURL) == contents[0])
        try await session.restore(oldest)
        #expect(try bytes(url) == contents[0])
        #expect(checklist.checklist.items.map(\.title) == ["first"], "the open document shows the restored version")
        #expect(!session.hasUnsavedChanges)
        #expect(try fixture.temporaries().isEmpty)

        // The version it replaced is kept, so restoring can be undone by restoring that one.
        let after = try await session.versions()
        let replaced = try #require(try after.first { try bytes($0.contentURL) == contents[2] })
        try await session.restore(replaced)
        #expect(try bytes(url) == contents[2])
        #expect(checklist.checklist.items.map(\.title) == ["first", "second", "third"])

        // And the document stays saveable afterwards (its identity was updated).
        session.edit { checklist.addItem(title: "fourth", undoManager: session.undoManager) }
        try await session.save()
        #expect(try JSONDecoder().decode(Checklist.self, from: bytes(url)).items.map(\.title) == ["first", "second", "third", "fourth"])
    }

    @Test func versionsFollowTheDocumentAcrossSessions() async throws {
        let fixture = EngineFixture()
        let session = try DocumentSession(newDocumentOf: EngineKinds.checklist, environment: fixture.environment)
        let checklist = try #require(session.document(as: ChecklistDocument.self))
        let url = fixture.file("Across.checklist")
        checklist.addItem(title: "v1", undoManager: session.undoManager)
        try await session.save(to: url)
        checklist.addItem(title: "v2", undoManager: session.undoManager)
        try await session.save()

        let reopened = try await DocumentSession.open(url, kinds: EngineKinds.all, environment: fixture.environment)
        #expect(reopened.documentIdentifier == session.documentIdentifier)
        let versions = try await reopened.versions()
        #expect(versions.count == 1)
        #expect(try versions.first.map { try JSONDecoder().decode(Checklist.self, from: bytes($0.contentURL)).items.map(\.title) } == ["v1"])
    }
}
