import Foundation
import QuireCore
import QuireGraphics
import Testing
@testable import QuireUI
import QuireUIHeadless

/// Shapes drawn for real: the display list a shape view makes, painted by cairo into a bitmap, has
/// the shape's colour inside its outline and nothing outside.
@MainActor
@Suite struct ShapeTests {
    /// Paints the first canvas of `host` at `size` and returns the bitmap.
    private func paint(_ host: HeadlessHost, size: CGSize) throws -> CGContext {
        let canvas = try host.widget(.canvas)
        canvas.resize(to: size)
        let context = try #require(CanvasTests.bitmap(width: Int(size.width), height: Int(size.height)))
        canvas.displayList.paint(on: context)
        return context
    }

    @Test func aFilledCircleIsRoundAndCentred() throws {
        let host = HeadlessHost { Circle().fill(.red) }
        let bitmap = try paint(host, size: CGSize(width: 100, height: 60))
        let red = Color.red.rgba
        let centre = CanvasTests.pixel(bitmap, x: 50, y: 30)
        #expect(centre == [UInt8((red.red * 255).rounded()), UInt8((red.green * 255).rounded()),
                           UInt8((red.blue * 255).rounded()), 255])
        #expect(CanvasTests.pixel(bitmap, x: 5, y: 30)[3] == 0, "outside the circle: a 60-wide circle in a 100-wide view")
        #expect(CanvasTests.pixel(bitmap, x: 50, y: 1)[3] != 0, "the circle touches the shorter side")
    }

    @Test func aRoundedRectangleLeavesItsCornersEmpty() throws {
        let host = HeadlessHost { RoundedRectangle(cornerRadius: 20).fill(Color.blue) }
        let bitmap = try paint(host, size: CGSize(width: 80, height: 80))
        #expect(CanvasTests.pixel(bitmap, x: 1, y: 1)[3] == 0)
        #expect(CanvasTests.pixel(bitmap, x: 40, y: 1)[3] == 255)
        #expect(CanvasTests.pixel(bitmap, x: 1, y: 40)[3] == 255)
    }

    @Test func aStrokeBorderStaysInsideAndAPlainShapeUsesTheForegroundStyle() throws {
        let host = HeadlessHost {
            VStack {
                Rectangle().strokeBorder(Color.green, lineWidth: 4)
                Capsule().foregroundStyle(Color.purple)
            }
        }
        let canvases = host.widgets(.canvas)
        #expect(canvases.count == 2)
        canvases[0].resize(to: CGSize(width: 40, height: 40))
        let border = try #require(CanvasTests.bitmap(width: 40, height: 40))
        canvases[0].displayList.paint(on: border)
        #expect(CanvasTests.pixel(border, x: 0, y: 20)[3] == 255, "the border's outer edge is the view's")
        #expect(CanvasTests.pixel(border, x: 20, y: 20)[3] == 0, "a stroke leaves the middle empty")

        canvases[1].resize(to: CGSize(width: 60, height: 20))
        let capsule = try #require(CanvasTests.bitmap(width: 60, height: 20))
        canvases[1].displayList.paint(on: capsule)
        let purple = Color.purple.rgba
        #expect(CanvasTests.pixel(capsule, x: 30, y: 10)[0] == UInt8((purple.red * 255).rounded()))
        #expect(CanvasTests.pixel(capsule, x: 0, y: 0)[3] == 0)
    }
}
