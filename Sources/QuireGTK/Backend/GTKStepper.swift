import CGtk
import QuireUI

/// `Stepper`: the label (taking the row's width), then a linked pair of buttons with GTK's spin-button
/// icons, as GNOME draws a value's − and +. Each button is named "Decrement"/"Increment" for
/// assistive technologies and described by the stepper's title; a button that cannot act is
/// insensitive. A stepper with a format has a short right-aligned entry for the value before the
/// buttons, as a spin button has; Enter or leaving it submits what was typed.
final class GTKStepper: GTKWidget, StepperWidget {
    var onStep: (@MainActor (StepDirection) -> Void)?
    var onValueTextSubmit: (@MainActor (String) -> Void)?

    let labelSlot: GTKLabelSlot
    private let decrementButton: GObjectRef
    private let incrementButton: GObjectRef
    private let valueEntry: GObjectRef
    private var isSettingValueText = false
    /// The text the node last showed: leaving the field without typing submits nothing (its text
    /// may be a rounding of the value).
    private var shownValueText: String?

    init() {
        labelSlot = GTKLabelSlot()
        valueEntry = GObjectRef(adopting: UnsafeMutableRawPointer(gtk_entry_new()))
        decrementButton = GObjectRef(adopting: UnsafeMutableRawPointer(
            gtk_button_new_from_icon_name("list-remove-symbolic")))
        incrementButton = GObjectRef(adopting: UnsafeMutableRawPointer(
            gtk_button_new_from_icon_name("list-add-symbolic")))
        super.init(adopting: gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 12))

        let box = ref.cast(to: GtkBox.self)
        gtk_box_append(box, labelSlot.widget)

        let entry = valueEntry.cast(to: GtkWidget.self)
        gtk_editable_set_width_chars(valueEntry.opaque, 6)
        gtk_editable_set_max_width_chars(valueEntry.opaque, 6)
        gtk_editable_set_alignment(valueEntry.opaque, 1)
        gtk_widget_set_valign(entry, GTK_ALIGN_CENTER)
        gtk_widget_set_visible(entry, 0)
        gtk_box_append(box, entry)
        valueEntry.connect("activate") { [weak self] in self?.submitValueText() }
        if let focusPointer = gtk_event_controller_focus_new() {
            let focus = GObjectRef(retaining: UnsafeMutableRawPointer(focusPointer))
            focus.connect("leave") { [weak self] in self?.submitValueText() }
            gtk_widget_add_controller(entry, focusPointer)
        }

        let buttons = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 0)!
        let buttonBox = UnsafeMutableRawPointer(buttons).assumingMemoryBound(to: GtkBox.self)
        gtk_widget_add_css_class(buttons, "linked")
        gtk_widget_set_valign(buttons, GTK_ALIGN_CENTER)
        gtk_widget_set_halign(buttons, GTK_ALIGN_END)
        for (button, name, direction) in [(decrementButton, "Decrement", StepDirection.decrement),
                                          (incrementButton, "Increment", .increment)] {
            let widget = button.cast(to: GtkWidget.self)
            quire_accessible_set_label(OpaquePointer(button.object), name)
            gtk_widget_set_tooltip_text(widget, name)
            button.connect("clicked") { [weak self] in self?.onStep?(direction) }
            gtk_box_append(buttonBox, widget)
        }
        gtk_box_append(box, buttons)
    }

    func setLabel(_ content: any PlatformWidget) { labelSlot.show(content) }

    func setEnabledButtons(_ buttons: StepperButtons) {
        gtk_widget_set_sensitive(decrementButton.cast(to: GtkWidget.self), buttons.decrement ? 1 : 0)
        gtk_widget_set_sensitive(incrementButton.cast(to: GtkWidget.self), buttons.increment ? 1 : 0)
    }

    func setValueText(_ text: String?) {
        let entry = valueEntry.cast(to: GtkWidget.self)
        gtk_widget_set_visible(entry, text == nil ? 0 : 1)
        shownValueText = text
        guard let text else { return }
        isSettingValueText = true
        gtk_editable_set_text(valueEntry.opaque, text)
        isSettingValueText = false
    }

    private func submitValueText() {
        guard !isSettingValueText, gtk_widget_get_visible(valueEntry.cast(to: GtkWidget.self)) != 0,
              let pointer = gtk_editable_get_text(valueEntry.opaque) else { return }
        let text = String(cString: pointer)
        guard text != shownValueText else { return }
        onValueTextSubmit?(text)
    }

    func setAccessibilityLabel(_ label: String) {
        quire_accessible_set_label(OpaquePointer(valueEntry.object), label)
        for button in [decrementButton, incrementButton] {
            quire_accessible_set_description(OpaquePointer(button.object), label)
        }
    }
}
