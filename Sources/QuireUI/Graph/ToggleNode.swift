/// `Toggle`: the check state follows the binding (read with Observation tracking), clicks set it.
/// A check box, a switch or a toggle button as `.toggleStyle` says: the widget is made at the first
/// update, when the environment is known, and replaced if the style changes. With an app's
/// `ToggleStyle` there is no widget: the style's body is the toggle, and its widgets are the node's.
final class ToggleNode: LeafNode {
    private var widget: (any ToggleWidget)?
    private var kind: ToggleKind?
    private var label = ControlLabel()
    /// An app's `ToggleStyle`'s body.
    private var styledBody = ChildSlot()
    private var toggle: (any AnyToggle)?
    private var isOn: Bool?
    private var isMixed: Bool?
    private var accessibleName: String?

    override func update(_ view: any View, environment: EnvironmentValues) {
        super.update(view, environment: environment)
        let toggle = typed(view, as: (any AnyToggle).self)
        self.toggle = toggle
        // A toggle's shortcut flips it, as clicking does (with a style's body or the built-in widget).
        graph.shortcuts.register(environment.keyboardShortcut, isEnabled: environment.isEnabled, for: self) {
            [weak self] in self?.flipFromShortcut()
        }
        if renderStyledBody() { return }
        let widget = widget(kind: environment.toggleStyles.current.builtInKind(inToolbar: environment.isInToolbar))
        label.update(title: toggle.title, view: toggle.labelView, in: self, environment: environment,
                     setTitle: { widget.setTitle($0) }, setContent: { widget.setContent($0) })
        if toggle.title == nil, let name = environment.accessibilityLabel ?? toggle.accessibleTitle {
            assign(name, to: &accessibleName) { widget.setAccessibilityLabel($0) }
        }
        showState()
        applyStyle(to: widget)
    }

    override func refresh() {
        if renderStyledBody() { return }
        showState()
    }

    override func childWidgetsDidChange() {
        guard widget == nil else {
            label.syncChildren(self)
            return
        }
        showStyledBodyWidgets(styledBody)
    }

    override func unmount() {
        // Only its own widget counts as removed: a style's body's nodes count theirs.
        widgets = widget.map { [$0] } ?? []
        super.unmount()
        graph.shortcuts.unregister(self)
        label.clear(in: self)
        styledBody.clear()
    }

    /// Renders an app's style's body, if the environment has one; false otherwise.
    private func renderStyledBody() -> Bool {
        guard let toggle, let style = environment.toggleStyles.current, case .custom = style else {
            styledBody.clear()
            return false
        }
        let state = toggle.state
        let isMixed = tracked { state.isMixed() }
        let configuration = ToggleStyleConfiguration(label: .init(content: toggle.labelView), isOn: state.isOn,
                                                     isMixed: isMixed)
        guard let body = style.body(configuration) else { return false }
        dropWidget()
        var bodyEnvironment = environment
        bodyEnvironment.toggleStyles = environment.toggleStyles.outer
        styledBody.reconcile(body, in: self, environment: bodyEnvironment)
        widgets = styledBody.widgets
        return true
    }

    private func showState() {
        guard let state = toggle?.state, let widget else { return }
        let (value, mixed) = tracked { (state.isOn.wrappedValue, state.isMixed()) }
        assign(value, to: &isOn) { widget.setIsOn($0) }
        if mixed || isMixed != nil {
            assign(mixed, to: &isMixed) { widget.setIsMixed($0) }
        }
    }

    /// The widget of `kind`, made (or remade, with a fresh label) if the node has none of that kind.
    private func widget(kind newKind: ToggleKind) -> any ToggleWidget {
        if let widget, kind == newKind {
            return widget
        }
        dropWidget()
        let made = graph.make { $0.makeToggle(newKind) }
        made.onToggle = { [weak self] isOn in self?.userToggled(isOn) }
        kind = newKind
        widget = made
        widgets = [made]
        return made
    }

    /// The widget and what it showed go (another kind of widget, or an app's style, takes over).
    private func dropWidget() {
        guard widget != nil else { return }
        label.clear(in: self)
        label = ControlLabel()
        graph.counters.removed += 1
        widget = nil
        kind = nil
        isOn = nil
        isMixed = nil
        accessibleName = nil
        forgetAppliedStyle()
    }

    private func flipFromShortcut() {
        guard isMounted, let state = toggle?.state else { return }
        state.isOn.wrappedValue.toggle()
    }

    private func userToggled(_ value: Bool) {
        guard isMounted else { return }
        isOn = value
        toggle?.state.isOn.wrappedValue = value
    }
}

extension Optional where Wrapped == ToggleStyleChain.Entry {
    /// The widget a built-in style makes; with none, the platform's choice: a switch, or in a
    /// toolbar a toggle button (as on Apple's toolbars).
    func builtInKind(inToolbar: Bool) -> ToggleKind {
        if case .builtIn(let kind) = self { return kind }
        return inToolbar ? .button : .switch
    }
}
