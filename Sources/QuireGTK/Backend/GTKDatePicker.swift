import CGtk
import QuireUI

/// `DatePicker`: the label (taking the row's width), then a GtkMenuButton showing the moment whose
/// popover holds a GtkCalendar for the date and hour and minute GtkSpinButtons for the time, as
/// GNOME's apps ask for a date. Changes the node makes are not reported back.
final class GTKDatePicker: GTKWidget, DatePickerWidget {
    var onDateChange: (@MainActor (DateFields) -> Void)?

    let labelSlot: GTKLabelSlot
    private let button: GObjectRef
    private let calendar: GObjectRef
    private let timeRow: GObjectRef
    private let hour: GObjectRef
    private let minute: GObjectRef
    private var fields: DateFields?
    private var isSettingState = false

    init() {
        labelSlot = GTKLabelSlot()
        button = GObjectRef(adopting: UnsafeMutableRawPointer(gtk_menu_button_new()))
        calendar = GObjectRef(adopting: UnsafeMutableRawPointer(gtk_calendar_new()))
        timeRow = GObjectRef(adopting: UnsafeMutableRawPointer(gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 6)))
        hour = GObjectRef(adopting: UnsafeMutableRawPointer(gtk_spin_button_new_with_range(0, 23, 1)))
        minute = GObjectRef(adopting: UnsafeMutableRawPointer(gtk_spin_button_new_with_range(0, 59, 1)))
        super.init(adopting: gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 12))

        let box = ref.cast(to: GtkBox.self)
        gtk_box_append(box, labelSlot.widget)
        gtk_widget_set_valign(button.cast(to: GtkWidget.self), GTK_ALIGN_CENTER)
        gtk_box_append(box, button.cast(to: GtkWidget.self))

        let content = gtk_box_new(GTK_ORIENTATION_VERTICAL, 12)!
        let contentBox = UnsafeMutableRawPointer(content).assumingMemoryBound(to: GtkBox.self)
        gtk_box_append(contentBox, calendar.cast(to: GtkWidget.self))
        let row = timeRow.cast(to: GtkBox.self)
        gtk_widget_set_halign(timeRow.cast(to: GtkWidget.self), GTK_ALIGN_CENTER)
        for (spin, name) in [(hour, "Hour"), (minute, "Minute")] {
            gtk_spin_button_set_wrap(spin.opaque, 1)
            gtk_spin_button_set_numeric(spin.opaque, 1)
            quire_accessible_set_label(OpaquePointer(spin.object), name)
            spin.connect("value-changed") { [weak self] in self?.timeChanged() }
        }
        gtk_box_append(row, hour.cast(to: GtkWidget.self))
        gtk_box_append(row, gtk_label_new(":"))
        gtk_box_append(row, minute.cast(to: GtkWidget.self))
        gtk_box_append(contentBox, timeRow.cast(to: GtkWidget.self))
        let popover = GObjectRef(retaining: UnsafeMutableRawPointer(gtk_popover_new()))
        gtk_popover_set_child(popover.cast(to: GtkPopover.self), content)
        gtk_menu_button_set_popover(button.opaque, popover.cast(to: GtkWidget.self))
        // The keys work at once: arrows move the day, or the first time field takes the digits.
        popover.connect("show") { [weak self] in self?.focusFirstPart() }
        calendar.connect("day-selected") { [weak self] in self?.daySelected() }
    }

    func setLabel(_ content: any PlatformWidget) { labelSlot.show(content) }

    func setParts(showsDate: Bool, showsTime: Bool) {
        gtk_widget_set_visible(calendar.cast(to: GtkWidget.self), showsDate ? 1 : 0)
        gtk_widget_set_visible(timeRow.cast(to: GtkWidget.self), showsTime ? 1 : 0)
    }

    func setDate(_ fields: DateFields, text: String) {
        isSettingState = true
        defer { isSettingState = false }
        self.fields = fields
        gtk_menu_button_set_label(button.opaque, text)
        if let day = g_date_time_new_local(Int32(fields.year), Int32(fields.month), Int32(fields.day), 12, 0, 0) {
            gtk_calendar_select_day(calendar.opaque, day)
            g_date_time_unref(day)
        }
        gtk_spin_button_set_value(hour.opaque, Double(fields.hour))
        gtk_spin_button_set_value(minute.opaque, Double(fields.minute))
    }

    func setAccessibilityLabel(_ label: String) {
        quire_accessible_set_label(OpaquePointer(button.object), label)
        quire_accessible_set_label(OpaquePointer(calendar.object), label)
    }

    private func focusFirstPart() {
        let day = calendar.cast(to: GtkWidget.self)
        _ = gtk_widget_grab_focus(gtk_widget_get_visible(day) != 0 ? day : hour.cast(to: GtkWidget.self))
    }

    private func daySelected() {
        guard !isSettingState, var fields, let day = gtk_calendar_get_date(calendar.opaque) else { return }
        defer { g_date_time_unref(day) }
        fields.year = Int(g_date_time_get_year(day))
        fields.month = Int(g_date_time_get_month(day))
        fields.day = Int(g_date_time_get_day_of_month(day))
        onDateChange?(fields)
    }

    private func timeChanged() {
        guard !isSettingState, var fields else { return }
        fields.hour = Int(gtk_spin_button_get_value_as_int(hour.opaque))
        fields.minute = Int(gtk_spin_button_get_value_as_int(minute.opaque))
        onDateChange?(fields)
    }
}
