import QuireCore

import Observation

/// Reads a value the focused window's views publish (SwiftUI's `@FocusedValue`): the value of the view
/// nearest the keyboard focus that publishes one with `focusedValue(_:_:)`, else the window's
/// `focusedSceneValue(_:_:)`; nil when nothing publishes one. Commands use it to act on the focused
/// document window, as on the Mac; a body reading it renders again when the value changes.
@propertyWrapper
public struct FocusedValue<Value>: DynamicProperty {
    let read: @MainActor (FocusedValues) -> Value?
    let location = FocusedValuesLocation()

    /// The value at `keyPath` (`@FocusedValue(\.selectedNote) var note`).
    public init(_ keyPath: KeyPath<FocusedValues, Value?>) {
        read = { $0[keyPath: keyPath] }
    }

    /// The `@Observable` object of `objectType` published with `focusedValue(_:)`.
    public init(_ objectType: Value.Type) where Value: AnyObject & Observable {
        read = { $0[object: objectType] }
    }

    /// The value for the focused window's current state, or nil.
    @MainActor public var wrappedValue: Value? {
        location.store.flatMap { read($0.values) }
    }
}

/// Reads a binding the focused window's views publish and unwraps it (SwiftUI's `@FocusedBinding`):
/// `@FocusedBinding(\.document) var document` reads and writes the focused document. Writing while
/// nothing publishes the binding, or writing nil, does nothing.
@propertyWrapper
public struct FocusedBinding<Value>: DynamicProperty {
    let keyPath: KeyPath<FocusedValues, Binding<Value>?>
    let location = FocusedValuesLocation()

    /// The binding at `keyPath`.
    public init(_ keyPath: KeyPath<FocusedValues, Binding<Value>?>) {
        self.keyPath = keyPath
    }

    @MainActor private var binding: Binding<Value>? {
        location.store?.values[keyPath: keyPath]
    }

    /// The bound value, or nil while nothing publishes the binding.
    @MainActor public var wrappedValue: Value? {
        get { binding?.wrappedValue }
        nonmutating set {
            guard let newValue, let binding else { return }
            binding.wrappedValue = newValue
        }
    }

    /// A binding to the optional value.
    @MainActor public var projectedValue: Binding<Value?> {
        let wrapper = self
        return Binding(get: { wrapper.wrappedValue }, set: { wrapper.wrappedValue = $0 })
    }
}

/// The store a re-created focused-value property reads: its node's (or, in commands, the app's), set
/// before each body.
@MainActor
final class FocusedValuesLocation {
    weak var store: FocusedValuesStore?
}

extension FocusedValue: NodeLinkedProperty {
    func link(to node: CompositeNode, slot: Int) {
        location.store = node.environment.focusedValuesStore
    }
}

extension FocusedBinding: NodeLinkedProperty {
    func link(to node: CompositeNode, slot: Int) {
        location.store = node.environment.focusedValuesStore
    }
}
