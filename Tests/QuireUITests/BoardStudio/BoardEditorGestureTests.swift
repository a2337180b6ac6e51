import BoardModel
import Foundation
import QuireCore
import QuireGraphics
import Testing
@testable import BoardStudioApp
@testable import QuireUI
import QuireUIHeadless

/// Board Studio's editor on the headless backend, driven by simulated gestures: an eraser drag, a
/// pinch and a twist each change the board once, as one undo step with its name, and show their
/// effect as a preview until they end.
///
/// The headless canvas is 200 × 200 points; the 1600 × 1200 board is fitted at 1/8, 25 points down.
/// The undo manager does not group by event here, so every registration outside an explicit group
/// would be a step of its own: one step per gesture is the editor's doing.
@MainActor
@Suite struct BoardEditorGestureTests {
    let undo: UndoManager = {
        let undo = UndoManager()
        undo.groupsByEvent = false
        return undo
    }()

    private func view(_ x: Double, _ y: Double) -> CGPoint { CGPoint(x: x / 8, y: 25 + y / 8) }

    private func host(_ document: BoardDocument) -> HeadlessHost {
        var environment = EnvironmentValues()
        environment.undoManager = undo
        return HeadlessHost(environment: environment) { BoardEditorView(document: document) }
    }

    private func area(_ host: HeadlessHost, _ inputs: GestureInputs) throws -> HeadlessWidget {
        try #require(host.widgets(.gestureArea).first { $0.inputs == inputs }, "no gesture area for \(inputs)")
    }

    private func strokeCommands(_ host: HeadlessHost) throws -> Int {
        host.flush()
        return try host.widget(.canvas).displayList.commands.filter {
            if case .stroke = $0 { true } else { false }
        }.count
    }

    private static func stickerPNG() throws -> Data {
        let context = try #require(CGContext(data: nil, width: 80, height: 80, bitsPerComponent: 8, bytesPerRow: 0,
                                             space: CGColorSpaceCreateDeviceRGB(),
                                             bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue))
        context.setFillColor(red: 0.8, green: 0, blue: 0.8, alpha: 1)
        context.fill(CGRect(x: 0, y: 0, width: 80, height: 80))
        return try #require(context.makeImage()).pngData()
    }

    @Test func anEraserDragRemovesEveryStrokeItCrossesAsOneUndoStep() throws {
        let document = BoardDocument()
        let strokes = [400.0, 600, 800, 1100].map { y in
            InkStroke(color: RGBAColor(red: 1, green: 0, blue: 0), width: 10,
                      points: [CodablePoint(x: 200, y: y), CodablePoint(x: 1400, y: y)])
        }
        document.board.strokes = strokes
        let host = host(document)
        try BoardEditorControls.choose(.eraser, in: host)
        host.flush()
        let drag = try area(host, .drag)
        #expect(try strokeCommands(host) == 4)

        // Press and move across the first three lines; not released yet.
        let path = stride(from: 300.0, through: 900, by: 50).map { view(800, $0) }
        drag.onDrag?(PointerDrag(phase: .began, startLocation: path[0], location: path[0]))
        for point in path.dropFirst() {
            drag.onDrag?(PointerDrag(phase: .changed, startLocation: path[0], location: point))
        }
        #expect(document.board.strokes == strokes, "the board changes when the eraser is released")
        #expect(!undo.canUndo)
        #expect(try strokeCommands(host) == 1, "the crossed strokes are gone from the canvas already")

        drag.onDrag?(PointerDrag(phase: .ended, startLocation: path[0], location: path[path.count - 1]))
        #expect(document.board.strokes == [strokes[3]])
        #expect(undo.undoMenuItemTitle == "Undo Erase Strokes")
        undo.undo()
        #expect(document.board.strokes == strokes, "one undo brings all three back, in order")
        #expect(!undo.canUndo, "the drag was one step")
        #expect(try strokeCommands(host) == 4)

        // A drag over one stroke is named in the singular; one over none changes nothing.
        drag.drag(from: view(800, 1050), through: [view(800, 1100), view(800, 1150)])
        #expect(undo.undoMenuItemTitle == "Undo Erase Stroke")
        #expect(document.board.strokes == Array(strokes.prefix(3)))
        drag.drag(from: view(100, 100), through: [view(100, 200)])
        #expect(undo.undoMenuItemTitle == "Undo Erase Stroke")
        undo.undo()
        #expect(!undo.canUndo && document.board.strokes == strokes)
    }

    @Test func aPinchScalesAndATwistTurnsTheStickerUnderThemOneStepEach() throws {
        let document = BoardDocument()
        let sticker = PlacedSticker(imagePNG: try Self.stickerPNG(), position: CodablePoint(x: 800, y: 600))
        document.board.stickers = [sticker]
        let host = host(document)
        // One high-priority area: the pinch and the twist are one simultaneous gesture.
        let magnify = try area(host, [.magnify, .rotate])
        let rotate = magnify

        // Mid-pinch: a preview only.
        let centre = view(800, 600)
        func pinch(_ phase: PointerDrag.Phase, _ scale: Double) {
            magnify.onPinch?(PointerPinch(kind: .zoom, phase: phase, startLocation: centre, startAnchor: .center,
                                          scale: scale))
        }
        pinch(.began, 1)
        pinch(.changed, 1.5)
        #expect(document.board.stickers[0].scale == 1)
        #expect(!undo.canUndo)
        host.flush()
        #expect(host.texts.contains { $0.contains("sticker selected (100%, 0°)") }, "the pinch selected the sticker")
        pinch(.changed, 2)
        pinch(.ended, 2)
        #expect(document.board.stickers[0].scale == 2)
        #expect(undo.undoMenuItemTitle == "Undo Scale Sticker")

        rotate.rotate(at: centre, through: [.degrees(20), .degrees(60), .degrees(90)])
        #expect(abs(document.board.stickers[0].rotationRadians - .pi / 2) < 1e-9)
        #expect(undo.undoMenuItemTitle == "Undo Rotate Sticker")
        host.flush()
        #expect(host.texts.contains { $0.contains("sticker selected (200%, 90°)") })

        undo.undo()
        #expect(document.board.stickers[0].rotationRadians == 0 && document.board.stickers[0].scale == 2)
        undo.undo()
        #expect(document.board.stickers[0] == sticker)
        #expect(!undo.canUndo, "two gestures, two steps")

        // A pinch beyond the scale range stops at its end; one away from any sticker, with none
        // selected, does nothing.
        magnify.magnify(at: centre, through: [100])
        #expect(document.board.stickers[0].scale == BoardEditorSettings.scaleRange.upperBound)
        undo.undo()
        try BoardEditorControls.choose(.select, in: host)
        let tap = try area(host, .tap)
        tap.tap(at: view(100, 100))
        host.flush()
        #expect(host.texts.contains { $0.contains("no selection") })
        let scale = document.board.stickers[0].scale
        magnify.magnify(at: view(100, 100), through: [0.5])
        rotate.rotate(at: view(100, 100), through: [.degrees(30)])
        #expect(document.board.stickers[0].scale == scale && document.board.stickers[0].rotationRadians == 0)
    }

    /// Where the canvas draws the sticker now (the centre of its image), in view points.
    private func stickerCentre(_ host: HeadlessHost) throws -> CGPoint {
        host.flush()
        let images = try host.widget(.canvas).displayList.commands.filter { if case .image = $0 { true } else { false } }
        let bounds = try #require(images.first).bounds
        return CGPoint(x: bounds.midX, y: bounds.midY)
    }

    @Test func aCancelledDragOrOneTakenByAPinchLeavesNoPreviewAndNoMove() throws {
        let document = BoardDocument()
        let sticker = PlacedSticker(imagePNG: try Self.stickerPNG(), position: CodablePoint(x: 800, y: 600))
        document.board.stickers = [sticker]
        let host = host(document)
        try BoardEditorControls.choose(.select, in: host)
        host.flush()
        let drag = try area(host, .drag)
        let pinch = try area(host, [.magnify, .rotate])
        let tap = try area(host, .tap)
        // Outermost first: the pinch's area, the tap's, the drag's (around the canvas).
        let areas = [pinch, tap, drag]
        #expect(pinch.capturesEvents && !drag.capturesEvents)
        let centre = view(800, 600)
        #expect(try stickerCentre(host) == centre)

        // A drag on the sticker shows it moving; GTK cancels it (the grab was taken): the preview
        // goes, the board stays, nothing to undo.
        let moved = CGPoint(x: centre.x + 20, y: centre.y + 10)
        drag.onDrag?(PointerDrag(phase: .began, startLocation: centre, location: centre))
        drag.onDrag?(PointerDrag(phase: .changed, startLocation: centre, location: moved))
        #expect(try stickerCentre(host) == moved)
        host.flush()
        #expect(host.texts.contains { $0.contains("sticker selected") })
        drag.onDrag?(PointerDrag(phase: .cancelled, startLocation: centre, location: centre))
        #expect(try stickerCentre(host) == centre)
        #expect(document.board.stickers == [sticker] && !undo.canUndo)

        // A one-finger drag, then two fingers pinch: the pinch takes over, the drag's preview goes and
        // its release moves nothing; the pinch scales the sticker.
        let order = HeadlessWidget.deliveryOrder(areas)
        order.forEach { $0.onDrag?(PointerDrag(phase: .began, startLocation: centre, location: centre)) }
        order.forEach { $0.onDrag?(PointerDrag(phase: .changed, startLocation: centre, location: moved)) }
        #expect(try stickerCentre(host) == moved)
        pinch.onPinch?(PointerPinch(kind: .zoom, phase: .began, startLocation: centre, startAnchor: .center))
        pinch.onPinch?(PointerPinch(kind: .zoom, phase: .changed, startLocation: centre, startAnchor: .center, scale: 1.5))
        #expect(try stickerCentre(host) == centre, "the drag's preview is gone once the pinch is recognised")
        order.forEach { $0.onDrag?(PointerDrag(phase: .ended, startLocation: centre, location: moved)) }
        pinch.onPinch?(PointerPinch(kind: .zoom, phase: .ended, startLocation: centre, startAnchor: .center, scale: 1.5))
        #expect(document.board.stickers[0].position == sticker.position)
        #expect(document.board.stickers[0].scale == 1.5)
        #expect(undo.undoMenuItemTitle == "Undo Scale Sticker")
        undo.undo()
        #expect(!undo.canUndo, "the drag made no step")

        // The next drag moves the sticker again, as one "Move Sticker".
        HeadlessWidget.drag(from: centre, through: [moved], along: areas)
        #expect(try stickerCentre(host) == moved)
        #expect(undo.undoMenuItemTitle == "Undo Move Sticker")
        #expect(document.board.stickers[0].position == CodablePoint(x: 960, y: 680))
    }
}
