import CGtk
import QuireUI

/// The children of a GtkBox, brought to a new list with as few moves as GTK needs: removed widgets
/// leave, new ones are inserted after their predecessor (taken from another box they are still in),
/// others move only when out of place.
@MainActor
struct GTKChildList {
    private(set) var children: [GTKWidget] = []

    mutating func set(_ newChildren: [GTKWidget], in box: UnsafeMutablePointer<GtkBox>,
                      place: (GTKWidget) -> Void = { _ in }) {
        let container = UnsafeMutableRawPointer(box).assumingMemoryBound(to: GtkWidget.self)
        let kept = Set(newChildren.map(ObjectIdentifier.init))
        // A child that went on to another box is no longer ours to remove.
        for child in children where !kept.contains(ObjectIdentifier(child)) && gtk_widget_get_parent(child.widget) == container {
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
                Self.leaveOtherBox(child.widget)
                gtk_box_insert_child_after(box, child.widget, previous)
            }
            place(child)
            previous = child.widget
        }
        children = newChildren
    }

    /// A widget moving here from another box whose list is brought up to date later (a toolbar item
    /// going from the header bar to the bottom bar as the window narrows) leaves that box first: GTK
    /// inserts only parentless widgets.
    private static func leaveOtherBox(_ widget: UnsafeMutablePointer<GtkWidget>) {
        guard let parent = gtk_widget_get_parent(widget),
              g_type_check_instance_is_a(UnsafeMutableRawPointer(parent).assumingMemoryBound(to: GTypeInstance.self),
                                         gtk_box_get_type()) != 0 else { return }
        gtk_box_remove(UnsafeMutableRawPointer(parent).assumingMemoryBound(to: GtkBox.self), widget)
    }
}
