import BoardModel
import Foundation
import Testing
@testable import QuireCore

/// A package document saved in place again and again, as the apps save: each save stages a clone of
/// the saved package beside it, keeps the outgoing version, and leaves nothing beside the document —
/// after a rename too — and a change made by another program between saves is a conflict.
@MainActor
@Suite struct SessionPackageInPlaceTests {
    /// A saved board of a few stickers at `name`, opened afresh.
    func openBoard(_ fixture: EngineFixture, _ name: String = "Board.boardpkg") async throws -> (DocumentSession, URL) {
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
        let session = try await DocumentSession.open(url, kinds: [EngineKinds.board], environment: fixture.environment)
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

    @Test func eachSaveKeepsTheOutgoingVersionAndLeavesNothingBeside() async throws {
        let fixture = EngineFixture()
        let (session, url) = try await openBoard(fixture)
        let saved = try inode(url)
        try move(session, by: 10)
        try await session.save()
        #expect(try inode(url) != saved)
        #expect(try fixture.temporaries().isEmpty)
        #expect(try await session.versions().count == 1)
        try move(session, by: 10)
        try await session.save()
        let versions = try await session.versions()
        #expect(versions.count == 2 && versions[0].date >= versions[1].date)
        try move(session, by: -10)
        try await session.save()
        #expect(try await session.versions().count == 3)
        #expect(try fixture.temporaries().isEmpty)

        let reopened = try await DocumentSession.open(url, kinds: [EngineKinds.board], environment: fixture.environment)
        let board = try #require(reopened.document(as: BoardDocument.self))
        #expect(board.board.stickers.count == 5)
        #expect(board.board.stickers.first?.position.x == 10)
        #expect(try await session.close { _ in .discard })
        #expect(try fixture.listing() == ["Board.boardpkg"])
    }

    @Test func aChangeByAnotherProgramBetweenSavesIsAConflict() async throws {
        let fixture = EngineFixture()
        let (session, url) = try await openBoard(fixture)
        // Another program edits a sticker in place (the next save's staging clone shares its inode).
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

    @Test func aRenamedPackageIsSavedUnderItsNewName() async throws {
        let fixture = EngineFixture()
        let (session, _) = try await openBoard(fixture)
        try await session.rename(to: "Renamed")
        try move(session, by: 3)
        try await session.save()
        #expect(try fixture.temporaries().isEmpty)
        let renamed = fixture.file("Renamed.boardpkg")
        let reopened = try await DocumentSession.open(renamed, kinds: [EngineKinds.board], environment: fixture.environment)
        #expect(try #require(reopened.document(as: BoardDocument.self)).board.stickers.first?.position.x == 3)
        #expect(try await session.close { _ in .discard })
        #expect(try fixture.listing() == ["Renamed.boardpkg"])
    }
}
