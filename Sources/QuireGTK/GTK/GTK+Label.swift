import CGtk
import QuireUI

extension GTK {
    /// A `GtkLabel`. Its text is also its accessible name.
    @MainActor
    package final class Label: Widget {
        package let widget: GObjectRef

        package init(_ text: String) {
            widget = GObjectRef(adopting: UnsafeMutableRawPointer(gtk_label_new(text)))
        }

        package var text: String {
            get { gtk_label_get_text(widget.opaque).map { String(cString: $0) } ?? "" }
            set { gtk_label_set_text(widget.opaque, newValue) }
        }
    }
}
