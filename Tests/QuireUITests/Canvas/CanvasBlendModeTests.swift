import Foundation
import QuireGraphics
import Testing
@testable import QuireUI

/// `GraphicsContext.blendMode`: cairo's operators between what a canvas draws.
@MainActor
@Suite struct CanvasBlendModeTests {
    @Test func aBlendModeCombinesWithWhatIsDrawnBelow() throws {
        func drawn(_ mode: GraphicsContext.BlendMode) throws -> [UInt8] {
            let canvas = Canvas { context, size in
                let rect = Path(CGRect(origin: .zero, size: size))
                context.fill(rect, with: .color(red: 1, green: 1, blue: 0))
                var blended = context
                blended.blendMode = mode
                blended.fill(rect, with: .color(red: 0, green: 1, blue: 1))
                context.fill(Path(CGRect(x: 0, y: 0, width: 1, height: 1)), with: .color(.black))
            }
            return CanvasTests.pixel(try ShapeBitmaps.paint(CGSize(width: 10, height: 10), canvas), x: 5, y: 5)
        }
        #expect(try drawn(.normal) == [0, 255, 255, 255])
        #expect(try drawn(.multiply) == [0, 255, 0, 255], "yellow × cyan is green")
        #expect(try drawn(.destinationOut)[3] == 0, "the second fill cuts the first out")
    }
}
