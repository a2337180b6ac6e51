/// `Picker`: a picker widget of the environment's kind (made at the first update, when the
/// environment is known, and replaced when the kind changes), its options
/// the content's choices and its selection the choice whose tag is the binding's value (read with
/// Observation tracking). A choice the person makes sets the binding; one whose tag is not of the
/// selection's type changes nothing, and the widget goes back to showing the selection.
final class PickerNode: LeafNode {
    private var widget: (any PickerWidget)?
    private var kind: PickerKind?
    private var label = ControlLabel()
    private var picker: (any AnyPicker)?
    private var choices: [PickerChoice] = []
    private var options: [PickerOption]?
    private var selectedIndex: Int??
    private var accessibleName: String?
    private var currentValueOption: PickerOption??

    override func update(_ view: any View, environment: EnvironmentValues) {
        super.update(view, environment: environment)
        let picker = typed(view, as: (any AnyPicker).self)
        let widget = widget(kind: environment.pickerKind)
        self.picker = picker
        choices = picker.choices
        label.update(title: nil, view: picker.labelView, in: self, environment: environment,
                     setTitle: { _ in }, setContent: { widget.setLabel($0) })
        if let name = environment.accessibilityLabel ?? picker.accessibleTitle {
            assign(name, to: &accessibleName) { widget.setAccessibilityLabel($0) }
        }
        let newOptions = choices.map { PickerOption(title: $0.title, iconName: $0.iconName) }
        if options != newOptions {
            if options != nil { graph.counters.updated += 1 }
            options = newOptions
            widget.setOptions(newOptions)
            selectedIndex = nil  // the widget's selection went with its options
        }
        let currentValue = picker.currentValueOption
        if currentValueOption != .some(currentValue) {
            currentValueOption = .some(currentValue)
            widget.setCurrentValueLabel(currentValue)
        }
        refresh()
        applyStyle(to: widget)
    }

    override func refresh() {
        guard let picker else { return }
        let choices = self.choices
        let index = tracked { picker.selectedIndex(in: choices) }
        show(index)
    }

    override func childWidgetsDidChange() {
        label.syncChildren(self)
    }

    override func unmount() {
        super.unmount()
        label.clear(in: self)
    }

    private func show(_ index: Int?) {
        guard let widget, selectedIndex != .some(index) else { return }
        if selectedIndex != nil { graph.counters.updated += 1 }
        selectedIndex = .some(index)
        widget.setSelectedIndex(index)
    }

    private func select(_ index: Int) {
        guard isMounted, let picker, choices.indices.contains(index) else { return }
        if picker.choose(choices[index]) {
            selectedIndex = .some(index)
        } else {
            // Not a value of the selection's type: the widget shows the selection again.
            let current = selectedIndex ?? nil
            selectedIndex = nil
            show(current)
        }
    }

    /// The widget of `kind`, made (or remade, with a fresh label) if the node has none of that kind.
    private func widget(kind newKind: PickerKind) -> any PickerWidget {
        if let widget, kind == newKind {
            return widget
        }
        if widget != nil {
            label.clear(in: self)
            label = ControlLabel()
            graph.counters.removed += 1
            options = nil
            selectedIndex = nil
            accessibleName = nil
            currentValueOption = nil
            forgetAppliedStyle()
        }
        let made = graph.make { $0.makePicker(newKind) }
        made.onSelect = { [weak self] index in self?.select(index) }
        kind = newKind
        widget = made
        widgets = [made]
        return made
    }
}
