import Foundation
import QuireCore

/// A control for choosing a date, a time of day, or both (SwiftUI's `DatePicker`): on GNOME the
/// label, then a button showing the chosen moment that opens a popover with a calendar for the
/// date and hour and minute fields for the time. A date outside `bounds` is never chosen: the
/// person's choice is kept inside them. Dates are shown and chosen in the current calendar and time
/// zone.
public struct DatePicker<Label: View>: View {
    public typealias Body = Never

    /// Which parts of a date a picker shows (SwiftUI's `DatePickerComponents`).
    public typealias Components = DatePickerComponents

    let label: Label
    let title: String?
    let selection: Binding<Date>
    let bounds: (lower: Date?, upper: Date?)
    let components: DatePickerComponents

    init(label: Label, title: String?, selection: Binding<Date>, bounds: (lower: Date?, upper: Date?),
         components: DatePickerComponents) {
        self.label = label
        self.title = title
        self.selection = selection
        self.bounds = bounds
        self.components = components
    }

    /// A picker labeled by `label`.
    public init(selection: Binding<Date>, displayedComponents: Components = [.hourAndMinute, .date],
                @ViewBuilder label: () -> Label) {
        self.init(label: label(), title: nil, selection: selection, bounds: (nil, nil), components: displayedComponents)
    }

    /// A picker labeled by `label`, choosing inside `range`.
    public init(selection: Binding<Date>, in range: ClosedRange<Date>,
                displayedComponents: Components = [.hourAndMinute, .date], @ViewBuilder label: () -> Label) {
        self.init(label: label(), title: nil, selection: selection, bounds: (range.lowerBound, range.upperBound),
                  components: displayedComponents)
    }

    /// A picker labeled by `label`, choosing from `range`'s start on.
    public init(selection: Binding<Date>, in range: PartialRangeFrom<Date>,
                displayedComponents: Components = [.hourAndMinute, .date], @ViewBuilder label: () -> Label) {
        self.init(label: label(), title: nil, selection: selection, bounds: (range.lowerBound, nil),
                  components: displayedComponents)
    }

    /// A picker labeled by `label`, choosing up to `range`'s end.
    public init(selection: Binding<Date>, in range: PartialRangeThrough<Date>,
                displayedComponents: Components = [.hourAndMinute, .date], @ViewBuilder label: () -> Label) {
        self.init(label: label(), title: nil, selection: selection, bounds: (nil, range.upperBound),
                  components: displayedComponents)
    }
}

extension DatePicker where Label == Text {
    /// A picker titled by `titleKey`.
    public init(_ titleKey: LocalizedStringKey, selection: Binding<Date>,
                displayedComponents: Components = [.hourAndMinute, .date]) {
        self.init(label: Text(titleKey.resolved), title: titleKey.resolved, selection: selection, bounds: (nil, nil),
                  components: displayedComponents)
    }

    /// A picker titled `title`.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, selection: Binding<Date>,
                                   displayedComponents: Components = [.hourAndMinute, .date]) {
        self.init(label: Text(title), title: String(title), selection: selection, bounds: (nil, nil),
                  components: displayedComponents)
    }

    /// A picker titled by `titleKey`, choosing inside `range`.
    public init(_ titleKey: LocalizedStringKey, selection: Binding<Date>, in range: ClosedRange<Date>,
                displayedComponents: Components = [.hourAndMinute, .date]) {
        self.init(label: Text(titleKey.resolved), title: titleKey.resolved, selection: selection,
                  bounds: (range.lowerBound, range.upperBound), components: displayedComponents)
    }

    /// A picker titled `title`, choosing inside `range`.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, selection: Binding<Date>, in range: ClosedRange<Date>,
                                   displayedComponents: Components = [.hourAndMinute, .date]) {
        self.init(label: Text(title), title: String(title), selection: selection,
                  bounds: (range.lowerBound, range.upperBound), components: displayedComponents)
    }

    /// A picker titled `title`, choosing from `range`'s start on.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, selection: Binding<Date>, in range: PartialRangeFrom<Date>,
                                   displayedComponents: Components = [.hourAndMinute, .date]) {
        self.init(label: Text(title), title: String(title), selection: selection, bounds: (range.lowerBound, nil),
                  components: displayedComponents)
    }

    /// A picker titled `title`, choosing up to `range`'s end.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, selection: Binding<Date>, in range: PartialRangeThrough<Date>,
                                   displayedComponents: Components = [.hourAndMinute, .date]) {
        self.init(label: Text(title), title: String(title), selection: selection, bounds: (nil, range.upperBound),
                  components: displayedComponents)
    }
}

/// Which parts of a date a `DatePicker` shows.
public struct DatePickerComponents: OptionSet, Hashable, Sendable {
    public let rawValue: UInt

    public init(rawValue: UInt) {
        self.rawValue = rawValue
    }

    /// The day, month and year.
    public static let date = DatePickerComponents(rawValue: 1 << 0)
    /// The hour and minute.
    public static let hourAndMinute = DatePickerComponents(rawValue: 1 << 1)
    /// The hour, minute and second (shown as hour and minute: GNOME's time fields have no seconds).
    public static let hourMinuteAndSecond = DatePickerComponents(rawValue: 1 << 2)
}

extension DatePicker: PrimitiveView {
    func makeNode(in context: NodeContext) -> ViewNode { DatePickerNode(context) }
}

/// What a date picker node needs of a `DatePicker`, whatever its label type.
@MainActor
protocol AnyDatePicker: TitledControl {
    var title: String? { get }
    var labelView: any View { get }
    var selection: Binding<Date> { get }
    var bounds: (lower: Date?, upper: Date?) { get }
    var components: DatePickerComponents { get }
}

extension DatePicker: AnyDatePicker {
    var labelView: any View { label }
}


/// How date pickers draw (SwiftUI's `DatePickerStyle`). Every style is GNOME's date button with its
/// calendar popover: `.graphical` (an always-open calendar) and `.wheel` have no GNOME counterpart of
/// their own, and `.field`/`.stepperField` are macOS text fields.
@MainActor @preconcurrency
public protocol DatePickerStyle {}

public struct DefaultDatePickerStyle: DatePickerStyle {
    public init() {}
}

public struct CompactDatePickerStyle: DatePickerStyle {
    public init() {}
}

public struct GraphicalDatePickerStyle: DatePickerStyle {
    public init() {}
}

public struct WheelDatePickerStyle: DatePickerStyle {
    public init() {}
}

extension DatePickerStyle where Self == DefaultDatePickerStyle {
    public static var automatic: DefaultDatePickerStyle { DefaultDatePickerStyle() }
}

extension DatePickerStyle where Self == CompactDatePickerStyle {
    public static var compact: CompactDatePickerStyle { CompactDatePickerStyle() }
}

extension DatePickerStyle where Self == GraphicalDatePickerStyle {
    public static var graphical: GraphicalDatePickerStyle { GraphicalDatePickerStyle() }
}

extension DatePickerStyle where Self == WheelDatePickerStyle {
    public static var wheel: WheelDatePickerStyle { WheelDatePickerStyle() }
}

extension View {
    /// Date pickers in this view draw as `style` says; every style draws as GNOME's date button (see
    /// `DatePickerStyle`).
    public func datePickerStyle<S: DatePickerStyle>(_ style: S) -> some View {
        self
    }
}
