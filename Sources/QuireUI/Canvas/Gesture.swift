import Foundation

/// An input a person performs on a view (SwiftUI's `Gesture`): `DragGesture`, `TapGesture`,
/// `SpatialTapGesture`, `MagnifyGesture`, `RotateGesture`, their compositions (`simultaneously(with:)`,
/// `sequenced(before:)`, `exclusively(before:)`), and the same with `onChanged`/`onEnded`/`updating`
/// actions attached or values `map`ped.
@MainActor
public protocol Gesture<Value> {
    /// What the gesture reports to its actions.
    associatedtype Value
}

extension Gesture {
    /// Runs `action` each time the gesture's value changes while it is performed.
    public func onChanged(_ action: @escaping (Value) -> Void) -> _ChangedGesture<Self> {
        _ChangedGesture(content: self, action: action)
    }

    /// Runs `action` when the gesture ends, with its final value.
    public func onEnded(_ action: @escaping (Value) -> Void) -> _EndedGesture<Self> {
        _EndedGesture(content: self, action: action)
    }
}

/// A gesture with an action for each change. A gesture that ends without a change before (a tap)
/// reports its value as a change first.
public struct _ChangedGesture<Content: Gesture>: Gesture, RecognizableGesture {
    public typealias Value = Content.Value
    let content: Content
    let action: (Value) -> Void

    var inputs: GestureInputs { content.recognizable?.inputs ?? [] }

    func recognize(_ event: GestureEvent, _ state: RecognitionState) -> GestureOutcome {
        guard let content = content.recognizable else { return .none }
        let wasActive = state.phase == .active
        let outcome = content.recognize(event, state)
        guard outcome.kind == .changed || (outcome.kind == .ended && !wasActive),
              let value = outcome.value as? Value else { return outcome }
        let action = action
        return outcome.adding([{ action(value) }])
    }
}

/// A gesture with an action for its end.
public struct _EndedGesture<Content: Gesture>: Gesture, RecognizableGesture {
    public typealias Value = Content.Value
    let content: Content
    let action: (Value) -> Void

    var inputs: GestureInputs { content.recognizable?.inputs ?? [] }

    func recognize(_ event: GestureEvent, _ state: RecognitionState) -> GestureOutcome {
        guard let content = content.recognizable else { return .none }
        let outcome = content.recognize(event, state)
        guard outcome.kind == .ended, let value = outcome.value as? Value else { return outcome }
        let action = action
        return outcome.adding([{ action(value) }])
    }
}

/// A drag (SwiftUI's `DragGesture`): starts once the pointer moved `minimumDistance` points while
/// pressed; changes with each move; ends on release.
public struct DragGesture: Gesture, RecognizableGesture {
    /// Where a drag started, where it is, and how far it moved.
    public struct Value: Equatable, Sendable {
        public var startLocation: CGPoint
        public var location: CGPoint
        public var time: Date

        /// `location` − `startLocation`.
        public var translation: CGSize {
            CGSize(width: location.x - startLocation.x, height: location.y - startLocation.y)
        }

        /// Where the drag would end if released now; Quire has no velocity, so `location`.
        public var predictedEndLocation: CGPoint { location }
        public var predictedEndTranslation: CGSize { translation }

        public init(startLocation: CGPoint, location: CGPoint, time: Date = Date()) {
            self.startLocation = startLocation
            self.location = location
            self.time = time
        }
    }

    public var minimumDistance: CGFloat

    /// A drag starting after `minimumDistance` points (10 by default, as SwiftUI).
    public init(minimumDistance: CGFloat = 10) {
        self.minimumDistance = max(0, minimumDistance.isFinite ? minimumDistance : 10)
    }

    var inputs: GestureInputs { .drag }

    func recognize(_ event: GestureEvent, _ state: RecognitionState) -> GestureOutcome {
        PrimitiveRecognition.drag(event, state, minimumDistance: minimumDistance)
    }
}

/// A tap or a series of `count` taps (SwiftUI's `TapGesture`).
public struct TapGesture: Gesture, RecognizableGesture {
    public typealias Value = Void

    public var count: Int

    public init(count: Int = 1) {
        self.count = max(1, count)
    }

    var inputs: GestureInputs { .tap }

    func recognize(_ event: GestureEvent, _ state: RecognitionState) -> GestureOutcome {
        PrimitiveRecognition.tap(event, state, count: count) { _ in () }
    }
}

/// A tap reporting where it landed (what `onTapGesture(count:perform:)`'s location form uses; SwiftUI
/// builds it from `SpatialTapGesture`).
public struct SpatialTapGesture: Gesture, RecognizableGesture {
    /// Where the tap landed.
    public struct Value: Equatable, Sendable {
        public var location: CGPoint
    }

    public var count: Int

    public init(count: Int = 1) {
        self.count = max(1, count)
    }

    var inputs: GestureInputs { .tap }

    func recognize(_ event: GestureEvent, _ state: RecognitionState) -> GestureOutcome {
        PrimitiveRecognition.tap(event, state, count: count) { Value(location: $0) }
    }
}
