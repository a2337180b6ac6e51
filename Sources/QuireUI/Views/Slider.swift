import QuireCore

/// A control for choosing a value from a bounded range by moving a thumb along a track (SwiftUI's
/// `Slider`). A value bound outside the range is shown at the nearer end and left as it is until the
/// person moves the slider; with a `step`, the values the person can choose are `lowerBound`,
/// `lowerBound + step`, … up to `upperBound`. `onEditingChanged` gets `true` when a drag (or a key
/// press) begins changing the value and `false` when it ends, after the last value was written.
public struct Slider<Label: View, ValueLabel: View>: View {
    public typealias Body = Never

    let label: Label
    let minimumValueLabel: ValueLabel?
    let maximumValueLabel: ValueLabel?
    let track: SliderTrack
    let onEditingChanged: @MainActor (Bool) -> Void

    /// A slider with labels, the value a multiple of `step` from the lower bound.
    public init<V>(value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1, @ViewBuilder label: () -> Label,
                   @ViewBuilder minimumValueLabel: () -> ValueLabel, @ViewBuilder maximumValueLabel: () -> ValueLabel,
                   onEditingChanged: @escaping @MainActor (Bool) -> Void = { _ in })
    where V: BinaryFloatingPoint, V.Stride: BinaryFloatingPoint {
        self.init(track: SliderTrack(value: value, in: bounds, step: Double(step)), label: label(),
                  minimumValueLabel: minimumValueLabel(), maximumValueLabel: maximumValueLabel(),
                  onEditingChanged: onEditingChanged)
    }

    /// A slider with labels over a continuous range.
    public init<V>(value: Binding<V>, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
                   @ViewBuilder minimumValueLabel: () -> ValueLabel, @ViewBuilder maximumValueLabel: () -> ValueLabel,
                   onEditingChanged: @escaping @MainActor (Bool) -> Void = { _ in })
    where V: BinaryFloatingPoint, V.Stride: BinaryFloatingPoint {
        self.init(track: SliderTrack(value: value, in: bounds, step: nil), label: label(),
                  minimumValueLabel: minimumValueLabel(), maximumValueLabel: maximumValueLabel(),
                  onEditingChanged: onEditingChanged)
    }

    init(track: SliderTrack, label: Label, minimumValueLabel: ValueLabel?, maximumValueLabel: ValueLabel?,
         onEditingChanged: @escaping @MainActor (Bool) -> Void) {
        self.track = track
        self.label = label
        self.minimumValueLabel = minimumValueLabel
        self.maximumValueLabel = maximumValueLabel
        self.onEditingChanged = onEditingChanged
    }
}

extension Slider where ValueLabel == EmptyView {
    /// A slider named by `label` over a continuous range.
    public init<V>(value: Binding<V>, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
                   onEditingChanged: @escaping @MainActor (Bool) -> Void = { _ in })
    where V: BinaryFloatingPoint, V.Stride: BinaryFloatingPoint {
        self.init(track: SliderTrack(value: value, in: bounds, step: nil), label: label(), minimumValueLabel: nil,
                  maximumValueLabel: nil, onEditingChanged: onEditingChanged)
    }

    /// A slider named by `label`, the value a multiple of `step` from the lower bound.
    public init<V>(value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1, @ViewBuilder label: () -> Label,
                   onEditingChanged: @escaping @MainActor (Bool) -> Void = { _ in })
    where V: BinaryFloatingPoint, V.Stride: BinaryFloatingPoint {
        self.init(track: SliderTrack(value: value, in: bounds, step: Double(step)), label: label(),
                  minimumValueLabel: nil, maximumValueLabel: nil, onEditingChanged: onEditingChanged)
    }
}

extension Slider where Label == EmptyView, ValueLabel == EmptyView {
    /// A slider over a continuous range.
    public init<V>(value: Binding<V>, in bounds: ClosedRange<V> = 0...1,
                   onEditingChanged: @escaping @MainActor (Bool) -> Void = { _ in })
    where V: BinaryFloatingPoint, V.Stride: BinaryFloatingPoint {
        self.init(track: SliderTrack(value: value, in: bounds, step: nil), label: EmptyView(), minimumValueLabel: nil,
                  maximumValueLabel: nil, onEditingChanged: onEditingChanged)
    }

    /// A slider whose value is a multiple of `step` from the lower bound.
    public init<V>(value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
                   onEditingChanged: @escaping @MainActor (Bool) -> Void = { _ in })
    where V: BinaryFloatingPoint, V.Stride: BinaryFloatingPoint {
        self.init(track: SliderTrack(value: value, in: bounds, step: Double(step)), label: EmptyView(),
                  minimumValueLabel: nil, maximumValueLabel: nil, onEditingChanged: onEditingChanged)
    }
}

extension Slider: PrimitiveView {
    func makeNode(in context: NodeContext) -> ViewNode { SliderNode(context) }
}

/// What a slider node needs of a `Slider`, whatever its label types.
@MainActor
protocol AnySlider {
    var track: SliderTrack { get }
    var labelView: (any View)? { get }
    var minimumValueLabelView: (any View)? { get }
    var maximumValueLabelView: (any View)? { get }
    var onEditingChanged: @MainActor (Bool) -> Void { get }
}

extension Slider: AnySlider {
    var labelView: (any View)? { label is EmptyView ? nil : label }
    var minimumValueLabelView: (any View)? { minimumValueLabel.flatMap { $0 is EmptyView ? nil : $0 } }
    var maximumValueLabelView: (any View)? { maximumValueLabel.flatMap { $0 is EmptyView ? nil : $0 } }
}

extension AnySlider {
    /// The text that names the slider: its label's, when that is a `Text` or a `Label`.
    var accessibleTitle: String? { labelView.flatMap(labelText(of:)) }
}

/// A slider's value and range in `Double`, whatever floating-point type the binding holds, and the
/// rules for what it shows and what a move writes.
struct SliderTrack {
    let bounds: ClosedRange<Double>
    /// Nil: any value in `bounds`.
    let step: Double?
    private let read: () -> Double
    private let write: (Double) -> Void

    init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V>, step: Double?) {
        self.bounds = Double(bounds.lowerBound)...Double(bounds.upperBound)
        // A step that is not a positive finite number cannot divide the range: the slider is continuous.
        self.step = step.flatMap { $0 > 0 && $0.isFinite ? $0 : nil }
        read = { Double(value.wrappedValue) }
        write = { value.wrappedValue = V($0) }
    }

    /// The bound value, as it is.
    var value: Double {
        get { read() }
        nonmutating set { write(newValue) }
    }

    /// Where the thumb sits for `value`: in the range (the lower bound for NaN), never written back.
    func shown(_ value: Double) -> Double {
        guard !value.isNaN else { return bounds.lowerBound }
        return min(max(value, bounds.lowerBound), bounds.upperBound)
    }

    /// The value a move to `value` chooses: in the range, and on a step when there is one.
    func snapped(_ value: Double) -> Double {
        let inRange = shown(value)
        guard let step else { return inRange }
        let steps = ((inRange - bounds.lowerBound) / step).rounded()
        var onStep = bounds.lowerBound + steps * step
        // The last step may pass the upper bound (0...10 by 3 ends at 9); rounding error may not
        // (0...0.3 by 0.1 ends at 0.3, though 3 * 0.1 is a hair above it).
        if onStep - bounds.upperBound > step * 1e-9 {
            onStep -= step
        }
        return shown(onStep)
    }
}
