import QuireCore

/// `Slider`: the thumb follows the binding (read with Observation tracking) clamped to the range,
/// without writing the clamped value back; a move by the person is snapped to the step, written to
/// the binding and shown. `onEditingChanged` is looked up when editing begins or ends, so a new
/// closure from each body costs nothing, and hears each transition once.
final class SliderNode: LeafNode {
    private struct Range: Equatable {
        let bounds: ClosedRange<Double>
        let step: Double?
    }

    private let widget: any SliderWidget
    private var label = ControlLabel()
    private var minimumValueLabel = ControlLabel()
    private var maximumValueLabel = ControlLabel()
    private var track: SliderTrack?
    private var onEditingChanged: (@MainActor (Bool) -> Void)?
    private var range: Range?
    /// Where the thumb is.
    private var shownValue: Double?
    private var accessibleName: String?
    private var isEditing = false

    override init(_ context: NodeContext) {
        widget = context.graph.make { $0.makeSlider() }
        super.init(context)
        widgets = [widget]
        widget.onValueChange = { [weak self] value in self?.userMoved(to: value) }
        widget.onEditingChange = { [weak self] editing in self?.editingChanged(editing) }
    }

    override func update(_ view: any View, environment: EnvironmentValues) {
        super.update(view, environment: environment)
        let slider = typed(view, as: (any AnySlider).self)
        let widget = self.widget
        track = slider.track
        onEditingChanged = slider.onEditingChanged
        if let labelView = slider.labelView {
            label.update(title: nil, view: labelView, in: self, environment: environment,
                         setTitle: { _ in }, setContent: { widget.setLabel($0) })
        }
        if let minimum = slider.minimumValueLabelView {
            minimumValueLabel.update(title: nil, view: minimum, in: self, environment: environment,
                                     setTitle: { _ in }, setContent: { widget.setMinimumValueLabel($0) })
        }
        if let maximum = slider.maximumValueLabelView {
            maximumValueLabel.update(title: nil, view: maximum, in: self, environment: environment,
                                     setTitle: { _ in }, setContent: { widget.setMaximumValueLabel($0) })
        }
        if let name = environment.accessibilityLabel ?? slider.accessibleTitle {
            assign(name, to: &accessibleName) { widget.setAccessibilityLabel($0) }
        }
        assign(Range(bounds: slider.track.bounds, step: slider.track.step), to: &range) {
            widget.setRange($0.bounds, step: $0.step)
        }
        refresh()
        applyStyle(to: widget)
    }

    override func refresh() {
        guard let track else { return }
        let value = tracked { track.value }
        assign(track.shown(value), to: &shownValue) { widget.setValue($0) }
    }

    override func childWidgetsDidChange() {
        label.syncChildren(self)
        minimumValueLabel.syncChildren(self)
        maximumValueLabel.syncChildren(self)
    }

    override func unmount() {
        super.unmount()
        label.clear(in: self)
        minimumValueLabel.clear(in: self)
        maximumValueLabel.clear(in: self)
    }

    private func userMoved(to value: Double) {
        guard isMounted, let track else { return }
        let chosen = track.snapped(value)
        if chosen != shownValue {
            shownValue = chosen
            widget.setValue(chosen)
        }
        if track.value != chosen {
            track.value = chosen
        }
    }

    private func editingChanged(_ editing: Bool) {
        guard isMounted, editing != isEditing else { return }
        isEditing = editing
        onEditingChanged?(editing)
    }
}
