import ChecklistModel
import Foundation
import Testing
#if canImport(Glibc)
import Glibc
#endif
@testable import QuireCore

@MainActor
@Suite struct SessionReadOnlyTests {
    private static let content = Data(#"{"id":"0A1B2C3D-0000-4000-8000-000000000001","items":[{"id":"0A1B2C3D-0000-4000-8000-000000000002","isChecked":false,"title":"keep me"}]}"#.utf8)

    /// Opens `url` expecting a read-only session; editing and saving must leave the file alone.
    private func expectReadOnly(_ url: URL, kinds: [DocumentKind], fixture: EngineFixture) async throws {
        let status = try POSIX.status(url)
        let session = try await DocumentSession.open(url, kinds: kinds, environment: fixture.environment)
        session.autosavesAutomatically = false
        #expect(!session.isEditable)
        #expect(session.document(as: ChecklistDocument.self)?.checklist.items.map(\.title) == ["keep me"])
        let error = await expectDocumentError(.readOnly) { try await session.save() }
        #expect(error?.url?.path == url.path)
        await expectDocumentError(.readOnly) { try await session.rename(to: "Other") }
        #expect(try bytes(url) == Self.content)
        #expect(try POSIX.status(url) == status, "not even touched")
    }

    @Test func aReadOnlyFileOpensReadOnly() async throws {
        let fixture = EngineFixture()
        let url = fixture.file("Locked.checklist")
        try Self.content.write(to: url)
        #expect(chmod(url.path, 0o444) == 0)
        try await expectReadOnly(url, kinds: EngineKinds.all, fixture: fixture)
    }

    @Test func aFileInAReadOnlyFolderOpensReadOnly() async throws {
        let fixture = EngineFixture()
        let folder = fixture.documents.appendingPathComponent("Locked", isDirectory: true)
        try POSIX.makeDirectory(folder)
        let url = folder.appendingPathComponent("Inside.checklist")
        try Self.content.write(to: url)
        #expect(chmod(folder.path, 0o555) == 0)
        // Tests run as root, for whom access(2) says every folder is writable: the mode bits decide.
        #expect(!DocumentLocation.isWritable(url))
        try await expectReadOnly(url, kinds: EngineKinds.all, fixture: fixture)
    }

    @Test func aViewerKindOpensReadOnly() async throws {
        let fixture = EngineFixture()
        let url = fixture.file("Viewed.checklist")
        try Self.content.write(to: url)
        let viewer = DocumentKind.viewer(ChecklistDocument.self) { _, _ in ChecklistDocument() }
        #expect(!viewer.isEditor && viewer.writableContentTypes.isEmpty)
        try await expectReadOnly(url, kinds: [viewer], fixture: fixture)
        #expect(throws: DocumentError.self) { try DocumentSession(newDocumentOf: viewer, environment: fixture.environment) }
    }

    @Test func editsToAReadOnlyFileAutosaveToADraftAndCanBeSavedElsewhere() async throws {
        let fixture = EngineFixture()
        let url = fixture.file("Locked.checklist")
        try Self.content.write(to: url)
        #expect(chmod(url.path, 0o444) == 0)
        let session = try await DocumentSession.open(url, kinds: EngineKinds.all, environment: fixture.environment)
        session.autosavesAutomatically = false
        let checklist = try #require(session.document(as: ChecklistDocument.self))
        checklist.addItem(title: "mine", undoManager: session.undoManager)
        try await session.autosave()
        #expect(try bytes(url) == Self.content)
        let draft = try #require(try fixture.drafts().first)
        #expect(draft.originalURL?.path == url.path)

        let copy = fixture.file("Unlocked.checklist")
        try await session.save(to: copy)
        #expect(session.fileURL == copy && session.isEditable && !session.hasUnsavedChanges)
        #expect(try JSONDecoder().decode(Checklist.self, from: bytes(copy)).items.map(\.title) == ["keep me", "mine"])
        #expect(try bytes(url) == Self.content)
        #expect(try fixture.drafts().isEmpty)
    }

    /// ramfs has no user extended attributes (ENOTSUP), where the document id normally lives.
    @Test func savingWhereExtendedAttributesAreUnsupportedStillWorks() async throws {
        let mountPoint = TemporaryDirectory("quire-engine-ramfs")
        let (status, output) = Process.runQuietly("/bin/mount", ["-t", "ramfs", "ramfs", mountPoint.url.path])
        guard status == 0 else { try Test.cancel("No ramfs here: \(output)") }
        defer { Process.runQuietly("/bin/umount", [mountPoint.url.path]) }
        let fixture = EngineFixture()
        let session = try DocumentSession(newDocumentOf: EngineKinds.checklist, environment: fixture.environment)
        let checklist = try #require(session.document(as: ChecklistDocument.self))
        checklist.addItem(title: "on ramfs", undoManager: session.undoManager)
        let url = mountPoint.url.appendingPathComponent("Plain.checklist")
        try await session.save(to: url)
        checklist.addItem(title: "again", undoManager: session.undoManager)
        try await session.save()
        #expect(try JSONDecoder().decode(Checklist.self, from: bytes(url)).items.map(\.title) == ["on ramfs", "again"])
        #expect(try POSIX.directoryEntries(mountPoint.url) == ["Plain.checklist"])
    }
}

@MainActor
@Suite struct SessionRestoredDraftTests {
    @Test func aRestoredDraftOfAReadOnlyFileStaysReadOnly() async throws {
        let fixture = EngineFixture()
        let url = fixture.file("Locked.checklist")
        let content = Data(#"{"id":"0A1B2C3D-0000-4000-8000-000000000001","items":[]}"#.utf8)
        try content.write(to: url)
        #expect(chmod(url.path, 0o444) == 0)
        let session = try await DocumentSession.open(url, kinds: EngineKinds.all, environment: fixture.environment)
        session.autosavesAutomatically = false
        try #require(session.document(as: ChecklistDocument.self)).addItem(title: "mine", undoManager: session.undoManager)
        try await session.autosave()

        let draft = try #require(try fixture.drafts().first)
        let restored = try await DocumentSession.restore(draft, kinds: EngineKinds.all, environment: fixture.environment)
        #expect(restored.fileURL?.path == url.path)
        #expect(!restored.isEditable, "the original is still read-only")
        await expectDocumentError(.readOnly) { try await restored.save() }
        #expect(try bytes(url) == content)
        #expect(restored.document(as: ChecklistDocument.self)?.checklist.items.map(\.title) == ["mine"])
    }
}
