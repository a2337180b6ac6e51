import CGtk
import QuireUI

/// `NavigationSplitView`: a horizontal GtkPaned with the sidebar at the start and the detail (or, with
/// three columns, a second GtkPaned of the content column and the detail) at the end. Window
/// resizes go to the detail; the dividers start at each column's ideal width and move between its
/// minimum (a size request, which GtkPaned does not shrink past) and its maximum (held on each
/// change of the position). F9 anywhere inside asks to show or hide the sidebar.
final class GTKSplitView: GTKWidget, SplitViewWidget {
    var onToggleSidebar: (@MainActor () -> Void)?

    private static let keyF9: UInt32 = 0xffc6

    private let sidebarColumn = Column()
    private let contentColumn = Column()
    private let detailColumn = Column()
    private var innerPaned: GObjectRef?
    private var widths: (sidebar: SplitColumnWidth, content: SplitColumnWidth)?

    init() {
        super.init(adopting: gtk_paned_new(GTK_ORIENTATION_HORIZONTAL))
        let paned = ref.opaque
        gtk_paned_set_start_child(paned, sidebarColumn.widget)
        gtk_paned_set_resize_start_child(paned, 0)
        gtk_paned_set_shrink_start_child(paned, 0)
        gtk_paned_set_shrink_end_child(paned, 0)
        gtk_paned_set_end_child(paned, detailColumn.widget)
        gtk_widget_set_hexpand(widget, 1)
        gtk_widget_set_vexpand(widget, 1)
        ref.connectNotify("position") { [weak self] in self?.holdMaximum(of: self?.ref, width: self?.widths?.sidebar) }
        if let controllerPointer = gtk_event_controller_key_new() {
            let controller = GObjectRef(retaining: UnsafeMutableRawPointer(controllerPointer))
            controller.connectKeyPressed { [weak self] key, modifiers in
                let others = modifiers.rawValue & (GDK_CONTROL_MASK.rawValue | GDK_SHIFT_MASK.rawValue
                    | GDK_ALT_MASK.rawValue | GDK_SUPER_MASK.rawValue)
                guard key == Self.keyF9, others == 0, let onToggleSidebar = self?.onToggleSidebar else { return false }
                onToggleSidebar()
                return true
            }
            gtk_widget_add_controller(widget, controllerPointer)
        }
    }

    func setSidebar(_ content: [any PlatformWidget]) { sidebarColumn.set(content) }
    func setDetail(_ content: [any PlatformWidget]) { detailColumn.set(content) }

    func setContentColumn(_ content: [any PlatformWidget]?) {
        if let content {
            if innerPaned == nil {
                makeInnerPaned()
            }
            contentColumn.set(content)
        } else if innerPaned != nil {
            contentColumn.set([])
            gtk_paned_set_end_child(innerPaned?.opaque, nil)
            innerPaned = nil
            gtk_paned_set_end_child(ref.opaque, detailColumn.widget)
        }
    }

    func setVisibleColumns(sidebar: Bool) {
        gtk_widget_set_visible(sidebarColumn.widget, sidebar ? 1 : 0)
    }

    func setColumnWidths(sidebar: SplitColumnWidth, content: SplitColumnWidth) {
        widths = (sidebar, content)
        Self.apply(sidebar, to: ref, column: sidebarColumn)
        if let innerPaned {
            Self.apply(content, to: innerPaned, column: contentColumn)
        }
    }

    private func makeInnerPaned() {
        let inner = GObjectRef(adopting: UnsafeMutableRawPointer(gtk_paned_new(GTK_ORIENTATION_HORIZONTAL)))
        // The detail leaves the outer paned for the inner one.
        gtk_paned_set_end_child(ref.opaque, nil)
        gtk_paned_set_start_child(inner.opaque, contentColumn.widget)
        gtk_paned_set_resize_start_child(inner.opaque, 0)
        gtk_paned_set_shrink_start_child(inner.opaque, 0)
        gtk_paned_set_shrink_end_child(inner.opaque, 0)
        gtk_paned_set_end_child(inner.opaque, detailColumn.widget)
        gtk_paned_set_end_child(ref.opaque, inner.cast(to: GtkWidget.self))
        inner.connectNotify("position") { [weak self, weak inner] in
            self?.holdMaximum(of: inner, width: self?.widths?.content)
        }
        innerPaned = inner
        if let widths {
            Self.apply(widths.content, to: inner, column: contentColumn)
        }
    }

    private static func apply(_ width: SplitColumnWidth, to paned: GObjectRef, column: Column) {
        gtk_widget_set_size_request(column.widget, width.minimum.map { Int32($0.rounded()) } ?? -1, -1)
        gtk_paned_set_position(paned.opaque, Int32(width.ideal.rounded()))
    }

    private func holdMaximum(of paned: GObjectRef?, width: SplitColumnWidth?) {
        guard let paned, let maximum = width?.maximum.map({ Int32($0.rounded()) }),
              gtk_paned_get_position(paned.opaque) > maximum else { return }
        gtk_paned_set_position(paned.opaque, maximum)
    }

    /// One column: a vertical box of its views' widgets, filling its pane.
    @MainActor
    private final class Column {
        let box = GObjectRef(adopting: UnsafeMutableRawPointer(gtk_box_new(GTK_ORIENTATION_VERTICAL, 0)))
        private var list = GTKChildList()

        init() {
            gtk_widget_set_hexpand(widget, 1)
            gtk_widget_set_vexpand(widget, 1)
        }

        var widget: UnsafeMutablePointer<GtkWidget> { box.cast() }

        func set(_ content: [any PlatformWidget]) {
            list.set(content.compactMap(\.gtk), in: box.cast(to: GtkBox.self))
        }
    }
}
