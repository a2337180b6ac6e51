import Foundation
import QuireGraphics
import Testing
@testable import QuireUI

/// `GraphicsContext` text (Pango over cairo), icons from the icon theme, `addFilter` and
/// `drawLayer` with filters: measured and painted onto real cairo bitmaps, checked pixel by pixel.
@MainActor
@Suite struct CanvasTextAndFilterTests {
    static let size = CGSize(width: 120, height: 120)

    /// Paints what `draw` records onto a fresh transparent bitmap of `size`.
    static func paint(_ draw: (inout GraphicsContext) -> Void) throws -> (CGContext, [CanvasCommand]) {
        var context = GraphicsContext(recorder: CanvasRecorder(size: size))
        draw(&context)
        let bitmap = try #require(CanvasTests.bitmap(width: Int(size.width), height: Int(size.height)))
        CanvasDisplayList(size: size, commands: context.recorder.commands).paint(on: bitmap)
        return (bitmap, context.recorder.commands)
    }

    /// How many pixels in `rect` are not transparent.
    static func inkedPixels(_ bitmap: CGContext, in rect: CGRect) -> Int {
        var count = 0
        for y in Int(rect.minY)..<Int(rect.maxY) {
            for x in Int(rect.minX)..<Int(rect.maxX) where CanvasTests.pixel(bitmap, x: x, y: y)[3] > 0 {
                count += 1
            }
        }
        return count
    }

    static let square = Path(CGRect(x: 40, y: 40, width: 40, height: 40))

    @Test func resolvedTextMeasuresWrapsAndHasBaselines() {
        let context = GraphicsContext(recorder: CanvasRecorder(size: Self.size))
        let short = context.resolve(Text("Quire"))
        let long = context.resolve(Text("Quire draws text with Pango"))
        let unlimited = CGSize(width: CGFloat.infinity, height: .infinity)
        let oneLine = short.measure(in: unlimited)
        #expect(oneLine.width > 10 && oneLine.height > 8)
        #expect(long.measure(in: unlimited).width > oneLine.width)
        let wrapped = long.measure(in: CGSize(width: 60, height: CGFloat.infinity))
        #expect(wrapped.width <= 60)
        #expect(wrapped.height > oneLine.height * 1.5, "several lines")
        let baseline = long.firstBaseline(in: CGSize(width: 60, height: CGFloat.infinity))
        #expect(baseline > 0 && baseline < oneLine.height)
        #expect(long.lastBaseline(in: CGSize(width: 60, height: CGFloat.infinity)) > baseline + oneLine.height / 2)
        let bold = context.resolve(Text("Quire").font(.system(size: 30)))
        #expect(bold.measure(in: unlimited).height > oneLine.height * 1.5, "the run's font is Pango's")
    }

    @Test func textAtAnAnchorPaintsInsideItsMeasuredFrame() throws {
        let (bitmap, commands) = try Self.paint { context in
            context.draw(Text("Quire"), at: CGPoint(x: 60, y: 60), anchor: .center)
        }
        guard case let .text(_, frame, _) = try #require(commands.first) else {
            Issue.record("not a text command: \(commands)")
            return
        }
        #expect(abs(frame.midX - 60) <= 1 && abs(frame.midY - 60) <= 1, "centred on the point")
        #expect(Self.inkedPixels(bitmap, in: frame) > 20)
        let whole = Self.inkedPixels(bitmap, in: CGRect(origin: .zero, size: Self.size))
        #expect(whole == Self.inkedPixels(bitmap, in: frame.insetBy(dx: -1, dy: -1)), "nothing outside its frame")
    }

    @Test func textInARectangleStopsAtItsHeight() throws {
        let rect = CGRect(x: 10, y: 10, width: 50, height: 20)
        let (bitmap, _) = try Self.paint { context in
            context.draw(Text("one two three four five six seven eight nine ten"), in: rect)
        }
        #expect(Self.inkedPixels(bitmap, in: rect) > 20)
        #expect(Self.inkedPixels(bitmap, in: CGRect(x: 0, y: rect.maxY + 2, width: 120, height: 80)) == 0,
                "the lines that don't fit are cut with an ellipsis")
    }

    @Test func blurSpreadsAnEdgeAndKeepsTheMiddle() throws {
        let (sharp, _) = try Self.paint { context in
            context.fill(Self.square, with: .color(red: 1, green: 0, blue: 0))
        }
        let (blurred, commands) = try Self.paint { context in
            context.addFilter(.blur(radius: 4))
            context.fill(Self.square, with: .color(red: 1, green: 0, blue: 0))
        }
        #expect(commands.first?.state.filters.count == 1)
        #expect(CanvasTests.pixel(sharp, x: 36, y: 60)[3] == 0)
        let spread = CanvasTests.pixel(blurred, x: 36, y: 60)
        #expect(spread[3] > 10 && spread[3] < 200, "outside the edge, partly covered: \(spread)")
        #expect(CanvasTests.pixel(blurred, x: 60, y: 60) == [255, 0, 0, 255], "the middle stays")
        #expect(CanvasTests.pixel(blurred, x: 5, y: 5)[3] == 0, "far away stays clear")
    }

    @Test func shadowFallsUnderAtItsOffset() throws {
        let (bitmap, _) = try Self.paint { context in
            context.addFilter(.shadow(color: .black, radius: 0, x: 20, y: 20))
            context.fill(Self.square, with: .color(red: 1, green: 0, blue: 0))
        }
        #expect(CanvasTests.pixel(bitmap, x: 50, y: 50) == [255, 0, 0, 255], "the shape over its shadow")
        #expect(CanvasTests.pixel(bitmap, x: 90, y: 90) == [0, 0, 0, 255], "the shadow, moved")
        #expect(CanvasTests.pixel(bitmap, x: 30, y: 30)[3] == 0)

        let (only, _) = try Self.paint { context in
            context.addFilter(.shadow(color: .black, radius: 0, x: 20, y: 20, options: .shadowOnly))
            context.fill(Self.square, with: .color(red: 1, green: 0, blue: 0))
        }
        #expect(CanvasTests.pixel(only, x: 50, y: 50)[3] == 0, "shadowOnly leaves the shape out")
        #expect(CanvasTests.pixel(only, x: 70, y: 70) == [0, 0, 0, 255])
    }

    @Test func colourFiltersChangeTheColours() throws {
        func painted(_ filter: GraphicsContext.Filter, _ color: Color) throws -> [UInt8] {
            let (bitmap, _) = try Self.paint { context in
                context.addFilter(filter)
                context.fill(Self.square, with: .color(color))
            }
            return CanvasTests.pixel(bitmap, x: 60, y: 60)
        }
        let grey = try painted(.grayscale(1), Color(red: 1, green: 0, blue: 0))
        #expect(grey[0] == grey[1] && grey[1] == grey[2] && grey[0] > 30 && grey[0] < 80, "\(grey)")
        #expect(try painted(.colorMultiply(Color(red: 0, green: 1, blue: 1)), .white) == [0, 255, 255, 255])
        #expect(try painted(.colorInvert(), .white) == [0, 0, 0, 255])
        let brighter = try painted(.brightness(0.5), .black)
        #expect(brighter[0] >= 126 && brighter[0] <= 129)
        #expect(try painted(.luminanceToAlpha, .white)[3] >= 254)
    }

    @Test func aFilteredLayerIsOneCommandFilteredAsAWhole() throws {
        let (bitmap, commands) = try Self.paint { context in
            context.addFilter(.shadow(color: .black, radius: 0, x: 0, y: 30, options: .shadowOnly))
            context.drawLayer { layer in
                layer.fill(Path(CGRect(x: 10, y: 10, width: 20, height: 20)), with: .color(.red))
                layer.fill(Path(CGRect(x: 60, y: 10, width: 20, height: 20)), with: .color(.blue))
            }
        }
        guard case let .layer(inner, state) = try #require(commands.first), commands.count == 1 else {
            Issue.record("not one layer: \(commands)")
            return
        }
        #expect(inner.count == 2 && inner.allSatisfy { $0.state.filters.isEmpty })
        #expect(state.filters.count == 1)
        #expect(CanvasTests.pixel(bitmap, x: 20, y: 20)[3] == 0)
        #expect(CanvasTests.pixel(bitmap, x: 20, y: 50) == [0, 0, 0, 255])
        #expect(CanvasTests.pixel(bitmap, x: 70, y: 50) == [0, 0, 0, 255])
    }

    nonisolated static let hasAdwaitaIcons = FileManager.default.fileExists(atPath: "/usr/share/icons/Adwaita/scalable/places")

    @Test(.enabled(if: hasAdwaitaIcons)) func symbolsResolveToThemeIconsInTheTextColour() throws {
        let context = GraphicsContext(recorder: CanvasRecorder(size: Self.size))
        let trash = context.resolve(Image(systemName: "trash"))
        #expect(trash.size == CGSize(width: 16, height: 16))
        #expect(context.resolve(Image(systemName: "no.such.symbol.anywhere")).size == trash.size,
                "an unknown SF Symbols name is the missing-image icon, as an Image view shows")
        #expect(context.resolve(Image(systemName: "no-such-icon-in-any-theme")).size == .zero,
                "a freedesktop name no theme has draws nothing")
        let (bitmap, _) = try Self.paint { context in
            context.draw(Image(systemName: "folder"), at: CGPoint(x: 60, y: 60), anchor: .center)
        }
        let frame = CGRect(x: 52, y: 52, width: 16, height: 16)
        #expect(Self.inkedPixels(bitmap, in: frame) > 30)
        #expect(Self.inkedPixels(bitmap, in: CGRect(origin: .zero, size: Self.size)) == Self.inkedPixels(bitmap, in: frame))
        let inked = (52..<68).flatMap { y in (52..<68).map { CanvasTests.pixel(bitmap, x: $0, y: y) } }.max { $0[3] < $1[3] }
        // The text colour is libadwaita's: black at 80 %.
        #expect(inked.map { $0[0] == 0 && $0[1] == 0 && $0[2] == 0 && $0[3] >= 200 && $0[3] <= 206 } == true,
                "\(String(describing: inked))")
    }
}
