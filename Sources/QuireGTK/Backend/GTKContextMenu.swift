import CGtk
import QuireUI

/// `.contextMenu`: an AdwBin around the content with a right-click gesture and a touch long-press
/// gesture that open a GtkPopoverMenu at the pointer. The items are a GMenu whose entries activate
/// `context.item<N>` actions in an action group on the bin.
final class GTKContextMenu: GTKWidget, ContextMenuWidget {
    var onMenuItem: (@MainActor (Int) -> Void)?
    private let content: GTKWidget?
    private let actionGroup: GObjectRef
    private var actionNames: [String] = []
    private var popover: GObjectRef?

    init(content: any PlatformWidget) {
        self.content = content.gtk
        actionGroup = GObjectRef(adopting: UnsafeMutableRawPointer(g_simple_action_group_new()))
        super.init(adopting: adw_bin_new())
        adw_bin_set_child(ref.cast(to: AdwBin.self), self.content?.widget)
        gtk_widget_insert_action_group(widget, "context", OpaquePointer(actionGroup.object))
        addGesture(gtk_gesture_click_new(), longPress: false)
        addGesture(gtk_gesture_long_press_new(), longPress: true)
    }

    isolated deinit {
        // The popover is parented to the bin without being its child: unparent it before the bin goes.
        if let popover {
            gtk_widget_unparent(popover.cast(to: GtkWidget.self))
        }
    }

    override var fillsCrossAxis: Bool { content?.fillsCrossAxis ?? false }

    func setMenuItems(_ items: [MenuItemDescription]) {
        let map = OpaquePointer(actionGroup.object)
        for name in actionNames {
            g_action_map_remove_action(map, name)
        }
        actionNames = []
        let menu = GObjectRef(adopting: UnsafeMutableRawPointer(g_menu_new()))
        for (index, item) in items.enumerated() {
            let name = "item\(index)"
            guard let actionPointer = g_simple_action_new(name, nil) else { continue }
            let action = GObjectRef(adopting: UnsafeMutableRawPointer(actionPointer))
            g_simple_action_set_enabled(actionPointer, item.isEnabled ? 1 : 0)
            action.connectWithArgument("activate") { [weak self] _ in self?.onMenuItem?(index) }
            g_action_map_add_action(map, OpaquePointer(action.object))
            actionNames.append(name)
            g_menu_append(menu.opaque, item.title, "context.\(name)")
        }
        if let popover {
            gtk_popover_menu_set_menu_model(popover.opaque, menu.cast(to: GMenuModel.self))
        } else {
            let made = GObjectRef(retaining: UnsafeMutableRawPointer(
                gtk_popover_menu_new_from_model(menu.cast(to: GMenuModel.self))))
            gtk_widget_set_parent(made.cast(to: GtkWidget.self), widget)
            gtk_popover_set_has_arrow(made.cast(to: GtkPopover.self), 0)
            popover = made
        }
    }

    private func addGesture(_ pointer: OpaquePointer?, longPress: Bool) {
        guard let pointer else { return }
        let gesture = GObjectRef(retaining: UnsafeMutableRawPointer(pointer))
        if longPress {
            gtk_gesture_single_set_touch_only(gesture.opaque, 1)
        } else {
            gtk_gesture_single_set_button(gesture.opaque, 3)
        }
        gesture.connectPressed(longPress: longPress) { [weak self] x, y in self?.open(atX: x, y: y) }
        gtk_widget_add_controller(widget, pointer)
    }

    private func open(atX x: Double, y: Double) {
        guard let popover, !actionNames.isEmpty else { return }
        var point = GdkRectangle(x: Int32(x), y: Int32(y), width: 1, height: 1)
        gtk_popover_set_pointing_to(popover.cast(to: GtkPopover.self), &point)
        gtk_popover_popup(popover.cast(to: GtkPopover.self))
    }
}
