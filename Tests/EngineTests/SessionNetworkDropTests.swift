import ChecklistModel
import Foundation
import QuireTestDrives
import Testing
@testable import QuireCore
#if canImport(Glibc)
import Glibc
#endif

/// Issue 19, item 5: the link of a network drive drops in the middle of a save. sshfs to a throwaway
/// sshd stands in for GVfs' sftp and smb mounts; the save is held just before its swap
/// (`SafeSave.beforeSwap`) while the sshd is killed, so the drop lands there every time. The save fails
/// saying which drive and why, the file on the server is byte for byte what it was, the edits are in
/// a draft, and once the drive is back the draft is offered and saves.
@MainActor
@Suite(.serialized, .enabled(if: TestDrive.available([.sshfs]), "needs root, /dev/fuse, sshfs and sshd"))
struct SessionNetworkDropTests {
    @Test func aLinkDroppedMidSaveKeepsTheOriginalAndTheEditsInADraft() async throws {
        let fixture = EngineFixture()
        let drive = try TestDrive(.sshfs)
        let url = drive.mountPoint.appendingPathComponent("Trip.checklist")
        let onServer = try #require(drive.serverFolder).appendingPathComponent("Trip.checklist")
        let session = try DocumentSession(newDocumentOf: EngineKinds.checklist, environment: fixture.environment)
        session.autosavesAutomatically = false
        add(session, "passport")
        try await session.save(to: url)
        let saved = try Data(contentsOf: onServer)

        add(session, "tickets")
        let error = try await #require(throws: DocumentError.self) {
            try await SafeSave.$beforeSwap.withValue({ _ in try drive.drop() }) { try await session.save() }
        }
        #expect(error.code == .ioFailure)
        #expect(error.errno == ENOTCONN)
        #expect(error.message.contains("The connection to the sshfs drive holding “\(drive.mountPoint.path)” was lost"),
                "\(error.message)")
        #expect(try Data(contentsOf: onServer) == saved, "the file on the server is untouched")
        #expect(try FileManager.default.contentsOfDirectory(atPath: onServer.deletingLastPathComponent().path)
            .filter { !$0.hasPrefix(".quire-tmp-") } == ["Trip.checklist"])
        #expect(session.hasUnsavedChanges)
        #expect(try fixture.drafts().contains { $0.originalURL?.path == url.path }, "the edits are in a draft")

        // The drive comes back: the draft is offered for the document, and saves there.
        try drive.reconnect()
        let offered = try DocumentSession.recoverableDrafts(environment: fixture.environment)
        let draft = try #require(offered.first { $0.originalURL?.path == url.path })
        let restored = try await DocumentSession.restore(draft, kinds: EngineKinds.all, environment: fixture.environment)
        #expect(titles(restored) == ["passport", "tickets"])
        try await restored.save()
        let reopened = try await DocumentSession.open(url, kinds: EngineKinds.all, environment: fixture.environment)
        #expect(titles(reopened) == ["passport", "tickets"])
        #expect(try FileManager.default.contentsOfDirectory(atPath: onServer.deletingLastPathComponent().path) == ["Trip.checklist"],
                "what the dropped save left on the server went with the next open")
    }

    private func add(_ session: DocumentSession, _ title: String) {
        let checklist = session.document(as: ChecklistDocument.self)
        session.edit { _ = checklist?.addItem(title: title, undoManager: session.undoManager) }
    }

    private func titles(_ session: DocumentSession) -> [String]? {
        session.document(as: ChecklistDocument.self)?.checklist.items.map(\.title)
    }
}
