import Foundation

/// `DatePicker`: the widget shows the binding's date (read with Observation tracking) as fields of
/// the environment's calendar in its time zone, and a button text in its locale, as SwiftUI's
/// pickers follow `\.locale`, `\.calendar` and `\.timeZone`; a moment the person chooses is kept
/// inside the bounds and written, keeping the seconds and the parts the picker does not show.
final class DatePickerNode: LeafNode {
    private struct Parts: Equatable {
        let showsDate: Bool
        let showsTime: Bool
    }

    private let widget: any DatePickerWidget
    private var label = ControlLabel()
    private var picker: (any AnyDatePicker)?
    private var parts: Parts?
    private var shown: (fields: DateFields, text: String)?
    private var accessibleName: String?

    override init(_ context: NodeContext) {
        widget = context.graph.make { $0.makeDatePicker() }
        super.init(context)
        widgets = [widget]
        widget.onDateChange = { [weak self] fields in self?.chosen(fields) }
    }

    override func update(_ view: any View, environment: EnvironmentValues) {
        super.update(view, environment: environment)
        let picker = typed(view, as: (any AnyDatePicker).self)
        self.picker = picker
        let widget = self.widget
        label.update(title: nil, view: picker.labelView, in: self, environment: environment,
                     setTitle: { _ in }, setContent: { widget.setLabel($0) })
        if let name = environment.accessibilityLabel ?? picker.accessibleTitle {
            assign(name, to: &accessibleName) { widget.setAccessibilityLabel($0) }
        }
        let components = picker.components.isEmpty ? [.date, .hourAndMinute] : picker.components
        let newParts = Parts(showsDate: components.contains(.date),
                             showsTime: !components.isDisjoint(with: [.hourAndMinute, .hourMinuteAndSecond]))
        assign(newParts, to: &parts) { widget.setParts(showsDate: $0.showsDate, showsTime: $0.showsTime) }
        refresh()
        applyStyle(to: widget)
    }

    override func refresh() {
        guard let picker, let parts else { return }
        show(tracked { picker.selection.wrappedValue }, parts: parts)
    }

    /// Shows `date` unless the widget shows it so already.
    private func show(_ date: Date, parts: Parts) {
        let fields = fields(of: date)
        let text = text(for: date, parts: parts)
        if shown?.fields != fields || shown?.text != text {
            shown = (fields, text)
            widget.setDate(fields, text: text)
        }
    }

    override func childWidgetsDidChange() {
        label.syncChildren(self)
    }

    override func unmount() {
        super.unmount()
        label.clear(in: self)
    }

    private func chosen(_ fields: DateFields) {
        guard isMounted, let picker, let shownParts = parts else { return }
        let current = picker.selection.wrappedValue
        let calendar = self.calendar
        var moment = calendar.dateComponents([.year, .month, .day, .hour, .minute, .second, .nanosecond], from: current)
        moment.year = fields.year
        moment.month = fields.month
        moment.day = fields.day
        moment.hour = fields.hour
        moment.minute = fields.minute
        guard var date = calendar.date(from: moment) else { return }
        if let lower = picker.bounds.lower, date < lower { date = lower }
        if let upper = picker.bounds.upper, date > upper { date = upper }
        if date != current {
            picker.selection.wrappedValue = date
        }
        // The widget shows what was kept (a day outside the bounds gives way to the nearest bound).
        shown = nil
        show(date, parts: shownParts)
    }

    /// The environment's calendar in the environment's time zone.
    private var calendar: Calendar {
        var calendar = environment.calendar
        calendar.timeZone = environment.timeZone
        return calendar
    }

    private func fields(of date: Date) -> DateFields {
        let parts = calendar.dateComponents([.year, .month, .day, .hour, .minute], from: date)
        return DateFields(year: parts.year ?? 1970, month: parts.month ?? 1, day: parts.day ?? 1,
                          hour: parts.hour ?? 0, minute: parts.minute ?? 0)
    }

    private func text(for date: Date, parts: Parts) -> String {
        date.formatted(Date.FormatStyle(date: parts.showsDate ? .abbreviated : .omitted,
                                        time: parts.showsTime ? .shortened : .omitted,
                                        locale: environment.locale, calendar: calendar, timeZone: environment.timeZone))
    }
}
