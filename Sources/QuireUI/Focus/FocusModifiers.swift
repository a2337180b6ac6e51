extension View {
    /// Binds the focus state to this view: `binding` is `value` while the keyboard focus is in this
    /// view, and setting it to `value` moves the focus here.
    public func focused<Value: Hashable>(_ binding: FocusState<Value>.Binding, equals value: Value) -> some View {
        modifier(_FocusedModifier(target: binding.location.storage, value: AnyHashable(value)))
    }

    /// Binds the focus state to this view: `condition` is `true` while the keyboard focus is in this
    /// view, and setting it to `true` moves the focus here (`false` takes it away).
    public func focused(_ condition: FocusState<Bool>.Binding) -> some View {
        focused(condition, equals: true)
    }

    /// Where the focus goes first in this view: when it appears with `binding` at rest (no view of the
    /// state focused), `binding` is set to `value`, moving the focus to the view bound to it. Both
    /// priorities apply when the view appears; a person's Tab or click is never redirected.
    public func defaultFocus<V: Hashable>(_ binding: FocusState<V>.Binding, _ value: V,
                                          priority: DefaultFocusEvaluationPriority = .automatic) -> some View {
        let location = binding.location
        return modifier(_DefaultFocusModifier {
            if location.value == location.resting { location.value = value }
        })
    }

    /// Whether this view takes the keyboard focus: Tab stops on it and a click focuses it.
    public func focusable(_ isFocusable: Bool = true) -> some View {
        focusable(isFocusable, interactions: .automatic)
    }

    /// Whether this view takes the keyboard focus, and how: `.edit` (a click focuses it, as a field),
    /// `.activate` (only the keyboard does, as GNOME's buttons), or both.
    public func focusable(_ isFocusable: Bool = true, interactions: FocusInteractions) -> some View {
        modifier(_FocusableModifier(isFocusable: isFocusable, onClick: interactions.contains(.edit)))
    }

    /// Accepted with no effect: on tvOS and macOS a focus section guides directional (arrow-key)
    /// focus movement between views that are not lined up. GTK moves the focus with Tab and the
    /// arrows through its containers' own order, with no such guide to give it.
    public func focusSection() -> some View {
        self
    }
}

/// `focused(_:equals:)`: the content renders in place; its widgets are bound to the state's value in
/// the graph's focus router while the view is in the tree.
struct _FocusedModifier: ViewModifier, PrimitiveModifier {
    typealias Body = Never

    /// Nil when the state's view is not in a graph (its value is then only ever at rest).
    weak var target: (any FocusStateTarget)?
    let value: AnyHashable

    func makeNode(in context: NodeContext) -> ViewNode { FocusedNode(context) }
}

final class FocusedNode: DeclaringModifierNode<_FocusedModifier, FocusStateRouter> {
    override func scope(in environment: EnvironmentValues) -> FocusStateRouter? {
        graph.focusStates
    }

    override func declare(_ modifier: _FocusedModifier, to router: FocusStateRouter) {
        guard let target = modifier.target else { return router.unbind(self) }
        router.bind(target, to: modifier.value, by: self, depth: depth) { [weak self] in self?.widgets ?? [] }
    }

    override func withdraw(from router: FocusStateRouter) {
        router.unbind(self)
    }
}

/// `defaultFocus`: `apply` runs once, after the view first renders.
struct _DefaultFocusModifier: ViewModifier, PrimitiveModifier {
    typealias Body = Never

    let apply: @MainActor () -> Void

    func makeNode(in context: NodeContext) -> ViewNode { DefaultFocusNode(context) }
}

final class DefaultFocusNode: DeclaringModifierNode<_DefaultFocusModifier, GraphRuntime> {
    private var applied = false

    override func scope(in environment: EnvironmentValues) -> GraphRuntime? { graph }

    override func declare(_ modifier: _DefaultFocusModifier, to graph: GraphRuntime) {
        guard !applied else { return }
        applied = true
        graph.scheduler.enqueue(modifier.apply)
    }
}
