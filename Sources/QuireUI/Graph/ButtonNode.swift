/// `Button`: the action is looked up when clicked, so a new closure from each body costs nothing.
/// Its accessible name is `.accessibilityLabel`'s, else its title (a `Label`'s title when the label
/// shows only its icon).
///
/// With a built-in style the node's button widget shows the title or label; with a `ButtonStyle` it
/// shows the style's body, drawn again each time the button's pressed state changes; with a
/// `PrimitiveButtonStyle` there is no button widget: the style's body is the button, and its widgets
/// are the node's.
final class ButtonNode: LeafNode {
    private var widget: (any ButtonWidget)?
    private var label = ControlLabel()
    /// A `PrimitiveButtonStyle`'s body.
    private var primitiveBody = ChildSlot()
    private var button: (any AnyButton)?
    private var action: (@MainActor () -> Void)?
    /// Whether the label shows a `ButtonStyle`'s body (nil before the first update).
    private var labelIsStyled: Bool?
    private var isPressed = false
    private var role: ButtonRole??
    private var border: ButtonBorder?
    private var accessibleName: String?
    private var focusOnClick: Bool?
    /// `.keyboardShortcut` gave the button a shortcut, registered with the graph.
    private var hasShortcut = false

    override func update(_ view: any View, environment: EnvironmentValues) {
        super.update(view, environment: environment)
        let button = typed(view, as: (any AnyButton).self)
        self.button = button
        action = button.action
        render()
        registerShortcut()
    }

    /// The pressed state changed: a `ButtonStyle`'s body is drawn again.
    override func refresh() {
        render()
    }

    override func childWidgetsDidChange() {
        guard widget == nil else {
            label.syncChildren(self)
            return
        }
        showStyledBodyWidgets(primitiveBody)
    }

    override func unmount() {
        // Only its own widget counts as removed: a style's body's nodes count theirs.
        widgets = widget.map { [$0] } ?? []
        super.unmount()
        label.clear(in: self)
        primitiveBody.clear()
        if hasShortcut { graph.shortcuts.unregister(self) }
    }

    private func render() {
        guard let button else { return }
        let style = environment.buttonStyles.current
        // A style's body builds its controls with the styles outside it.
        var bodyEnvironment = environment
        bodyEnvironment.buttonStyles = environment.buttonStyles.outer
        let perform: @MainActor () -> Void = { [weak self] in
            guard let self, self.isMounted else { return }
            self.action?()
        }
        if let style, style.replacesButton {
            dropWidget()
            let body = style.body(role: button.role, label: button.labelView, isPressed: false, action: perform)
            primitiveBody.reconcile(body, in: self, environment: bodyEnvironment)
            widgets = primitiveBody.widgets
            return
        }
        primitiveBody.clear()
        let widget = self.widget ?? makeWidget()
        let styledBody = style?.body(role: button.role, label: button.labelView, isPressed: isPressed, action: perform)
        if labelIsStyled != (styledBody != nil) {
            if labelIsStyled != nil {
                label.clear(in: self)
                label = ControlLabel()
            }
            labelIsStyled = styledBody != nil
        }
        if let styledBody {
            label.update(title: nil, view: styledBody, in: self, environment: bodyEnvironment,
                         setTitle: { _ in }, setContent: { widget.setContent($0) })
        } else {
            label.update(title: button.title, view: button.labelView, in: self, environment: environment,
                         setTitle: { widget.setTitle($0) }, setContent: { widget.setContent($0) })
        }
        if button.role != nil || role != nil {
            assign(button.role, to: &role) { widget.setRole($0) }
        }
        let newBorder: ButtonBorder = switch style {
        case .builtIn(let border): border
        case .custom: .none
        case nil: .automatic
        }
        if newBorder != .automatic || border != nil {
            assign(newBorder, to: &border) { widget.setBorder($0) }
        }
        // A titled button is named by its title already; a label view or a style's body needs the
        // name set.
        let needsName = button.title == nil || styledBody != nil
        if let name = environment.accessibilityLabel ?? (needsName ? button.accessibleTitle : nil) {
            assign(name, to: &accessibleName) { widget.setAccessibilityLabel($0) }
        }
        if !environment.controlsFocusOnClick || focusOnClick != nil {
            assign(environment.controlsFocusOnClick, to: &focusOnClick) { widget.setFocusOnClick($0) }
        }
        // GNOME names an icon-only button in a tooltip too (toolbar `Label`s show only their icon).
        let iconOnlyTitle = button.title == nil && styledBody == nil && environment.labelDisplay == .iconOnly
            ? button.accessibleTitle : nil
        applyStyle(to: widget) { style in
            if style.help == nil { style.help = iconOnlyTitle }
        }
    }

    private func registerShortcut() {
        guard environment.keyboardShortcut != nil || hasShortcut else { return }
        hasShortcut = environment.keyboardShortcut != nil
        graph.shortcuts.register(environment.keyboardShortcut, isEnabled: environment.isEnabled, for: self) {
            [weak self] in self?.action?()
        }
    }

    private func makeWidget() -> any ButtonWidget {
        let made = graph.make { $0.makeButton() }
        made.onClick = { [weak self] in self?.action?() }
        made.onPressedChange = { [weak self] pressed in self?.pressedChanged(pressed) }
        widget = made
        widgets = [made]
        return made
    }

    /// A `PrimitiveButtonStyle` took over: the button widget and what it showed go.
    private func dropWidget() {
        guard widget != nil else { return }
        label.clear(in: self)
        label = ControlLabel()
        graph.counters.removed += 1
        widget = nil
        labelIsStyled = nil
        isPressed = false
        role = nil
        border = nil
        accessibleName = nil
        focusOnClick = nil
        forgetAppliedStyle()
    }

    private func pressedChanged(_ pressed: Bool) {
        guard isMounted, pressed != isPressed else { return }
        isPressed = pressed
        if labelIsStyled == true {
            invalidate()
        }
    }
}
