import Foundation
import QuireUI

extension HeadlessWidget {
    package var currentSize: CGSize? { canvasSize }

    package func setOpaque(_ opaque: Bool) { isOpaque = opaque; changes += 1 }
    package func setNeedsDisplay(_ damage: CGRect?) { displayRequests.append(damage) }
    package func setInputs(_ inputs: GestureInputs) { self.inputs = inputs; changes += 1 }
    package func setCapturesEvents(_ captures: Bool) { capturesEvents = captures }

    /// What the canvas draws now, as the display would paint it.
    package var displayList: CanvasDisplayList {
        let size = canvasSize ?? .zero
        return onDraw?(size) ?? CanvasDisplayList(size: size)
    }

    /// Gives the canvas a new size, as a layout would; the display asks for a full repaint.
    package func resize(to size: CGSize) {
        canvasSize = size
        displayRequests.append(nil)
        _ = displayList
    }

    // MARK: standing in for the person

    /// Presses at `start`, moves through `points`, releases at the last one (a gesture area).
    package func drag(from start: CGPoint, through points: [CGPoint]) {
        onDrag?(PointerDrag(phase: .began, startLocation: start, location: start))
        for point in points {
            onDrag?(PointerDrag(phase: .changed, startLocation: start, location: point))
        }
        onDrag?(PointerDrag(phase: .ended, startLocation: start, location: points.last ?? start))
    }

    /// Two fingers pinch about `location`, their distance going through `scales` (relative to the
    /// start), then lift — or, with `cancelled`, are taken by another gesture (a gesture area).
    package func magnify(at location: CGPoint, through scales: [Double], cancelled: Bool = false) {
        pinch(.zoom, at: location, through: scales.map { ($0, 0) }, cancelled: cancelled)
    }

    /// Two fingers turn about `location` through `angles` (since the start, clockwise positive),
    /// then lift — or, with `cancelled`, are taken by another gesture (a gesture area).
    package func rotate(at location: CGPoint, through angles: [Angle], cancelled: Bool = false) {
        pinch(.rotate, at: location, through: angles.map { (1, $0.radians) }, cancelled: cancelled)
    }

    private func pinch(_ kind: PointerPinch.Kind, at location: CGPoint, through values: [(scale: Double, rotation: Double)],
                       cancelled: Bool) {
        let size = content?.canvasSize ?? canvasSize ?? CGSize(width: 200, height: 200)
        let anchor = UnitPoint(x: size.width > 0 ? location.x / size.width : 0.5,
                               y: size.height > 0 ? location.y / size.height : 0.5)
        func report(_ phase: PointerDrag.Phase, _ value: (scale: Double, rotation: Double)) {
            onPinch?(PointerPinch(kind: kind, phase: phase, startLocation: location, startAnchor: anchor,
                                  scale: value.scale, rotation: value.rotation))
        }
        report(.began, (1, 0))
        for value in values {
            report(.changed, value)
        }
        report(cancelled ? .cancelled : .ended, values.last ?? (1, 0))
    }

    /// Clicks `count` times at `location` (a gesture area); GTK reports each release with its press count.
    package func tap(at location: CGPoint, count: Int = 1) {
        for press in 1...max(1, count) {
            // Each press begins an interaction (GTK: drag-begin, or the click's press without a drag
            // recogniser); a drag recogniser also sees the release.
            onDrag?(PointerDrag(phase: .began, startLocation: location, location: location))
            if inputs.contains(.drag) { onDrag?(PointerDrag(phase: .ended, startLocation: location, location: location)) }
            onTap?(press, location)
        }
    }

    /// Presses `key`; whether a handler used it.
    @discardableResult
    package func press(_ key: KeyEquivalent, modifiers: EventModifiers = []) -> Bool {
        onKeyPress?(KeyPress(key: key, characters: String(key.character), modifiers: modifiers)) ?? false
    }

    // MARK: events through nested gesture areas

    /// The order a platform delivers one event to nested gesture areas (`areas` from the outermost to
    /// the innermost, the pointer over all of them): capturing areas from the outside in, then the
    /// others from the inside out — GTK's capture and bubble phases.
    package static func deliveryOrder(_ areas: [HeadlessWidget]) -> [HeadlessWidget] {
        areas.filter(\.capturesEvents) + areas.filter { !$0.capturesEvents }.reversed()
    }

    /// Presses at `start`, moves through `points` and releases, each event reaching every one of the
    /// nested `areas` in delivery order.
    package static func drag(from start: CGPoint, through points: [CGPoint], along areas: [HeadlessWidget]) {
        let order = deliveryOrder(areas)
        func send(_ drag: PointerDrag) { order.forEach { $0.onDrag?(drag) } }
        send(PointerDrag(phase: .began, startLocation: start, location: start))
        for point in points {
            send(PointerDrag(phase: .changed, startLocation: start, location: point))
        }
        send(PointerDrag(phase: .ended, startLocation: start, location: points.last ?? start))
    }

    /// A click at `location` (press, release, the release reported as a tap) through the nested
    /// `areas` in delivery order.
    package static func click(at location: CGPoint, along areas: [HeadlessWidget]) {
        let order = deliveryOrder(areas)
        order.forEach { $0.onDrag?(PointerDrag(phase: .began, startLocation: location, location: location)) }
        for area in order {
            area.onDrag?(PointerDrag(phase: .ended, startLocation: location, location: location))
            area.onTap?(1, location)
        }
    }
}
