import Foundation

/// Makes canvases and the wrappers that give views gestures and keys.
@MainActor package protocol CanvasBackend {
    func makeCanvas() -> any CanvasWidget
    func makeGestureArea(around content: any PlatformWidget) -> any GestureWidget
}

/// A surface a `Canvas` paints. The widget asks `onDraw` for the drawing at its size when it paints;
/// the node calls `setNeedsDisplay` with the changed area when the drawing changed.
@MainActor package protocol CanvasWidget: PlatformWidget {
    var onDraw: (@MainActor (CGSize) -> CanvasDisplayList)? { get set }
    /// The size the canvas has on screen; nil before it has one.
    var currentSize: CGSize? { get }
    func setOpaque(_ opaque: Bool)
    /// Paints again: the part `damage` covers (nil: everything).
    func setNeedsDisplay(_ damage: CGRect?)
}

/// A pointer drag as the platform reports it: where it started and where the pointer is now, in the
/// widget's coordinates.
package struct PointerDrag: Hashable, Sendable {
    package enum Phase: Hashable, Sendable { case began, changed, ended, cancelled }
    package var phase: Phase
    package var startLocation: CGPoint
    package var location: CGPoint

    package init(phase: Phase, startLocation: CGPoint, location: CGPoint) {
        self.phase = phase
        self.startLocation = startLocation
        self.location = location
    }
}

/// A two-finger pinch or twist (touchscreen or touchpad) as the platform reports it: the scale and
/// the turn since it began, and where it began.
package struct PointerPinch: Hashable, Sendable {
    /// Which recogniser reported it: a zoom reports `scale` (its `rotation` is 0), a rotate reports
    /// `rotation` (its `scale` is 1).
    package enum Kind: Hashable, Sendable { case zoom, rotate }
    package var kind: Kind
    package var phase: PointerDrag.Phase
    /// Between the fingers when the gesture began, in the widget's coordinates and unit square.
    package var startLocation: CGPoint
    package var startAnchor: UnitPoint
    /// The fingers' distance over their distance at the start.
    package var scale: Double
    /// Radians turned since the start, clockwise on screen positive, not wrapped (two turns = 4π).
    package var rotation: Double

    package init(kind: Kind, phase: PointerDrag.Phase, startLocation: CGPoint, startAnchor: UnitPoint,
                 scale: Double = 1, rotation: Double = 0) {
        self.kind = kind
        self.phase = phase
        self.startLocation = startLocation
        self.startAnchor = startAnchor
        self.scale = scale
        self.rotation = rotation
    }
}

/// Which input a gesture area listens to (controllers are added only for what is asked).
package struct GestureInputs: OptionSet, Hashable, Sendable {
    package let rawValue: Int
    package init(rawValue: Int) { self.rawValue = rawValue }
    package static let drag = GestureInputs(rawValue: 1)
    package static let tap = GestureInputs(rawValue: 2)
    package static let keys = GestureInputs(rawValue: 4)
    package static let magnify = GestureInputs(rawValue: 8)
    package static let rotate = GestureInputs(rawValue: 16)
}

/// A wrapper around one widget, given for its lifetime, reporting drags, taps (with the press count),
/// pinches and twists, and key presses (the handler says whether it used the key).
@MainActor package protocol GestureWidget: PlatformWidget {
    var onDrag: (@MainActor (PointerDrag) -> Void)? { get set }
    var onTap: (@MainActor (Int, CGPoint) -> Void)? { get set }
    var onPinch: (@MainActor (PointerPinch) -> Void)? { get set }
    var onKeyPress: (@MainActor (KeyPress) -> Bool)? { get set }
    func setInputs(_ inputs: GestureInputs)
    /// Whether the area hears events before the areas inside it (GTK's capture phase) rather than
    /// after them: a high-priority gesture's area.
    func setCapturesEvents(_ captures: Bool)
}
