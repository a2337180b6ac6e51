import BoardModel
import Foundation
import Synchronization
import Testing
@testable import QuireCore

/// `DocumentEnvironment.preparesNextPackageSave`: the session clones the next save's staging in the
/// background after an open or a save, the save uses it, and it never outlives the document's name,
/// the session or a change made by another program.
@MainActor
@Suite struct SessionPreparedStagingTests {
    func environment(_ fixture: EngineFixture) -> DocumentEnvironment {
        var environment = fixture.environment
        environment.preparesNextPackageSave = true
        return environment
    }

    /// A saved board of a few stickers at `name`, opened afresh with preparation on.
    func openBoard(_ fixture: EngineFixture, _ name: String = "Board.boardpkg", preparing: Bool = true) async throws
        -> (DocumentSession, URL) {
        let url = fixture.file(name)
        do {
            let session = try DocumentSession(newDocumentOf: EngineKinds.board, environment: fixture.environment)
            session.autosavesAutomatically = false
            let board = try #require(session.document(as: BoardDocument.self))
            session.edit {
                for index in 0..<5 {
                    board.addSticker(PlacedSticker(imagePNG: fakePNG(index), position: CodablePoint(x: Double(index), y: 0)),
                                     undoManager: session.undoManager)
                }
            }
            try await session.save(to: url)
        }
        let session = try await DocumentSession.open(url, kinds: [EngineKinds.board],
                                                     environment: preparing ? environment(fixture) : fixture.environment)
        session.autosavesAutomatically = false
        return (session, url)
    }

    func move(_ session: DocumentSession, by dx: Double) throws {
        let board = try #require(session.document(as: BoardDocument.self))
        let sticker = try #require(board.board.stickers.first)
        session.edit {
            board.placeSticker(id: sticker.id, position: CodablePoint(x: sticker.position.x + dx, y: 0),
                               undoManager: session.undoManager)
        }
    }

    @Test func openingAndSavingPrepareTheNextSavesStaging() async throws {
        let fixture = EngineFixture()
        let (session, url) = try await openBoard(fixture)
        #expect(await session.waitForPreparedPackageStaging().isReady)
        let staging = try #require(try fixture.temporaries().first)
        let preparedRoot = try inode(fixture.documents.appendingPathComponent(staging).appendingPathComponent(url.lastPathComponent))

        try move(session, by: 10)
        try await session.save()
        // The save swapped in the tree prepared for it, and a new one is prepared for the next save.
        #expect(try inode(url) == preparedRoot)
        #expect(await session.waitForPreparedPackageStaging().isReady)
        #expect(try fixture.temporaries().count == 1)
        // Prepared in the folder the save built in (handed over, not removed and made again): a new tree.
        let next = try #require(try fixture.temporaries().first)
        #expect(next == staging)
        let nextRoot = try inode(fixture.documents.appendingPathComponent(next).appendingPathComponent(url.lastPathComponent))
        #expect(nextRoot != preparedRoot)
        #expect(try POSIX.directoryEntries(fixture.documents.appendingPathComponent(next)) == [".quire-exchange", url.lastPathComponent])

        // The outgoing version was kept (its folder, name and record prepared during the save's first
        // flush round), and the next saves keep more.
        #expect(try await session.versions().count == 1)
        #expect(await session.waitForPreparedPackageStaging().isReady)
        try move(session, by: 10)
        try await session.save()
        let versions = try await session.versions()
        #expect(versions.count == 2 && versions[0].date >= versions[1].date)
        try move(session, by: -10)
        try await session.save()
        #expect(try await session.versions().count == 3)
        #expect(await session.waitForPreparedPackageStaging().isReady)

        let reopened = try await DocumentSession.open(url, kinds: [EngineKinds.board], environment: fixture.environment)
        let board = try #require(reopened.document(as: BoardDocument.self))
        #expect(board.board.stickers.count == 5)
        #expect(board.board.stickers.first?.position.x == 10)
        // Opening elsewhere (another window, another process) leaves a live preparation alone.
        #expect(try fixture.temporaries().count == 1)

        #expect(try await session.close { _ in .discard })
        #expect(try fixture.temporaries().isEmpty)
        #expect(try fixture.listing() == ["Board.boardpkg"])
    }

    /// The preparation after a save is stuck on its thread (as a `SCHED_IDLE` thread is while the machine
    /// is busy; an ordinary user's process may not raise it): the next save does not wait for it, clones
    /// the board itself and keeps the outgoing version; what the stuck preparation makes is removed, the
    /// one after it is used by the following save, and closing leaves nothing.
    @Test func aSaveDoesNotWaitForAPreparationStuckOnItsThread() async throws {
        let fixture = EngineFixture()
        let (session, url) = try await openBoard(fixture)
        #expect(await session.waitForPreparedPackageStaging().isReady)
        let entered = DispatchSemaphore(value: 0), release = DispatchSemaphore(value: 0)
        session.stagingReserve.setBeforePreparing { entered.signal(); release.wait() }
        try move(session, by: 10)
        try await session.save()
        await Task.detached { entered.wait() }.value
        session.stagingReserve.setBeforePreparing(nil)
        // A watchdog, so a save that waits fails the test instead of hanging it.
        let releasedByWatchdog = Mutex(false)
        let watchdog = Task.detached {
            try await Task.sleep(for: .seconds(120))
            releasedByWatchdog.withLock { $0 = true }
            release.signal()
        }

        try move(session, by: 10)
        try await session.save()
        #expect(!releasedByWatchdog.withLock { $0 }, "the save waited for the stuck preparation")
        watchdog.cancel()
        if !releasedByWatchdog.withLock({ $0 }) { release.signal() }
        #expect(try await session.versions().count == 2)
        let reopened = try await DocumentSession.open(url, kinds: [EngineKinds.board], environment: fixture.environment)
        #expect(try #require(reopened.document(as: BoardDocument.self)).board.stickers.first?.position.x == 20)

        // The stuck one's clone is dropped; the next is of the board as saved, and the next save takes it.
        #expect(await session.waitForPreparedPackageStaging().isReady)
        #expect(try fixture.temporaries().count == 1)
        let staging = try #require(try fixture.temporaries().first)
        let preparedRoot = try inode(fixture.documents.appendingPathComponent(staging).appendingPathComponent(url.lastPathComponent))
        try move(session, by: 10)
        try await session.save()
        #expect(try inode(url) == preparedRoot)
        #expect(try await session.versions().count == 3)
        #expect(try await session.close { _ in .discard })
        #expect(try fixture.temporaries().isEmpty)
        #expect(try fixture.listing() == ["Board.boardpkg"])
    }

    @Test func aChangeByAnotherProgramAfterPreparingIsStillAConflict() async throws {
        let fixture = EngineFixture()
        let (session, url) = try await openBoard(fixture)
        #expect(await session.waitForPreparedPackageStaging().isReady)
        // Another program edits a sticker in place (the prepared clone shares its inode).
        let stickers = url.appendingPathComponent("stickers")
        let sticker = stickers.appendingPathComponent(try #require(try POSIX.directoryEntries(stickers).first))
        let handle = try FileHandle(forWritingTo: sticker)
        try handle.seekToEnd()
        try handle.write(contentsOf: Data("theirs".utf8))
        try handle.close()
        let theirs = try Data(contentsOf: sticker)

        try move(session, by: 5)
        await #expect { try await session.save() } throws: { error in
            (error as? DocumentError)?.code == .changedOnDisk
        }
        #expect(session.state == .changedOnDisk)
        #expect(try Data(contentsOf: sticker) == theirs)
        #expect(try await session.close { _ in .discard })
        #expect(try fixture.temporaries().isEmpty)
    }

    @Test func renamingMovesThePreparationWithTheDocument() async throws {
        let fixture = EngineFixture()
        let (session, _) = try await openBoard(fixture)
        #expect(await session.waitForPreparedPackageStaging().isReady)
        try await session.rename(to: "Renamed")
        #expect(await session.waitForPreparedPackageStaging().isReady)
        let hidden = try fixture.temporaries()
        #expect(hidden.count == 1)
        #expect(hidden.allSatisfy { TemporaryItem.belongs($0, to: "Renamed.boardpkg") })

        try move(session, by: 3)
        try await session.save()
        let renamed = fixture.file("Renamed.boardpkg")
        let reopened = try await DocumentSession.open(renamed, kinds: [EngineKinds.board], environment: fixture.environment)
        #expect(try #require(reopened.document(as: BoardDocument.self)).board.stickers.first?.position.x == 3)
        #expect(try await session.close { _ in .discard })
        #expect(try fixture.listing() == ["Renamed.boardpkg"])
    }

    @Test func withoutTheSettingNothingIsLeftBesideTheDocument() async throws {
        let fixture = EngineFixture()
        let (session, _) = try await openBoard(fixture, preparing: false)
        try move(session, by: 1)
        try await session.save()
        #expect(await session.waitForPreparedPackageStaging().isReady == false)
        #expect(try fixture.temporaries().isEmpty)
    }
}
