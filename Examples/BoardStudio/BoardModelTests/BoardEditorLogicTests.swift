import BoardModel
import Foundation
import QuireCore
import QuireGraphics
import Testing

private typealias R = RenderFixtures

/// The board editor's logic, headless: which sticker a point hits (scaled, rotated, topmost first),
/// which strokes an eraser segment touches, the eraser's undoable edits, where the board sits in a
/// view, and image files turned into the PNG bytes the package stores.
@MainActor
@Suite struct BoardEditorLogicTests {
    private static func sticker(at x: Double, _ y: Double, scale: Double = 1, rotation: Double = 0) -> PlacedSticker {
        PlacedSticker(imagePNG: Data([1]), position: CodablePoint(x: x, y: y), scale: scale, rotationRadians: rotation)
    }

    private static func stroke(width: Double, _ points: [(Double, Double)]) -> InkStroke {
        InkStroke(color: RGBAColor(red: 1, green: 0, blue: 0), width: width,
                  points: points.map { CodablePoint(x: $0.0, y: $0.1) })
    }

    @Test func aPointHitsAStickerInsideItsScaledImageOnly() {
        let sticker = Self.sticker(at: 100, 100, scale: 2)   // a 40×20 image → 80×40 on the board
        let size = CGSize(width: 40, height: 20)
        #expect(BoardGeometry.sticker(sticker, imageSize: size, contains: CodablePoint(x: 139, y: 119)))
        #expect(!BoardGeometry.sticker(sticker, imageSize: size, contains: CodablePoint(x: 141, y: 100)))
        #expect(!BoardGeometry.sticker(sticker, imageSize: size, contains: CodablePoint(x: 100, y: 121)))
    }

    @Test func aQuarterTurnClockwiseSwapsTheStickersExtent() {
        // Turned a quarter clockwise (y down), the 40 wide × 10 tall image stands 40 tall.
        let sticker = Self.sticker(at: 0, 0, rotation: .pi / 2)
        let size = CGSize(width: 40, height: 10)
        #expect(BoardGeometry.sticker(sticker, imageSize: size, contains: CodablePoint(x: 0, y: 19)))
        #expect(BoardGeometry.sticker(sticker, imageSize: size, contains: CodablePoint(x: 4, y: -19)))
        #expect(!BoardGeometry.sticker(sticker, imageSize: size, contains: CodablePoint(x: 19, y: 0)))
    }

    @Test func theTopmostStickerWinsAndUndrawableOnesAreSkipped() {
        var board = Board()
        let below = Self.sticker(at: 50, 50), above = Self.sticker(at: 60, 60), broken = Self.sticker(at: 55, 55)
        board.stickers = [below, above, broken]
        let sizes: [UUID: CGSize] = [below.id: CGSize(width: 40, height: 40), above.id: CGSize(width: 40, height: 40)]
        #expect(board.sticker(at: CodablePoint(x: 55, y: 55)) { sizes[$0.id] } == above.id)
        #expect(board.sticker(at: CodablePoint(x: 35, y: 35)) { sizes[$0.id] } == below.id)
        #expect(board.sticker(at: CodablePoint(x: 200, y: 200)) { sizes[$0.id] } == nil)
        var degenerate = Self.sticker(at: 55, 55, scale: 0)
        degenerate.rotationRadians = .nan
        #expect(!BoardGeometry.sticker(degenerate, imageSize: CGSize(width: 40, height: 40),
                                       contains: CodablePoint(x: 55, y: 55)))
    }

    @Test func anEraserSegmentTouchesStrokesItCrossesOrComesWithinReachOf() {
        var board = Board()
        let horizontal = Self.stroke(width: 4, [(0, 100), (200, 100)])
        let far = Self.stroke(width: 4, [(0, 300), (200, 300)])
        let dot = Self.stroke(width: 10, [(400, 400)])
        board.strokes = [horizontal, far, dot]
        // Crossing the line between two far-apart samples still touches it.
        #expect(board.strokes(touchingSegmentFrom: CodablePoint(x: 100, y: 0), to: CodablePoint(x: 100, y: 200),
                              radius: 1) == [horizontal.id])
        // Reach = half the stroke's width + the eraser's radius: 2 + 3 = 5.
        #expect(board.strokes(touchingSegmentFrom: CodablePoint(x: 50, y: 104.9), to: CodablePoint(x: 50, y: 104.9),
                              radius: 3) == [horizontal.id])
        #expect(board.strokes(touchingSegmentFrom: CodablePoint(x: 50, y: 105.1), to: CodablePoint(x: 50, y: 105.1),
                              radius: 3).isEmpty)
        #expect(board.strokes(touchingSegmentFrom: CodablePoint(x: 407, y: 400), to: CodablePoint(x: 500, y: 400),
                              radius: 2) == [dot.id])
        let broken = Self.stroke(width: 4, [(.nan, 0), (10, 10)])
        #expect(BoardGeometry.distance(from: broken, toSegmentFrom: CodablePoint(x: 10, y: 10),
                                       to: CodablePoint(x: 10, y: 10)) == .infinity)
    }

    @Test func erasingRemovesTouchedStrokesUndoablyByName() {
        let document = BoardDocument()
        let undo = UndoManager()
        undo.groupsByEvent = false
        let a = Self.stroke(width: 4, [(0, 100), (200, 100)])
        let b = Self.stroke(width: 4, [(0, 120), (200, 120)])
        let c = Self.stroke(width: 4, [(0, 300), (200, 300)])
        document.board.strokes = [a, b, c]
        let erased = document.eraseStrokes(touchingSegmentFrom: CodablePoint(x: 50, y: 90),
                                           to: CodablePoint(x: 50, y: 130), radius: 2, undoManager: undo)
        #expect(erased == 2)
        #expect(document.board.strokes == [c])
        #expect(undo.undoMenuItemTitle == "Undo Erase Strokes")
        undo.undo()
        #expect(document.board.strokes == [a, b, c], "undo puts both back in their places")
        #expect(!undo.canUndo, "both went in one step")
        #expect(undo.redoMenuItemTitle == "Redo Erase Strokes")
        #expect(document.eraseStrokes(touchingSegmentFrom: CodablePoint(x: 500, y: 500),
                                      to: CodablePoint(x: 600, y: 600), radius: 2, undoManager: undo) == 0)
    }

    @Test func theBoardIsFittedAndCentredInTheView() {
        let wide = BoardViewport(canvasSize: CodableSize(width: 1600, height: 1200), viewSize: CGSize(width: 1000, height: 300))
        #expect(wide.scale == 0.25)
        #expect(wide.origin == CGPoint(x: 300, y: 0))
        #expect(wide.viewPoint(CodablePoint(x: 1600, y: 1200)) == CGPoint(x: 700, y: 300))
        let back = wide.boardPoint(CGPoint(x: 500, y: 150))
        #expect(back == CodablePoint(x: 800, y: 600))
        #expect(CGPoint(x: 800, y: 600).applying(wide.transform) == CGPoint(x: 500, y: 150))
        let degenerate = BoardViewport(canvasSize: CodableSize(width: 0, height: .nan), viewSize: .zero)
        #expect(degenerate.scale > 0 && degenerate.scale.isFinite)
    }

    @Test func zoomScalesAboutTheViewsCentreAndPanMovesTheBoard() {
        let canvas = CodableSize(width: 1600, height: 1200)
        let view = CGSize(width: 800, height: 600)
        let zoomed = BoardViewport(canvasSize: canvas, viewSize: view, zoom: 2)
        #expect(zoomed.scale == 1)
        #expect(zoomed.boardPoint(CGPoint(x: 400, y: 300)) == CodablePoint(x: 800, y: 600), "the centre stays")
        let panned = BoardViewport(canvasSize: canvas, viewSize: view, zoom: 2, pan: CGSize(width: 100, height: -50))
        #expect(panned.viewPoint(CodablePoint(x: 800, y: 600)) == CGPoint(x: 500, y: 250))
        #expect(BoardViewport(canvasSize: canvas, viewSize: view, zoom: 100).scale == 0.5 * 8, "clamped")
        #expect(BoardViewport(canvasSize: canvas, viewSize: view, zoom: .nan).scale == 0.5)
    }

    @Test func restackingMovesAStickerOnePlaceUndoablyByName() {
        let document = BoardDocument()
        let undo = UndoManager()
        undo.groupsByEvent = false
        let a = Self.sticker(at: 10, 10), b = Self.sticker(at: 20, 20), c = Self.sticker(at: 30, 30)
        document.board.stickers = [a, b, c]
        document.restackSticker(id: a.id, forward: true, undoManager: undo)
        #expect(document.board.stickers.map(\.id) == [b.id, a.id, c.id])
        #expect(undo.undoMenuItemTitle == "Undo Bring Forward")
        document.restackSticker(id: c.id, forward: true, undoManager: undo)   // already on top
        #expect(undo.undoMenuItemTitle == "Undo Bring Forward")
        document.restackSticker(id: c.id, forward: false, undoManager: undo)
        #expect(document.board.stickers.map(\.id) == [b.id, c.id, a.id])
        undo.undo()
        undo.undo()
        #expect(document.board.stickers.map(\.id) == [a.id, b.id, c.id])
        #expect(undo.redoMenuItemTitle == "Redo Bring Forward")
    }

    @Test func aPickedPNGIsKeptAsItIsAndAJPEGBecomesPNG() throws {
        let folder = TemporaryDirectory("quire-board-import")
        let pngBytes = try R.png(width: 4, height: 2, top: R.green, bottom: R.blue)
        let png = folder.file("photo.png")
        try pngBytes.write(to: png)
        let kept = try BoardImageImport.png(fromFileAt: png)
        #expect(kept.png == pngBytes)
        #expect(kept.pixelSize == CGSize(width: 4, height: 2))

        let jpeg = folder.file("photo.jpg")
        try #require(Data(base64Encoded: R.blueJPEGBase64)).write(to: jpeg)
        let converted = try BoardImageImport.png(fromFileAt: jpeg)
        #expect(converted.png.starts(with: [0x89, 0x50, 0x4E, 0x47]))
        #expect(converted.pixelSize == CGSize(width: 16, height: 8))
        #expect(try CGImage.decode(converted.png).width == 16)
    }

    @Test func aFileThatIsNoImageIsRefusedNamingIt() throws {
        let folder = TemporaryDirectory("quire-board-import")
        let text = folder.file("notes.png")
        try Data("not an image".utf8).write(to: text)
        let error = try #require(throws: DocumentError.self) { try BoardImageImport.png(fromFileAt: text) }
        #expect(error.code == .corrupt)
        #expect(error.message.contains("notes.png"))
        let missing = try #require(throws: DocumentError.self) {
            try BoardImageImport.png(fromFileAt: folder.file("gone.png"))
        }
        #expect(missing.code == .notFound)
    }

    @Test func aNewStickerCoversAtMostAThirdOfTheCanvas() {
        let canvas = CodableSize(width: 1600, height: 1200)
        #expect(BoardImageImport.initialScale(imageSize: CGSize(width: 100, height: 100), canvasSize: canvas) == 1)
        #expect(abs(BoardImageImport.initialScale(imageSize: CGSize(width: 1600, height: 400), canvasSize: canvas) - 1.0 / 3) < 1e-12)
        #expect(BoardImageImport.initialScale(imageSize: .zero, canvasSize: canvas) == 1)
    }
}
