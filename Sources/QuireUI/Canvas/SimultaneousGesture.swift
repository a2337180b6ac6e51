import Foundation

/// Two gestures recognised at the same time (SwiftUI's `SimultaneousGesture`, made by
/// `simultaneously(with:)`): both see every event; the value holds whichever have a value. It changes
/// when either changes and ends once neither is still in progress and at least one ended; it fails
/// when both fail.
public struct SimultaneousGesture<First: Gesture, Second: Gesture>: Gesture, RecognizableGesture {
    /// The values of the two gestures: nil for one that hasn't started or has failed.
    public struct Value {
        public var first: First.Value?
        public var second: Second.Value?

        public init(first: First.Value?, second: Second.Value?) {
            self.first = first
            self.second = second
        }
    }

    public var first: First
    public var second: Second

    /// Both gestures at once.
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
        let actions = firstOutcome.actions + secondOutcome.actions
        let value = Value(first: parts.0.value as? First.Value, second: parts.1.value as? Second.Value)
        let reported = [firstOutcome.kind, secondOutcome.kind].contains { $0 == .changed || $0 == .ended }
        let failedNow = firstOutcome.kind == .failed || secondOutcome.kind == .failed
        guard !parts.0.isInProgress, !parts.1.isInProgress else {
            if reported {
                state.phase = .active
                return GestureOutcome.changed(value).adding(actions)
            }
            if state.phase == .idle { state.phase = .possible }
            return GestureOutcome.none.adding(actions)
        }
        if (reported || failedNow) && (parts.0.phase == .ended || parts.1.phase == .ended) {
            state.phase = .ended
            return GestureOutcome.ended(value).adding(actions)
        }
        if failedNow, state.isInProgress || state.phase == .idle {
            state.phase = .failed
            return GestureOutcome.failed.adding(actions)
        }
        return GestureOutcome.none.adding(actions)
    }
}

extension SimultaneousGesture.Value: Equatable where First.Value: Equatable, Second.Value: Equatable {}
extension SimultaneousGesture.Value: Hashable where First.Value: Hashable, Second.Value: Hashable {}
extension SimultaneousGesture.Value: Sendable where First.Value: Sendable, Second.Value: Sendable {}

extension Gesture {
    /// This gesture and `other` recognised at the same time.
    public func simultaneously<Other: Gesture>(with other: Other) -> SimultaneousGesture<Self, Other> {
        SimultaneousGesture(self, other)
    }
}
