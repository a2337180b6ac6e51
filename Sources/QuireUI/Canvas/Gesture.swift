import Foundation

/// An input a person performs on a view (SwiftUI's `Gesture`): `DragGesture`, `TapGesture`,
/// `MagnifyGesture`, `RotateGesture`, and the same with `onChanged`/`onEnded` actions attached.
@MainActor
public protocol Gesture<Value> {
    /// What the gesture reports to its actions.
    associatedtype Value
}

/// How a gesture area recognises one gesture and whom it tells: built from the gesture value.
@MainActor
struct GestureRecognition {
    enum Kind: Equatable {
        case drag(minimumDistance: CGFloat)
        case tap(count: Int)
        case magnify(minimumScaleDelta: CGFloat)
        /// The least turn, in radians.
        case rotate(minimumAngleDelta: Double)
    }

    /// What the platform reported, for a gesture to turn into its `Value`.
    enum Event {
        case drag(DragGesture.Value)
        case tap(location: CGPoint)
        case magnify(MagnifyGesture.Value)
        case rotate(RotateGesture.Value)
    }

    let kind: Kind
    /// The gesture's `Value` for an event (`DragGesture.Value`, `()` for taps, a location for
    /// `onTapGesture`'s location form).
    let value: (Event) -> Any
    var changed: [(Any) -> Void] = []
    var ended: [(Any) -> Void] = []
}

/// A gesture QuireUI recognises itself.
@MainActor
protocol RecognizableGesture {
    var recognition: GestureRecognition { get }
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

/// A gesture with an action for each change.
public struct _ChangedGesture<Content: Gesture>: Gesture, RecognizableGesture {
    public typealias Value = Content.Value
    let content: Content
    let action: (Value) -> Void

    var recognition: GestureRecognition {
        guard var base = (content as? any RecognizableGesture)?.recognition else {
            return GestureRecognition(kind: .tap(count: 0), value: { _ in () })
        }
        let action = action
        base.changed.append { value in if let value = value as? Value { action(value) } }
        return base
    }
}

/// A gesture with an action for its end.
public struct _EndedGesture<Content: Gesture>: Gesture, RecognizableGesture {
    public typealias Value = Content.Value
    let content: Content
    let action: (Value) -> Void

    var recognition: GestureRecognition {
        guard var base = (content as? any RecognizableGesture)?.recognition else {
            return GestureRecognition(kind: .tap(count: 0), value: { _ in () })
        }
        let action = action
        base.ended.append { value in if let value = value as? Value { action(value) } }
        return base
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

    var recognition: GestureRecognition {
        GestureRecognition(kind: .drag(minimumDistance: minimumDistance)) { event in
            if case .drag(let value) = event { value } else { () }
        }
    }
}

/// A tap or a series of `count` taps (SwiftUI's `TapGesture`).
public struct TapGesture: Gesture, RecognizableGesture {
    public typealias Value = Void

    public var count: Int

    public init(count: Int = 1) {
        self.count = max(1, count)
    }

    var recognition: GestureRecognition {
        GestureRecognition(kind: .tap(count: count)) { _ in () }
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

    var recognition: GestureRecognition {
        GestureRecognition(kind: .tap(count: count)) { event in
            if case .tap(let location) = event { Value(location: location) } else { Value(location: .zero) }
        }
    }
}
