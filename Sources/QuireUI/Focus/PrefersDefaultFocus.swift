extension View {
    /// Gives this view the keyboard focus when it appears, if nothing in its window has it yet (GTK
    /// would otherwise focus the window's first focusable widget).
    public func prefersDefaultFocus(_ prefersDefaultFocus: Bool = true, in namespace: Namespace.ID) -> some View {
        modifier(_PrefersDefaultFocusModifier(prefers: prefersDefaultFocus, namespace: namespace))
    }

    /// Marks the scope `prefersDefaultFocus` views inside name. A window is one scope on GTK (its
    /// focus starts once), so the views inside keep their preference and nothing else changes.
    public func focusScope(_ namespace: Namespace.ID) -> some View {
        self
    }
}

/// `prefersDefaultFocus`: the content renders in place; once its widgets first exist, the focus moves
/// into them after the batch renders, unless the window's content has it; `resetFocus(in:)` moves it
/// there again.
struct _PrefersDefaultFocusModifier: ViewModifier, PrimitiveModifier {
    typealias Body = Never

    let prefers: Bool
    let namespace: Namespace.ID

    func makeNode(in context: NodeContext) -> ViewNode { PrefersDefaultFocusNode(context) }
}

final class PrefersDefaultFocusNode: ContentWidgetsNode<_PrefersDefaultFocusModifier> {
    private var applied = false

    override func contentWidgetsDidChange() {
        if let modifier, modifier.prefers {
            graph.focusStates.preferDefaultFocus(in: modifier.namespace, by: self) { [weak self] in self?.widgets ?? [] }
        }
        guard !applied, modifier?.prefers == true, !widgets.isEmpty else { return }
        applied = true
        graph.scheduler.enqueue { [weak self] in
            guard let self, isMounted, !graph.focusStates.contentHasFocus, let widget = widgets.first else { return }
            graph.backend.moveKeyboardFocus(into: widget)
        }
    }
}
