import Testing
import Quire

/// Seed 002's renderer listing, run: its `pdfData` (CGDataConsumer, CGContext(consumer:mediaBox:_:),
/// beginPDFPage with kCGPDFContextMediaBox) produces a one-page PDF the size of the canvas.
@Suite struct Seed002RendererTests {
    @Test func seedPDFListingWritesACanvasSizedPage() throws {
        var board = Board()
        board.canvasSize = CodableSize(width: 300, height: 200)
        let pdf = try BoardRenderer.pdfData(from: board.makeSnapshot())
        let text = String(decoding: pdf, as: UTF8.self)
        #expect(text.hasPrefix("%PDF-"))
        #expect(text.contains("/MediaBox [ 0 0 300 200 ]"))
        #expect(text.contains("%%EOF"))
    }

    @Test func seedPNGListingStillThrowsAsPrinted() {
        #expect(throws: CocoaError.self) { try BoardRenderer.pngData(from: Board().makeSnapshot()) }
    }
}
