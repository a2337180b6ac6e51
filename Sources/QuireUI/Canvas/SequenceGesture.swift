import Foundation

/// One gesture, then another (SwiftUI's `SequenceGesture`, made by `sequenced(before:)`): the second
/// sees events only after the first ended (the event that ended the first is the first's). Fails when
/// either fails; ends when the second ends.
public struct SequenceGesture<First: Gesture, Second: Gesture>: Gesture, RecognizableGesture {
    /// Where the sequence is.
    public enum Value {
        /// The first gesture hasn't ended.
        case first(First.Value)
        /// The first gesture has ended; the second's value once it has one.
        case second(First.Value, Second.Value?)
    }

    public var first: First
    public var second: Second

    /// `first`, then `second`.
    public init(_ first: First, _ second: Second) {
        self.first = first
        self.second = second
    }

    var inputs: GestureInputs { first.inputs(with: second) }

    func recognize(_ event: GestureEvent, _ state: RecognitionState) -> GestureOutcome {
        if state.isFinished { state.reset() }
        let parts = (state.child(0), state.child(1))
        guard state.firstEnded, let firstValue = parts.0.value as? First.Value else {
            let outcome = parts.0.follow(first, event)
            switch outcome.kind {
            case .changed:
                guard let value = outcome.value as? First.Value else { return outcome }
                state.phase = .active
                return GestureOutcome.changed(Value.first(value)).adding(outcome.actions)
            case .ended:
                guard let value = outcome.value as? First.Value else { return outcome }
                state.phase = .active
                state.firstEnded = true
                return GestureOutcome.changed(Value.second(value, nil)).adding(outcome.actions)
            case .failed:
                state.phase = .failed
                return GestureOutcome.failed.adding(outcome.actions)
            case .none:
                if state.phase == .idle, parts.0.isInProgress { state.phase = .possible }
                return outcome
            }
        }
        let outcome = parts.1.follow(second, event)
        let value = Value.second(firstValue, parts.1.value as? Second.Value)
        switch outcome.kind {
        case .changed:
            return GestureOutcome.changed(value).adding(outcome.actions)
        case .ended:
            state.phase = .ended
            return GestureOutcome.ended(value).adding(outcome.actions)
        case .failed:
            state.phase = .failed
            return GestureOutcome.failed.adding(outcome.actions)
        case .none:
            return outcome
        }
    }
}

extension SequenceGesture.Value: Equatable where First.Value: Equatable, Second.Value: Equatable {}
extension SequenceGesture.Value: Sendable where First.Value: Sendable, Second.Value: Sendable {}

extension Gesture {
    /// This gesture, then `other`: `other` receives events only after this one ended.
    public func sequenced<Other: Gesture>(before other: Other) -> SequenceGesture<Self, Other> {
        SequenceGesture(self, other)
    }
}
