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

/// Which input a gesture area listens to (controllers are added only for what is asked).
package struct GestureInputs: OptionSet, Hashable, Sendable {
    package let rawValue: Int
    package init(rawValue: Int) { self.rawValue = rawValue }
    package static let drag = GestureInputs(rawValue: 1)
    package static let tap = GestureInputs(rawValue: 2)
    package static let keys = GestureInputs(rawValue: 4)
}

/// A wrapper around one widget, given for its lifetime, reporting drags, taps (with the press count)
/// and key presses (the handler says whether it used the key).
@MainActor package protocol GestureWidget: PlatformWidget {
    var onDrag: (@MainActor (PointerDrag) -> Void)? { get set }
    var onTap: (@MainActor (Int, CGPoint) -> Void)? { get set }
    var onKeyPress: (@MainActor (KeyPress) -> Bool)? { get set }
    func setInputs(_ inputs: GestureInputs)
}
