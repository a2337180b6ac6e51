import Foundation

extension HeadlessWidget {
    package var currentSize: CGSize? { canvasSize }

    package func setOpaque(_ opaque: Bool) { isOpaque = opaque; changes += 1 }
    package func setNeedsDisplay(_ damage: CGRect?) { displayRequests.append(damage) }
    package func setInputs(_ inputs: GestureInputs) { self.inputs = inputs; changes += 1 }

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

    /// Clicks `count` times at `location` (a gesture area); GTK reports each press with its count.
    package func tap(at location: CGPoint, count: Int = 1) {
        for press in 1...max(1, count) {
            onTap?(press, location)
        }
    }

    /// Presses `key`; whether a handler used it.
    @discardableResult
    package func press(_ key: KeyEquivalent, modifiers: EventModifiers = []) -> Bool {
        onKeyPress?(KeyPress(key: key, characters: String(key.character), modifiers: modifiers)) ?? false
    }
}
