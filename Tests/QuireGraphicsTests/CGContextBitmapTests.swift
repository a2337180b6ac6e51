import Foundation
import QuireCore
@testable import QuireGraphics
import Testing

@Suite("QuireGraphics: bitmap contexts")
struct CGContextBitmapTests {
    private func context(_ width: Int = 40, _ height: Int = 40) throws -> CGContext {
        try #require(CGContext(data: nil, width: width, height: height, bitsPerComponent: 8, bytesPerRow: 0,
                               space: CGColorSpaceCreateDeviceRGB(),
                               bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue))
    }

    private func pixels(_ context: CGContext) throws -> PixelGrid { try PixelGrid(try #require(context.makeImage())) }

    @Test func theOriginIsBottomLeftAndYGrowsUpwards() throws {
        let context = try context(10, 10)
        #expect(context.ctm == .identity)
        context.setFillColor(red: 1, green: 0, blue: 0, alpha: 1)
        context.fill(CGRect(x: 0, y: 0, width: 5, height: 5))
        let grid = try pixels(context)
        // CoreGraphics' y = 0…5 is the bottom half: the last rows in memory.
        #expect(grid.pixel(x: 0, row: 9).isRed)
        #expect(grid.pixel(x: 4, row: 5).isRed)
        #expect(grid.pixel(x: 0, row: 0).isTransparent)
        #expect(grid.pixel(x: 5, row: 9).isTransparent)
    }

    @Test func aCallersBufferReceivesTheDrawingInItsLayout() throws {
        // premultipliedLast (R G B A bytes), noneSkipFirst + little (B G R x), premultipliedFirst + little
        // (cairo's own, drawn in place).
        let layouts: [(UInt32, [UInt8])] = [
            (CGImageAlphaInfo.premultipliedLast.rawValue, [255, 0, 0, 255]),
            (CGImageAlphaInfo.premultipliedFirst.rawValue, [255, 255, 0, 0]),
            (CGImageAlphaInfo.noneSkipFirst.rawValue | CGBitmapInfo.byteOrder32Little.rawValue, [0, 0, 255, 255]),
            (CGImageAlphaInfo.premultipliedFirst.rawValue | CGBitmapInfo.byteOrder32Little.rawValue, [0, 0, 255, 255]),
        ]
        for (info, red) in layouts {
            var buffer = [UInt8](repeating: 7, count: 4 * 4 * 4)
            buffer.withUnsafeMutableBytes { raw in
                guard let context = CGContext(data: raw.baseAddress, width: 4, height: 4, bitsPerComponent: 8, bytesPerRow: 16,
                                              space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: info) else { return }
                context.setFillColor(red: 1, green: 0, blue: 0, alpha: 1)
                context.fill(CGRect(x: 0, y: 3, width: 1, height: 1))   // top-left pixel
            }
            #expect(Array(buffer[0..<4]) == red, "layout \(info)")
            // Pixels not drawn keep the caller's bytes (CoreGraphics draws over the buffer).
            #expect(Array(buffer[4..<8]) == [7, 7, 7, 7] || info & 0x1F >= 5, "layout \(info)")
        }
    }

    @Test func unsupportedLayoutsAndHugeBitmapsAreRefused() {
        let rgb = CGColorSpaceCreateDeviceRGB()
        #expect(CGContext(data: nil, width: 4, height: 4, bitsPerComponent: 8, bytesPerRow: 0, space: rgb,
                          bitmapInfo: CGImageAlphaInfo.last.rawValue) == nil)
        #expect(CGContext(data: nil, width: 4, height: 4, bitsPerComponent: 16, bytesPerRow: 0, space: rgb,
                          bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue) == nil)
        #expect(CGContext(data: nil, width: 8193, height: 8192, bitsPerComponent: 8, bytesPerRow: 0, space: rgb,
                          bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue) == nil)
        #expect(CGContext(data: nil, width: 100_000, height: 1, bitsPerComponent: 8, bytesPerRow: 0, space: rgb,
                          bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue) == nil)
        #expect(CGContext(data: nil, width: 0, height: 4, bitsPerComponent: 8, bytesPerRow: 0, space: rgb,
                          bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue) == nil)
        #expect(CGColorSpace(name: "kCGColorSpaceDisplayP3") == nil)
        #expect(CGColorSpace(name: CGColorSpace.sRGB) != nil)
    }

    @Test func roundCapsReachPastTheEndsAndButtCapsDoNot() throws {
        let context = try context()
        context.setStrokeColor(red: 1, green: 0, blue: 0, alpha: 1)
        context.setLineWidth(10)
        context.setLineCap(.round)
        context.move(to: CGPoint(x: 10, y: 30))
        context.addLine(to: CGPoint(x: 30, y: 30))
        context.strokePath()
        context.setLineCap(.butt)
        context.move(to: CGPoint(x: 10, y: 10))
        context.addLine(to: CGPoint(x: 30, y: 10))
        context.strokePath()
        #expect(context.isPathEmpty)
        let grid = try pixels(context)
        #expect(grid.pixel(x: 20, row: 40 - 30).isRed)
        #expect(grid.pixel(x: 7, row: 40 - 30).isRed)          // inside the round cap
        #expect(grid.pixel(x: 20, row: 40 - 10).isRed)
        #expect(grid.pixel(x: 7, row: 40 - 10).isTransparent)  // beyond the butt end
    }

    @Test func rotationIsCounterclockwiseAndStateIsRestored() throws {
        let context = try context()
        context.saveGState()
        context.translateBy(x: 20, y: 20)
        context.rotate(by: .pi / 2)
        context.setFillColor(red: 0, green: 0, blue: 1, alpha: 1)
        // Along +x before the rotation: along +y (upwards) after a counterclockwise quarter turn.
        context.fill(CGRect(x: 2, y: -2, width: 14, height: 4))
        #expect(abs(context.ctm.tx - 20) < 1e-9 && abs(context.ctm.b - 1) < 1e-9)
        context.restoreGState()
        #expect(context.ctm == .identity)
        context.fill(CGRect(x: 0, y: 0, width: 2, height: 2))   // the default black again
        let grid = try pixels(context)
        #expect(grid.pixel(x: 20, row: 40 - 30).isBlue)   // above the pivot
        #expect(grid.pixel(x: 30, row: 40 - 20).isTransparent)
        #expect(grid.pixel(x: 20, row: 40 - 12).isTransparent)  // below the pivot
        #expect(grid.pixel(x: 0, row: 39) == RGBA(r: 0, g: 0, b: 0, a: 255))
    }

    @Test func concatenateMatchesTheEquivalentCalls() throws {
        let a = try context(), b = try context()
        a.translateBy(x: 5, y: 7)
        a.scaleBy(x: 2, y: 3)
        a.rotate(by: 0.3)
        b.concatenate(CGAffineTransform(translationX: 5, y: 7).scaledBy(x: 2, y: 3).rotated(by: 0.3))
        let expected = CGAffineTransform.identity.translatedBy(x: 5, y: 7).scaledBy(x: 2, y: 3).rotated(by: 0.3)
        for t in [a.ctm, b.ctm] {
            #expect(abs(t.a - expected.a) < 1e-9 && abs(t.b - expected.b) < 1e-9 && abs(t.c - expected.c) < 1e-9)
            #expect(abs(t.d - expected.d) < 1e-9 && abs(t.tx - expected.tx) < 1e-9 && abs(t.ty - expected.ty) < 1e-9)
        }
    }

    @Test func imagesDrawUprightScaledToTheRectangle() throws {
        let png = try TestImages.png(width: 4, height: 4, top: CGColor(red: 1, green: 0, blue: 0, alpha: 1),
                                     bottom: CGColor(red: 0, green: 0, blue: 1, alpha: 1))
        let image = try CGImage.decode(png)
        let context = try context()
        context.interpolationQuality = .none
        context.draw(image, in: CGRect(x: 10, y: 10, width: 20, height: 20))
        let grid = try pixels(context)
        #expect(grid.pixel(x: 20, row: 40 - 28).isRed)     // near the rectangle's top
        #expect(grid.pixel(x: 20, row: 40 - 12).isBlue)    // near its bottom
        #expect(grid.pixel(x: 10, row: 40 - 11).isBlue)    // hard edge: the border pixel is opaque
        #expect(grid.pixel(x: 5, row: 40 - 20).isTransparent)
    }

    @Test func alphaClearAndFillColoursCombineAsInCoreGraphics() throws {
        let context = try context(10, 10)
        context.setFillColor(CGColor(red: 0, green: 1, blue: 0, alpha: 1))
        context.fill(CGRect(x: 0, y: 0, width: 10, height: 10))
        context.clear(CGRect(x: 0, y: 0, width: 5, height: 10))
        context.setAlpha(0.5)
        context.setFillColor(red: 1, green: 0, blue: 0, alpha: 1)
        context.clear(CGRect(x: 0, y: 0, width: 1, height: 1))
        context.fill(CGRect(x: 0, y: 5, width: 5, height: 5))
        let grid = try pixels(context)
        #expect(grid.pixel(x: 2, row: 8).isTransparent)          // cleared
        let half = grid.pixel(x: 2, row: 2)                       // half-transparent red over cleared
        #expect(abs(Int(half.a) - 128) <= 1 && abs(Int(half.r) - 128) <= 1 && half.g == 0)
        #expect(grid.pixel(x: 7, row: 5).isGreen)
    }

    @Test func pathsHitTestAndMeasure() {
        let path = CGMutablePath()
        path.addEllipse(in: CGRect(x: 0, y: 0, width: 20, height: 10))
        #expect(path.contains(CGPoint(x: 10, y: 5)))
        #expect(!path.contains(CGPoint(x: 1, y: 1)))
        let box = path.boundingBoxOfPath
        #expect(abs(box.width - 20) < 0.01 && abs(box.height - 10) < 0.01)
        let arc = CGMutablePath()
        arc.addArc(center: .zero, radius: 10, startAngle: 0, endAngle: .pi / 2, clockwise: false)
        #expect(abs(arc.currentPoint.x) < 1e-9 && abs(arc.currentPoint.y - 10) < 1e-9)
        let clockwise = CGMutablePath()
        clockwise.addArc(center: .zero, radius: 10, startAngle: 0, endAngle: .pi / 2, clockwise: true)
        // Three quarters the long way round, through (0, -10).
        #expect(clockwise.boundingBoxOfPath.minY < -9.9)
        let quad = CGMutablePath()
        quad.move(to: .zero)
        quad.addQuadCurve(to: CGPoint(x: 20, y: 0), control: CGPoint(x: 10, y: 20))
        #expect(abs(quad.boundingBoxOfPath.maxY - 10) < 0.01)   // a quadratic peaks halfway to its control
        #expect(quad.copy() == quad)
    }

    @Test func affineTransformsComposeInCoreGraphicsOrder() {
        let t = CGAffineTransform(translationX: 10, y: 0).concatenating(CGAffineTransform(scaleX: 2, y: 2))
        #expect(CGPoint(x: 1, y: 1).applying(t) == CGPoint(x: 22, y: 2))   // translate first, then scale
        let u = CGAffineTransform(scaleX: 2, y: 2).translatedBy(x: 10, y: 0)
        #expect(CGPoint(x: 1, y: 1).applying(u) == CGPoint(x: 22, y: 2))   // translatedBy applies first
        let r = CGAffineTransform(rotationAngle: .pi / 2)
        let p = CGPoint(x: 1, y: 0).applying(r)
        #expect(abs(p.x) < 1e-12 && abs(p.y - 1) < 1e-12)
        let back = CGPoint(x: 22, y: 2).applying(t.inverted())
        #expect(abs(back.x - 1) < 1e-12 && abs(back.y - 1) < 1e-12)
    }
}
