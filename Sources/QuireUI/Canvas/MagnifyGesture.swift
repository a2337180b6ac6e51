import Foundation

/// A pinch (SwiftUI's `MagnifyGesture`): two fingers on a touchscreen or a touchpad moving apart or
/// together. Changes once the scale moved `minimumScaleDelta` from 1; ends when the fingers lift.
/// On GTK it is a GtkGestureZoom; a mouse alone never makes one.
public struct MagnifyGesture: Gesture, RecognizableGesture {
    /// How far the fingers moved apart, where they started, and how fast the scale changes.
    public struct Value: Equatable, Sendable {
        public var time: Date
        /// The distance between the fingers over their distance when the gesture began (2: twice as far).
        public var magnification: CGFloat
        /// Magnification per second, from the last two changes (0 at first).
        public var velocity: CGFloat
        /// Where the gesture began (between the fingers), in the view's unit square.
        public var startAnchor: UnitPoint
        /// Where the gesture began (between the fingers), in the view's coordinates.
        public var startLocation: CGPoint

        public init(time: Date = Date(), magnification: CGFloat, velocity: CGFloat = 0,
                    startAnchor: UnitPoint = .center, startLocation: CGPoint = .zero) {
            self.time = time
            self.magnification = magnification
            self.velocity = velocity
            self.startAnchor = startAnchor
            self.startLocation = startLocation
        }
    }

    public var minimumScaleDelta: CGFloat

    /// A pinch that starts once the scale moved `minimumScaleDelta` (0.01 by default, as SwiftUI).
    public init(minimumScaleDelta: CGFloat = 0.01) {
        self.minimumScaleDelta = minimumScaleDelta.isFinite ? max(0, minimumScaleDelta) : 0.01
    }

    var inputs: GestureInputs { .magnify }

    func recognize(_ event: GestureEvent, _ state: RecognitionState) -> GestureOutcome {
        let minimum = minimumScaleDelta
        return PrimitiveRecognition.pinch(event, state, kind: .zoom,
                                          pastMinimum: { pinch in abs(pinch.scale - 1) >= minimum }) { pinch, time, velocity in
            MagnifyGesture.Value(time: time, magnification: pinch.scale, velocity: velocity,
                                 startAnchor: pinch.startAnchor, startLocation: pinch.startLocation)
        }
    }
}
