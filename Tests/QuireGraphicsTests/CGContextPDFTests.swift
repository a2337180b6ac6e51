import Foundation
import QuireCore
import QuireGraphics
import Testing

@Suite("QuireGraphics: PDF contexts")
struct CGContextPDFTests {
    let folder = TemporaryFolder()

    /// Draws through the API seed 002's `pdfData` uses, with an explicit page box.
    private func pdf(pageSize: CGSize, _ draw: (CGContext) -> Void) throws -> Data {
        let data = NSMutableData()
        let consumer = try #require(CGDataConsumer(data: data))
        let context = try #require(CGContext(consumer: consumer, mediaBox: nil, nil))
        context.beginPDFPage([kCGPDFContextMediaBox as String: CGRect(origin: .zero, size: pageSize)] as CFDictionary)
        draw(context)
        context.endPDFPage()
        context.closePDF()
        return data as Data
    }

    @Test func aRedStrokeIsAVectorPathAtTheRightPlace() throws {
        let data = try pdf(pageSize: CGSize(width: 200, height: 100)) { context in
            context.setStrokeColor(red: 1, green: 0, blue: 0, alpha: 1)
            context.setLineWidth(8)
            context.setLineCap(.round)
            context.setLineJoin(.round)
            context.move(to: CGPoint(x: 20, y: 80))           // y up: near the top of the page
            context.addQuadCurve(to: CGPoint(x: 180, y: 80), control: CGPoint(x: 100, y: 80))
            context.strokePath()
        }
        #expect(String(decoding: data.prefix(5), as: UTF8.self) == "%PDF-")
        let page = try Poppler.renderFirstPage(data, in: folder.url)
        #expect(page.width == 200 && page.height == 100)
        #expect(page.pixel(x: 100, row: 20).isRed)
        #expect(page.pixel(x: 100, row: 80).isWhite)
        let svg = try Poppler.svg(of: data, in: folder.url)
        #expect(svg.contains("<path"))
        #expect(svg.contains("stroke-linecap:round"))
        #expect(!svg.contains("<image"))   // no fallback bitmap: the stroke stayed a path
    }

    @Test func pagesTakeTheirBoxesAndDrawingOutsideAPageIsIgnored() throws {
        let data = NSMutableData()
        let consumer = try #require(CGDataConsumer(data: data))
        var box = CGRect(x: 0, y: 0, width: 300, height: 400)
        let context = try #require(CGContext(consumer: consumer, mediaBox: &box,
                                             [kCGPDFContextTitle as String: "Quire test"] as CFDictionary))
        context.fill(CGRect(x: 0, y: 0, width: 300, height: 400))   // before any page: ignored
        context.beginPDFPage(nil)
        context.setFillColor(red: 0, green: 0, blue: 1, alpha: 1)
        context.fill(CGRect(x: 0, y: 0, width: 10, height: 10))
        context.endPDFPage()
        context.beginPDFPage([kCGPDFContextMediaBox as String: CGRect(x: 0, y: 0, width: 50, height: 60)] as CFDictionary)
        context.endPDFPage()
        context.closePDF()
        context.fill(CGRect(x: 0, y: 0, width: 10, height: 10))    // after closing: ignored, no crash
        #expect(context.makeImage() == nil)
        let text = String(decoding: data as Data, as: UTF8.self)
        #expect(text.contains("/MediaBox [ 0 0 300 400 ]"))
        #expect(text.contains("/MediaBox [ 0 0 50 60 ]"))
        #expect(text.contains("/Count 2"))
        #expect(text.contains("Quire test"))
        let info = String(decoding: try Poppler.run("pdfinfo", [try write(data as Data)]), as: UTF8.self)
        #expect(info.split(separator: "\n").contains { $0.hasPrefix("Pages:") && $0.hasSuffix(" 2") })
        #expect(info.contains("Title:           Quire test"))
        let page = try Poppler.renderFirstPage(data as Data, in: folder.url)
        #expect(page.pixel(x: 5, row: 395).isBlue)   // bottom-left corner
        #expect(page.pixel(x: 150, row: 200).isWhite)
    }

    @Test func releasingTheContextFinishesTheDocument() throws {
        let data = NSMutableData()
        do {
            let consumer = try #require(CGDataConsumer(data: data))
            let context = try #require(CGContext(consumer: consumer, mediaBox: nil, nil))
            context.beginPDFPage(nil)
            context.fill(CGRect(x: 0, y: 0, width: 10, height: 10))
        }
        let text = String(decoding: data as Data, as: UTF8.self)
        #expect(text.contains("/MediaBox [ 0 0 612 792 ]"))   // US Letter by default
        #expect(text.hasSuffix("%%EOF\n"))
    }

    @Test func imagesAreEmbeddedUpright() throws {
        let png = try TestImages.png(width: 8, height: 8, top: CGColor(red: 1, green: 0, blue: 0, alpha: 1),
                                     bottom: CGColor(red: 0, green: 0, blue: 1, alpha: 1))
        let image = try CGImage.decode(png)
        let data = try pdf(pageSize: CGSize(width: 100, height: 100)) { context in
            context.draw(image, in: CGRect(x: 0, y: 0, width: 100, height: 100))
        }
        let page = try Poppler.renderFirstPage(data, in: folder.url)
        #expect(page.pixel(x: 50, row: 10).isRed)
        #expect(page.pixel(x: 50, row: 90).isBlue)
    }

    private func write(_ data: Data) throws -> String {
        let url = folder.url.appendingPathComponent("\(UUID().uuidString).pdf")
        try data.write(to: url)
        return url.path
    }
}
