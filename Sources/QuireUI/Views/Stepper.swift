import Foundation
import QuireCore

/// A control of two buttons that step something down and up (SwiftUI's `Stepper`), after a label
/// that usually shows the value. Bound to a value, each press moves it by `step`, kept inside
/// `bounds` when there are some, and the button that would leave them is off at a bound; with
/// `onIncrement`/`onDecrement`, a nil closure turns its button off. `onEditingChanged` gets `true`
/// before each press changes anything and `false` after.
public struct Stepper<Label: View>: View {
    public typealias Body = Never

    let label: Label
    let title: String?
    let actions: StepperActions
    let onEditingChanged: @MainActor (Bool) -> Void

    init(label: Label, title: String?, actions: StepperActions, onEditingChanged: @escaping @MainActor (Bool) -> Void) {
        self.label = label
        self.title = title
        self.actions = actions
        self.onEditingChanged = onEditingChanged
    }

    /// A stepper running `onIncrement` and `onDecrement`.
    public init(@ViewBuilder label: () -> Label, onIncrement: (@MainActor () -> Void)?,
                onDecrement: (@MainActor () -> Void)?, onEditingChanged: @escaping @MainActor (Bool) -> Void = { _ in }) {
        self.init(label: label(), title: nil, actions: StepperActions(increment: onIncrement, decrement: onDecrement),
                  onEditingChanged: onEditingChanged)
    }

    /// A stepper running `onIncrement` and `onDecrement` (the label last, as before iOS 16).
    /// Disfavoured, so a trailing label closure picks the label-first form, as in SwiftUI.
    @_disfavoredOverload
    public init(onIncrement: (@MainActor () -> Void)?, onDecrement: (@MainActor () -> Void)?,
                onEditingChanged: @escaping @MainActor (Bool) -> Void = { _ in }, @ViewBuilder label: () -> Label) {
        self.init(label: label, onIncrement: onIncrement, onDecrement: onDecrement, onEditingChanged: onEditingChanged)
    }

    /// A stepper moving `value` by `step`.
    public init<V: Strideable>(value: Binding<V>, step: V.Stride = 1, @ViewBuilder label: () -> Label,
                               onEditingChanged: @escaping @MainActor (Bool) -> Void = { _ in }) {
        self.init(label: label(), title: nil, actions: .stepping(value, in: nil, by: step),
                  onEditingChanged: onEditingChanged)
    }

    /// A stepper moving `value` by `step` (the label last, as before iOS 16).
    /// Disfavoured, so a trailing label closure picks the label-first form, as in SwiftUI.
    @_disfavoredOverload
    public init<V: Strideable>(value: Binding<V>, step: V.Stride = 1,
                               onEditingChanged: @escaping @MainActor (Bool) -> Void = { _ in },
                               @ViewBuilder label: () -> Label) {
        self.init(value: value, step: step, label: label, onEditingChanged: onEditingChanged)
    }

    /// A stepper moving `value` by `step` inside `bounds`.
    public init<V: Strideable>(value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
                               @ViewBuilder label: () -> Label,
                               onEditingChanged: @escaping @MainActor (Bool) -> Void = { _ in }) {
        self.init(label: label(), title: nil, actions: .stepping(value, in: bounds, by: step),
                  onEditingChanged: onEditingChanged)
    }

    /// A stepper moving `value` by `step` inside `bounds` (the label last, as before iOS 16).
    /// Disfavoured, so a trailing label closure picks the label-first form, as in SwiftUI.
    @_disfavoredOverload
    public init<V: Strideable>(value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
                               onEditingChanged: @escaping @MainActor (Bool) -> Void = { _ in },
                               @ViewBuilder label: () -> Label) {
        self.init(value: value, in: bounds, step: step, label: label, onEditingChanged: onEditingChanged)
    }
}

extension Stepper {
    /// A stepper moving `value` by `step`, with the value in a field written and read by `format`.
    public init<F: ParseableFormatStyle>(value: Binding<F.FormatInput>, step: F.FormatInput.Stride = 1, format: F,
                                         @ViewBuilder label: () -> Label,
                                         onEditingChanged: @escaping @MainActor (Bool) -> Void = { _ in })
    where F.FormatInput: BinaryFloatingPoint, F.FormatOutput == String {
        self.init(label: label(), title: nil, actions: .stepping(value, in: nil, by: step, format: format),
                  onEditingChanged: onEditingChanged)
    }

    /// A stepper moving `value` by `step` inside `bounds`, with the value in a field written and read
    /// by `format`.
    public init<F: ParseableFormatStyle>(value: Binding<F.FormatInput>, in bounds: ClosedRange<F.FormatInput>,
                                         step: F.FormatInput.Stride = 1, format: F, @ViewBuilder label: () -> Label,
                                         onEditingChanged: @escaping @MainActor (Bool) -> Void = { _ in })
    where F.FormatInput: BinaryFloatingPoint, F.FormatOutput == String {
        self.init(label: label(), title: nil, actions: .stepping(value, in: bounds, by: step, format: format),
                  onEditingChanged: onEditingChanged)
    }
}

extension Stepper where Label == Text {
    /// A stepper titled by `titleKey`, running `onIncrement` and `onDecrement`.
    public init(_ titleKey: LocalizedStringKey, onIncrement: (@MainActor () -> Void)?,
                onDecrement: (@MainActor () -> Void)?, onEditingChanged: @escaping @MainActor (Bool) -> Void = { _ in }) {
        self.init(titled: titleKey.resolved, actions: StepperActions(increment: onIncrement, decrement: onDecrement),
                  onEditingChanged: onEditingChanged)
    }

    /// A stepper titled `title`, running `onIncrement` and `onDecrement`.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, onIncrement: (@MainActor () -> Void)?,
                                   onDecrement: (@MainActor () -> Void)?,
                                   onEditingChanged: @escaping @MainActor (Bool) -> Void = { _ in }) {
        self.init(titled: String(title), actions: StepperActions(increment: onIncrement, decrement: onDecrement),
                  onEditingChanged: onEditingChanged)
    }

    /// A stepper titled by `titleKey`, moving `value` by `step`.
    public init<V: Strideable>(_ titleKey: LocalizedStringKey, value: Binding<V>, step: V.Stride = 1,
                               onEditingChanged: @escaping @MainActor (Bool) -> Void = { _ in }) {
        self.init(titled: titleKey.resolved, actions: .stepping(value, in: nil, by: step),
                  onEditingChanged: onEditingChanged)
    }

    /// A stepper titled `title`, moving `value` by `step`.
    @_disfavoredOverload
    public init<S: StringProtocol, V: Strideable>(_ title: S, value: Binding<V>, step: V.Stride = 1,
                                                  onEditingChanged: @escaping @MainActor (Bool) -> Void = { _ in }) {
        self.init(titled: String(title), actions: .stepping(value, in: nil, by: step),
                  onEditingChanged: onEditingChanged)
    }

    /// A stepper titled by `titleKey`, moving `value` by `step` inside `bounds`.
    public init<V: Strideable>(_ titleKey: LocalizedStringKey, value: Binding<V>, in bounds: ClosedRange<V>,
                               step: V.Stride = 1, onEditingChanged: @escaping @MainActor (Bool) -> Void = { _ in }) {
        self.init(titled: titleKey.resolved, actions: .stepping(value, in: bounds, by: step),
                  onEditingChanged: onEditingChanged)
    }

    /// A stepper titled `title`, moving `value` by `step` inside `bounds`.
    @_disfavoredOverload
    public init<S: StringProtocol, V: Strideable>(_ title: S, value: Binding<V>, in bounds: ClosedRange<V>,
                                                  step: V.Stride = 1,
                                                  onEditingChanged: @escaping @MainActor (Bool) -> Void = { _ in }) {
        self.init(titled: String(title), actions: .stepping(value, in: bounds, by: step),
                  onEditingChanged: onEditingChanged)
    }

    /// A stepper titled by `titleKey`, moving `value` by `step`, the value in a field `format` writes.
    public init<F: ParseableFormatStyle>(_ titleKey: LocalizedStringKey, value: Binding<F.FormatInput>,
                                         step: F.FormatInput.Stride = 1, format: F,
                                         onEditingChanged: @escaping @MainActor (Bool) -> Void = { _ in })
    where F.FormatInput: BinaryFloatingPoint, F.FormatOutput == String {
        self.init(titled: titleKey.resolved, actions: .stepping(value, in: nil, by: step, format: format),
                  onEditingChanged: onEditingChanged)
    }

    /// A stepper titled `title`, moving `value` by `step`, the value in a field `format` writes.
    @_disfavoredOverload
    public init<S: StringProtocol, F: ParseableFormatStyle>(_ title: S, value: Binding<F.FormatInput>,
                                                            step: F.FormatInput.Stride = 1, format: F,
                                                            onEditingChanged: @escaping @MainActor (Bool) -> Void = { _ in })
    where F.FormatInput: BinaryFloatingPoint, F.FormatOutput == String {
        self.init(titled: String(title), actions: .stepping(value, in: nil, by: step, format: format),
                  onEditingChanged: onEditingChanged)
    }

    /// A stepper titled by `titleKey`, moving `value` by `step` inside `bounds`, the value in a field
    /// `format` writes.
    public init<F: ParseableFormatStyle>(_ titleKey: LocalizedStringKey, value: Binding<F.FormatInput>,
                                         in bounds: ClosedRange<F.FormatInput>, step: F.FormatInput.Stride = 1,
                                         format: F, onEditingChanged: @escaping @MainActor (Bool) -> Void = { _ in })
    where F.FormatInput: BinaryFloatingPoint, F.FormatOutput == String {
        self.init(titled: titleKey.resolved, actions: .stepping(value, in: bounds, by: step, format: format),
                  onEditingChanged: onEditingChanged)
    }

    /// A stepper titled `title`, moving `value` by `step` inside `bounds`, the value in a field
    /// `format` writes.
    @_disfavoredOverload
    public init<S: StringProtocol, F: ParseableFormatStyle>(_ title: S, value: Binding<F.FormatInput>,
                                                            in bounds: ClosedRange<F.FormatInput>,
                                                            step: F.FormatInput.Stride = 1, format: F,
                                                            onEditingChanged: @escaping @MainActor (Bool) -> Void = { _ in })
    where F.FormatInput: BinaryFloatingPoint, F.FormatOutput == String {
        self.init(titled: String(title), actions: .stepping(value, in: bounds, by: step, format: format),
                  onEditingChanged: onEditingChanged)
    }

    private init(titled title: String, actions: StepperActions, onEditingChanged: @escaping @MainActor (Bool) -> Void) {
        self.init(label: Text(title), title: title, actions: actions, onEditingChanged: onEditingChanged)
    }
}

/// What a stepper's two buttons do, and whether each can be pressed now.
@MainActor
struct StepperActions {
    let increment: (@MainActor () -> Void)?
    let decrement: (@MainActor () -> Void)?
    /// Whether the value is inside the bounds on each side; read by the node with tracking, so the
    /// buttons turn on and off as the value changes.
    let isInside: @MainActor () -> (belowUpper: Bool, aboveLower: Bool)
    /// With a format: the value's text, and what typing a text in the field does.
    let valueField: StepperValueField?

    init(increment: (@MainActor () -> Void)?, decrement: (@MainActor () -> Void)?,
         isInside: @escaping @MainActor () -> (belowUpper: Bool, aboveLower: Bool) = { (true, true) },
         valueField: StepperValueField? = nil) {
        self.increment = increment
        self.decrement = decrement
        self.isInside = isInside
        self.valueField = valueField
    }

    /// Steps `value` by `step` inside `bounds`, and shows it in a field `format` writes and reads: a
    /// typed text that parses sets the value (kept inside the bounds); one that does not is ignored.
    static func stepping<F: ParseableFormatStyle>(_ value: Binding<F.FormatInput>, in bounds: ClosedRange<F.FormatInput>?,
                                                  by step: F.FormatInput.Stride, format: F) -> Self
    where F.FormatInput: BinaryFloatingPoint, F.FormatOutput == String {
        let steps = stepping(value, in: bounds, by: step)
        let field = StepperValueField(
            text: { format.format(value.wrappedValue) },
            submit: { text in
                // Text that isn't a number leaves the value as it was, as SwiftUI's field does.
                guard let parsed = try? format.parseStrategy.parse(text), parsed.isFinite else { return }
                let clamped = bounds.map { min(max(parsed, $0.lowerBound), $0.upperBound) } ?? parsed
                if clamped != value.wrappedValue { value.wrappedValue = clamped }
            })
        return StepperActions(increment: steps.increment, decrement: steps.decrement, isInside: steps.isInside,
                              valueField: field)
    }

    /// Steps `value` by `step`, the result kept inside `bounds`.
    static func stepping<V: Strideable>(_ value: Binding<V>, in bounds: ClosedRange<V>?, by step: V.Stride) -> Self {
        func clamped(_ candidate: V) -> V {
            guard let bounds else { return candidate }
            return min(max(candidate, bounds.lowerBound), bounds.upperBound)
        }
        return StepperActions(
            increment: { value.wrappedValue = clamped(value.wrappedValue.advanced(by: step)) },
            decrement: { value.wrappedValue = clamped(value.wrappedValue.advanced(by: -step)) },
            isInside: {
                guard let bounds else { return (true, true) }
                let current = value.wrappedValue
                return (current < bounds.upperBound, current > bounds.lowerBound)
            })
    }
}

/// The value field of a stepper made with a format: the text of the value, and what a typed text does.
@MainActor
struct StepperValueField {
    let text: @MainActor () -> String
    let submit: @MainActor (String) -> Void
}

extension Stepper: PrimitiveView {
    func makeNode(in context: NodeContext) -> ViewNode { StepperNode(context) }
}

/// What a stepper node needs of a `Stepper`, whatever its label type.
@MainActor
protocol AnyStepper: TitledControl {
    var title: String? { get }
    var labelView: any View { get }
    var actions: StepperActions { get }
    var onEditingChanged: @MainActor (Bool) -> Void { get }
}

extension Stepper: AnyStepper {
    var labelView: any View { label }
}
