import BoardModel
import Foundation
import QuireCore
import Testing

private typealias F = BoardFixtures

/// Seed 002's package store on its own (no engine): the layout it writes, the incremental update in
/// place against `previous`, and reading back.
@Suite("BoardModel: BoardPackageStore writing")
struct BoardPackageStoreWriteTests {
    let folder = TemporaryDirectory()
    var package: URL { folder.file("Weekend.boardpkg") }

    private func write(_ snapshot: BoardSnapshot, previous: BoardSnapshot? = nil) async throws {
        try await BoardPackageStore.write(snapshot: snapshot, to: package, previous: previous, progress: F.progress())
    }

    private func read() async throws -> BoardSnapshot {
        try await BoardPackageStore.read(from: package)
    }

    @Test func writeThenReadIsTheSameBoard() async throws {
        let snapshot = F.snapshot()
        try await write(snapshot)
        #expect(try await read() == snapshot)
    }

    @Test func theLayoutIsTheSeeds() async throws {
        let snapshot = F.snapshot()
        try await write(snapshot)

        var expected: Set<String> = ["manifest.json", "background.png", "stickers"]
        for sticker in snapshot.stickers { expected.insert("stickers/\(sticker.id.uuidString).png") }
        #expect(Set(F.contents(under: package).keys) == expected)
        #expect(try Data(contentsOf: package.appendingPathComponent("background.png")) == snapshot.backgroundPNG)
        for sticker in snapshot.stickers {
            #expect(try Data(contentsOf: F.stickerURL(sticker.id, in: package)) == sticker.imagePNG)
        }
    }

    @Test func theManifestHoldsNoImageBytes() async throws {
        let snapshot = F.snapshot()
        try await write(snapshot)
        let data = try Data(contentsOf: package.appendingPathComponent("manifest.json"))
        let manifest = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])

        #expect(manifest["schemaVersion"] as? Int == 1)
        #expect(manifest["backgroundPNG"] == nil)
        let stickers = try #require(manifest["stickers"] as? [[String: Any]])
        #expect(stickers.count == 3)
        for sticker in stickers {
            #expect((sticker["imagePNG"] as? String)?.isEmpty ?? true)
        }
        #expect(data.count < 4096, "the manifest is light: \(data.count) bytes")
        let backgroundBase64 = try #require(snapshot.backgroundPNG).base64EncodedString()
        #expect(String(decoding: data, as: UTF8.self).contains(backgroundBase64.prefix(40)) == false)
    }

    @Test func aBoardWithoutBackgroundOrStickers() async throws {
        let snapshot = F.snapshot(stickers: 0, strokes: 0, background: false)
        try await write(snapshot)
        #expect(!FileManager.default.fileExists(atPath: package.appendingPathComponent("background.png").path))
        #expect(try await read() == snapshot)
    }

    @Test func movingOneStickerOfAHundredRewritesOnlyTheManifest() async throws {
        let first = F.snapshot(stickers: 100)
        try await write(first)
        let before = F.inodes(under: package)

        var moved = first
        moved.stickers[42].position = CodablePoint(x: 900, y: 700)
        try await write(moved, previous: first)

        let after = F.inodes(under: package)
        #expect(Set(after.keys) == Set(before.keys))
        let changed = Set(after.keys.filter { after[$0] != before[$0] })
        #expect(changed == ["manifest.json"], "only the manifest was replaced; changed: \(changed.sorted())")
        #expect(try await read() == moved)
    }

    @Test func aRemovedStickersFileIsDeleted() async throws {
        let first = F.snapshot(stickers: 4)
        try await write(first)
        let before = F.inodes(under: package)

        var removed = first
        let gone = removed.stickers.remove(at: 1)
        try await write(removed, previous: first)

        #expect(!FileManager.default.fileExists(atPath: F.stickerURL(gone.id, in: package).path))
        let after = F.inodes(under: package)
        for sticker in removed.stickers {
            let path = "stickers/\(sticker.id.uuidString).png"
            #expect(after[path] == before[path], "\(path) kept its inode")
        }
        #expect(after["background.png"] == before["background.png"])
        #expect(try await read() == removed)
    }

    @Test func aChangedImageRewritesOnlyThatFile() async throws {
        let first = F.snapshot(stickers: 3)
        try await write(first)
        let before = F.inodes(under: package)

        var changed = first
        changed.stickers[2].imagePNG = F.png(777)
        changed.backgroundPNG = F.png(888)
        try await write(changed, previous: first)

        let after = F.inodes(under: package)
        let replaced = Set(after.keys.filter { after[$0] != before[$0] })
        #expect(replaced == ["manifest.json", "background.png", "stickers/\(first.stickers[2].id.uuidString).png"])
        #expect(try await read() == changed)
    }

    @Test func clearingTheBackgroundDeletesItsFile() async throws {
        let first = F.snapshot()
        try await write(first)
        var cleared = first
        cleared.backgroundPNG = nil
        try await write(cleared, previous: first)
        #expect(!FileManager.default.fileExists(atPath: package.appendingPathComponent("background.png").path))
        #expect(try await read() == cleared)
    }

    @Test func stalePNGsAreRemovedAndOtherFilesKept() async throws {
        let first = F.snapshot(stickers: 2)
        try await write(first)
        let stale = package.appendingPathComponent("stickers/\(UUID().uuidString).png")
        try F.png(5).write(to: stale)
        let note = package.appendingPathComponent("stickers/README.txt")
        try Data("keep".utf8).write(to: note)

        try await write(first, previous: first)
        #expect(!FileManager.default.fileExists(atPath: stale.path))
        #expect(FileManager.default.fileExists(atPath: note.path))
        #expect(try await read() == first)
    }

    @Test func previousIsAHintNotProof() async throws {
        // previous says the files are there; they are not. The store rewrites what is missing.
        let first = F.snapshot(stickers: 2)
        try await write(first)
        try FileManager.default.removeItem(at: F.stickerURL(first.stickers[0].id, in: package))
        try FileManager.default.removeItem(at: package.appendingPathComponent("background.png"))
        try FileManager.default.removeItem(at: package.appendingPathComponent("stickers/\(first.stickers[1].id.uuidString).png"))

        try await write(first, previous: first)
        #expect(try await read() == first)
    }

    @Test func writingIntoAnEmptyOrMissingFolderWorks() async throws {
        try FileManager.default.createDirectory(at: package, withIntermediateDirectories: false)
        let snapshot = F.snapshot(stickers: 1)
        try await write(snapshot, previous: F.snapshot(stickers: 5))
        #expect(try await read() == snapshot)
    }

    @Test(arguments: [
        BoardFixtures.snapshot(stickers: 1).with { $0.stickers[0].position.x = .nan },
        BoardFixtures.snapshot(stickers: 1).with { $0.stickers[0].scale = 0 },
        BoardFixtures.snapshot().with { $0.strokes[0].points[1].y = .infinity },
        BoardFixtures.snapshot().with { $0.canvasSize.width = -1 },
        BoardFixtures.snapshot().with { $0.canvasSize = CodableSize(width: 100_000, height: 100_000) },
        BoardFixtures.snapshot(stickers: 2).with { $0.stickers[1].id = $0.stickers[0].id },
    ])
    func theWriterIsStrict(snapshot: BoardSnapshot) async throws {
        // Never save a board that reading would refuse: nothing is written at all.
        let error = await #expect(throws: DocumentError.self) { try await write(snapshot) }
        #expect(error?.code == .corrupt || error?.code == .tooLarge)
        #expect(!FileManager.default.fileExists(atPath: package.path))
    }

    @Test func writingOverAFileFailsWithADocumentError() async throws {
        try Data("not a folder".utf8).write(to: package)
        let error = await #expect(throws: DocumentError.self) { try await write(F.snapshot()) }
        #expect(error != nil)
        #expect(try Data(contentsOf: package) == Data("not a folder".utf8))
    }

    /// In a save's staging copy every file is a second link to the saved version's: the writer must
    /// give the changed ones new files (the saved version keeps its bytes), whether it replaces them by
    /// rename or unlinks and creates them anew.
    @Test func filesSharedByAHardLinkAreReplacedNotChangedInPlace() async throws {
        let snapshot = F.snapshot()
        try await write(snapshot)
        let saved = folder.file("Saved.boardpkg")
        try FileManager.default.createDirectory(at: saved.appendingPathComponent("stickers"), withIntermediateDirectories: true)
        try FileManager.default.linkItem(at: package.appendingPathComponent("manifest.json"),
                                         to: saved.appendingPathComponent("manifest.json"))
        let sticker = snapshot.stickers[0]
        try FileManager.default.linkItem(at: F.stickerURL(sticker.id, in: package), to: F.stickerURL(sticker.id, in: saved))
        let savedManifest = try Data(contentsOf: saved.appendingPathComponent("manifest.json"))

        let changed = snapshot.with {
            $0.stickers[0].position.x += 10
            $0.stickers[0].imagePNG = Data("new image bytes".utf8)
        }
        try await write(changed, previous: snapshot)

        #expect(try await read() == changed)
        #expect(try Data(contentsOf: saved.appendingPathComponent("manifest.json")) == savedManifest)
        #expect(try Data(contentsOf: F.stickerURL(sticker.id, in: saved)) == sticker.imagePNG)
        for path in ["manifest.json", "stickers/\(sticker.id.uuidString).png"] {
            let attributes = try FileManager.default.attributesOfItem(atPath: package.appendingPathComponent(path).path)
            #expect((attributes[.referenceCount] as? Int) == 1, "\(path) is a file of its own now")
        }
        #expect(Set(F.contents(under: package).keys).allSatisfy { !$0.contains(".tmp-") })
    }

    @Test func boardAndSnapshotRoundTrip() {
        let snapshot = F.snapshot(stickers: 4, strokes: 3)
        let board = Board(snapshot: snapshot)
        #expect(board.canvasSize == snapshot.canvasSize)
        #expect(board.strokes == snapshot.strokes)
        #expect(board.stickers == snapshot.stickers)
        #expect(board.backgroundPNG == snapshot.backgroundPNG)
        #expect(board.makeSnapshot() == snapshot)
        #expect(Board(snapshot: board.makeSnapshot()) == board)

        let blank = Board()
        #expect(blank.canvasSize == CodableSize(width: 1600, height: 1200))
        #expect(blank.makeSnapshot().schemaVersion == BoardSnapshot.currentSchemaVersion)
        #expect(blank.canvasSize.cgSize.width == 1600)
    }
}

extension BoardSnapshot {
    /// A copy changed by `change`, for building test arguments.
    func with(_ change: (inout BoardSnapshot) -> Void) -> BoardSnapshot {
        var copy = self
        change(&copy)
        return copy
    }
}
