import CGtk
import Foundation
import QuireUI

/// `accessibilitySortPriority` on GTK 4.8, which reads a container's widgets in widget order: a
/// widget's priority is kept on it, and once the views have rendered (the widget is in its
/// container) the container's children get FLOW_TO relations from each to the next in
/// `AccessibilityReadingOrder` — the relation its AT-SPI bridge serves as FLOWS_TO, which screen
/// readers follow — or none while that order is the widgets' own.
@MainActor
enum GTKReadingOrder {
    private final class Priority {
        static let key = "quire-accessibility-sort-priority"
        var value: Double
        init(_ value: Double) { self.value = value }
    }

    static func setPriority(_ priority: Double, of widget: UnsafeMutablePointer<GtkWidget>) {
        if let kept = GTKWidgetSubclass.state(Priority.self, of: widget, key: Priority.key) {
            kept.value = priority
        } else {
            GTKWidgetSubclass.attach(Priority(priority), to: UnsafeMutableRawPointer(widget).assumingMemoryBound(to: GObject.self),
                                     key: Priority.key)
        }
        let object = GObjectRef(retaining: UnsafeMutableRawPointer(widget))
        DispatchQueue.main.async {
            guard let parent = gtk_widget_get_parent(object.cast(to: GtkWidget.self)) else { return }
            relate(childrenOf: parent)
        }
    }

    /// Relates `parent`'s children in reading order.
    private static func relate(childrenOf parent: UnsafeMutablePointer<GtkWidget>) {
        var children: [UnsafeMutablePointer<GtkWidget>] = []
        var child = gtk_widget_get_first_child(parent)
        while let current = child {
            children.append(current)
            child = gtk_widget_get_next_sibling(current)
        }
        let order = AccessibilityReadingOrder.order(of: children.map {
            GTKWidgetSubclass.state(Priority.self, of: $0, key: Priority.key)?.value ?? 0
        })
        let inOrder = order == Array(children.indices)
        for (position, index) in order.enumerated() {
            let accessible = OpaquePointer(children[index])
            if !inOrder, position + 1 < order.count {
                quire_accessible_set_flow_to(accessible, OpaquePointer(children[order[position + 1]]))
            } else {
                gtk_accessible_reset_relation(accessible, GTK_ACCESSIBLE_RELATION_FLOW_TO)
            }
        }
    }
}
