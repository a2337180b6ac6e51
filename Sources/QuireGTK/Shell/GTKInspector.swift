import CGtk
import QuireUI

/// `inspector`: a horizontal GtkPaned with the view's content at the start, taking window resizes,
/// and the inspector's pane at the end (hidden while not presented). The divider starts where the
/// pane has its ideal width, once the paned knows its own width, and moves between the pane's
/// minimum (a size request, which GtkPaned does not shrink past) and maximum (held on each move).
final class GTKInspector: GTKWidget, InspectorWidget {
    private let main = GTKColumnBox()
    private let pane = GTKColumnBox()
    private var width = SplitColumnWidth(minimum: nil, ideal: 270, maximum: nil)
    private var placed = false

    init() {
        super.init(adopting: gtk_paned_new(GTK_ORIENTATION_HORIZONTAL))
        let paned = ref.opaque
        gtk_paned_set_start_child(paned, main.widget)
        gtk_paned_set_end_child(paned, pane.widget)
        gtk_paned_set_resize_start_child(paned, 1)
        gtk_paned_set_resize_end_child(paned, 0)
        gtk_paned_set_shrink_start_child(paned, 0)
        gtk_paned_set_shrink_end_child(paned, 0)
        gtk_widget_add_css_class(pane.widget, "view")
        gtk_widget_set_hexpand(widget, 1)
        gtk_widget_set_vexpand(widget, 1)
        gtk_widget_set_visible(pane.widget, 0)
        // "max-position" changes once the paned is allocated: the first time, the divider is placed.
        ref.connectNotify("max-position") { [weak self] in self?.placeDivider(force: false) }
        ref.connectNotify("position") { [weak self] in self?.holdMaximum() }
    }

    func setMainContent(_ content: [any PlatformWidget]) { main.set(content) }
    func setInspector(_ content: [any PlatformWidget]) { pane.set(content) }

    func setInspectorShown(_ isShown: Bool) {
        gtk_widget_set_visible(pane.widget, isShown ? 1 : 0)
        if isShown { placeDivider(force: true) }
    }

    func setInspectorWidth(_ width: SplitColumnWidth) {
        self.width = width
        gtk_widget_set_size_request(pane.widget, width.minimum.map { Int32($0.rounded()) } ?? -1, -1)
        placeDivider(force: true)
    }

    /// The paned's width: the divider's position from the start when the pane has no width
    /// (the divider's own pixel aside).
    private var maxPosition: Int32 {
        gtk_widget_get_width(widget)
    }

    private func placeDivider(force: Bool) {
        let maximum = maxPosition
        guard maximum > 0, force || !placed else { return }
        placed = true
        gtk_paned_set_position(ref.opaque, max(0, maximum - Int32(width.ideal.rounded())))
    }

    private func holdMaximum() {
        guard let widest = width.maximum.map({ Int32($0.rounded()) }) else { return }
        let maximum = maxPosition
        let paneWidth = maximum - gtk_paned_get_position(ref.opaque)
        if maximum > 0, paneWidth > widest {
            gtk_paned_set_position(ref.opaque, maximum - widest)
        }
    }
}
