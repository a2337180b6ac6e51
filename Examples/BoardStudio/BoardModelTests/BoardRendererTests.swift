import BoardModel
import Foundation
@testable import QuireCore
import QuireGraphics
import Testing

private typealias R = RenderFixtures

@Suite("BoardModel: BoardRenderer exports")
struct BoardRendererTests {
    let folder = TemporaryDirectory()

    @Test func aRedStrokeIsRedWhereItRunsAndTheBackgroundWhiteElsewhere() throws {
        let png = try BoardRenderer.pngData(from: R.strokeBoard())
        let pixels = try RenderedPixels(png: png)
        #expect(pixels.width == 200 && pixels.height == 100)
        #expect(pixels[100, 50].isRed)
        #expect(pixels[20, 50].isRed && pixels[180, 50].isRed)
        #expect(pixels[16, 50].isRed)            // the round cap reaches 5 points past the end
        #expect(pixels[100, 10].isWhite)
        #expect(pixels[100, 90].isWhite)
        #expect(pixels[10, 50].isWhite)
    }

    @Test func scaleTwoDoublesThePixelsAndKeepsTheDrawingInPlace() throws {
        let pixels = try RenderedPixels(png: try BoardRenderer.pngData(from: R.strokeBoard(), scale: 2))
        #expect(pixels.width == 400 && pixels.height == 200)
        #expect(pixels[200, 100].isRed)
        #expect(pixels[200, 92].isRed && pixels[200, 108].isRed)   // 10 points wide is 20 pixels at 2×
        #expect(pixels[200, 86].isWhite)
        #expect(pixels[200, 75].isWhite)
    }

    @Test func aTransparentBackgroundHasAlphaZero() throws {
        let pixels = try RenderedPixels(png: try BoardRenderer.pngData(from: R.strokeBoard(), transparentBackground: true))
        #expect(pixels[100, 10].a == 0)
        #expect(pixels[100, 50].isRed)
    }

    @Test func theBackgroundPhotoIsStretchedToTheCanvas() throws {
        var board = R.strokeBoard()
        board.backgroundPNG = try R.png(width: 4, height: 2, top: R.green, bottom: R.blue)
        let pixels = try RenderedPixels(png: try BoardRenderer.pngData(from: board))
        #expect(pixels[10, 10].isGreen && pixels[190, 10].isGreen)   // top half, upright
        #expect(pixels[10, 90].isBlue && pixels[190, 90].isBlue)
        #expect(pixels[100, 50].isRed)                               // strokes over the photo

        board.backgroundPNG = Data(base64Encoded: "/9j/4AAQSkZJRgABAQAAAQABAAD/2wBDAAIBAQEBAQIBAQECAgICAgQDAgICAgUEBAMEBgUGBgYFBgYGBwkIBgcJBwYGCAsICQoKCgoKBggLDAsKDAkKCgr/2wBDAQICAgICAgUDAwUKBwYHCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgr/wAARCAAIABADAREAAhEBAxEB/8QAFQABAQAAAAAAAAAAAAAAAAAAAAn/xAAUEAEAAAAAAAAAAAAAAAAAAAAA/8QAFgEBAQEAAAAAAAAAAAAAAAAAAAcJ/8QAFBEBAAAAAAAAAAAAAAAAAAAAAP/aAAwDAQACEQMRAD8Ajm38SsB//9k=")
        let photo = try RenderedPixels(png: try BoardRenderer.pngData(from: board))
        #expect(photo[10, 10].isBlue && photo[190, 90].isBlue)   // a JPEG photo works too
    }

    @Test func stickersSitCentredUprightScaledAndRotatedClockwise() throws {
        var board = R.strokeBoard()
        board.strokes = []
        // 40 × 10 pixels: blue on the left, yellow on the right.
        let image = try R.png(width: 40, height: 10, left: R.blue, right: R.yellow)
        board.stickers = [
            PlacedSticker(imagePNG: image, position: CodablePoint(x: 50, y: 50), scale: 1, rotationRadians: 0),
            PlacedSticker(imagePNG: image, position: CodablePoint(x: 150, y: 50), scale: 2, rotationRadians: .pi / 2),
        ]
        let pixels = try RenderedPixels(png: try BoardRenderer.pngData(from: board))
        // Unrotated: x 30…70, y 45…55, blue left of the centre, yellow right of it.
        #expect(pixels[35, 50].isBlue && pixels[65, 50].isYellow)
        #expect(pixels[50, 40].isWhite && pixels[25, 50].isWhite)
        // Scaled 2× (80 × 20) and turned a quarter clockwise on screen: it stands upright at x = 150,
        // its right (yellow) end now at the bottom: y 10…90, x 140…160.
        #expect(pixels[150, 15].isBlue && pixels[150, 85].isYellow)
        #expect(pixels[145, 50].a > 200 && pixels[180, 50].isWhite)

        let vertical = try R.png(width: 10, height: 40, top: R.blue, bottom: R.yellow)
        board.stickers = [PlacedSticker(imagePNG: vertical, position: CodablePoint(x: 100, y: 50))]
        let upright = try RenderedPixels(png: try BoardRenderer.pngData(from: board))
        #expect(upright[100, 35].isBlue && upright[100, 65].isYellow)   // the image's top stays on top
    }

    @Test func thePDFRendersWithPdftoppmAndKeepsStrokesAsVectors() throws {
        let pdf = try BoardRenderer.pdfData(from: R.strokeBoard())
        let page = try RenderedPixels(png: try R.renderPDF(pdf, in: folder.url))
        #expect(page.width == 200 && page.height == 100)
        #expect(page[100, 50].isRed)
        #expect(page[100, 10].isWhite)
        let file = folder.file("vector.pdf")
        try pdf.write(to: file)
        let svg = String(decoding: try R.runTool("pdftocairo", ["-svg", file.path, "-"]), as: UTF8.self)
        let strokes = svg.components(separatedBy: "<path").dropFirst().filter { $0.contains("stroke-width:10") }
        #expect(strokes.count == 1)
        #expect(strokes.first?.contains("stroke-linecap:round") == true && strokes.first?.contains("stroke-linejoin:round") == true)
        #expect(strokes.first?.contains(" C ") == true)   // smoothed: curves, not a polyline
        #expect(!svg.contains("<image"))
    }

    @Test func aDecompressionBombStickerIsRefusedAndNothingIsWritten() async throws {
        var board = R.strokeBoard()
        var bomb = Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13])
        bomb.append(contentsOf: Array("IHDR".utf8) + [0x00, 0x01, 0x86, 0xA0, 0x00, 0x01, 0x86, 0xA0, 8, 6, 0, 0, 0, 0, 0, 0, 0])
        let sticker = PlacedSticker(imagePNG: bomb, position: CodablePoint(x: 10, y: 10))
        board.stickers = [sticker]
        let error = try #require(throws: DocumentError.self) { try BoardRenderer.pngData(from: board) }
        #expect(error.code == .tooLarge)
        #expect(error.message.contains(sticker.id.uuidString) && error.message.contains("100000 × 100000"))

        let destination = folder.file("bomb.png")
        await #expect(throws: DocumentError.self) {
            try await BoardWriter(contentType: .png).write(content: board, to: destination, previous: nil,
                                                           progress: BoardFixtures.progress())
        }
        #expect(!FileManager.default.fileExists(atPath: destination.path))
    }

    @Test func undecodableImagesAndImpossibleSizesAreClearErrors() throws {
        var board = R.strokeBoard()
        board.backgroundPNG = BoardFixtures.png(3)   // PNG signature, no IHDR
        let corrupt = try #require(throws: DocumentError.self) { try BoardRenderer.pngData(from: board) }
        #expect(corrupt.code == .corrupt && corrupt.message.contains("background"))

        var huge = R.strokeBoard()
        huge.canvasSize = CodableSize(width: 8192, height: 8192)
        let tooLarge = try #require(throws: DocumentError.self) { try BoardRenderer.pngData(from: huge, scale: 2) }
        #expect(tooLarge.code == .tooLarge)
        #expect(try BoardRenderer.pdfData(from: huge).count > 0)   // a PDF page of that size is fine

        var empty = R.strokeBoard()
        empty.canvasSize = CodableSize(width: 0, height: 100)
        #expect(throws: DocumentError.self) { try BoardRenderer.pngData(from: empty) }
        #expect(throws: DocumentError.self) { try BoardRenderer.pngData(from: R.strokeBoard(), scale: .nan) }
    }

    @Test func strokePathsRunThroughTheEndsWithCurves() {
        let stroke = R.strokeBoard().strokes[0]
        let path = BoardRenderer.strokePath(for: stroke)
        var kinds: [CGPathElementType] = []
        path.applyWithBlock { kinds.append($0.type) }
        #expect(kinds == [.moveToPoint, .addLineToPoint, .addQuadCurveToPoint, .addQuadCurveToPoint,
                          .addQuadCurveToPoint, .addLineToPoint])
        #expect(path.currentPoint == CGPoint(x: 180, y: 50))
        let dot = InkStroke(color: R.red, width: 4, points: [CodablePoint(x: 1, y: 2)])
        #expect(BoardRenderer.strokePath(for: dot).currentPoint == CGPoint(x: 1, y: 2))
    }
}

@MainActor
@Suite("BoardModel: exporting a loaded board")
struct BoardExportFromFileTests {
    let folder = TemporaryDirectory()

    private func environment() -> DocumentEnvironment {
        DocumentEnvironment(appID: "org.quire.BoardStudio.tests", dataHome: folder.file("data"), recentsFile: .some(nil))
    }

    private static let kind = DocumentKind.document(BoardDocument.self) { configuration, context in
        BoardDocument(configuration: configuration, context: context)
    }

    @Test func aSavedPackageOpenedThroughTheSessionExportsLikeTheSnapshotItWasMadeFrom() async throws {
        try BoardInfoPlist.registerTypes()
        var original = R.strokeBoard()
        original.stickers = [PlacedSticker(imagePNG: try R.png(width: 20, height: 20, left: R.blue, right: R.yellow),
                                           position: CodablePoint(x: 60, y: 30), scale: 1.5, rotationRadians: 0.4)]
        original.backgroundPNG = try R.png(width: 8, height: 8, top: R.green, bottom: CGColor(red: 1, green: 1, blue: 1, alpha: 1))
        let package = folder.file("Weekend.boardpkg")
        try await BoardPackageStore.write(snapshot: original, to: package, previous: nil, progress: BoardFixtures.progress())
        #expect(try await DocumentSession.contentType(of: package) == .boardPackage)   // by the .boardpkg extension

        let session = try await DocumentSession.open(package, kinds: [Self.kind], environment: environment())
        let png = folder.file("Weekend.png"), png2x = folder.file("Weekend@2x.png"), pdf = folder.file("Weekend.pdf")
        try await session.export(to: png, as: .png)
        try await BoardExportOptions.$current.withValue(BoardExportOptions(scale: 2)) {
            try await session.export(to: png2x, as: .png)
        }
        try await session.export(to: pdf, as: .pdf)

        #expect(try Data(contentsOf: png) == BoardRenderer.pngData(from: original))
        #expect(try Data(contentsOf: png2x) == BoardRenderer.pngData(from: original, scale: 2))
        let pixels = try RenderedPixels(png: Data(contentsOf: png2x))
        #expect(pixels.width == 400 && pixels.height == 200)
        #expect(pixels[200, 100].isRed && pixels[10, 10].isGreen)
        let page = try RenderedPixels(png: try R.renderPDF(Data(contentsOf: pdf), in: folder.url))
        #expect(page[100, 50].isRed && page[10, 10].isGreen)
        // The package was only read.
        #expect(try await BoardPackageStore.read(from: package) == original)
    }
}
