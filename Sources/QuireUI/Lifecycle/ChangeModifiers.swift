/// Runs an action when a value its view passes changes between renders.
struct _ChangeModifier<Value: Equatable>: ViewModifier, PrimitiveModifier {
    typealias Body = Never

    let value: Value
    let initial: Bool
    let action: (_ oldValue: Value, _ newValue: Value) -> Void

    func makeNode(in context: NodeContext) -> ViewNode { ChangeNode<Value>(context) }
}

/// Compares the value of each render with the previous render's; the action of the render that
/// brought the change runs, with both values.
final class ChangeNode<Value: Equatable>: LifecycleNode<_ChangeModifier<Value>> {
    override func didUpdate(from old: _ChangeModifier<Value>?, to new: _ChangeModifier<Value>) {
        let action = new.action
        let newValue = new.value
        if let old {
            guard old.value != newValue else { return }
            let oldValue = old.value
            graph.scheduler.enqueue { action(oldValue, newValue) }
        } else if new.initial {
            graph.scheduler.enqueue { action(newValue, newValue) }
        }
    }
}

extension View {
    /// Runs `action` with the old and new value when `value` changes; with `initial`, also when the
    /// view appears (both values then the same).
    public func onChange<V: Equatable>(of value: V, initial: Bool = false,
                                       _ action: @escaping (_ oldValue: V, _ newValue: V) -> Void) -> some View {
        modifier(_ChangeModifier(value: value, initial: initial, action: action))
    }

    /// Runs `action` when `value` changes; with `initial`, also when the view appears.
    public func onChange<V: Equatable>(of value: V, initial: Bool = false,
                                       _ action: @escaping () -> Void) -> some View {
        modifier(_ChangeModifier(value: value, initial: initial) { _, _ in action() })
    }

    /// Runs `action` with the new value when `value` changes.
    @available(*, deprecated, message: "Use `onChange` with a two or zero parameter action closure instead.")
    public func onChange<V: Equatable>(of value: V, perform action: @escaping (_ newValue: V) -> Void) -> some View {
        modifier(_ChangeModifier(value: value, initial: false) { _, newValue in action(newValue) })
    }
}
