import CGtk
import Foundation
import QuireUI

/// `accessibilityAction`: GTK 4.8 lets an app add no action to AT-SPI's Action interface (a widget
/// serves only its own, a button's click), so a view's actions are a GtkPopoverMenu its widget opens
/// on the Menu key or Shift+F10 — the widget becomes focusable, a keyboard stop (a text, selectable) —
/// and on a secondary click; screen readers read it as a menu of items. Kept on the widget (its object data) with every
/// modifier's actions, in the order first offered; the popover is unparented when the widget goes.
@MainActor
final class GTKAccessibilityActions {
    private static let key = "quire-accessibility-actions"

    private var entries: [(owner: ObjectIdentifier, titles: [String], perform: @MainActor (Int) -> Void)] = []
    private let widget: UnsafeMutablePointer<GtkWidget>
    private let actionGroup: GObjectRef
    private var actionNames: [String] = []
    private var popover: GObjectRef?

    /// The actions on `widget`, set up the first time.
    static func on(_ widget: UnsafeMutablePointer<GtkWidget>) -> GTKAccessibilityActions {
        if let actions = GTKWidgetSubclass.state(GTKAccessibilityActions.self, of: widget, key: key) { return actions }
        let actions = GTKAccessibilityActions(widget: widget)
        GTKWidgetSubclass.attach(actions, to: UnsafeMutableRawPointer(widget).assumingMemoryBound(to: GObject.self), key: key)
        return actions
    }

    private init(widget: UnsafeMutablePointer<GtkWidget>) {
        self.widget = widget
        actionGroup = GObjectRef(adopting: UnsafeMutableRawPointer(g_simple_action_group_new()))
        gtk_widget_insert_action_group(widget, "accessibility", OpaquePointer(actionGroup.object))
        gtk_widget_set_focusable(widget, 1)
        if g_type_check_instance_is_a(UnsafeMutableRawPointer(widget).assumingMemoryBound(to: GTypeInstance.self),
                                      gtk_label_get_type()) != 0 {
            // A label takes the keyboard focus only while its text is selectable.
            gtk_label_set_selectable(OpaquePointer(widget), 1)
        }
        let target = GObjectRef(retaining: UnsafeMutableRawPointer(widget))
        if let click = gtk_gesture_click_new() {
            let gesture = GObjectRef(retaining: UnsafeMutableRawPointer(click))
            gtk_gesture_single_set_button(gesture.opaque, 3)
            // Capture phase, claimed: the menu is this one, not a selectable text's own.
            gtk_event_controller_set_propagation_phase(click, GTK_PHASE_CAPTURE)
            gesture.connectPressed(longPress: false) { [weak self, weak gesture] x, y in
                if let gesture { gtk_gesture_set_state(gesture.opaque, GTK_EVENT_SEQUENCE_CLAIMED) }
                self?.open(atX: x, y: y)
            }
            gtk_widget_add_controller(widget, click)
        }
        if let keys = gtk_event_controller_key_new() {
            let controller = GObjectRef(retaining: UnsafeMutableRawPointer(keys))
            gtk_event_controller_set_propagation_phase(keys, GTK_PHASE_CAPTURE)
            controller.connectKeyPressed { [weak self] keyval, modifiers in
                let shift = modifiers.rawValue & GDK_SHIFT_MASK.rawValue != 0
                guard let self, keyval == UInt32(GDK_KEY_Menu) || (keyval == UInt32(GDK_KEY_F10) && shift) else { return false }
                return self.open(atX: Double(gtk_widget_get_width(widget)) / 2, y: Double(gtk_widget_get_height(widget)) / 2)
            }
            gtk_widget_add_controller(widget, keys)
        }
        // The popover is the widget's child without the widget knowing: it must go before the widget.
        target.connect("destroy") { [weak self] in
            guard let popover = self?.popover else { return }
            gtk_widget_unparent(popover.cast(to: GtkWidget.self))
            self?.popover = nil
        }
    }

    func set(_ titles: [String], owner: ObjectIdentifier, perform: @escaping @MainActor (Int) -> Void) {
        if let index = entries.firstIndex(where: { $0.owner == owner }) {
            entries[index] = (owner, titles, perform)
        } else {
            entries.append((owner, titles, perform))
        }
        entries.removeAll { $0.titles.isEmpty }
        rebuildMenu()
    }

    private func rebuildMenu() {
        let map = OpaquePointer(actionGroup.object)
        for name in actionNames {
            g_action_map_remove_action(map, name)
        }
        actionNames = []
        let menu = GObjectRef(adopting: UnsafeMutableRawPointer(g_menu_new()))
        for entry in entries {
            for (index, title) in entry.titles.enumerated() {
                let name = "action\(actionNames.count)"
                guard let actionPointer = g_simple_action_new(name, nil) else { continue }
                let action = GObjectRef(adopting: UnsafeMutableRawPointer(actionPointer))
                let perform = entry.perform
                action.connectWithArgument("activate") { _ in perform(index) }
                g_action_map_add_action(map, OpaquePointer(action.object))
                actionNames.append(name)
                g_menu_append(menu.opaque, title, "accessibility.\(name)")
            }
        }
        if let popover {
            gtk_popover_menu_set_menu_model(popover.opaque, menu.cast(to: GMenuModel.self))
        } else {
            let made = GObjectRef(retaining: UnsafeMutableRawPointer(gtk_popover_menu_new_from_model(menu.cast(to: GMenuModel.self))))
            gtk_widget_set_parent(made.cast(to: GtkWidget.self), widget)
            gtk_popover_set_has_arrow(made.cast(to: GtkPopover.self), 0)
            popover = made
        }
    }

    @discardableResult
    private func open(atX x: Double, y: Double) -> Bool {
        guard let popover, !actionNames.isEmpty else { return false }
        var point = GdkRectangle(x: Int32(x), y: Int32(y), width: 1, height: 1)
        gtk_popover_set_pointing_to(popover.cast(to: GtkPopover.self), &point)
        gtk_popover_popup(popover.cast(to: GtkPopover.self))
        return true
    }
}

extension GTKViewBackend {
    package func setAccessibilityActions(_ titles: [String], offeredBy owner: ObjectIdentifier, on widget: any PlatformWidget,
                                         perform: @escaping @MainActor (Int) -> Void) {
        guard let target = widget.gtk?.widget else { return }
        GTKAccessibilityActions.on(target).set(titles, owner: owner, perform: perform)
    }
}
