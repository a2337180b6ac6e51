import CGtk
import QuireUI

/// Where a control's label view goes (an AdwBin, hidden until it has one): before the control,
/// centred on it and, for a control in a row, taking the row's width so the control sits at the
/// end, as GNOME's rows put it.
@MainActor
final class GTKLabelSlot {
    let bin: GObjectRef
    private var content: GTKWidget?

    init(expands: Bool = true) {
        bin = GObjectRef(adopting: UnsafeMutableRawPointer(adw_bin_new()))
        gtk_widget_set_hexpand(widget, expands ? 1 : 0)
        gtk_widget_set_valign(widget, GTK_ALIGN_CENTER)
        gtk_widget_set_visible(widget, 0)
    }

    var widget: UnsafeMutablePointer<GtkWidget> { bin.cast() }

    /// Shows `content` as the label (kept alive here while it is).
    func show(_ content: any PlatformWidget) {
        guard let gtk = content.gtk else { return }
        self.content = gtk
        adw_bin_set_child(bin.cast(to: AdwBin.self), gtk.widget)
        gtk_widget_set_visible(widget, 1)
    }
}
