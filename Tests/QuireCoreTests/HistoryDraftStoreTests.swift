import Foundation
import Testing
@testable import QuireCore

@Suite struct HistoryDraftStoreTests {
    let dir = TemporaryDirectory("quire-drafts")
    var root: URL { dir.file("data/org.example.Notes/drafts") }

    func info(_ name: String = "Untitled 2", original: URL? = nil) -> DraftInfo {
        DraftInfo(contentTypeIdentifier: "public.plain-text", displayName: name,
                  created: Date(timeIntervalSince1970: 1_700_000_000), modified: Date(timeIntervalSince1970: 1_700_000_100.5),
                  originalURL: original, creationSourceID: "template.blank")
    }

    /// What a document writer does: a plain `Data.write`, default (umask) permissions.
    func text(_ text: String) -> (URL) throws -> Void {
        { url in try Data(text.utf8).write(to: url) }
    }

    @Test func draftComesBackInANewProcessView() async throws {
        let id = DraftStore.makeID()
        let original = URL(fileURLWithPath: "/home/ada/Read Only/notes.txt")
        try await DraftStore(root: root).save(draftID: id, info: info(original: original), write: text("unsaved words"))

        let fresh = DraftStore(root: root)  // as after a crash and relaunch
        let drafts = try fresh.list()
        #expect(drafts.map(\.id) == [id])
        #expect(drafts.first?.info == info(original: original))
        #expect(try Data(contentsOf: fresh.contentURL(of: id)) == Data("unsaved words".utf8))
        let record = try String(contentsOf: root.appendingPathComponent("\(id)/draft.json"), encoding: .utf8)
        #expect(record.contains("\"displayName\" : \"Untitled 2\""))
        #expect(record.contains("\"draftID\" : \"\(id)\""))
    }

    /// A replacement killed between its two renames on a drive without RENAME_EXCHANGE left the old
    /// draft aside as `<id>.previous` and nothing under its id: the next listing puts it back. One
    /// whose replacement arrived is removed.
    @Test func aDraftSetAsideByAKilledReplacementIsPutBack() async throws {
        let id = DraftStore.makeID()
        let store = DraftStore(root: root)
        try await store.save(draftID: id, info: info(), write: text("older words"))
        let draft = root.appendingPathComponent(id)
        let aside = root.appendingPathComponent("\(id).previous")
        try POSIX.rename(draft, to: aside)
        #expect(try store.list().map(\.id) == [id])
        #expect(try Data(contentsOf: store.contentURL(of: id)) == Data("older words".utf8))
        #expect(try POSIX.directoryEntries(root) == [id])

        try HardLinkClone.clone(draft, to: aside)
        #expect(try store.list().map(\.id) == [id])
        #expect(try POSIX.directoryEntries(root) == [id], "the finished replacement's leftover is removed")
    }

    @Test func everythingIsPrivate() async throws {
        let id = DraftStore.makeID()
        let store = DraftStore(root: root)
        try await store.save(draftID: id, info: info()) { url in
            try POSIX.makeDirectory(url, mode: 0o755)
            try Data("a".utf8).write(to: url.appendingPathComponent("a.json"))
            chmod(url.appendingPathComponent("a.json").path, 0o644)
        }
        #expect(try POSIX.status(root).permissions == 0o700)
        let draft = root.appendingPathComponent(id)
        #expect(try POSIX.status(draft).permissions == 0o700)
        #expect(try POSIX.status(draft.appendingPathComponent("draft.json")).permissions == 0o600)
        #expect(try POSIX.status(draft.appendingPathComponent("content")).permissions == 0o700)
        #expect(try POSIX.status(draft.appendingPathComponent("content/a.json")).permissions == 0o600)
        // A drafts folder someone loosened is tightened again on the next save.
        chmod(root.path, 0o755)
        try await store.save(draftID: id, info: info(), write: text("b"))
        #expect(try POSIX.status(root).permissions == 0o700)
    }

    @Test func saveReplacesTheWholeDraftAtomically() async throws {
        let id = DraftStore.makeID()
        let store = DraftStore(root: root)
        try await store.save(draftID: id, info: info()) { url in
            try POSIX.makeDirectory(url)
            try Data("old".utf8).write(to: url.appendingPathComponent("old-only"))
        }
        let before = try POSIX.status(root.appendingPathComponent(id))
        try await store.save(draftID: id, info: info("Untitled 3")) { url in
            try POSIX.makeDirectory(url)
            try Data("new".utf8).write(to: url.appendingPathComponent("new-only"))
        }
        let draft = try store.draft(id: id)
        #expect(draft.info.displayName == "Untitled 3")
        #expect(try POSIX.directoryEntries(draft.contentURL) == ["new-only"])
        #expect(try POSIX.status(root.appendingPathComponent(id)).inode != before.inode)
        #expect(try POSIX.directoryEntries(root) == [id])  // no staging folder or old draft left behind

        // A writer that fails leaves the previous draft exactly as it was.
        await #expect(throws: DocumentError.self) {
            try await store.save(draftID: id, info: info("Broken")) { url in
                try Data("partial".utf8).write(to: url)
                throw DocumentError(.diskFull, url: url)
            }
        }
        #expect(try store.draft(id: id).info.displayName == "Untitled 3")
        #expect(try POSIX.directoryEntries(root) == [id])
        // So does one that writes nothing.
        await #expect(throws: DocumentError.self) { try await store.save(draftID: id, info: info(), write: { _ in }) }
        #expect(try POSIX.directoryEntries(root) == [id])
    }

    @Test func discardedDraftDisappears() async throws {
        let store = DraftStore(root: root)
        let keep = DraftStore.makeID(), drop = DraftStore.makeID()
        try await store.save(draftID: keep, info: info("Keep"), write: text("k"))
        try await store.save(draftID: drop, info: info("Drop"), write: text("d"))
        try store.discard(draftID: drop)
        #expect(try DraftStore(root: root).list().map(\.id) == [keep])
        #expect(try POSIX.directoryEntries(root) == [keep])
        try store.discard(draftID: drop)  // already gone: fine
        #expect(throws: DocumentError.self) { try store.contentURL(of: drop) }
    }

    @Test func halfWrittenStagingFromACrashIsIgnoredAndCleaned() async throws {
        let store = DraftStore(root: root)
        let id = DraftStore.makeID()
        try await store.save(draftID: id, info: info(), write: text("committed"))
        // A crash mid-save: a staging folder with partial content and no lock holder.
        let leftover = root.appendingPathComponent(TemporaryItem.prefix + "crash-" + id)
        try POSIX.makeDirectory(leftover, mode: 0o700)
        try Data("half".utf8).write(to: leftover.appendingPathComponent("content"))
        // A save in progress in another process: locked, so it must be left alone.
        let inProgress = try StagingDirectory(beside: root.appendingPathComponent(DraftStore.makeID()))

        let fresh = DraftStore(root: root)
        let listing = try fresh.listing()
        #expect(listing.drafts.map(\.id) == [id])
        #expect(listing.problems.isEmpty)
        #expect(try Data(contentsOf: fresh.contentURL(of: id)) == Data("committed".utf8))
        #expect(try POSIX.statusIfPresent(leftover) == nil)
        #expect(try POSIX.statusIfPresent(inProgress.url) != nil)
        inProgress.discard()
    }

    @Test func garbageIsReportedNeverFatalAndNeverDeleted() async throws {
        let store = DraftStore(root: root)
        let good = DraftStore.makeID()
        try await store.save(draftID: good, info: info(), write: text("fine"))
        let corrupt = DraftStore.makeID()
        try await store.save(draftID: corrupt, info: info(), write: text("still someone's work"))
        try Data("{ \"format\": 1, \"draftID\": ".utf8).write(to: root.appendingPathComponent("\(corrupt)/draft.json"))
        let noRecord = root.appendingPathComponent(DraftStore.makeID())
        try POSIX.makeDirectory(noRecord)
        let mismatched = DraftStore.makeID()
        try await store.save(draftID: mismatched, info: info(), write: text("x"))
        let record = try String(contentsOf: root.appendingPathComponent("\(mismatched)/draft.json"), encoding: .utf8)
        try Data(record.replacingOccurrences(of: mismatched, with: good).utf8).write(to: root.appendingPathComponent("\(mismatched)/draft.json"))
        try Data("stray".utf8).write(to: root.appendingPathComponent("stray.txt"))
        try POSIX.makeDirectory(root.appendingPathComponent("not a valid id"))

        let listing = try DraftStore(root: root).listing()
        #expect(listing.drafts.map(\.id) == [good])
        #expect(listing.problems.count == 4)
        #expect(listing.problems.allSatisfy { $0.code == .corrupt || $0.code == .notFound || $0.code == .invalidName })
        let corruptProblem = try #require(listing.problems.first { $0.url?.path.contains(corrupt) == true })
        #expect(corruptProblem.code == .corrupt)
        #expect(corruptProblem.url?.lastPathComponent == "draft.json")
        // Unreadable drafts stay on disk until discarded.
        #expect(try POSIX.statusIfPresent(root.appendingPathComponent("\(corrupt)/content")) != nil)
        try store.discard(draftID: corrupt)
        #expect(try DraftStore(root: root).listing().problems.count == 3)
    }

    @Test func hostileIDsAreRefused() async throws {
        let store = DraftStore(root: root)
        for id in ["", "..", "../x", "a/b", String(repeating: "a", count: 65)] {
            await #expect(throws: DocumentError.self) { try await store.save(draftID: id, info: info(), write: text("x")) }
            #expect(throws: DocumentError.self) { try store.discard(draftID: id) }
        }
        #expect(try store.list().isEmpty)
    }
}
