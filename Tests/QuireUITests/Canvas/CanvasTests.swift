import Foundation
import Observation
import QuireGraphics
import Testing
@testable import QuireUI
import QuireUIHeadless

/// `Canvas` on the headless backend: what the renderer draws is recorded as commands; the canvas
/// repaints once per change, only where the drawing changed; gestures reach their actions.
@MainActor
@Suite struct CanvasTests {
    static let line: Path = {
        var path = Path()
        path.move(to: CGPoint(x: 10, y: 10))
        path.addLine(to: CGPoint(x: 90, y: 90))
        return path
    }()

    static let roundStyle = StrokeStyle(lineWidth: 4, lineCap: .round, lineJoin: .round)

    @Test func strokeRecordsExactlyThoseCommands() throws {
        let host = HeadlessHost {
            Canvas { context, _ in
                context.stroke(Self.line, with: .color(.red), style: Self.roundStyle)
                context.fill(Path(CGRect(x: 0, y: 0, width: 5, height: 5)), with: .color(.blue))
            }
        }
        let canvas = try host.widget(.canvas)
        #expect(canvas.displayList.commands == [
            .stroke(Self.line, .color(.red), Self.roundStyle, CanvasDrawingState()),
            .fill(Path(CGRect(x: 0, y: 0, width: 5, height: 5)), .color(.blue), FillStyle(), CanvasDrawingState()),
        ])
        #expect(canvas.displayList.size == CGSize(width: 200, height: 200))
        #expect(canvas.displayRequests.count == 1, "the first drawing paints everything once")
    }

    @Test func transformsOpacityAndClipsBelongToTheContextValue() throws {
        let host = HeadlessHost {
            Canvas { context, size in
                context.drawLayer { layer in
                    layer.translateBy(x: 10, y: 20)
                    layer.rotate(by: .degrees(90))
                    layer.opacity = 0.5
                    layer.clip(to: Path(CGRect(x: 0, y: 0, width: 10, height: 10)))
                    layer.stroke(Self.line, with: .color(.black), lineWidth: 2)
                }
                context.stroke(Self.line, with: .color(.black), lineWidth: 2)
            }
        }
        let commands = try host.widget(.canvas).displayList.commands
        try #require(commands.count == 2)
        let layered = commands[0].state
        let expected = CGAffineTransform(translationX: 10, y: 20).rotated(by: .pi / 2)
        #expect(abs(layered.transform.a - expected.a) < 1e-9 && abs(layered.transform.b - expected.b) < 1e-9)
        #expect(layered.transform.tx == 10 && layered.transform.ty == 20)
        #expect(layered.opacity == 0.5)
        // The clip is kept in canvas coordinates: the 10×10 square moved and turned a quarter.
        let clipBox = try #require(layered.clips.first).path.boundingRect
        #expect(abs(clipBox.minX - 0) < 1e-9 && abs(clipBox.minY - 20) < 1e-9 && abs(clipBox.width - 10) < 1e-9)
        #expect(commands[1].state == CanvasDrawingState(), "the layer's changes stayed in the layer")
    }

    @Test func paintingTheDisplayListDrawsPixels() throws {
        var ctx = GraphicsContext(recorder: CanvasRecorder(size: CGSize(width: 100, height: 100)))
        ctx.stroke(Self.line, with: .color(red: 1, green: 0, blue: 0), style: Self.roundStyle)
        ctx.translateBy(x: 60, y: 0)
        let red = try Self.solidImage(red: 255, green: 0, blue: 0, width: 2, height: 1)
        ctx.draw(red, in: CGRect(x: 0, y: 0, width: 20, height: 10))
        let list = CanvasDisplayList(size: CGSize(width: 100, height: 100), commands: ctx.recorder.commands)

        let bitmap = try #require(Self.bitmap(width: 100, height: 100))
        list.paint(on: bitmap)
        #expect(Self.pixel(bitmap, x: 50, y: 50) == [255, 0, 0, 255], "on the diagonal")
        #expect(Self.pixel(bitmap, x: 20, y: 80) == [0, 0, 0, 0], "off it")
        #expect(Self.pixel(bitmap, x: 70, y: 5) == [255, 0, 0, 255], "the image at the top (y down)")
        #expect(Self.pixel(bitmap, x: 70, y: 15) == [0, 0, 0, 0], "and nowhere below it")
    }

    @Test func stateChangeRedrawsOnceOnlyWhereTheDrawingChanged() throws {
        let host = HeadlessHost { Sketch() }
        let canvas = try host.widget(.canvas)
        #expect(canvas.displayRequests.count == 1)
        try host.widget(.button, titled: "Add").click()
        host.flush()
        #expect(canvas.displayRequests.count == 2, "one redraw: \(canvas.displayRequests)")
        let damage = try #require(canvas.displayRequests.last ?? nil)
        // The new stroke spans 40…70; its bounds allow for miter joins (half the width × limit 10).
        #expect(damage.minX >= 25 && damage.minY >= 25 && damage.maxX <= 85 && damage.maxY <= 85,
                "only around the new stroke: \(damage)")
        #expect(!damage.contains(CGPoint(x: 12, y: 12)), "not the old stroke's start")
        #expect(canvas.displayList.commands.count == 2)

        // A re-evaluation drawing the same thing repaints nothing.
        try host.widget(.button, titled: "Same").click()
        host.flush()
        #expect(canvas.displayRequests.count == 2)
    }

    @Test func observedModelChangeRedrawsTheCanvasOnly() throws {
        let model = InkModel()
        let host = HeadlessHost {
            VStack {
                Text("Title")
                Canvas { context, _ in
                    for stroke in model.strokes { context.stroke(stroke, with: .color(.black), lineWidth: 1) }
                }
            }
        }
        let canvas = try host.widget(.canvas)
        let evaluations = host.counters.bodyEvaluations
        model.strokes.append(Self.line)
        host.flush()
        #expect(canvas.displayRequests.count == 2)
        #expect(canvas.displayList.commands.count == 1)
        #expect(host.counters.bodyEvaluations == evaluations, "only the renderer ran again")
    }

    @Test func resizingRendersAtTheNewSize() throws {
        let host = HeadlessHost {
            Canvas { context, size in
                context.fill(Path(CGRect(origin: .zero, size: size)), with: .color(.white))
            }
        }
        let canvas = try host.widget(.canvas)
        canvas.resize(to: CGSize(width: 300, height: 120))
        #expect(canvas.displayList.commands == [
            .fill(Path(CGRect(x: 0, y: 0, width: 300, height: 120)), .color(.white), FillStyle(), CanvasDrawingState()),
        ])
    }

    // MARK: gestures

    @Test func dragReportsTranslationAfterTheMinimumDistanceAndDrawsAStroke() throws {
        let log = DragLog()
        let host = HeadlessHost { DrawingBoard(log: log) }
        let area = try host.widget(.gestureArea)
        let canvas = try host.widget(.canvas)
        #expect(area.inputs == .drag)
        #expect(area.children.first === canvas)

        area.drag(from: CGPoint(x: 10, y: 10), through: [CGPoint(x: 12, y: 10), CGPoint(x: 30, y: 10),
                                                       CGPoint(x: 50, y: 40)])
        #expect(log.changed.map(\.translation) == [CGSize(width: 20, height: 0), CGSize(width: 40, height: 30)],
                "the 2-point move is under the minimum distance")
        #expect(log.changed.allSatisfy { $0.startLocation == CGPoint(x: 10, y: 10) })
        #expect(log.ended.map(\.location) == [CGPoint(x: 50, y: 40)])
        host.flush()
        let commands = canvas.displayList.commands
        try #require(commands.count == 1)
        guard case .stroke(let path, _, let style, _) = commands[0] else {
            Issue.record("expected a stroke: \(commands)")
            return
        }
        #expect(style.lineCap == .round)
        #expect(path.boundingRect == CGRect(x: 10, y: 10, width: 40, height: 30))

        // A press without movement is no drag.
        area.drag(from: CGPoint(x: 5, y: 5), through: [CGPoint(x: 6, y: 6)])
        #expect(log.ended.count == 1)
    }

    @Test func tapsCountAndReportLocations() throws {
        let log = TapLog()
        let host = HeadlessHost {
            VStack {
                Text("double").onTapGesture(count: 2) { log.doubles += 1 }
                Text("where").onTapGesture { location in log.locations.append(location) }
            }
        }
        let areas = host.widgets(.gestureArea)
        try #require(areas.count == 2)
        areas[0].tap(at: CGPoint(x: 1, y: 1))
        #expect(log.doubles == 0)
        areas[0].tap(at: CGPoint(x: 1, y: 1), count: 2)
        #expect(log.doubles == 1)
        areas[1].tap(at: CGPoint(x: 3, y: 4))
        #expect(log.locations == [CGPoint(x: 3, y: 4)])
    }

    @Test func arrowKeysNudge() throws {
        let log = TapLog()
        let host = HeadlessHost {
            Canvas { _, _ in }
                .onKeyPress(.rightArrow) { log.doubles += 1; return .handled }
        }
        let area = try host.widget(.gestureArea)
        #expect(area.press(.rightArrow))
        #expect(!area.press(.leftArrow), "other keys go on")
        #expect(log.doubles == 1)
    }

    @Test func pathBuildsSwiftUIShapes() {
        let path = Path { p in
            p.move(to: CGPoint(x: 0, y: 0))
            p.addQuadCurve(to: CGPoint(x: 10, y: 0), control: CGPoint(x: 5, y: 5))
            p.addCurve(to: CGPoint(x: 20, y: 0), control1: CGPoint(x: 12, y: -5), control2: CGPoint(x: 18, y: -5))
            p.closeSubpath()
        }
        #expect(path.currentPoint == CGPoint(x: 0, y: 0))
        var elements: [Path.Element] = []
        path.forEach { elements.append($0) }
        #expect(elements.count == 4)
        #expect(Path(CGRect(x: 1, y: 2, width: 3, height: 4)).boundingRect == CGRect(x: 1, y: 2, width: 3, height: 4))
        let ellipse = Path(ellipseIn: CGRect(x: 0, y: 0, width: 20, height: 10))
        #expect(abs(ellipse.boundingRect.width - 20) < 0.01 && abs(ellipse.boundingRect.height - 10) < 0.01)
        #expect(ellipse.contains(CGPoint(x: 10, y: 5)) && !ellipse.contains(CGPoint(x: 1, y: 1)))
        #expect(Path().boundingRect.isNull)
        #expect(Angle(degrees: 180).radians == .pi)
    }

    // MARK: fixtures

    struct Sketch: View {
        @State private var strokes: [Path] = [CanvasTests.line]
        @State private var generation = 0

        var body: some View {
            VStack {
                Text("\(generation)")
                Button("Add") {
                    var path = Path()
                    path.move(to: CGPoint(x: 40, y: 40))
                    path.addLine(to: CGPoint(x: 70, y: 70))
                    strokes.append(path)
                }
                Button("Same") { generation += 1 }
                Canvas { context, _ in
                    for stroke in strokes { context.stroke(stroke, with: .color(.black), lineWidth: 2) }
                }
            }
        }
    }

    struct DrawingBoard: View {
        let log: DragLog
        @State private var strokes: [[CGPoint]] = []

        var body: some View {
            Canvas { context, _ in
                for points in strokes {
                    var path = Path()
                    path.addLines(points)
                    context.stroke(path, with: .color(.black), style: CanvasTests.roundStyle)
                }
            }
            .gesture(DragGesture(minimumDistance: 5)
                .onChanged { value in log.changed.append(value) }
                .onEnded { value in
                    log.ended.append(value)
                    strokes.append([value.startLocation] + log.changed.map(\.location))
                })
        }
    }

    @MainActor final class DragLog {
        var changed: [DragGesture.Value] = []
        var ended: [DragGesture.Value] = []
    }

    @MainActor final class TapLog {
        var doubles = 0
        var locations: [CGPoint] = []
    }

    @Observable @MainActor final class InkModel {
        var strokes: [Path] = []
    }

    static func solidImage(red: UInt8, green: UInt8, blue: UInt8, width: Int, height: Int) throws -> CGImage {
        let context = try #require(bitmap(width: width, height: height))
        context.setFillColor(red: CGFloat(red) / 255, green: CGFloat(green) / 255, blue: CGFloat(blue) / 255, alpha: 1)
        context.fill(CGRect(x: 0, y: 0, width: width, height: height))
        return try #require(context.makeImage())
    }

    /// An RGBA bitmap whose user space is the canvas' (y down).
    static func bitmap(width: Int, height: Int) -> CGContext? {
        let context = CGContext(data: nil, width: width, height: height, bitsPerComponent: 8, bytesPerRow: width * 4,
                                space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue)
        context?.translateBy(x: 0, y: CGFloat(height))
        context?.scaleBy(x: 1, y: -1)
        return context
    }

    /// RGBA of the pixel at (x, y) counted from the top-left.
    static func pixel(_ context: CGContext, x: Int, y: Int) -> [UInt8] {
        guard let data = context.data else { return [] }
        let bytes = data.assumingMemoryBound(to: UInt8.self) + y * context.bytesPerRow + x * 4
        return (0..<4).map { bytes[$0] }
    }
}
