import Foundation

/// A raw input as the platform reports it to a gesture area, in the area's coordinates.
enum GestureEvent {
    case drag(PointerDrag)
    /// A release ending the `count`th press in a row (GTK's `n_press`), where it happened.
    case tap(count: Int, location: CGPoint)
    case pinch(PointerPinch)
    /// Something else took the input (a higher-priority gesture): whatever is in progress fails.
    case cancelAll
}

/// What one event did to a gesture: nothing, a new value while it is performed, its end with its
/// final value, or its failure (never started, cancelled). `actions` are what the gesture's
/// `onChanged`/`onEnded`/`updating` want run — collected rather than run at once, so a composition
/// can hold them back (`ExclusiveGesture` holds its second gesture's until the first fails).
@MainActor
struct GestureOutcome {
    enum Kind { case none, changed, ended, failed }

    var kind: Kind
    var value: Any?
    var actions: [@MainActor () -> Void] = []

    static var none: GestureOutcome { GestureOutcome(kind: .none) }
    static var failed: GestureOutcome { GestureOutcome(kind: .failed) }
    static func changed(_ value: Any) -> GestureOutcome { GestureOutcome(kind: .changed, value: value) }
    static func ended(_ value: Any) -> GestureOutcome { GestureOutcome(kind: .ended, value: value) }

    /// The same outcome with `more` actions run after this one's.
    func adding(_ more: [@MainActor () -> Void]) -> GestureOutcome {
        var outcome = self
        outcome.actions += more
        return outcome
    }
}

/// The recognition state of one gesture in a gesture tree, kept by the gesture node across events
/// (the gesture values, and so their actions, are re-read from the latest view value each time).
/// Modifiers (`onChanged`, `updating`, `map`…) share their base gesture's state; a composition keeps
/// one child state per part.
@MainActor
final class RecognitionState {
    enum Phase: Equatable { case idle, possible, active, ended, failed }

    var phase = Phase.idle
    /// The last value the gesture reported (set by the composition holding it; nil once it failed).
    var value: Any?
    /// A pinch's last change, for its velocity.
    var lastPinch: (time: Date, scale: Double, rotation: Double)?
    /// `SequenceGesture`: the first gesture has ended.
    var firstEnded = false
    /// `ExclusiveGesture`: the second gesture's actions, held until the first fails.
    var pending: [@MainActor () -> Void] = []
    private var children: [RecognitionState] = []

    var isInProgress: Bool { phase == .possible || phase == .active }
    var isFinished: Bool { phase == .ended || phase == .failed }

    func child(_ index: Int) -> RecognitionState {
        while children.count <= index { children.append(RecognitionState()) }
        return children[index]
    }

    /// Back to idle, with every part.
    func reset() {
        phase = .idle
        value = nil
        lastPinch = nil
        firstEnded = false
        pending = []
        children.forEach { $0.reset() }
    }

    /// Stores a part's outcome: its value while it has one.
    func record(_ outcome: GestureOutcome) {
        switch outcome.kind {
        case .changed, .ended: value = outcome.value
        case .failed: value = nil
        case .none: break
        }
    }

    /// A composition's part: `gesture` follows `event` in this state, which records its outcome.
    func follow(_ gesture: some Gesture, _ event: GestureEvent) -> GestureOutcome {
        let outcome = gesture.recognizable?.recognize(event, self) ?? .none
        record(outcome)
        return outcome
    }
}

extension Gesture {
    /// The inputs a composition of two gestures listens to.
    func inputs(with other: some Gesture) -> GestureInputs {
        (recognizable?.inputs ?? []).union(other.recognizable?.inputs ?? [])
    }
}

/// A gesture QuireUI recognises itself: which raw inputs it needs, and what an event does to it.
@MainActor
protocol RecognizableGesture {
    /// The platform input the gesture area must listen to.
    var inputs: GestureInputs { get }
    func recognize(_ event: GestureEvent, _ state: RecognitionState) -> GestureOutcome
}

extension Gesture {
    /// The gesture as QuireUI recognises it; nil for a gesture type QuireUI doesn't know.
    var recognizable: (any RecognizableGesture)? { self as? any RecognizableGesture }
}

/// The rules a single pointer gesture follows, shared by the primitives.
@MainActor
enum PrimitiveRecognition {
    /// How far a press may travel and still be a tap: GTK's default drag threshold.
    static let tapSlop = 8.0

    static func drag(_ event: GestureEvent, _ state: RecognitionState, minimumDistance: CGFloat) -> GestureOutcome {
        switch event {
        case .cancelAll:
            return fail(state)
        case .drag(let drag):
            let value = DragGesture.Value(startLocation: drag.startLocation, location: drag.location)
            switch drag.phase {
            case .began:
                state.reset()
                state.phase = .possible
                guard minimumDistance == 0 else { return .none }
                state.phase = .active
                return .changed(value)
            case .changed:
                guard state.isInProgress else { return .none }
                let moved = hypot(value.translation.width, value.translation.height)
                guard state.phase == .active || moved >= minimumDistance else { return .none }
                state.phase = .active
                return .changed(value)
            case .ended:
                guard state.phase == .active else { return fail(state) }
                state.phase = .ended
                return .ended(value)
            case .cancelled:
                return fail(state)
            }
        case .tap, .pinch:
            return .none
        }
    }

    /// A tap: possible from the press, failed once the pointer travels past the slop, ended by the
    /// release that completes `count` presses (GTK reports a release with its press count).
    static func tap(_ event: GestureEvent, _ state: RecognitionState, count: Int,
                    value: (CGPoint) -> Any) -> GestureOutcome {
        switch event {
        case .cancelAll:
            return fail(state)
        case .drag(let drag):
            switch drag.phase {
            case .began:
                if state.phase != .possible {
                    state.reset()
                    state.phase = .possible
                }
            case .changed:
                let moved = hypot(drag.location.x - drag.startLocation.x, drag.location.y - drag.startLocation.y)
                if state.phase == .possible, moved > tapSlop { return fail(state) }
            case .cancelled:
                return fail(state)
            case .ended:
                break
            }
            return .none
        case .tap(let pressCount, let location):
            guard pressCount >= count else {
                state.phase = .possible
                return .none
            }
            guard pressCount == count else { return .none }
            state.phase = .ended
            return .ended(value(location))
        case .pinch:
            return .none
        }
    }

    /// A pinch (zoom) or a twist (rotate) with SwiftUI's rules: changes only once past the minimum,
    /// an end only after a change; a cancelled one fails.
    static func pinch(_ event: GestureEvent, _ state: RecognitionState, kind: PointerPinch.Kind,
                      pastMinimum: (PointerPinch) -> Bool,
                      value: (PointerPinch, _ time: Date, _ velocity: Double) -> Any) -> GestureOutcome {
        switch event {
        case .cancelAll:
            return fail(state)
        case .drag, .tap:
            return .none
        case .pinch(let pinch):
            guard pinch.kind == kind else { return .none }
            let now = Date()
            switch pinch.phase {
            case .began:
                state.reset()
                state.phase = .possible
                state.lastPinch = (now, 1, 0)
                return .none
            case .changed:
                guard state.isInProgress else { return .none }
                let last = state.lastPinch
                let elapsed = last.map { now.timeIntervalSince($0.time) } ?? 0
                let delta = kind == .zoom ? pinch.scale - (last?.scale ?? 1) : pinch.rotation - (last?.rotation ?? 0)
                state.lastPinch = (now, pinch.scale, pinch.rotation)
                guard state.phase == .active || pastMinimum(pinch) else { return .none }
                state.phase = .active
                return .changed(value(pinch, now, elapsed > 0 ? delta / elapsed : 0))
            case .ended:
                let last = state.lastPinch
                guard state.phase == .active else { return fail(state) }
                state.phase = .ended
                state.lastPinch = nil
                let elapsed = last.map { now.timeIntervalSince($0.time) } ?? 0
                let delta = kind == .zoom ? pinch.scale - (last?.scale ?? 1) : pinch.rotation - (last?.rotation ?? 0)
                return .ended(value(pinch, now, elapsed > 0 ? delta / elapsed : 0))
            case .cancelled:
                return fail(state)
            }
        }
    }

    /// A gesture in progress fails; an idle or finished one is left alone.
    static func fail(_ state: RecognitionState) -> GestureOutcome {
        guard state.isInProgress else { return .none }
        state.phase = .failed
        state.lastPinch = nil
        return .failed
    }
}
