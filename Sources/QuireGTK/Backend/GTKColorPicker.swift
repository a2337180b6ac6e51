import CGtk
import QuireUI

/// `ColorPicker`: the label (taking the row's width), then a GtkColorButton — a swatch of the colour
/// that opens GTK's colour chooser dialog, titled by the picker, with the palette and a custom
/// editor. The colour the person confirms comes through `color-set`, which setting the colour from
/// the node does not emit.
final class GTKColorPicker: GTKWidget, ColorPickerWidget {
    var onColorChange: (@MainActor (ColorComponents) -> Void)?

    let labelSlot: GTKLabelSlot
    private let button: GObjectRef

    init() {
        labelSlot = GTKLabelSlot()
        button = GObjectRef(adopting: UnsafeMutableRawPointer(gtk_color_button_new()))
        super.init(adopting: gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 12))
        let box = ref.cast(to: GtkBox.self)
        gtk_box_append(box, labelSlot.widget)
        let buttonWidget = button.cast(to: GtkWidget.self)
        gtk_widget_set_valign(buttonWidget, GTK_ALIGN_CENTER)
        gtk_box_append(box, buttonWidget)
        button.connect("color-set") { [weak self] in self?.colorSet() }
    }

    func setLabel(_ content: any PlatformWidget) { labelSlot.show(content) }

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
