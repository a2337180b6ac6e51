import Observation
import QuireCore

extension View {
    /// Publishes `value` at `keyPath` while the keyboard focus is in this view (or a view inside it),
    /// for `@FocusedValue` readers — commands acting on the focused window, as on the Mac.
    public func focusedValue<Value>(_ keyPath: WritableKeyPath<FocusedValues, Value?>, _ value: Value) -> some View {
        focusedValue(keyPath, Optional(value))
    }

    /// Publishes `value` at `keyPath` while the keyboard focus is in this view; nil publishes nothing.
    public func focusedValue<Value>(_ keyPath: WritableKeyPath<FocusedValues, Value?>, _ value: Value?) -> some View {
        modifier(_FocusedValueModifier(.keyPath(keyPath), value: value, scope: .focus) { $0[keyPath: keyPath] = value })
    }

    /// Publishes the `@Observable` `object` while the keyboard focus is in this view, for
    /// `@FocusedValue(T.self)`.
    public func focusedValue<T: AnyObject & Observable>(_ object: T?) -> some View {
        modifier(_FocusedValueModifier(.object(ObjectIdentifier(T.self)), value: object, scope: .focus) {
            $0[object: T.self] = object
        })
    }

    /// Publishes `value` at `keyPath` for as long as this view is in the focused window, wherever the
    /// keyboard focus is in it.
    public func focusedSceneValue<Value>(_ keyPath: WritableKeyPath<FocusedValues, Value?>, _ value: Value) -> some View {
        focusedSceneValue(keyPath, Optional(value))
    }

    /// Publishes `value` at `keyPath` for as long as this view is in the focused window; nil publishes
    /// nothing.
    public func focusedSceneValue<Value>(_ keyPath: WritableKeyPath<FocusedValues, Value?>, _ value: Value?) -> some View {
        modifier(_FocusedValueModifier(.keyPath(keyPath), value: value, scope: .scene) { $0[keyPath: keyPath] = value })
    }

    /// Publishes the `ObservableObject` `object` while the keyboard focus is in this view, for
    /// `@FocusedObject`.
    public func focusedObject<T: ObservableObject>(_ object: T?) -> some View {
        modifier(_FocusedValueModifier(.object(ObjectIdentifier(T.self)), value: object, scope: .focus) {
            $0[object: T.self] = object
        })
    }

    /// Publishes the `ObservableObject` `object` for as long as this view is in the focused window.
    public func focusedSceneObject<T: ObservableObject>(_ object: T) -> some View {
        modifier(_FocusedValueModifier(.object(ObjectIdentifier(T.self)), value: object, scope: .scene) {
            $0[object: T.self] = object
        })
    }
}

/// `focusedValue`, `focusedSceneValue`, `focusedObject`, `focusedSceneObject`: the content renders in
/// place; the value is published to the graph's focused values while the view is in the tree.
struct _FocusedValueModifier: ViewModifier, PrimitiveModifier {
    typealias Body = Never

    let name: FocusedValueName
    let value: Any?
    let scope: FocusedValueScope
    let apply: (inout FocusedValues) -> Void

    init(_ name: FocusedValueName, value: Any?, scope: FocusedValueScope, apply: @escaping (inout FocusedValues) -> Void) {
        self.name = name
        self.value = value
        self.scope = scope
        self.apply = apply
    }

    func makeNode(in context: NodeContext) -> ViewNode { FocusedValueNode(context) }
}

/// The node of `_FocusedValueModifier`: publishes to its graph's registry, with its content's widgets
/// telling whether the focus is inside it.
final class FocusedValueNode: DeclaringModifierNode<_FocusedValueModifier, FocusedValueRegistry> {
    override func scope(in environment: EnvironmentValues) -> FocusedValueRegistry? {
        graph.focusedValues
    }

    override func declare(_ modifier: _FocusedValueModifier, to registry: FocusedValueRegistry) {
        registry.publish(modifier.value, for: modifier.name, apply: modifier.apply, scope: modifier.scope, by: self,
                         depth: depth) { [weak self] in self?.widgets ?? [] }
    }

    override func withdraw(from registry: FocusedValueRegistry) {
        registry.withdraw(self)
    }
}
