import Foundation

/// A view that shows the progress of a task (SwiftUI's `ProgressView`): determinate (a value out of a
/// total, or a Foundation `Progress`) or indeterminate. On GNOME a progress bar with the label above it
/// and the current value's label below, or for indeterminate progress in the automatic and circular
/// styles a spinner with the label below it. A value outside `0...total` is pinned to the nearer
/// bound; a nil value is indeterminate.
public struct ProgressView<Label: View, CurrentValueLabel: View>: View {
    public typealias Body = Never

    let label: Label?
    let currentValueLabel: CurrentValueLabel?
    let amount: ProgressAmount

    init(amount: ProgressAmount, label: Label?, currentValueLabel: CurrentValueLabel?) {
        self.amount = amount
        self.label = label
        self.currentValueLabel = currentValueLabel
    }

    /// Determinate progress with a label and a label for the current value.
    public init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0, @ViewBuilder label: () -> Label,
                                        @ViewBuilder currentValueLabel: () -> CurrentValueLabel) {
        self.init(amount: ProgressAmount(value: value, total: total), label: label(),
                  currentValueLabel: currentValueLabel())
    }
}

extension ProgressView where CurrentValueLabel == EmptyView {
    /// Indeterminate progress with a label.
    public init(@ViewBuilder label: () -> Label) {
        self.init(amount: .indeterminate, label: label(), currentValueLabel: nil)
    }

    /// Determinate progress with a label.
    public init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0, @ViewBuilder label: () -> Label) {
        self.init(amount: ProgressAmount(value: value, total: total), label: label(), currentValueLabel: nil)
    }
}

extension ProgressView where Label == EmptyView, CurrentValueLabel == EmptyView {
    /// Indeterminate progress without a label.
    public init() {
        self.init(amount: .indeterminate, label: nil, currentValueLabel: nil)
    }

    /// Determinate progress without a label.
    public init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0) {
        self.init(amount: ProgressAmount(value: value, total: total), label: nil, currentValueLabel: nil)
    }

    /// The progress of `progress`, labeled with its `localizedDescription` (and its
    /// `localizedAdditionalDescription` as the current value) when they are not empty. Linux's
    /// Foundation has no key-value observing, so the view reads the progress again ten times a second
    /// while it is shown.
    public init(_ progress: Progress) {
        self.init(amount: .progress(progress), label: nil, currentValueLabel: nil)
    }
}

extension ProgressView where Label == Text, CurrentValueLabel == EmptyView {
    /// Indeterminate progress titled by `titleKey`.
    public init(_ titleKey: LocalizedStringKey) {
        self.init(amount: .indeterminate, label: Text(titleKey.resolved), currentValueLabel: nil)
    }

    /// Indeterminate progress titled `title`.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S) {
        self.init(amount: .indeterminate, label: Text(title), currentValueLabel: nil)
    }

    /// Determinate progress titled by `titleKey`.
    public init<V: BinaryFloatingPoint>(_ titleKey: LocalizedStringKey, value: V?, total: V = 1.0) {
        self.init(amount: ProgressAmount(value: value, total: total), label: Text(titleKey.resolved),
                  currentValueLabel: nil)
    }

    /// Determinate progress titled `title`.
    @_disfavoredOverload
    public init<S: StringProtocol, V: BinaryFloatingPoint>(_ title: S, value: V?, total: V = 1.0) {
        self.init(amount: ProgressAmount(value: value, total: total), label: Text(title), currentValueLabel: nil)
    }
}

/// How much of a task is done, as a progress view reads it.
enum ProgressAmount {
    case indeterminate
    /// Done, out of 1.
    case fraction(Double)
    /// Read when shown, and again while the view stays.
    case progress(Progress)
    /// The clock's place in an interval, read when shown and again while the view stays.
    case timer(ClosedRange<Date>, countsDown: Bool)

    init<V: BinaryFloatingPoint>(value: V?, total: V) {
        guard let value else {
            self = .indeterminate
            return
        }
        let total = Double(total)
        let fraction = total > 0 ? Double(value) / total : 0
        self = .fraction(fraction.isNaN ? 0 : min(max(fraction, 0), 1))
    }

    /// Done out of 1, or nil while indeterminate.
    var fractionCompleted: Double? {
        switch self {
        case .indeterminate: nil
        case let .fraction(fraction): fraction
        case let .progress(progress):
            progress.isIndeterminate ? nil : min(max(progress.fractionCompleted, 0), 1)
        case let .timer(interval, countsDown):
            Self.timerFraction(interval, countsDown: countsDown, at: Date())
        }
    }
}

extension ProgressView: PrimitiveView {
    func makeNode(in context: NodeContext) -> ViewNode { ProgressViewNode(context) }
}

/// What a progress view node needs of a `ProgressView`, whatever its label types.
@MainActor
protocol AnyProgressView {
    var amount: ProgressAmount { get }
    var labelView: (any View)? { get }
    var currentValueLabelView: (any View)? { get }
}

extension ProgressView: AnyProgressView {
    var labelView: (any View)? { label }
    var currentValueLabelView: (any View)? { currentValueLabel }
}
