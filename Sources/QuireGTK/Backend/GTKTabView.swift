import CGtk
import QuireUI

/// `TabView`: what GNOME apps switch top-level views with — an AdwViewStack of the pages under a
/// centred AdwViewSwitcher (a linked row of toggle buttons, each with its page's icon and title side
/// by side). Pages are re-added only when the list of page widgets changes.
final class GTKTabView: GTKWidget, TabViewWidget {
    var onSelect: (@MainActor (Int) -> Void)?
    private let stack: GObjectRef
    private var pages: [GTKWidget] = []
    /// Set while the node changes the pages or the shown one: GTK's notification is not the person's.
    private var isUpdating = false

    init() {
        stack = GObjectRef(adopting: UnsafeMutableRawPointer(adw_view_stack_new()))
        super.init(adopting: gtk_box_new(GTK_ORIENTATION_VERTICAL, 12))
        let switcher = adw_view_switcher_new()!
        adw_view_switcher_set_stack(OpaquePointer(switcher), stack.opaque)
        adw_view_switcher_set_policy(OpaquePointer(switcher), ADW_VIEW_SWITCHER_POLICY_WIDE)
        gtk_widget_set_halign(switcher, GTK_ALIGN_CENTER)
        let stackWidget = stack.cast(to: GtkWidget.self)
        gtk_widget_set_vexpand(stackWidget, 1)
        gtk_widget_set_hexpand(stackWidget, 1)
        gtk_box_append(ref.cast(to: GtkBox.self), switcher)
        gtk_box_append(ref.cast(to: GtkBox.self), stackWidget)
        gtk_widget_set_vexpand(widget, 1)
        gtk_widget_set_hexpand(widget, 1)
        stack.connectNotify("visible-child") { [weak self] in self?.visibleChildChanged() }
    }

    func setTabs(_ tabs: [PickerOption], pages newPages: [any PlatformWidget]) {
        isUpdating = true
        defer { isUpdating = false }
        for page in pages {
            adw_view_stack_remove(stack.opaque, page.widget)
        }
        pages = newPages.compactMap(\.gtk)
        for (index, (page, tab)) in zip(pages, tabs).enumerated() {
            let stackPage = adw_view_stack_add_titled(stack.opaque, page.widget, "tab\(index)", tab.title)
            if let iconName = tab.iconName {
                adw_view_stack_page_set_icon_name(stackPage, iconName)
            }
        }
    }

    func setSelectedIndex(_ index: Int?) {
        let index = index ?? 0
        guard pages.indices.contains(index) else { return }
        isUpdating = true
        defer { isUpdating = false }
        adw_view_stack_set_visible_child(stack.opaque, pages[index].widget)
    }

    private func visibleChildChanged() {
        guard !isUpdating, let visible = adw_view_stack_get_visible_child(stack.opaque),
              let index = pages.firstIndex(where: { $0.widget == visible }) else { return }
        onSelect?(index)
    }
}
