import BoardModel
import Foundation
import QuireCore
import Testing

private typealias F = BoardFixtures

/// "Replace Image…" end to end through the engine: the edit, then a save of the open package
/// (hard-linked staging copy + swap) rewrites only that sticker's file.
@MainActor
@Suite("BoardModel: replacing a sticker's image")
struct BoardReplaceImageSaveTests {
    let folder = TemporaryDirectory("quire-board-replace")

    private static let kind = DocumentKind.document(BoardDocument.self) { configuration, context in
        BoardDocument(configuration: configuration, context: context)
    }

    @Test func aSaveAfterReplacingOneStickersImageRewritesOnlyThatFile() async throws {
        try BoardInfoPlist.registerTypes()
        let package = folder.file("Weekend.boardpkg")
        let original = F.snapshot(stickers: 4)
        try await BoardPackageStore.write(snapshot: original, to: package, previous: nil, progress: F.progress())
        let environment = DocumentEnvironment(appID: "org.quire.BoardStudio.tests", dataHome: folder.file("data"),
                                              recentsFile: .some(nil))
        let session = try await DocumentSession.open(package, kinds: [Self.kind], environment: environment)
        session.autosavesAutomatically = false
        let document = try #require(session.document(as: BoardDocument.self))
        let before = F.inodes(under: package)
        #expect(before.count == 7, "manifest, background, stickers/ and 4 sticker files: \(before.keys.sorted())")

        let replaced = original.stickers[2]
        session.undoManager.beginUndoGrouping()   // one event's edits
        document.replaceStickerImage(id: replaced.id, with: F.png(4242), undoManager: session.undoManager)
        session.undoManager.endUndoGrouping()
        #expect(session.undoManager.undoMenuItemTitle == "Undo Replace Sticker Image")
        try await session.save()

        let after = F.inodes(under: package)
        #expect(Set(after.keys) == Set(before.keys), "no file came or went")
        let name = "stickers/\(replaced.id.uuidString).png"
        let rewritten = Set(after.keys.filter { after[$0] != before[$0] && $0 != "stickers" })
        #expect(rewritten == ["manifest.json", name], "only the manifest and that sticker are new files")
        #expect(try Data(contentsOf: package.appendingPathComponent(name)) == F.png(4242))
        for sticker in original.stickers where sticker.id != replaced.id {
            let path = "stickers/\(sticker.id.uuidString).png"
            #expect(after[path] == before[path], "\(path) is the same file")
            #expect(try Data(contentsOf: package.appendingPathComponent(path)) == sticker.imagePNG)
        }
        var expected = original
        expected.stickers[2].imagePNG = F.png(4242)
        #expect(try await BoardPackageStore.read(from: package) == expected)
    }
}
