import BoardModel
import Foundation
@testable import QuireCore
import Testing

private typealias F = BoardFixtures

@MainActor
@Suite("BoardModel: BoardDocument, reader and writer")
struct BoardDocumentTests {
    let folder = TemporaryDirectory()

    @Test func readerAndWriterRoundTripThroughTheDocument() async throws {
        let package = folder.file("Trip.boardpkg")
        let original = BoardDocument()
        original.board = Board(snapshot: F.snapshot(stickers: 5, strokes: 4))

        let snapshot = try await original.snapshot(contentType: .boardPackage)
        let writer = original.writer(configuration: .init(contentType: .boardPackage))
        try await writer.write(content: snapshot, to: package, previous: nil, progress: F.progress())

        let reopened = BoardDocument()
        let reader = reopened.reader(configuration: .init(contentType: .boardPackage, fileURL: package))
        let read = try await reader.read(from: package, progress: F.progress())
        try await reopened.apply(snapshot: read, previous: nil)
        #expect(reopened.board == original.board)
        #expect(reopened.newerVersionNotice == nil)
    }

    @Test func theWritersOtherSpellingWorksToo() async throws {
        let package = folder.file("Spelling.boardpkg")
        let snapshot = F.snapshot()
        try await BoardWriter(contentType: .boardPackage).write(snapshot: snapshot, to: package, previous: nil, progress: F.progress())
        #expect(try await BoardPackageStore.read(from: package) == snapshot)
    }

    @Test func theTypesAreTheSeeds() {
        #expect(UTType.boardPackage.identifier == "com.example.board-package")
        #expect(UTType.boardPackage.conforms(to: .package))
        #expect(BoardDocument.readableContentTypes == [.boardPackage])
        #expect(BoardDocument.writableContentTypes == [.boardPackage, .png, .pdf])
    }

    @Test func aNewerFormatOpensWithANoticeAndIsNotSavedOver() async throws {
        let package = try F.package(in: folder, manifest: #"{"schemaVersion": 99, "canvasSize": {"width": 640, "height": 480}, "layers": []}"#)
        let document = BoardDocument()
        let read = try await BoardReader(contentType: .boardPackage).read(from: package, progress: F.progress())
        try await document.apply(snapshot: read, previous: nil)

        #expect(document.board.canvasSize == CodableSize(width: 640, height: 480))
        let notice = try #require(document.newerVersionNotice)
        #expect(notice.contains("newer version") && notice.contains("99"))

        // Saving it back as format 1 would drop what version 99 added.
        let error = await #expect(throws: DocumentError.self) { try await document.snapshot(contentType: .boardPackage) }
        #expect(error?.code == .readOnly)
        // Exports remain possible.
        #expect(try await document.snapshot(contentType: .png).canvasSize.width == 640)

        // Reverting to a board of our own format clears the notice.
        let ours = F.snapshot()
        try await document.apply(snapshot: ours, previous: read)
        #expect(document.newerVersionNotice == nil)
        #expect(try await document.snapshot(contentType: .boardPackage) == ours)
    }

    @Test func theReaderRefusesOtherTypes() async throws {
        let package = try F.package(in: folder, manifest: "{}")
        let error = await #expect(throws: DocumentError.self) {
            try await BoardReader(contentType: .png).read(from: package, progress: F.progress())
        }
        #expect(error?.code == .unsupportedType)
    }

    /// Other types are refused; PNG/PDF exports render (BoardRendererTests), and these fixtures' stand-in
    /// image bytes (a PNG signature and noise) fail the render before anything is written.
    @Test(arguments: [(UTType.png, DocumentError.Code.corrupt), (.pdf, .corrupt), (.plainText, .unsupportedType)])
    func exportsThatCantBeWrittenFailLoudly(type: UTType, code: DocumentError.Code) async throws {
        let url = folder.file("Export")
        let error = await #expect(throws: DocumentError.self) {
            try await BoardWriter(contentType: type).write(content: F.snapshot(), to: url, previous: nil, progress: F.progress())
        }
        #expect(error?.code == code)
        #expect(!FileManager.default.fileExists(atPath: url.path))
    }

    @Test func creationSources() {
        #expect(DocumentCreationSource.blankBoard.id == "blank-board")
        #expect(DocumentCreationSource.photoBoard.id == "photo-board")
        let configuration = URLDocumentConfiguration(contentType: .boardPackage)
        #expect(BoardDocument(configuration: configuration, context: .init(creationSource: .photoBoard)).shouldPresentPhotoImporter)
        #expect(!BoardDocument(configuration: configuration, context: .init(creationSource: .blankBoard)).shouldPresentPhotoImporter)
        #expect(!BoardDocument(configuration: configuration, context: .init()).shouldPresentPhotoImporter)
    }
}

/// Each board edit, undone and redone twice, lands on the exact board and keeps its menu name.
@MainActor
@Suite("BoardModel: edits, undo and redo")
struct BoardEditingTests {
    let undo = UndoManager()

    private func document() -> BoardDocument {
        let document = BoardDocument()
        document.board = Board(snapshot: F.snapshot(stickers: 3, strokes: 3))
        return document
    }

    private func checkUndoRedo(_ doc: BoardDocument, named name: String,
                               sourceLocation: SourceLocation = #_sourceLocation, _ edit: () -> Void) {
        let before = doc.board
        edit()
        undo.endImplicitGrouping()
        let after = doc.board
        #expect(after != before, "the edit changed something", sourceLocation: sourceLocation)
        #expect(undo.undoMenuItemTitle == "Undo \(name)", sourceLocation: sourceLocation)
        for _ in 0..<2 {
            undo.undo()
            #expect(doc.board == before, "undo restores the exact board", sourceLocation: sourceLocation)
            #expect(undo.redoMenuItemTitle == "Redo \(name)", sourceLocation: sourceLocation)
            undo.redo()
            #expect(doc.board == after, "redo restores the exact board", sourceLocation: sourceLocation)
            #expect(undo.undoMenuItemTitle == "Undo \(name)", sourceLocation: sourceLocation)
        }
    }

    @Test func addStroke() {
        let doc = document()
        let stroke = F.stroke(9)
        checkUndoRedo(doc, named: "Draw Stroke") { doc.addStroke(stroke, undoManager: undo) }
        #expect(doc.board.strokes.last == stroke)
    }

    @Test func removeStrokeFromTheMiddle() {
        let doc = document()
        let id = doc.board.strokes[1].id
        checkUndoRedo(doc, named: "Erase Stroke") { doc.removeStroke(id: id, undoManager: undo) }
        #expect(doc.board.strokes.count == 2 && !doc.board.strokes.contains { $0.id == id })
    }

    @Test func removingSeveralStrokesIsOneStep() {
        let doc = document()
        doc.board.strokes.append(contentsOf: [F.stroke(40), F.stroke(41)])
        let ids = [doc.board.strokes[0].id, doc.board.strokes[2].id, doc.board.strokes[4].id]
        let kept = [doc.board.strokes[1], doc.board.strokes[3]]
        checkUndoRedo(doc, named: "Erase Strokes") { doc.removeStrokes(ids: ids + [UUID()], undoManager: undo) }
        #expect(doc.board.strokes == kept)
        undo.undo()
        #expect(!undo.canUndo, "one undo put all three back")
    }

    @Test func removingOneStrokeOfASetIsNamedInTheSingular() {
        let doc = document()
        let id = doc.board.strokes[2].id
        checkUndoRedo(doc, named: "Erase Stroke") { doc.removeStrokes(ids: [id, UUID()], undoManager: undo) }
        doc.removeStrokes(ids: [UUID()], undoManager: undo)
        undo.endImplicitGrouping()
        #expect(undo.undoMenuItemTitle == "Undo Erase Stroke", "removing nothing registered nothing")
    }

    @Test func replaceStickerImage() {
        let doc = document()
        let old = doc.board.stickers[1]
        checkUndoRedo(doc, named: "Replace Sticker Image") {
            doc.replaceStickerImage(id: old.id, with: F.png(99), undoManager: undo)
        }
        var expected = old
        expected.imagePNG = F.png(99)
        #expect(doc.board.stickers[1] == expected, "only the image changed")
        doc.replaceStickerImage(id: old.id, with: F.png(99), undoManager: undo)
        doc.replaceStickerImage(id: UUID(), with: F.png(98), undoManager: undo)
        undo.endImplicitGrouping()
        undo.undo()
        #expect(doc.board.stickers[1] == old, "the same image and an unknown id registered nothing")
    }

    @Test func addSticker() {
        let doc = document()
        let sticker = F.sticker(9)
        checkUndoRedo(doc, named: "Add Sticker") { doc.addSticker(sticker, undoManager: undo) }
        #expect(doc.board.stickers.last == sticker)
    }

    @Test func removeStickerFromTheBottom() {
        let doc = document()
        let id = doc.board.stickers[0].id
        checkUndoRedo(doc, named: "Delete Sticker") { doc.removeSticker(id: id, undoManager: undo) }
        #expect(doc.board.stickers.count == 2)
    }

    @Test func moveSticker() {
        let doc = document()
        let id = doc.board.stickers[1].id
        checkUndoRedo(doc, named: "Move Sticker") {
            doc.placeSticker(id: id, position: CodablePoint(x: 500, y: 400), undoManager: undo)
        }
        #expect(doc.board.stickers[1].position == CodablePoint(x: 500, y: 400))
    }

    @Test func scaleSticker() {
        let doc = document()
        let id = doc.board.stickers[2].id
        let old = doc.board.stickers[2]
        checkUndoRedo(doc, named: "Scale Sticker") { doc.placeSticker(id: id, scale: 3, undoManager: undo) }
        #expect(doc.board.stickers[2].scale == 3)
        #expect(doc.board.stickers[2].position == old.position && doc.board.stickers[2].rotationRadians == old.rotationRadians)
    }

    @Test func rotateSticker() {
        let doc = document()
        let id = doc.board.stickers[0].id
        checkUndoRedo(doc, named: "Rotate Sticker") { doc.placeSticker(id: id, rotationRadians: .pi, undoManager: undo) }
        #expect(doc.board.stickers[0].rotationRadians == .pi)
    }

    @Test func setAndClearBackground() {
        let doc = document()
        checkUndoRedo(doc, named: "Set Background Photo") { doc.setBackground(F.png(55), undoManager: undo) }
        checkUndoRedo(doc, named: "Clear Background") { doc.setBackground(nil, undoManager: undo) }
        #expect(doc.board.backgroundPNG == nil)
    }

    @Test func noOpEditsRegisterNothing() {
        let doc = document()
        let before = doc.board
        let sticker = doc.board.stickers[0]
        doc.placeSticker(id: sticker.id, position: sticker.position, undoManager: undo)
        doc.placeSticker(id: UUID(), position: CodablePoint(x: 1, y: 1), undoManager: undo)
        doc.removeSticker(id: UUID(), undoManager: undo)
        doc.removeStroke(id: UUID(), undoManager: undo)
        doc.setBackground(doc.board.backgroundPNG, undoManager: undo)
        undo.endImplicitGrouping()
        #expect(doc.board == before)
        #expect(!undo.canUndo)
    }

    @Test func aSessionOfEditsUndoesAndRedoesStepByStep() {
        let doc = document()
        var boards = [doc.board]
        var names: [String] = []
        func step(_ name: String, _ edit: () -> Void) {
            edit()
            undo.endImplicitGrouping()
            boards.append(doc.board)
            names.append(name)
        }
        let sticker = F.sticker(20)
        step("Add Sticker") { doc.addSticker(sticker, undoManager: undo) }
        step("Move Sticker") { doc.placeSticker(id: sticker.id, position: CodablePoint(x: 3, y: 4), undoManager: undo) }
        step("Draw Stroke") { doc.addStroke(F.stroke(30), undoManager: undo) }
        step("Erase Stroke") { doc.removeStroke(id: doc.board.strokes[0].id, undoManager: undo) }
        step("Clear Background") { doc.setBackground(nil, undoManager: undo) }
        step("Delete Sticker") { doc.removeSticker(id: doc.board.stickers[1].id, undoManager: undo) }

        for index in stride(from: names.count - 1, through: 0, by: -1) {
            #expect(undo.undoMenuItemTitle == "Undo \(names[index])")
            undo.undo()
            #expect(doc.board == boards[index])
        }
        for index in names.indices {
            #expect(undo.redoMenuItemTitle == "Redo \(names[index])")
            undo.redo()
            #expect(doc.board == boards[index + 1])
        }
    }
}
