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

/// `Button`: the action is looked up when clicked, so a new closure from each body costs nothing.
/// Its accessible name is `.accessibilityLabel`'s, else its title (a `Label`'s title when the label
/// shows only its icon).
final class ButtonNode: LeafNode {
    private var widget: any ButtonWidget
    private var label = ControlLabel()
    private var action: (@MainActor () -> Void)?
    private var role: ButtonRole??
    private var border: ButtonBorder?
    private var accessibleName: String?
    private var focusOnClick: Bool?
    /// `.keyboardShortcut` gave the button a shortcut, registered with the graph.
    private var hasShortcut = false

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
        if button.role != nil || role != nil {
            assign(button.role, to: &role) { widget.setRole($0) }
        }
        if environment.buttonBorder != .automatic || border != nil {
            assign(environment.buttonBorder, to: &border) { widget.setBorder($0) }
        }
        // A titled button is named by its title already; a label view needs the name set.
        if let name = environment.accessibilityLabel ?? (button.title == nil ? button.accessibleTitle : nil) {
            assign(name, to: &accessibleName) { widget.setAccessibilityLabel($0) }
        }
        if !environment.controlsFocusOnClick || focusOnClick != nil {
            assign(environment.controlsFocusOnClick, to: &focusOnClick) { widget.setFocusOnClick($0) }
        }
        applyStyle(to: widget)
        if environment.keyboardShortcut != nil || hasShortcut {
            hasShortcut = environment.keyboardShortcut != nil
            graph.shortcuts.register(environment.keyboardShortcut, isEnabled: environment.isEnabled, for: self) {
                [weak self] in self?.action?()
            }
        }
    }

    override func childWidgetsDidChange() {
        label.syncChildren(self)
    }

    override func unmount() {
        super.unmount()
        label.clear(in: self)
        if hasShortcut { graph.shortcuts.unregister(self) }
    }
}

/// `Toggle`: the check state follows the binding (read with Observation tracking), clicks set it.
/// A check box or a switch as `.toggleStyle` says: the widget is made at the first update, when the
/// environment is known, and replaced if the style changes.
final class ToggleNode: LeafNode {
    private var widget: (any ToggleWidget)?
    private var kind: ToggleKind?
    private var label = ControlLabel()
    private var binding: Binding<Bool>?
    private var isOn: Bool?
    private var accessibleName: String?

    override func update(_ view: any View, environment: EnvironmentValues) {
        super.update(view, environment: environment)
        guard let toggle = view as? any AnyToggle else { return }
        let widget = widget(kind: environment.toggleKind)
        binding = toggle.isOn
        label.update(title: toggle.title, view: toggle.labelView, in: self, environment: environment,
                     setTitle: { widget.setTitle($0) }, setContent: { widget.setContent($0) })
        if toggle.title == nil, let name = environment.accessibilityLabel ?? toggle.accessibleTitle {
            assign(name, to: &accessibleName) { widget.setAccessibilityLabel($0) }
        }
        refresh()
        applyStyle(to: widget)
    }

    override func refresh() {
        guard let binding, let widget else { return }
        let value = tracked { binding.wrappedValue }
        assign(value, to: &isOn) { widget.setIsOn($0) }
    }

    override func childWidgetsDidChange() {
        label.syncChildren(self)
    }

    override func unmount() {
        super.unmount()
        label.clear(in: self)
    }

    /// The widget of `kind`, made (or remade, with a fresh label) if the node has none of that kind.
    private func widget(kind newKind: ToggleKind) -> any ToggleWidget {
        if let widget, kind == newKind {
            return widget
        }
        if widget != nil {
            label.clear(in: self)
            label = ControlLabel()
            graph.counters.removed += 1
            isOn = nil
            accessibleName = nil
            forgetAppliedStyle()
        }
        let made = graph.make { $0.makeToggle(newKind) }
        made.onToggle = { [weak self] isOn in self?.userToggled(isOn) }
        kind = newKind
        widget = made
        widgets = [made]
        return made
    }

    private func userToggled(_ value: Bool) {
        guard isMounted else { return }
        isOn = value
        binding?.wrappedValue = value
    }
}
