/// `ColorPicker`: the widget shows the binding's colour (read with Observation tracking); a colour
/// the person chooses is written to it, made opaque when the picker does not support opacity.
final class ColorPickerNode: LeafNode {
    private let widget: any ColorPickerWidget
    private var label = ControlLabel()
    private var selection: ColorSelection?
    private var supportsOpacity: Bool?
    private var shownColor: ColorComponents?
    private var accessibleName: String?

    override init(_ context: NodeContext) {
        widget = context.graph.make { $0.makeColorPicker() }
        super.init(context)
        widgets = [widget]
        widget.onColorChange = { [weak self] color in self?.chosen(color) }
    }

    override func update(_ view: any View, environment: EnvironmentValues) {
        super.update(view, environment: environment)
        let picker = typed(view, as: (any AnyColorPicker).self)
        let widget = self.widget
        selection = picker.selection
        label.update(title: nil, view: picker.labelView, in: self, environment: environment,
                     setTitle: { _ in }, setContent: { widget.setLabel($0) })
        if let name = environment.accessibilityLabel ?? picker.accessibleTitle {
            assign(name, to: &accessibleName) { widget.setAccessibilityLabel($0) }
        }
        assign(picker.supportsOpacity, to: &supportsOpacity) { widget.setSupportsOpacity($0) }
        refresh()
        applyStyle(to: widget)
    }

    override func refresh() {
        guard let selection else { return }
        let color = tracked { selection.get() }
        assign(color, to: &shownColor) { widget.setColor($0) }
    }

    override func childWidgetsDidChange() {
        label.syncChildren(self)
    }

    override func unmount() {
        super.unmount()
        label.clear(in: self)
    }

    private func chosen(_ color: ColorComponents) {
        guard isMounted, let selection else { return }
        var color = color
        if supportsOpacity == false {
            color.opacity = 1
        }
        shownColor = color
        selection.set(color)
    }
}
