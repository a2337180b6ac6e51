import Foundation

/// A twist (SwiftUI's `RotateGesture`): two fingers on a touchscreen or a touchpad turning about each
/// other. Changes once the angle moved `minimumAngleDelta`; ends when the fingers lift. On GTK it is
/// a GtkGestureRotate; a mouse alone never makes one.
public struct RotateGesture: Gesture, RecognizableGesture {
    /// How far the fingers turned, where they started, and how fast they turn.
    public struct Value: Equatable, Sendable {
        public var time: Date
        /// The turn since the gesture began; positive is clockwise on screen (y points down).
        public var rotation: Angle
        /// Turn per second, from the last two changes (zero at first).
        public var velocity: Angle
        /// Where the gesture began (between the fingers), in the view's unit square.
        public var startAnchor: UnitPoint
        /// Where the gesture began (between the fingers), in the view's coordinates.
        public var startLocation: CGPoint

        public init(time: Date = Date(), rotation: Angle, velocity: Angle = .zero,
                    startAnchor: UnitPoint = .center, startLocation: CGPoint = .zero) {
            self.time = time
            self.rotation = rotation
            self.velocity = velocity
            self.startAnchor = startAnchor
            self.startLocation = startLocation
        }
    }

    public var minimumAngleDelta: Angle

    /// A twist that starts once the angle moved `minimumAngleDelta` (1° by default, as SwiftUI).
    public init(minimumAngleDelta: Angle = .degrees(1)) {
        self.minimumAngleDelta = minimumAngleDelta.radians.isFinite ? Angle(radians: abs(minimumAngleDelta.radians))
                                                                    : .degrees(1)
    }

    var inputs: GestureInputs { .rotate }

    func recognize(_ event: GestureEvent, _ state: RecognitionState) -> GestureOutcome {
        let minimum = minimumAngleDelta.radians
        return PrimitiveRecognition.pinch(event, state, kind: .rotate,
                                          pastMinimum: { pinch in abs(pinch.rotation) >= minimum }) { pinch, time, velocity in
            RotateGesture.Value(time: time, rotation: .radians(pinch.rotation), velocity: .radians(velocity),
                                startAnchor: pinch.startAnchor, startLocation: pinch.startLocation)
        }
    }
}
