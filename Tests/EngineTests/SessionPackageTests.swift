import BoardModel
import Foundation
import Testing
@testable import QuireCore

@MainActor
@Suite struct SessionPackageTests {
    private func stickerInodes(_ package: URL) throws -> [String: UInt64] {
        let folder = package.appendingPathComponent("stickers")
        var result: [String: UInt64] = [:]
        for name in try POSIX.directoryEntries(folder) { result[name] = try inode(folder.appendingPathComponent(name)) }
        return result
    }

    @Test func savesOnlyWhatChangedInAHundredStickerBoard() async throws {
        let fixture = EngineFixture()
        let session = try DocumentSession(newDocumentOf: EngineKinds.board, environment: fixture.environment)
        session.autosavesAutomatically = false
        let board = try #require(session.document(as: BoardDocument.self))
        session.edit {
            for index in 0..<100 {
                board.addSticker(PlacedSticker(imagePNG: fakePNG(index), position: CodablePoint(x: Double(index), y: 0)),
                                 undoManager: session.undoManager)
            }
            board.setBackground(fakePNG(1000, size: 20_000), undoManager: session.undoManager)
        }
        let url = fixture.file("Hundred.boardpkg")
        try await session.save(to: url)
        let before = try stickerInodes(url)
        #expect(before.count == 100)
        let manifestBefore = try inode(url.appendingPathComponent("manifest.json"))
        let backgroundBefore = try inode(url.appendingPathComponent("background.png"))

        // Move one sticker.
        let moved = board.board.stickers[42]
        session.edit { board.placeSticker(id: moved.id, position: CodablePoint(x: 500, y: 600), undoManager: session.undoManager) }
        try await session.save()
        #expect(try stickerInodes(url) == before, "every sticker file kept its inode")
        #expect(try inode(url.appendingPathComponent("background.png")) == backgroundBefore)
        let manifestAfterMove = try inode(url.appendingPathComponent("manifest.json"))
        #expect(manifestAfterMove != manifestBefore, "only the manifest was rewritten")
        #expect(try fixture.temporaries().isEmpty)

        // Delete one sticker: its file goes, the others stay.
        let deleted = board.board.stickers[7]
        session.edit { board.removeSticker(id: deleted.id, undoManager: session.undoManager) }
        try await session.save()
        var expected = before
        expected.removeValue(forKey: "\(deleted.id.uuidString).png")
        #expect(try stickerInodes(url) == expected)

        // Replace one sticker's image: only that file (and the manifest) is new.
        let replacedID = board.board.stickers[0].id
        board.board.stickers[0].imagePNG = fakePNG(5000)
        try await session.save()
        let afterReplace = try stickerInodes(url)
        let replacedName = "\(replacedID.uuidString).png"
        #expect(afterReplace[replacedName] != expected[replacedName])
        #expect(afterReplace.filter { $0.key != replacedName } == expected.filter { $0.key != replacedName })
        #expect(try bytes(url.appendingPathComponent("stickers/\(replacedName)")) == fakePNG(5000))

        let reopened = try await DocumentSession.open(url, kinds: EngineKinds.all, environment: fixture.environment)
        #expect(reopened.document(as: BoardDocument.self)?.board == board.board)
        #expect(reopened.document(as: BoardDocument.self)?.board.stickers.first { $0.id == moved.id }?.position
                == CodablePoint(x: 500, y: 600))
    }

    @Test func savingAPackageAfterAnotherProgramTouchedAChildIsAConflict() async throws {
        let fixture = EngineFixture()
        let session = try DocumentSession(newDocumentOf: EngineKinds.board, environment: fixture.environment)
        session.autosavesAutomatically = false
        let board = try #require(session.document(as: BoardDocument.self))
        let sticker = PlacedSticker(imagePNG: fakePNG(1), position: CodablePoint(x: 1, y: 1))
        board.addSticker(sticker, undoManager: session.undoManager)
        let url = fixture.file("Touched.boardpkg")
        try await session.save(to: url)

        // Someone drops a file into the package.
        let stranger = url.appendingPathComponent("stickers/stranger.txt")
        try Data("hello".utf8).write(to: stranger)
        session.edit { board.placeSticker(id: sticker.id, position: CodablePoint(x: 9, y: 9), undoManager: session.undoManager) }
        await expectDocumentError(.changedOnDisk) { try await session.save() }
        #expect(try bytes(stranger) == Data("hello".utf8), "their package is untouched")
        #expect(session.state == .changedOnDisk)
    }
}
