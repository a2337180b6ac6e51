/// A view that shows a value within a range (SwiftUI's `Gauge`): on GNOME a level bar filled to the
/// value's place in the range, with the label and the current value's label above it and the bounds'
/// labels at its ends, the marked values' labels under the bar at their values' places
/// (`Gauge+MarkedValueLabels.swift`). A value outside the range fills the bar to the nearer end.
public struct Gauge<Label: View, CurrentValueLabel: View, BoundsLabel: View, MarkedValueLabels: View>: View {
    public typealias Body = Never

    let level: Double
    let label: Label
    let currentValueLabel: CurrentValueLabel?
    let minimumValueLabel: BoundsLabel?
    let maximumValueLabel: BoundsLabel?
    let markedValueLabels: MarkedValueLabels?
    /// A value's place in the bounds, 0…1 (nil outside them or for a value of another type).
    let place: (Double) -> Double?

    init<V: BinaryFloatingPoint>(value: V, in bounds: ClosedRange<V>, label: Label,
                                 currentValueLabel: CurrentValueLabel?, minimumValueLabel: BoundsLabel?,
                                 maximumValueLabel: BoundsLabel?, markedValueLabels: MarkedValueLabels? = nil) {
        let lower = Double(bounds.lowerBound), span = Double(bounds.upperBound - bounds.lowerBound)
        let level = span > 0 ? (Double(value) - lower) / span : 0
        self.level = level.isNaN ? 0 : min(max(level, 0), 1)
        self.label = label
        self.currentValueLabel = currentValueLabel
        self.minimumValueLabel = minimumValueLabel
        self.maximumValueLabel = maximumValueLabel
        self.markedValueLabels = markedValueLabels
        place = { value in
            guard span > 0 else { return nil }
            let place = (value - lower) / span
            return (0...1).contains(place) ? place : nil
        }
    }
}

extension Gauge where MarkedValueLabels == EmptyView {
    /// A gauge with a label, the current value's label and the bounds' labels.
    public init<V: BinaryFloatingPoint>(value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
                                        @ViewBuilder currentValueLabel: () -> CurrentValueLabel,
                                        @ViewBuilder minimumValueLabel: () -> BoundsLabel,
                                        @ViewBuilder maximumValueLabel: () -> BoundsLabel) {
        self.init(value: value, in: bounds, label: label(), currentValueLabel: currentValueLabel(),
                  minimumValueLabel: minimumValueLabel(), maximumValueLabel: maximumValueLabel())
    }
}

extension Gauge where BoundsLabel == EmptyView, MarkedValueLabels == EmptyView {
    /// A gauge with a label and the current value's label.
    public init<V: BinaryFloatingPoint>(value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
                                        @ViewBuilder currentValueLabel: () -> CurrentValueLabel) {
        self.init(value: value, in: bounds, label: label(), currentValueLabel: currentValueLabel(),
                  minimumValueLabel: nil, maximumValueLabel: nil)
    }
}

extension Gauge where CurrentValueLabel == EmptyView, BoundsLabel == EmptyView, MarkedValueLabels == EmptyView {
    /// A gauge with a label.
    public init<V: BinaryFloatingPoint>(value: V, in bounds: ClosedRange<V> = 0...1,
                                        @ViewBuilder label: () -> Label) {
        self.init(value: value, in: bounds, label: label(), currentValueLabel: nil, minimumValueLabel: nil,
                  maximumValueLabel: nil)
    }
}

extension Gauge: PrimitiveView {
    func makeNode(in context: NodeContext) -> ViewNode { GaugeNode(context) }
}

/// What a gauge node needs of a `Gauge`, whatever its label types.
@MainActor
protocol AnyGauge {
    var level: Double { get }
    var labelView: any View { get }
    var currentValueLabelView: (any View)? { get }
    var minimumValueLabelView: (any View)? { get }
    var maximumValueLabelView: (any View)? { get }
    var markedValueLabelsView: (any View)? { get }
}

extension Gauge: AnyGauge {
    var labelView: any View { label }
    var currentValueLabelView: (any View)? { currentValueLabel }
    var minimumValueLabelView: (any View)? { minimumValueLabel }
    var maximumValueLabelView: (any View)? { maximumValueLabel }
}
