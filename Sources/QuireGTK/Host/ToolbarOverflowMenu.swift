import CGtk
import QuireCore
import QuireUI

/// The header bar's overflow menu: a "More" button (`view-more-symbolic`) whose popover holds, in a
/// row, the toolbar items a compact window has no room for — the items' own widgets, moved here and
/// back as the window narrows and widens (`HeaderBarItems`), so they keep their state, tooltips and
/// accessible names. The popover closes once a button in it has done its work, as a menu does —
/// unless the button opened a menu of its own, which needs the popover open.
@MainActor
final class ToolbarOverflowMenu {
    let button: GTKWidget
    private let row = GTKStack(kind: .horizontal)
    private let popover: GObjectRef

    init() {
        button = GTKWidget(adopting: UnsafeMutableRawPointer(gtk_menu_button_new()))
        let menuButton = button.ref.opaque
        gtk_menu_button_set_icon_name(menuButton, "view-more-symbolic")
        gtk_widget_set_tooltip_text(button.widget, QuireStrings.localized("More"))
        quire_accessible_set_label(OpaquePointer(button.ref.object), QuireStrings.localized("More"))
        row.setLayout(StackLayout(spacing: 6, alignment: .center))
        popover = GObjectRef(retaining: UnsafeMutableRawPointer(gtk_popover_new()))
        gtk_popover_set_child(popover.cast(to: GtkPopover.self), row.widget)
        gtk_menu_button_set_popover(menuButton, popover.cast(to: GtkWidget.self))
    }

    func setItems(_ widgets: [any PlatformWidget]) {
        row.setChildren(widgets)
        for widget in widgets.compactMap(\.gtk) {
            closeWhenButtonsClicked(in: widget.widget)
        }
    }

    /// Each button in `widget` (clicked by pointer, keyboard or assistive technology) closes the
    /// popover once its own handlers have run — except a menu button, whose menu needs the popover
    /// open. Each button is connected once (marked on the widget); a click after the item went back
    /// to the header bar closes a popover already closed.
    private func closeWhenButtonsClicked(in widget: UnsafeMutablePointer<GtkWidget>) {
        let instance = UnsafeMutableRawPointer(widget).assumingMemoryBound(to: GTypeInstance.self)
        if g_type_check_instance_is_a(instance, gtk_menu_button_get_type()) != 0 { return }
        let object = UnsafeMutableRawPointer(widget).assumingMemoryBound(to: GObject.self)
        if g_type_check_instance_is_a(instance, gtk_button_get_type()) != 0, g_object_get_data(object, Self.connectedKey) == nil {
            g_object_set_data(object, Self.connectedKey, UnsafeMutableRawPointer(bitPattern: 1))
            GObjectRef(retaining: UnsafeMutableRawPointer(widget)).connect("clicked") { [weak popover] in
                GTK.afterPendingFrame {
                    guard let popover else { return }
                    gtk_popover_popdown(popover.cast(to: GtkPopover.self))
                }
            }
        }
        var child = gtk_widget_get_first_child(widget)
        while let current = child {
            closeWhenButtonsClicked(in: current)
            child = gtk_widget_get_next_sibling(current)
        }
    }

    private static let connectedKey = "quire-overflow-menu-closes"
}
