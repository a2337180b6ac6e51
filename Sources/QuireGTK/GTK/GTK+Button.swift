import CGtk
import QuireUI

extension GTK {
    /// A `GtkButton` with a text label that runs `action` when clicked.
    ///
    /// `action` must not capture this button strongly (the widget would keep itself alive).
    @MainActor
    package final class Button: Widget {
        package let widget: GObjectRef

        /// `accessibleLabel` overrides the name assistive technologies read (needed for icon-only
        /// buttons, which have no text of their own).
        package init(label: String, accessibleLabel: String? = nil, action: @escaping @MainActor () -> Void) {
            widget = GObjectRef(adopting: UnsafeMutableRawPointer(gtk_button_new_with_label(label)))
            if let accessibleLabel {
                quire_accessible_set_label(OpaquePointer(widget.object), accessibleLabel)
            }
            widget.connect("clicked", action)
        }
    }
}
