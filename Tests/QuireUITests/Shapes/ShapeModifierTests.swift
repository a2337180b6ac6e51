import Foundation
import QuireCore
import QuireGraphics
import Testing
@testable import QuireUI
import QuireUIHeadless

/// Shapes changed by their modifiers (trim, offset, rotation, scale, inset) and the uneven rounded
/// rectangle, painted by cairo into bitmaps; bad paths draw nothing.
@MainActor
@Suite struct ShapeModifierTests {
    /// Paints `view`'s canvas at `size` and returns the bitmap.
    private func paint<V: View>(_ size: CGSize, _ view: V) throws -> CGContext {
        try ShapeBitmaps.paint(size, view)
    }

    private func alpha(_ bitmap: CGContext, _ x: Int, _ y: Int) -> UInt8 { CanvasTests.pixel(bitmap, x: x, y: y)[3] }

    @Test func anUnevenRoundedRectangleRoundsOnlyItsGivenCorners() throws {
        let shape = UnevenRoundedRectangle(topLeadingRadius: 30, bottomTrailingRadius: 30)
        let bitmap = try paint(CGSize(width: 80, height: 80), shape.fill(Color.blue))
        #expect(alpha(bitmap, 2, 2) == 0, "top leading rounded")
        #expect(alpha(bitmap, 77, 77) == 0, "bottom trailing rounded")
        #expect(alpha(bitmap, 77, 2) == 255, "top trailing square")
        #expect(alpha(bitmap, 2, 77) == 255, "bottom leading square")
        let inset = try paint(CGSize(width: 80, height: 80), shape.inset(by: 10).fill(Color.blue))
        #expect(alpha(inset, 5, 40) == 0)
        #expect(alpha(inset, 12, 40) == 255)
    }

    @Test func aTrimmedCircleDrawsOnlyItsPartOfTheOutline() throws {
        // A circle's outline starts at its rightmost point and runs clockwise (y down): the first
        // quarter is the bottom right.
        let ring = Circle().trim(from: 0, to: 0.25).stroke(Color.red, lineWidth: 6)
        let bitmap = try paint(CGSize(width: 100, height: 100), ring)
        let edge = 50 + Int(47 * cos(Double.pi / 4))
        #expect(alpha(bitmap, edge, edge) > 200, "bottom right drawn")
        #expect(alpha(bitmap, 100 - edge, 100 - edge) == 0, "top left not drawn")
        #expect(alpha(bitmap, 100 - edge, edge) == 0, "bottom left not drawn")
        let path = Rectangle().path(in: CGRect(x: 0, y: 0, width: 10, height: 10)).trimmedPath(from: 0.5, to: 0.25)
        #expect(path.isEmpty, "from after to is nothing")
    }

    @Test func offsetRotationAndScaleMoveThePath() throws {
        let square = Rectangle().scale(0.5)
        let scaled = try paint(CGSize(width: 40, height: 40), square.fill(Color.green))
        #expect(alpha(scaled, 5, 20) == 0)
        #expect(alpha(scaled, 20, 20) == 255)
        let moved = try paint(CGSize(width: 40, height: 40), square.offset(x: 10, y: 0).fill(Color.green))
        #expect(alpha(moved, 12, 20) == 0)
        #expect(alpha(moved, 36, 20) == 255)
        let turned = try paint(CGSize(width: 40, height: 40),
                               Rectangle().scale(x: 1, y: 0.2).rotation(.degrees(90)).fill(Color.green))
        #expect(alpha(turned, 20, 2) == 255, "a flat bar turned upright reaches the top")
        #expect(alpha(turned, 2, 20) == 0)
        #expect(try paint(CGSize(width: 20, height: 20), ContainerRelativeShape().fill(Color.green))
            .data != nil)
    }

    @Test func emptyAndNaNPathsDrawNothing() throws {
        struct BadShape: Shape {
            func path(in rect: CGRect) -> Path {
                Path { $0.addLines([CGPoint(x: CGFloat.nan, y: 0), CGPoint(x: 10, y: CGFloat.infinity), CGPoint(x: 5, y: 5)]) }
            }
        }
        struct EmptyShape: Shape {
            func path(in rect: CGRect) -> Path { Path() }
        }
        for view in [AnyView(BadShape().fill(Color.red)), AnyView(BadShape().stroke(Color.red, lineWidth: 3)),
                     AnyView(EmptyShape().fill(Color.red)), AnyView(BadShape().trim(from: 0.2, to: 0.8).stroke(.red))] {
            let host = HeadlessHost { view }
            let canvas = try host.widget(.canvas)
            canvas.resize(to: CGSize(width: 20, height: 20))
            #expect(canvas.displayList.commands.isEmpty)
        }
    }
}
