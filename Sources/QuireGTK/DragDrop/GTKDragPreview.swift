import CGtk
import QuireUI

/// A drag's preview view (`draggable(_:preview:)`, `onDrag(_:preview:)`) as the drag's icon: the
/// preview's graph renders into a box that is the GtkDragIcon's child, centred under the pointer,
/// from the drag's `drag-begin` until `end()` at its `drag-end`, when GTK destroys the icon.
@MainActor
final class GTKDragPreview {
    private let graph: ViewGraph
    private let rootBox: GTKStack

    init(_ graph: ViewGraph, on drag: OpaquePointer) {
        self.graph = graph
        rootBox = GTKStack.root(of: graph)
        let icon = gtk_drag_icon_get_for_drag(drag)
        gtk_drag_icon_set_child(OpaquePointer(icon), rootBox.widget)
        var width: Int32 = 0, height: Int32 = 0
        gtk_widget_measure(rootBox.widget, GTK_ORIENTATION_HORIZONTAL, -1, nil, &width, nil, nil)
        gtk_widget_measure(rootBox.widget, GTK_ORIENTATION_VERTICAL, width, nil, &height, nil, nil)
        gdk_drag_set_hotspot(drag, width / 2, height / 2)
    }

    /// The drag ended: the graph's widgets leave the box, so they go with the graph.
    func end() {
        graph.onRootWidgetsChange = { _ in }
        rootBox.setChildren([])
    }
}
