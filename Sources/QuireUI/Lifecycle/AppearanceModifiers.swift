/// Runs an action when its content appears or disappears.
struct _AppearanceModifier: ViewModifier, PrimitiveModifier {
    typealias Body = Never

    let onAppear: (() -> Void)?
    let onDisappear: (() -> Void)?

    func makeNode(in context: NodeContext) -> ViewNode { AppearanceNode(context) }
}

/// Appearing is the node entering the graph — the view's first render, an `if` turning true, a row
/// inserted — and disappearing its leaving; re-renders in between do neither.
final class AppearanceNode: LifecycleNode<_AppearanceModifier> {
    override func didUpdate(from old: _AppearanceModifier?, to new: _AppearanceModifier) {
        guard old == nil, let action = new.onAppear else { return }
        graph.scheduler.enqueue(action)
    }

    override func willLeave() {
        guard let action = modifier?.onDisappear else { return }
        graph.scheduler.enqueue(action)
    }
}

extension View {
    /// Runs `action` before this view first appears: when it enters the window, or when an `if` or a
    /// list brings it in. What `action` changes is shown with the view.
    public func onAppear(perform action: (() -> Void)? = nil) -> some View {
        modifier(_AppearanceModifier(onAppear: action, onDisappear: nil))
    }

    /// Runs `action` after this view disappears: when an `if` or a list takes it out, or its window
    /// closes.
    public func onDisappear(perform action: (() -> Void)? = nil) -> some View {
        modifier(_AppearanceModifier(onAppear: nil, onDisappear: action))
    }
}
