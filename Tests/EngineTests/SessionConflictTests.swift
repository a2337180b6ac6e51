import ChecklistModel
import Foundation
import NotesModel
import Testing
@testable import QuireCore
#if canImport(Glibc)
import Glibc
#endif

@MainActor
@Suite struct SessionConflictTests {
    /// A saved checklist ["ours-0"], opened fresh, with one unsaved edit ("ours-1").
    private func openEdited(_ fixture: EngineFixture, name: String = "Shared.checklist") async throws
        -> (DocumentSession, ChecklistDocument, URL) {
        let url = fixture.file(name)
        try Data(#"{"id":"6F3C3C1A-4C1E-4C5C-9E0B-111111111111","items":[{"id":"6F3C3C1A-4C1E-4C5C-9E0B-222222222222","isChecked":false,"title":"ours-0"}]}"#.utf8)
            .write(to: url)
        let session = try await DocumentSession.open(url, kinds: EngineKinds.all, environment: fixture.environment)
        session.autosavesAutomatically = false
        let checklist = try #require(session.document(as: ChecklistDocument.self))
        session.edit { checklist.addItem(title: "ours-1", undoManager: session.undoManager) }
        #expect(session.hasUnsavedChanges)
        return (session, checklist, url)
    }

    private static let theirs = Data(#"{"id":"6F3C3C1A-4C1E-4C5C-9E0B-111111111111","items":[{"id":"6F3C3C1A-4C1E-4C5C-9E0B-333333333333","isChecked":true,"title":"theirs"}]}"#.utf8)

    /// Another program writing into the file itself (truncate and write, same inode).
    private func writeInPlace(_ data: Data, to url: URL) throws {
        let fd = try POSIX.open(url, O_WRONLY | O_TRUNC)
        defer { POSIX.close(fd) }
        try POSIX.writeAll(fd, data, url: url)
    }

    /// A sync tool: a new file beside, renamed over (new inode).
    private func writeAndRename(_ data: Data, to url: URL) throws {
        let temporary = url.deletingLastPathComponent().appendingPathComponent(".sync-\(UUID().uuidString)")
        try data.write(to: temporary)
        try POSIX.rename(temporary, to: url)
    }

    private func draftItems(_ fixture: EngineFixture, for url: URL) throws -> [String]? {
        guard let draft = try fixture.drafts().first(where: { $0.originalURL?.path == url.path }) else { return nil }
        return try JSONDecoder().decode(Checklist.self, from: bytes(draft.contentURL)).items.map(\.title)
    }

    private func conflictCopies(_ fixture: EngineFixture) throws -> [String] {
        try fixture.listing().filter { $0.contains("conflicted copy") }
    }

    @Test(arguments: ["in place", "write and rename"])
    func explicitSaveKeepsTheirsAndOurs(foreignWrite: String) async throws {
        let fixture = EngineFixture()
        let (session, checklist, url) = try await openEdited(fixture)
        if foreignWrite == "in place" { try writeInPlace(Self.theirs, to: url) } else { try writeAndRename(Self.theirs, to: url) }

        let error = await expectDocumentError(.changedOnDisk) { try await session.save() }
        #expect(error?.url?.path == url.path)
        #expect(try bytes(url) == Self.theirs, "their version is untouched")
        let copy = try #require(error?.conflictCopyURL, "an explicit save keeps ours beside theirs")
        #expect(copy.deletingLastPathComponent().path == url.deletingLastPathComponent().path)
        #expect(copy.lastPathComponent.hasPrefix("Shared (conflicted copy ") && copy.pathExtension == "checklist")
        #expect(try JSONDecoder().decode(Checklist.self, from: bytes(copy)).items.map(\.title) == ["ours-0", "ours-1"])
        #expect(session.state == .changedOnDisk)
        #expect(session.hasUnsavedChanges)
        #expect(checklist.checklist.items.map(\.title) == ["ours-0", "ours-1"], "the open document keeps our edits")
        #expect(try draftItems(fixture, for: url) == ["ours-0", "ours-1"], "and so does a draft")
        #expect(try fixture.temporaries().isEmpty)
        #expect(try conflictCopies(fixture) == [copy.lastPathComponent])

        // Taking theirs: revert reads their version and drops our draft.
        try await session.revertToSaved()
        #expect(checklist.checklist.items.map(\.title) == ["theirs"])
        #expect(!session.hasUnsavedChanges)
        if case .saved = session.state {} else { Issue.record("state after revert: \(session.state)") }
        #expect(try fixture.drafts().isEmpty)
        // And saving works again, against their version.
        session.edit { checklist.addItem(title: "after", undoManager: session.undoManager) }
        try await session.save()
        #expect(try JSONDecoder().decode(Checklist.self, from: bytes(url)).items.map(\.title) == ["theirs", "after"])
    }

    @Test(arguments: ["in place", "write and rename"])
    func autosaveNeverOverwritesAndKeepsOursInADraft(foreignWrite: String) async throws {
        let fixture = EngineFixture()
        let (session, _, url) = try await openEdited(fixture)
        if foreignWrite == "in place" { try writeInPlace(Self.theirs, to: url) } else { try writeAndRename(Self.theirs, to: url) }

        await expectDocumentError(.changedOnDisk) { try await session.autosave() }
        #expect(try bytes(url) == Self.theirs)
        #expect(try conflictCopies(fixture).isEmpty, "autosave does not pile up conflict copies")
        #expect(try draftItems(fixture, for: url) == ["ours-0", "ours-1"])
        #expect(session.state == .changedOnDisk)
        #expect(try fixture.temporaries().isEmpty)

        // Later autosaves keep going to the draft, without touching their file.
        let checklist = try #require(session.document(as: ChecklistDocument.self))
        session.edit { checklist.addItem(title: "ours-2", undoManager: session.undoManager) }
        try await session.autosave()
        #expect(try bytes(url) == Self.theirs)
        #expect(try draftItems(fixture, for: url) == ["ours-0", "ours-1", "ours-2"])
        #expect(try fixture.drafts().count == 1)
    }

    @Test func sameSizeInPlaceEditWithRestoredTimestampIsStillAConflict() async throws {
        let fixture = EngineFixture()
        let (session, _, url) = try await openEdited(fixture)
        let original = try bytes(url)
        var sneaky = original
        let range = try #require(sneaky.range(of: Data("ours-0".utf8)))
        sneaky.replaceSubrange(range, with: Data("THEIRS".utf8))
        let before = try POSIX.status(url)
        try writeInPlace(sneaky, to: url)
        var times = [timespec(tv_sec: before.modificationSeconds, tv_nsec: before.modificationNanoseconds),
                     timespec(tv_sec: before.modificationSeconds, tv_nsec: before.modificationNanoseconds)]
        #expect(utimensat(AT_FDCWD, url.path, &times, 0) == 0)
        #expect(try POSIX.status(url).size == before.size)

        await expectDocumentError(.changedOnDisk) { try await session.save() }
        #expect(try bytes(url) == sneaky)
    }

    /// The issue's scenario: another process rewrites the file (write a temporary, rename it over)
    /// between our read and our autosave.
    @Test func anotherProcessRewritesTheFileBeforeOurAutosave() async throws {
        let fixture = EngineFixture()
        let url = fixture.file("Notes.txt")
        try Data("original line\n".utf8).write(to: url)
        let session = try await DocumentSession.open(url, kinds: EngineKinds.all, environment: fixture.environment)
        session.autosavesAutomatically = false
        let text = try #require(session.binding(for: TextDocument.self)).text
        text.wrappedValue = "original line\nour addition\n"
        await drainMainActor()
        #expect(session.hasUnsavedChanges)

        let script = "printf 'their rewrite\\n' > \"$1.tmp\" && mv \"$1.tmp\" \"$1\""
        let (status, output) = Process.runQuietly("/bin/sh", ["-c", script, "sh", url.path])
        #expect(status == 0, "\(output)")

        await expectDocumentError(.changedOnDisk) { try await session.autosave() }
        #expect(try String(decoding: bytes(url), as: UTF8.self) == "their rewrite\n", "not overwritten")
        let draft = try #require(try fixture.drafts().first { $0.originalURL?.path == url.path })
        #expect(try String(decoding: bytes(draft.contentURL), as: UTF8.self) == "original line\nour addition\n")
        #expect(session.state == .changedOnDisk)
        #expect(text.wrappedValue == "original line\nour addition\n")
        #expect(try fixture.listing() == ["Notes.txt"], "no temporaries or stray copies in the folder")

        // A new process (here: a fresh restore) finds both versions: theirs in the file, ours in the draft.
        let restored = try await DocumentSession.restore(draft, kinds: EngineKinds.all, environment: fixture.environment)
        #expect(restored.document(as: TextDocument.self)?.text == "original line\nour addition\n")
        #expect(restored.fileURL?.path == url.path && restored.hasUnsavedChanges)
    }
}
