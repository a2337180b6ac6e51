import Foundation
import QuireGraphics
import Testing
@testable import QuireUI
import QuireUIHeadless

/// A view's first canvas painted by cairo into a bitmap, for pixel checks.
@MainActor
enum ShapeBitmaps {
    /// Renders `view` headless, sizes its canvas to `size` and paints its display list.
    static func paint<V: View>(_ size: CGSize, _ view: V) throws -> CGContext {
        let host = HeadlessHost { view }
        let canvas = try host.widget(.canvas)
        canvas.resize(to: size)
        let context = try #require(CanvasTests.bitmap(width: Int(size.width), height: Int(size.height)))
        canvas.displayList.paint(on: context)
        return context
    }
}
