import CGtk
import QuireUI

/// `Stepper`: the label (taking the row's width), then a linked pair of buttons with GTK's spin-button
/// icons, as GNOME draws a value's − and +. Each button is named "Decrement"/"Increment" for
/// assistive technologies and described by the stepper's title; a button that cannot act is
/// insensitive.
final class GTKStepper: GTKWidget, StepperWidget {
    var onStep: (@MainActor (StepDirection) -> Void)?

    private let labelSlot: GObjectRef
    private let decrementButton: GObjectRef
    private let incrementButton: GObjectRef
    private var label: GTKWidget?

    init() {
        labelSlot = GObjectRef(adopting: UnsafeMutableRawPointer(adw_bin_new()))
        decrementButton = GObjectRef(adopting: UnsafeMutableRawPointer(
            gtk_button_new_from_icon_name("list-remove-symbolic")))
        incrementButton = GObjectRef(adopting: UnsafeMutableRawPointer(
            gtk_button_new_from_icon_name("list-add-symbolic")))
        super.init(adopting: gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 12))

        let box = ref.cast(to: GtkBox.self)
        let slot = labelSlot.cast(to: GtkWidget.self)
        gtk_widget_set_hexpand(slot, 1)
        gtk_widget_set_valign(slot, GTK_ALIGN_CENTER)
        gtk_widget_set_visible(slot, 0)
        gtk_box_append(box, slot)

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

    func setLabel(_ content: any PlatformWidget) {
        guard let gtk = content.gtk else { return }
        label = gtk
        adw_bin_set_child(labelSlot.cast(to: AdwBin.self), gtk.widget)
        gtk_widget_set_visible(labelSlot.cast(to: GtkWidget.self), 1)
    }

    func setEnabledButtons(_ buttons: StepperButtons) {
        gtk_widget_set_sensitive(decrementButton.cast(to: GtkWidget.self), buttons.decrement ? 1 : 0)
        gtk_widget_set_sensitive(incrementButton.cast(to: GtkWidget.self), buttons.increment ? 1 : 0)
    }

    func setAccessibilityLabel(_ label: String) {
        for button in [decrementButton, incrementButton] {
            quire_accessible_set_description(OpaquePointer(button.object), label)
        }
    }
}
