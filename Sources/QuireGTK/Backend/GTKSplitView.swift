import CGtk
import QuireCore
import QuireUI

/// `NavigationSplitView`: a GtkStack showing the columns one of two ways. Wide: a horizontal GtkPaned
/// with the sidebar at the start and the detail (or, with three columns, a second GtkPaned of the
/// content column and the detail) at the end; window resizes go to the detail; the dividers start
/// at each column's ideal width and move between its minimum (a size request, which GtkPaned does
/// not shrink past) and its maximum (held on each change of the position). Folded (a narrow
/// window): an `AdwLeaflet` that cannot unfold, showing one column at a time with a back button
/// above the content and detail, as GNOME's adaptive apps fold; swiping back or the back button
/// returns. The columns move between the two as the window narrows and widens. F9 anywhere inside
/// asks to show or hide the sidebar.
final class GTKSplitView: GTKWidget, SplitViewWidget {
    var onToggleSidebar: (@MainActor () -> Void)?
    var onCompactColumnChange: (@MainActor (NavigationSplitViewColumn) -> Void)?

    private static let keyF9: UInt32 = 0xffc6

    private let paned = GObjectRef(adopting: UnsafeMutableRawPointer(gtk_paned_new(GTK_ORIENTATION_HORIZONTAL)))
    private let sidebarColumn = GTKColumnBox()
    private let contentColumn = GTKColumnBox()
    private let detailColumn = GTKColumnBox()
    private var innerPaned: GObjectRef?
    private var widths: (sidebar: SplitColumnWidth, content: SplitColumnWidth)?
    private var hasContentColumn = false
    /// The folded arrangement, made when the window first narrows; its pages hold a column each.
    private var folded: (leaflet: GObjectRef, pages: [FoldedPage])?
    private var isFolded = false

    init() {
        super.init(adopting: gtk_stack_new())
        let paned = self.paned.opaque
        gtk_paned_set_resize_start_child(paned, 0)
        gtk_paned_set_shrink_start_child(paned, 0)
        gtk_paned_set_shrink_end_child(paned, 0)
        placeWide()
        gtk_stack_add_child(ref.opaque, self.paned.cast(to: GtkWidget.self))
        gtk_widget_set_hexpand(widget, 1)
        gtk_widget_set_vexpand(widget, 1)
        self.paned.connectNotify("position") { [weak self] in
            self?.holdMaximum(of: self?.paned, width: self?.widths?.sidebar)
        }
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
        contentColumn.set(content ?? [])
        guard hasContentColumn != (content != nil) else { return }
        hasContentColumn = content != nil
        if !isFolded { placeWide() }
    }

    func setVisibleColumns(sidebar: Bool) {
        gtk_widget_set_visible(sidebarColumn.widget, sidebar ? 1 : 0)
    }

    func setColumnWidths(sidebar: SplitColumnWidth, content: SplitColumnWidth) {
        widths = (sidebar, content)
        Self.apply(sidebar, to: paned, column: sidebarColumn)
        if let innerPaned {
            Self.apply(content, to: innerPaned, column: contentColumn)
        }
    }

    func setCollapsed(showing column: NavigationSplitViewColumn?) {
        if let column {
            fold(showing: column)
        } else if isFolded {
            isFolded = false
            for page in folded?.pages ?? [] { page.release() }
            placeWide()
            gtk_stack_set_visible_child(ref.opaque, paned.cast(to: GtkWidget.self))
        }
    }

    // MARK: Wide

    /// Puts the columns in the panes: the sidebar, then the detail or a paned of the content column
    /// and the detail.
    private func placeWide() {
        if gtk_paned_get_start_child(paned.opaque) != sidebarColumn.widget {
            Self.detach(sidebarColumn.widget)
            gtk_paned_set_start_child(paned.opaque, sidebarColumn.widget)
        }
        if hasContentColumn {
            let inner = innerPaned ?? makeInnerPaned()
            if gtk_paned_get_start_child(inner.opaque) != contentColumn.widget {
                Self.detach(contentColumn.widget)
                gtk_paned_set_start_child(inner.opaque, contentColumn.widget)
            }
            if gtk_paned_get_end_child(inner.opaque) != detailColumn.widget {
                Self.detach(detailColumn.widget)
                gtk_paned_set_end_child(inner.opaque, detailColumn.widget)
            }
            if gtk_paned_get_end_child(paned.opaque) != inner.cast(to: GtkWidget.self) {
                gtk_paned_set_end_child(paned.opaque, inner.cast(to: GtkWidget.self))
            }
        } else if gtk_paned_get_end_child(paned.opaque) != detailColumn.widget {
            innerPaned = nil
            Self.detach(detailColumn.widget)
            gtk_paned_set_end_child(paned.opaque, detailColumn.widget)
        }
        if let widths { setColumnWidths(sidebar: widths.sidebar, content: widths.content) }
    }

    private func makeInnerPaned() -> GObjectRef {
        let inner = GObjectRef(adopting: UnsafeMutableRawPointer(gtk_paned_new(GTK_ORIENTATION_HORIZONTAL)))
        gtk_paned_set_resize_start_child(inner.opaque, 0)
        gtk_paned_set_shrink_start_child(inner.opaque, 0)
        gtk_paned_set_shrink_end_child(inner.opaque, 0)
        inner.connectNotify("position") { [weak self, weak inner] in
            self?.holdMaximum(of: inner, width: self?.widths?.content)
        }
        innerPaned = inner
        return inner
    }

    private static func apply(_ width: SplitColumnWidth, to paned: GObjectRef, column: GTKColumnBox) {
        gtk_widget_set_size_request(column.widget, width.minimum.map { Int32($0.rounded()) } ?? -1, -1)
        gtk_paned_set_position(paned.opaque, Int32(width.ideal.rounded()))
    }

    private func holdMaximum(of paned: GObjectRef?, width: SplitColumnWidth?) {
        guard let paned, let maximum = width?.maximum.map({ Int32($0.rounded()) }),
              gtk_paned_get_position(paned.opaque) > maximum else { return }
        gtk_paned_set_position(paned.opaque, maximum)
    }

    // MARK: Folded

    /// Moves the columns into the leaflet's pages (made on first use) and shows `column`'s.
    private func fold(showing column: NavigationSplitViewColumn) {
        let arrangement = folded ?? makeLeaflet()
        if !isFolded {
            isFolded = true
            for paned in [paned, innerPaned].compactMap({ $0 }) {
                gtk_paned_set_start_child(paned.opaque, nil)
                gtk_paned_set_end_child(paned.opaque, nil)
            }
            innerPaned = nil
            let columns = [sidebarColumn, contentColumn, detailColumn]
            for (page, column) in zip(arrangement.pages, columns) { page.hold(column.widget) }
            gtk_stack_set_visible_child(ref.opaque, arrangement.leaflet.cast(to: GtkWidget.self))
        }
        // The content column's page is in the leaflet only while there is a content column.
        let contentPage = arrangement.pages[NavigationSplitViewColumn.content.index]
        let holdsContentPage = gtk_widget_get_parent(contentPage.widget) != nil
        if hasContentColumn, !holdsContentPage {
            adw_leaflet_insert_child_after(arrangement.leaflet.opaque, contentPage.widget, arrangement.pages[0].widget)
        } else if !hasContentColumn, holdsContentPage {
            adw_leaflet_remove(arrangement.leaflet.opaque, contentPage.widget)
        }
        let shown = !hasContentColumn && column == .content ? .detail : column
        let page = arrangement.pages[min(shown.index, arrangement.pages.count - 1)]
        adw_leaflet_set_visible_child(arrangement.leaflet.opaque, page.widget)
    }

    private func makeLeaflet() -> (leaflet: GObjectRef, pages: [FoldedPage]) {
        let leaflet = GObjectRef(adopting: UnsafeMutableRawPointer(adw_leaflet_new()))
        adw_leaflet_set_can_unfold(leaflet.opaque, 0)
        adw_leaflet_set_can_navigate_back(leaflet.opaque, 1)
        let pages = [NavigationSplitViewColumn.sidebar, .content, .detail].map { column in
            FoldedPage(hasBackButton: column != .sidebar) { [weak self] in self?.goBack(from: column) }
        }
        for page in [pages[0], pages[2]] { adw_leaflet_append(leaflet.opaque, page.widget) }
        // A swipe back changes the visible page without the button: reported the same way.
        leaflet.connectNotify("visible-child") { [weak self, weak leaflet] in
            guard let self, let leaflet, self.isFolded,
                  let visible = adw_leaflet_get_visible_child(leaflet.opaque),
                  let index = self.folded?.pages.firstIndex(where: { $0.widget == visible }) else { return }
            self.onCompactColumnChange?([NavigationSplitViewColumn.sidebar, .content, .detail][index])
        }
        gtk_stack_add_child(ref.opaque, leaflet.cast(to: GtkWidget.self))
        folded = (leaflet, pages)
        return (leaflet, pages)
    }

    /// The back button of a folded column: the column before it.
    private func goBack(from column: NavigationSplitViewColumn) {
        let previous: NavigationSplitViewColumn = column == .detail && hasContentColumn ? .content : .sidebar
        onCompactColumnChange?(previous)
    }

    private static func detach(_ widget: UnsafeMutablePointer<GtkWidget>) {
        guard let parent = gtk_widget_get_parent(widget) else { return }
        let instance = UnsafeMutableRawPointer(parent).assumingMemoryBound(to: GTypeInstance.self)
        if g_type_check_instance_is_a(instance, gtk_paned_get_type()) != 0 {
            let paned = OpaquePointer(parent)
            if gtk_paned_get_start_child(paned) == widget { gtk_paned_set_start_child(paned, nil) }
            if gtk_paned_get_end_child(paned) == widget { gtk_paned_set_end_child(paned, nil) }
        } else if g_type_check_instance_is_a(instance, gtk_box_get_type()) != 0 {
            gtk_box_remove(UnsafeMutableRawPointer(parent).assumingMemoryBound(to: GtkBox.self), widget)
        }
    }

    /// One page of the folded arrangement: a bar with a back button (above the content and detail)
    /// and the column it holds while folded.
    @MainActor
    private final class FoldedPage {
        let box = GObjectRef(adopting: UnsafeMutableRawPointer(gtk_box_new(GTK_ORIENTATION_VERTICAL, 0)))
        private var column: UnsafeMutablePointer<GtkWidget>?

        init(hasBackButton: Bool, onBack: @escaping @MainActor () -> Void) {
            if hasBackButton {
                let bar = GObjectRef(adopting: UnsafeMutableRawPointer(gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 0)))
                gtk_widget_add_css_class(bar.cast(to: GtkWidget.self), "toolbar")
                let back = GObjectRef(adopting: UnsafeMutableRawPointer(gtk_button_new_from_icon_name("go-previous-symbolic")))
                gtk_widget_add_css_class(back.cast(to: GtkWidget.self), "flat")
                gtk_widget_set_tooltip_text(back.cast(to: GtkWidget.self), QuireStrings.localized("Back"))
                quire_accessible_set_label(OpaquePointer(back.object), QuireStrings.localized("Back"))
                back.connect("clicked", onBack)
                gtk_box_append(bar.cast(to: GtkBox.self), back.cast(to: GtkWidget.self))
                gtk_box_append(box.cast(to: GtkBox.self), bar.cast(to: GtkWidget.self))
                gtk_box_append(box.cast(to: GtkBox.self), gtk_separator_new(GTK_ORIENTATION_HORIZONTAL))
            }
            gtk_widget_set_hexpand(widget, 1)
            gtk_widget_set_vexpand(widget, 1)
        }

        var widget: UnsafeMutablePointer<GtkWidget> { box.cast() }

        func hold(_ column: UnsafeMutablePointer<GtkWidget>) {
            GTKSplitView.detach(column)
            gtk_box_append(box.cast(to: GtkBox.self), column)
            self.column = column
        }

        func release() {
            guard let column else { return }
            gtk_box_remove(box.cast(to: GtkBox.self), column)
            self.column = nil
        }
    }
}
