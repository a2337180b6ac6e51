import CGtk
import QuireUI

/// `ColorPicker`: the label (taking the row's width), then a GtkColorButton — a swatch of the colour
/// that opens GTK's colour chooser dialog, titled by the picker, with the palette and a custom
/// editor. The colour the person confirms comes through `color-set`, which setting the colour from
/// the node does not emit.
final class GTKColorPicker: GTKWidget, ColorPickerWidget {
    var onColorChange: (@MainActor (ColorComponents) -> Void)?

    private let labelSlot: GObjectRef
    private let button: GObjectRef
    private var label: GTKWidget?

    init() {
        labelSlot = GObjectRef(adopting: UnsafeMutableRawPointer(adw_bin_new()))
        button = GObjectRef(adopting: UnsafeMutableRawPointer(gtk_color_button_new()))
        super.init(adopting: gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 12))
        let box = ref.cast(to: GtkBox.self)
        let slot = labelSlot.cast(to: GtkWidget.self)
        gtk_widget_set_hexpand(slot, 1)
        gtk_widget_set_valign(slot, GTK_ALIGN_CENTER)
        gtk_widget_set_visible(slot, 0)
        gtk_box_append(box, slot)
        let buttonWidget = button.cast(to: GtkWidget.self)
        gtk_widget_set_valign(buttonWidget, GTK_ALIGN_CENTER)
        gtk_box_append(box, buttonWidget)
        button.connect("color-set") { [weak self] in self?.colorSet() }
    }

    func setLabel(_ content: any PlatformWidget) {
        guard let gtk = content.gtk else { return }
        label = gtk
        adw_bin_set_child(labelSlot.cast(to: AdwBin.self), gtk.widget)
        gtk_widget_set_visible(labelSlot.cast(to: GtkWidget.self), 1)
    }

    func setColor(_ color: ColorComponents) {
        var rgba = GdkRGBA(red: Float(color.red), green: Float(color.green), blue: Float(color.blue),
                           alpha: Float(color.opacity))
        gtk_color_chooser_set_rgba(button.opaque, &rgba)
    }

    func setSupportsOpacity(_ supportsOpacity: Bool) {
        gtk_color_chooser_set_use_alpha(button.opaque, supportsOpacity ? 1 : 0)
    }

    /// Names the colour button and the push button inside it (what assistive technologies reach),
    /// and titles the chooser dialog.
    func setAccessibilityLabel(_ label: String) {
        quire_accessible_set_label(OpaquePointer(button.object), label)
        if let inner = gtk_widget_get_first_child(button.cast(to: GtkWidget.self)) {
            quire_accessible_set_label(OpaquePointer(inner), label)
        }
        gtk_color_button_set_title(button.opaque, label)
    }

    private func colorSet() {
        var rgba = GdkRGBA()
        gtk_color_chooser_get_rgba(button.opaque, &rgba)
        onColorChange?(ColorComponents(red: Double(rgba.red), green: Double(rgba.green), blue: Double(rgba.blue),
                                       opacity: Double(rgba.alpha)))
    }
}
