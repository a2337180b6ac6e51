import CGtk
import QuireUI

/// The children of a GtkBox, brought to a new list with as few moves as GTK needs: removed widgets
/// leave, new ones are inserted after their predecessor, others move only when out of place.
@MainActor
struct GTKChildList {
    private(set) var children: [GTKWidget] = []

    mutating func set(_ newChildren: [GTKWidget], in box: UnsafeMutablePointer<GtkBox>,
                      place: (GTKWidget) -> Void = { _ in }) {
        let container = UnsafeMutableRawPointer(box).assumingMemoryBound(to: GtkWidget.self)
        let kept = Set(newChildren.map(ObjectIdentifier.init))
        for child in children where !kept.contains(ObjectIdentifier(child)) {
            gtk_box_remove(box, child.widget)
        }
        var previous: UnsafeMutablePointer<GtkWidget>?
        for child in newChildren {
            let expected = previous.map { gtk_widget_get_next_sibling($0) } ?? gtk_widget_get_first_child(container)
            if gtk_widget_get_parent(child.widget) == container {
                if expected != child.widget {
                    gtk_box_reorder_child_after(box, child.widget, previous)
                }
            } else {
                gtk_box_insert_child_after(box, child.widget, previous)
            }
            place(child)
            previous = child.widget
        }
        children = newChildren
    }
}
