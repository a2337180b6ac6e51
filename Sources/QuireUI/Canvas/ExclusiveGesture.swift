import Foundation

/// One of two gestures, the first preferred (SwiftUI's `ExclusiveGesture`, made by
/// `exclusively(before:)`): both follow the events, but the second counts only once the first has
/// failed — its changes and actions are held until then (and dropped when the first succeeds).
public struct ExclusiveGesture<First: Gesture, Second: Gesture>: Gesture, RecognizableGesture {
    /// Which gesture won, with its value.
    public enum Value {
        /// The first of two gestures succeeded.
        case first(First.Value)
        /// The second of two gestures succeeded (the first failed).
        case second(Second.Value)
    }

    public var first: First
    public var second: Second

    /// `first`, or `second` if `first` fails.
    public init(_ first: First, _ second: Second) {
        self.first = first
        self.second = second
    }

    var inputs: GestureInputs { first.inputs(with: second) }

    func recognize(_ event: GestureEvent, _ state: RecognitionState) -> GestureOutcome {
        if state.isFinished { state.reset() }
        let parts = (state.child(0), state.child(1))
        let firstOutcome = parts.0.follow(first, event)
        let secondOutcome = parts.1.follow(second, event)
        state.pending += secondOutcome.actions

        guard parts.0.phase == .failed else {
            switch firstOutcome.kind {
            case .ended:
                // The first won: what the second did never happened.
                state.phase = .ended
                state.pending = []
                parts.1.reset()
                guard let value = firstOutcome.value as? First.Value else { return firstOutcome }
                return GestureOutcome.ended(Value.first(value)).adding(firstOutcome.actions)
            case .changed:
                state.phase = .active
                guard let value = firstOutcome.value as? First.Value else { return firstOutcome }
                return GestureOutcome.changed(Value.first(value)).adding(firstOutcome.actions)
            case .none, .failed:
                if state.phase == .idle, parts.0.isInProgress || parts.1.isInProgress { state.phase = .possible }
                return GestureOutcome.none.adding(firstOutcome.actions)
            }
        }
        // The first has failed (now or before): the second decides.
        let released = firstOutcome.actions + state.pending
        state.pending = []
        let value = (parts.1.value as? Second.Value).map(Value.second)
        switch parts.1.phase {
        case .ended:
            guard let value else { return GestureOutcome.none.adding(released) }
            state.phase = .ended
            return GestureOutcome.ended(value).adding(released)
        case .active:
            guard let value, secondOutcome.kind == .changed || firstOutcome.kind == .failed else {
                return GestureOutcome.none.adding(released)
            }
            state.phase = .active
            return GestureOutcome.changed(value).adding(released)
        case .possible:
            return GestureOutcome.none.adding(released)
        case .idle, .failed:
            guard state.phase != .idle || firstOutcome.kind == .failed || secondOutcome.kind == .failed else {
                return GestureOutcome.none.adding(released)
            }
            state.phase = .failed
            return GestureOutcome.failed.adding(released)
        }
    }
}

extension ExclusiveGesture.Value: Equatable where First.Value: Equatable, Second.Value: Equatable {}
extension ExclusiveGesture.Value: Sendable where First.Value: Sendable, Second.Value: Sendable {}

extension Gesture {
    /// This gesture, or `other` only if this one fails.
    public func exclusively<Other: Gesture>(before other: Other) -> ExclusiveGesture<Self, Other> {
        ExclusiveGesture(self, other)
    }
}
