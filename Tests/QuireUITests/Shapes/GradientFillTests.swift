import Foundation
import QuireCore
import QuireGraphics
import Testing
@testable import QuireUI

/// Gradients as shape fills and as views, painted by cairo into bitmaps.
@MainActor
@Suite struct GradientFillTests {
    private func paint<V: View>(_ size: CGSize, _ view: V) throws -> CGContext {
        try ShapeBitmaps.paint(size, view)
    }

    private func rgb(_ bitmap: CGContext, _ x: Int, _ y: Int) -> (red: Int, green: Int, blue: Int, alpha: Int) {
        let pixel = CanvasTests.pixel(bitmap, x: x, y: y).map(Int.init)
        return (pixel[0], pixel[1], pixel[2], pixel[3])
    }

    @Test func aLinearGradientFillsAShapeFromStartToEnd() throws {
        let style = LinearGradient(colors: [.red, .blue], startPoint: .leading, endPoint: .trailing)
        let bitmap = try paint(CGSize(width: 100, height: 20), Capsule().fill(style))
        let start = rgb(bitmap, 12, 10), end = rgb(bitmap, 88, 10)
        #expect(start.red > 150 && start.blue < 100, "red at the leading end: \(start)")
        #expect(end.blue > 150 && end.red < 100, "blue at the trailing end: \(end)")
        #expect(rgb(bitmap, 0, 0).alpha == 0, "outside the capsule")
    }

    @Test func aRadialGradientAsAStyleAndAsAView() throws {
        let style = RadialGradient(colors: [.white, .black], center: .center, startRadius: 0, endRadius: 50)
        let filled = try paint(CGSize(width: 100, height: 100), Circle().fill(style))
        #expect(rgb(filled, 50, 50).red > 230)
        #expect(rgb(filled, 50, 3).red < 40)
        #expect(rgb(filled, 2, 2).alpha == 0)
        let view = try paint(CGSize(width: 100, height: 100), style)
        #expect(rgb(view, 2, 2).alpha == 255, "as a view it fills its frame")
        #expect(rgb(view, 50, 50).red > 230)
    }

    @Test func anAngularGradientGoesAroundItsCentre() throws {
        let style = AngularGradient(colors: [.red, .blue], center: .center)
        let bitmap = try paint(CGSize(width: 100, height: 100), Rectangle().fill(style))
        let start = rgb(bitmap, 95, 52), late = rgb(bitmap, 95, 47)
        #expect(start.red > start.blue, "just past the start angle (3 o'clock, turning down): \(start)")
        #expect(late.blue > late.red, "just before a full turn: \(late)")
    }

    @Test func anEllipticalGradientFitsTheView() throws {
        let style = EllipticalGradient(colors: [.white, .black])
        let bitmap = try paint(CGSize(width: 100, height: 40), Rectangle().fill(style))
        #expect(rgb(bitmap, 50, 20).red > 230)
        #expect(rgb(bitmap, 1, 20).red < 40, "the width's end")
        #expect(rgb(bitmap, 50, 1).red < 40, "the height's end, squeezed")
    }

    @Test func aCanvasFillsWithGradientShadings() throws {
        let canvas = Canvas { context, size in
            let gradient = Gradient(colors: [.green, .blue])
            context.fill(Path(CGRect(origin: .zero, size: size)),
                         with: .linearGradient(gradient, startPoint: .zero, endPoint: CGPoint(x: size.width, y: 0)))
        }
        let bitmap = try paint(CGSize(width: 100, height: 10), canvas)
        #expect(rgb(bitmap, 2, 5).green > rgb(bitmap, 2, 5).blue)
        #expect(rgb(bitmap, 97, 5).blue > rgb(bitmap, 97, 5).green)
    }
}
