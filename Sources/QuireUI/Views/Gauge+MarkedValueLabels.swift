import Foundation

/// Gauges with labels at marked values (`markedValueLabels:`): each label view is tagged with its
/// value (`Text("50%").tag(0.5)`, or a `ForEach` over the values) and shown under the bar centred on
/// the value's place, kept within the bar's width. A label whose value is outside the bounds, or has
/// no value, is not shown.
extension Gauge where BoundsLabel == EmptyView {
    /// A gauge with a label, the current value's label and labels at marked values.
    public init<V: BinaryFloatingPoint>(value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
                                        @ViewBuilder currentValueLabel: () -> CurrentValueLabel,
                                        @ViewBuilder markedValueLabels: () -> MarkedValueLabels) {
        self.init(value: value, in: bounds, label: label(), currentValueLabel: currentValueLabel(),
                  minimumValueLabel: nil, maximumValueLabel: nil, markedValueLabels: markedValueLabels())
    }
}

extension Gauge {
    /// A gauge with a label, the current value's label, the bounds' labels and labels at marked values.
    public init<V: BinaryFloatingPoint>(value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
                                        @ViewBuilder currentValueLabel: () -> CurrentValueLabel,
                                        @ViewBuilder minimumValueLabel: () -> BoundsLabel,
                                        @ViewBuilder maximumValueLabel: () -> BoundsLabel,
                                        @ViewBuilder markedValueLabels: () -> MarkedValueLabels) {
        self.init(value: value, in: bounds, label: label(), currentValueLabel: currentValueLabel(),
                  minimumValueLabel: minimumValueLabel(), maximumValueLabel: maximumValueLabel(),
                  markedValueLabels: markedValueLabels())
    }

    /// The marked values' labels laid out at their places; nil when there are none.
    var markedValueLabelsView: (any View)? {
        guard let markedValueLabels else { return nil }
        let marks = TaggedViews.all(in: markedValueLabels).compactMap { view, tag -> (view: any View, place: Double)? in
            guard let value = tag.flatMap(Self.number), let place = place(value) else { return nil }
            return (view, place)
        }
        guard !marks.isEmpty else { return nil }
        return MarkedValueLayout(places: marks.map(\.place)) {
            ForEach(marks.indices, id: \.self) { index in AnyView(marks[index].view) }
        }
    }

    /// A tag as a number: gauges take any floating-point type, and a literal tag is a `Double`.
    private static func number(_ tag: AnyHashable) -> Double? {
        switch tag.base {
        case let value as Double: value
        case let value as Float: Double(value)
        case let value as CGFloat: Double(value)
        case let value as Int: Double(value)
        default: nil
        }
    }
}

/// Lays labels out along a line, each centred on its place (0…1 of the width) but kept inside it,
/// as tall as the tallest.
struct MarkedValueLayout: Layout {
    let places: [Double]

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let sizes = subviews.map { $0.sizeThatFits(.unspecified) }
        return CGSize(width: proposal.width ?? sizes.reduce(0) { $0 + $1.width },
                      height: sizes.map(\.height).max() ?? 0)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        for (subview, place) in zip(subviews, places) {
            let size = subview.sizeThatFits(.unspecified)
            let centred = bounds.minX + bounds.width * place - size.width / 2
            let x = min(max(centred, bounds.minX), max(bounds.maxX - size.width, bounds.minX))
            subview.place(at: CGPoint(x: x, y: bounds.minY), proposal: ProposedViewSize(size))
        }
    }
}
