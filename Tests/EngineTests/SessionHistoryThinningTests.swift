import Foundation
import NotesModel
import Synchronization
import Testing
@testable import QuireCore
#if canImport(Glibc)
import Glibc
#endif

/// Thinning the history runs after a save, in the background (`HistoryThinning`): the save returns
/// without waiting for it, a save made while it runs is neither held up nor confused by it, it still
/// removes what the policy says, and closing the session waits for it.
@MainActor
@Suite struct SessionHistoryThinningTests {
    /// A note whose history holds two versions older than a day, one of ten minutes ago, and the
    /// versions of the note's first two saves; thinning drops everything older than a day but the
    /// newest. Returns the environment with that policy, the note and the old versions' ids.
    func noteWithOldVersions(_ fixture: EngineFixture) async throws -> (DocumentEnvironment, URL, Set<String>) {
        var environment = fixture.environment
        environment.versionThinning = ThinningPolicy(maximumAge: 86_400)
        let url = fixture.file("Note.txt")
        let creator = try DocumentSession(newDocumentOf: EngineKinds.notes, environment: environment)
        creator.autosavesAutomatically = false
        let note = try #require(creator.binding(for: TextDocument.self))
        note.wrappedValue.text = "zero"
        try await creator.save(to: url)
        note.wrappedValue.text = "one"
        try await creator.save()
        #expect(try await creator.close { _ in .discard })
        let id = try #require(creator.documentIdentifier)

        let store = VersionStore(root: environment.versionsDirectory)
        let scratch = fixture.root.file("old.txt")
        var doomed: Set<String> = []
        for (age, text) in [(3 * 86_400.0, "three days"), (2 * 86_400.0, "two days"), (600.0, "ten minutes")] {
            try Data(text.utf8).write(to: scratch)
            let version = try store.retire(scratch, documentID: id, date: Date(timeIntervalSinceNow: -age),
                                           contentType: "public.plain-text")
            if age > 86_400 { doomed.insert(version.id) }
        }
        #expect(try store.versions(documentID: id).count == 4)
        return (environment, url, doomed)
    }

    func text(_ url: URL) throws -> String { String(decoding: try Data(contentsOf: url), as: UTF8.self) }

    func historyFolder(_ environment: DocumentEnvironment, _ session: DocumentSession) throws -> URL {
        environment.versionsDirectory.appendingPathComponent(try #require(session.documentIdentifier), isDirectory: true)
    }

    /// Polls (deadline 60 s) until `condition` holds.
    func until(_ what: String, _ condition: () -> Bool) async throws {
        let deadline = ContinuousClock.now + .seconds(60)
        while !condition() {
            try #require(ContinuousClock.now < deadline, "never: \(what)")
            try await Task.sleep(for: .microseconds(200))
        }
    }

    /// The save returns, its state reported, while its thinning is held before it removes anything;
    /// a save made while the thinning is held halfway (one old version gone, one to go) completes with
    /// the right content and history; the versions list stays whole meanwhile; released, the thinning
    /// removes exactly the versions the policy drops, leaves nothing hidden behind, and a version it
    /// removed can no longer be restored (a clean `notFound`, the note untouched).
    @Test func aSaveReturnsBeforeItsThinningAndASaveDuringItIsUnaffected() async throws {
        let fixture = EngineFixture()
        let (environment, url, doomed) = try await noteWithOldVersions(fixture)
        let session = try await DocumentSession.open(url, kinds: [EngineKinds.notes], environment: environment)
        session.autosavesAutomatically = false
        let note = try #require(session.binding(for: TextDocument.self))
        let before = try await session.versions()
        let doomedVersion = try #require(before.first { doomed.contains($0.id) })

        let removing = DispatchSemaphore(value: 0), release = DispatchSemaphore(value: 0)
        let removals = Mutex(0)
        session.willRemoveVersion = { _ in
            // Held at the second removal: the first old version is gone, the second still listed.
            if removals.withLock({ $0 += 1; return $0 }) == 2 {
                removing.signal()
                release.wait()
            }
        }
        // A watchdog, so a save that waits for the thinning fails the test instead of hanging it.
        let releasedByWatchdog = Mutex(false)
        let watchdog = Task.detached {
            try await Task.sleep(for: .seconds(120))
            releasedByWatchdog.withLock { $0 = true }
            release.signal()
        }

        note.wrappedValue.text = "two"
        try await session.save()
        guard case .saved = session.state else { Issue.record("not saved: \(session.state)"); return }
        let thinning = try #require(session.thinning)
        #expect(!thinning.isDone, "the save waited for its thinning")
        #expect(try text(url) == "two")

        await Task.detached { removing.wait() }.value
        #expect(!thinning.isDone)
        // Half thinned: the list skips the removed version and shows the rest.
        let during = try await session.versions()
        #expect(during.count == before.count)  // one old version gone, "one" kept by this save
        #expect(Set(during.map(\.id)).intersection(doomed).count == 1)
        #expect(try during.contains { try text($0.contentURL) == "one" })

        note.wrappedValue.text = "three"
        try await session.save()
        #expect(!releasedByWatchdog.withLock { $0 }, "the save waited for the thinning")
        #expect(!thinning.isDone)
        #expect(try text(url) == "three")
        let reopened = try await DocumentSession.open(url, kinds: [EngineKinds.notes], environment: environment)
        #expect(reopened.binding(for: TextDocument.self)?.wrappedValue.text == "three")
        #expect(try await session.versions().count == before.count + 1)

        watchdog.cancel()
        release.signal()
        await thinning.wait()
        #expect(removals.withLock { $0 } == 2)
        let after = try await session.versions()
        #expect(Set(after.map(\.id)).isDisjoint(with: doomed))
        #expect(try after.map { try text($0.contentURL) } == ["two", "one", "zero", "ten minutes"])
        #expect(try fixture.temporaries(historyFolder(environment, session)).isEmpty)

        await #expect(throws: DocumentError.self) { try await session.restore(doomedVersion) }
        #expect(try text(url) == "three")
        #expect(try await session.close { _ in .discard })
    }

    /// Closing the session waits for a thinning its save started: once `close` returns the versions
    /// the policy drops are gone and nothing of the removal is left.
    @Test func closingWaitsForTheThinning() async throws {
        let fixture = EngineFixture()
        let (environment, url, doomed) = try await noteWithOldVersions(fixture)
        let session = try await DocumentSession.open(url, kinds: [EngineKinds.notes], environment: environment)
        session.autosavesAutomatically = false
        let release = DispatchSemaphore(value: 0)
        session.willRemoveVersion = { _ in release.wait() }
        session.binding(for: TextDocument.self)?.wrappedValue.text = "two"
        try await session.save()
        let thinning = try #require(session.thinning)

        let closed = Mutex(false)
        let closing = Task { @MainActor in
            let result = try await session.close { _ in .discard }
            closed.withLock { $0 = true }
            return result
        }
        try await until("close waits for the thinning") { thinning.hasWaiters }
        #expect(!closed.withLock { $0 })
        release.signal()
        release.signal()
        #expect(try await closing.value)
        #expect(thinning.isDone)
        let store = VersionStore(root: environment.versionsDirectory)
        let left = try store.versions(documentID: try #require(session.documentIdentifier))
        #expect(Set(left.map(\.id)).isDisjoint(with: doomed))
        #expect(left.count == 3)
        #expect(try fixture.temporaries(historyFolder(environment, session)).isEmpty)
    }

    /// Thinning runs once per `thinningInterval`: the session's later saves start none.
    @Test func laterSavesOfTheSessionStartNoThinning() async throws {
        let fixture = EngineFixture()
        let (environment, url, _) = try await noteWithOldVersions(fixture)
        let session = try await DocumentSession.open(url, kinds: [EngineKinds.notes], environment: environment)
        session.autosavesAutomatically = false
        let note = try #require(session.binding(for: TextDocument.self))
        note.wrappedValue.text = "two"
        try await session.save()
        let first = try #require(session.thinning)
        await first.wait()
        note.wrappedValue.text = "three"
        try await session.save()
        #expect(session.thinning === first)
        #expect(try await session.close { _ in .discard })
    }
}
