import Observation

/// Where the keyboard focus is, as a value a view owns (SwiftUI's `@FocusState`): `true`, or the
/// value given to `focused(_:equals:)`, while the focus is in the view bound to it; `false` or nil
/// elsewhere. Setting it moves the keyboard focus to the view bound to the new value (`false` or nil
/// takes the focus away); the person moving the focus (Tab, a click) sets it.
@propertyWrapper
public struct FocusState<Value: Hashable>: DynamicProperty {
    let location: FocusStateLocation<Value>

    /// A state that is `true` while the focus is in the view bound with `focused(_:)`.
    public init() where Value == Bool {
        location = FocusStateLocation(resting: false)
    }

    /// A state holding the value of the view the focus is in (`focused(_:equals:)`), nil elsewhere.
    public init<T: Hashable>() where Value == T? {
        location = FocusStateLocation(resting: nil)
    }

    /// Where the focus is now; setting it moves the focus after the views render.
    @MainActor public var wrappedValue: Value {
        get { location.value }
        nonmutating set { location.value = newValue }
    }

    /// A binding for `focused(_:)`, `focused(_:equals:)` and `defaultFocus`, or for a child view's
    /// `@FocusState.Binding`.
    public var projectedValue: Binding { Binding(location: location) }

    /// A `@FocusState` passed to another view: it reads and moves the same focus.
    @propertyWrapper
    public struct Binding {
        let location: FocusStateLocation<Value>

        @MainActor public var wrappedValue: Value {
            get { location.value }
            nonmutating set { location.value = newValue }
        }

        public var projectedValue: FocusState<Value>.Binding { self }
    }
}

extension FocusState: NodeLinkedProperty {
    func link(to node: CompositeNode, slot: Int) {
        let storage = node.stateStorage(slot: slot) { FocusStateStorage(resting: location.resting, owner: node) }
        location.storage = storage as? FocusStateStorage<Value>
    }
}

/// Where a `FocusState` points: its value with no focus, and once the view is mounted the node's
/// storage. Not isolated itself (a view's initializer makes it); read and written on the main actor.
final class FocusStateLocation<Value: Hashable> {
    /// The value while the focus is in none of the views bound to the state (`false`, nil).
    let resting: Value
    var storage: FocusStateStorage<Value>?

    init(resting: Value) {
        self.resting = resting
    }

    @MainActor var value: Value {
        get { storage?.value ?? resting }
        set { storage?.value = newValue }
    }
}
