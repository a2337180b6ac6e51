import CGtk
import QuireUI

/// A vertical box holding a view's widgets top to bottom: a pane's content, filling its place
/// (or, not `expands`, as large as its content: a search bar's suggestions).
@MainActor
final class GTKColumnBox {
    let box = GObjectRef(adopting: UnsafeMutableRawPointer(gtk_box_new(GTK_ORIENTATION_VERTICAL, 0)))
    private var list = GTKChildList()

    init(expands: Bool = true) {
        gtk_widget_set_hexpand(widget, expands ? 1 : 0)
        gtk_widget_set_vexpand(widget, expands ? 1 : 0)
    }

    var widget: UnsafeMutablePointer<GtkWidget> { box.cast() }

    func set(_ content: [any PlatformWidget]) {
        list.set(content.compactMap(\.gtk), in: box.cast(to: GtkBox.self))
    }
}
