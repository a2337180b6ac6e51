/// `Stepper`: the label, then the decrement and increment buttons, each on only when it can act (its
/// closure is there and the value is not at that bound; the bounds are read with Observation
/// tracking). The actions are looked up when a button is pressed, so a new closure from each body
/// costs nothing.
final class StepperNode: LeafNode {
    private let widget: any StepperWidget
    private var label = ControlLabel()
    private var actions: StepperActions?
    private var onEditingChanged: (@MainActor (Bool) -> Void)?
    private var enabled: StepperButtons?
    private var accessibleName: String?
    private var valueText: String??

    override init(_ context: NodeContext) {
        widget = context.graph.make { $0.makeStepper() }
        super.init(context)
        widgets = [widget]
        widget.onStep = { [weak self] direction in self?.step(direction) }
        widget.onValueTextSubmit = { [weak self] text in self?.submit(text) }
    }

    override func update(_ view: any View, environment: EnvironmentValues) {
        super.update(view, environment: environment)
        let stepper = typed(view, as: (any AnyStepper).self)
        let widget = self.widget
        actions = stepper.actions
        onEditingChanged = stepper.onEditingChanged
        label.update(title: nil, view: stepper.labelView, in: self, environment: environment,
                     setTitle: { _ in }, setContent: { widget.setLabel($0) })
        if let name = environment.accessibilityLabel ?? stepper.accessibleTitle {
            assign(name, to: &accessibleName) { widget.setAccessibilityLabel($0) }
        }
        refresh()
        applyStyle(to: widget)
    }

    override func refresh() {
        guard let actions else { return }
        let inside = tracked { actions.isInside() }
        let buttons = StepperButtons(decrement: actions.decrement != nil && inside.aboveLower,
                                     increment: actions.increment != nil && inside.belowUpper)
        assign(buttons, to: &enabled) { widget.setEnabledButtons($0) }
        let text = actions.valueField.map { field in tracked { field.text() } }
        if valueText != .some(text) {
            if valueText != nil { graph.counters.updated += 1 }
            valueText = .some(text)
            widget.setValueText(text)
        }
    }

    override func childWidgetsDidChange() {
        label.syncChildren(self)
    }

    override func unmount() {
        super.unmount()
        label.clear(in: self)
    }

    /// A typed value: the field's action writes it when it parses; the field then shows the value as
    /// the format writes it (what was typed, tidied, or the old value when it did not parse).
    private func submit(_ text: String) {
        guard isMounted, let field = actions?.valueField else { return }
        onEditingChanged?(true)
        field.submit(text)
        onEditingChanged?(false)
        let shown = field.text()
        valueText = .some(shown)
        widget.setValueText(shown)
    }

    private func step(_ direction: StepDirection) {
        guard isMounted, let actions else { return }
        let action = direction == .increment ? actions.increment : actions.decrement
        let allowed = direction == .increment ? enabled?.increment : enabled?.decrement
        guard let action, allowed == true else { return }
        onEditingChanged?(true)
        action()
        onEditingChanged?(false)
    }
}
