/// `Gauge`: a level bar at the value's place in the range, with its labels.
final class GaugeNode: LeafNode {
    private let widget: any GaugeWidget
    private var label = ControlLabel()
    private var currentValueLabel = ControlLabel()
    private var minimumValueLabel = ControlLabel()
    private var maximumValueLabel = ControlLabel()
    private var markedValueLabels = ControlLabel()
    private var level: Double?
    private var accessibleName: String?

    override init(_ context: NodeContext) {
        widget = context.graph.make { $0.makeGauge() }
        super.init(context)
        widgets = [widget]
    }

    override func update(_ view: any View, environment: EnvironmentValues) {
        super.update(view, environment: environment)
        let gauge = typed(view, as: (any AnyGauge).self)
        let widget = self.widget
        label.update(title: nil, view: gauge.labelView, in: self, environment: environment,
                     setTitle: { _ in }, setContent: { widget.setLabel($0) })
        if let current = gauge.currentValueLabelView {
            currentValueLabel.update(title: nil, view: current, in: self, environment: environment,
                                     setTitle: { _ in }, setContent: { widget.setCurrentValueLabel($0) })
        }
        if let minimum = gauge.minimumValueLabelView {
            minimumValueLabel.update(title: nil, view: minimum, in: self, environment: environment,
                                     setTitle: { _ in }, setContent: { widget.setMinimumValueLabel($0) })
        }
        if let maximum = gauge.maximumValueLabelView {
            maximumValueLabel.update(title: nil, view: maximum, in: self, environment: environment,
                                     setTitle: { _ in }, setContent: { widget.setMaximumValueLabel($0) })
        }
        if let marks = gauge.markedValueLabelsView {
            markedValueLabels.update(title: nil, view: marks, in: self, environment: environment,
                                     setTitle: { _ in }, setContent: { widget.setMarkedValueLabels($0) })
        }
        if let name = environment.accessibilityLabel ?? labelText(of: gauge.labelView) {
            assign(name, to: &accessibleName) { widget.setAccessibilityLabel($0) }
        }
        assign(gauge.level, to: &level) { widget.setLevel($0) }
        applyStyle(to: widget)
    }

    override func childWidgetsDidChange() {
        label.syncChildren(self)
        currentValueLabel.syncChildren(self)
        minimumValueLabel.syncChildren(self)
        maximumValueLabel.syncChildren(self)
        markedValueLabels.syncChildren(self)
    }

    override func unmount() {
        super.unmount()
        label.clear(in: self)
        currentValueLabel.clear(in: self)
        minimumValueLabel.clear(in: self)
        maximumValueLabel.clear(in: self)
        markedValueLabels.clear(in: self)
    }
}
