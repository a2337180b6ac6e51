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

    mutating func clear() {
        content.clear()
    }
}

/// `Button`: the action is looked up when clicked, so a new closure from each body costs nothing.
final class ButtonNode: LeafNode {
    private var widget: any ButtonWidget
    private var label = ControlLabel()
    private var action: (@MainActor () -> Void)?

    override init(_ context: NodeContext) {
        widget = context.graph.make { $0.makeButton() }
        super.init(context)
        widgets = [widget]
        widget.onClick = { [weak self] in self?.action?() }
    }

    override func update(_ view: any View, environment: EnvironmentValues) {
        super.update(view, environment: environment)
        guard let button = view as? any AnyButton else { return }
        action = button.action
        let widget = self.widget
        label.update(title: button.title, view: button.labelView, in: self, environment: environment,
                     setTitle: { widget.setTitle($0) }, setContent: { widget.setContent($0) })
        applyStyle(to: widget)
    }

    override func childWidgetsDidChange() {
        label.syncChildren(self)
    }

    override func unmount() {
        super.unmount()
        label.clear()
    }
}

/// `Toggle`: the check state follows the binding (read with Observation tracking), clicks set it.
final class ToggleNode: LeafNode {
    private var widget: any ToggleWidget
    private var label = ControlLabel()
    private var binding: Binding<Bool>?
    private var isOn: Bool?

    override init(_ context: NodeContext) {
        widget = context.graph.make { $0.makeToggle() }
        super.init(context)
        widgets = [widget]
        widget.onToggle = { [weak self] isOn in self?.userToggled(isOn) }
    }

    override func update(_ view: any View, environment: EnvironmentValues) {
        super.update(view, environment: environment)
        guard let toggle = view as? any AnyToggle else { return }
        binding = toggle.isOn
        let widget = self.widget
        label.update(title: toggle.title, view: toggle.labelView, in: self, environment: environment,
                     setTitle: { widget.setTitle($0) }, setContent: { widget.setContent($0) })
        refresh()
        applyStyle(to: widget)
    }

    override func refresh() {
        guard let binding else { return }
        let value = tracked { binding.wrappedValue }
        assign(value, to: &isOn) { widget.setIsOn($0) }
    }

    override func childWidgetsDidChange() {
        label.syncChildren(self)
    }

    override func unmount() {
        super.unmount()
        label.clear()
    }

    private func userToggled(_ value: Bool) {
        guard isMounted else { return }
        isOn = value
        binding?.wrappedValue = value
    }
}
