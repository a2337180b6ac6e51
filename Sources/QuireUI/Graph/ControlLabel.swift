import QuireCore

/// A control's label: a plain title, or the widgets of a label view gathered into one horizontal
/// stack (made once, so the control's content widget never changes).
@MainActor
struct ControlLabel {
    private var title: String?
    private var content = ChildSlot()
    private var stack: (any StackWidget)?
    private var stackChildren: [any PlatformWidget] = []

    /// Renders the label; `setTitle`/`setContent` are called only for what changed.
    mutating func update(title newTitle: String?, view: any View, in node: LeafNode, environment: EnvironmentValues,
                         setTitle: (String) -> Void, setContent: (any PlatformWidget) -> Void) {
        if let newTitle {
            node.assign(newTitle, to: &title, setTitle)
            return
        }
        var labelEnvironment = environment
        labelEnvironment.layoutAxis = .horizontal
        labelEnvironment.accessibilityLabel = nil
        labelEnvironment.listRowScope = nil
        content.reconcile(view, in: node, environment: labelEnvironment)
        let stack = self.stack ?? node.graph.make { $0.makeStack(.horizontal) }
        if self.stack == nil {
            self.stack = stack
            stack.setLayout(StackLayout(spacing: 6, alignment: .center))
            setContent(stack)
        }
        syncChildren(node)
    }

    /// The label view's widgets changed by its own refresh.
    mutating func syncChildren(_ node: LeafNode) {
        guard let stack, !ViewNode.same(stackChildren, content.widgets) else { return }
        if !stackChildren.isEmpty {
            node.graph.counters.updated += 1
        }
        stackChildren = content.widgets
        stack.setChildren(stackChildren)
    }

    /// Unmounts the label view; the stack holding its widgets goes with it.
    mutating func clear(in node: LeafNode) {
        content.clear()
        if stack != nil {
            node.graph.counters.removed += 1
            stack = nil
            stackChildren = []
        }
    }
}
