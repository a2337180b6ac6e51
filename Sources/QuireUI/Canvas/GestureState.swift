import Observation
import QuireCore

/// A value a gesture sets while it is performed (SwiftUI's `GestureState`): pass `$value` to a
/// gesture's `updating(_:body:)`. It goes back to its initial value when that gesture ends, fails or
/// is cancelled — so a drag's preview can't outlive the drag. Like `@State` it lives in the view's
/// node, and changing it re-evaluates the view's body.
@propertyWrapper
public struct GestureState<Value>: DynamicProperty {
    let location: StateLocation<Value>
    /// Where the reset happens. QuireUI doesn't animate, so it is kept only for its flags.
    let resetTransaction: Transaction

    /// Gesture state starting (and reset) at `wrappedValue`.
    public init(wrappedValue: Value) {
        self.init(wrappedValue: wrappedValue, resetTransaction: Transaction())
    }

    /// Gesture state starting at `initialValue`.
    public init(initialValue: Value) {
        self.init(wrappedValue: initialValue)
    }

    /// Gesture state starting at `wrappedValue`, reset in `resetTransaction`.
    public init(wrappedValue: Value, resetTransaction: Transaction) {
        location = StateLocation(initialValue: wrappedValue)
        self.resetTransaction = resetTransaction
    }

    /// Gesture state starting at `initialValue`, reset in `resetTransaction`.
    public init(initialValue: Value, resetTransaction: Transaction) {
        self.init(wrappedValue: initialValue, resetTransaction: resetTransaction)
    }

    /// The current value: the initial value unless a gesture is updating it.
    @MainActor public var wrappedValue: Value { location.value }

    /// The gesture state itself, for `updating(_:body:)` (`$offset`).
    public var projectedValue: GestureState<Value> { self }

    /// Sets the value from a gesture's callback.
    @MainActor func set(_ value: Value) { location.value = value }

    /// Back to the initial value.
    @MainActor func reset() { location.value = location.initialValue }
}

extension GestureState where Value: ExpressibleByNilLiteral {
    /// Gesture state starting (and reset) at `nil`, reset in `resetTransaction`.
    public init(resetTransaction: Transaction = Transaction()) {
        self.init(wrappedValue: nil, resetTransaction: resetTransaction)
    }
}

extension GestureState: NodeLinkedProperty {
    func link(to node: CompositeNode, slot: Int) {
        let storage = node.stateStorage(slot: slot) { StateStorage(value: location.initialValue, owner: node) }
        location.storage = storage as? StateStorage<Value>
    }
}

/// A gesture that updates a `GestureState` as its value changes (SwiftUI's `GestureStateGesture`,
/// made by `updating(_:body:)`), and resets it when the gesture ends, fails or is cancelled.
public struct GestureStateGesture<Base: Gesture, State>: Gesture, RecognizableGesture {
    public typealias Value = Base.Value

    /// The originating gesture.
    public var base: Base
    /// The state the callback updates.
    public var state: GestureState<State>
    /// Called with the gesture's value, the state to update, and a transaction, at each change.
    public var body: (Value, inout State, inout Transaction) -> Void

    /// `base`, updating `state` through `body`.
    public init(base: Base, state: GestureState<State>,
                body: @escaping (Value, inout State, inout Transaction) -> Void) {
        self.base = base
        self.state = state
        self.body = body
    }

    var inputs: GestureInputs { base.recognizable?.inputs ?? [] }

    func recognize(_ event: GestureEvent, _ recognition: RecognitionState) -> GestureOutcome {
        guard let base = base.recognizable else { return .none }
        let outcome = base.recognize(event, recognition)
        let state = state
        switch outcome.kind {
        case .changed:
            guard let value = outcome.value as? Value else { return outcome }
            let body = body
            return GestureOutcome(kind: outcome.kind, value: outcome.value, actions: [{
                var current = state.wrappedValue
                var transaction = Transaction()
                transaction.isContinuous = true
                body(value, &current, &transaction)
                state.set(current)
            }] + outcome.actions)
        case .ended, .failed:
            return GestureOutcome(kind: outcome.kind, value: outcome.value,
                                  actions: [{ state.reset() }] + outcome.actions)
        case .none:
            return outcome
        }
    }
}

extension Gesture {
    /// Updates `state` through `body` as the gesture's value changes, and resets it to its initial
    /// value when the gesture ends, fails or is cancelled.
    public func updating<State>(_ state: GestureState<State>,
                                body: @escaping (Value, inout State, inout Transaction) -> Void)
        -> GestureStateGesture<Self, State> {
        GestureStateGesture(base: self, state: state, body: body)
    }
}
