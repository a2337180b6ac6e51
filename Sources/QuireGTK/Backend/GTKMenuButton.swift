import CGtk
import QuireUI

/// `Menu`: a GtkMenuButton (an AdwSplitButton with a primary action) whose popover menu is a GMenu:
/// items activate `menu.item<N>` actions in an action group on the button, sections and submenus are
/// GMenu's own. A label view becomes the button's child; a title its label.
final class GTKMenuButton: GTKWidget, MenuButtonWidget {
    var onMenuItem: (@MainActor (Int) -> Void)?
    var onPrimaryAction: (@MainActor () -> Void)?

    private let isSplit: Bool
    private let actionGroup: GObjectRef
    private var actionNames: [String] = []
    private var content: GTKWidget?

    init(hasPrimaryAction: Bool) {
        isSplit = hasPrimaryAction
        actionGroup = GObjectRef(adopting: UnsafeMutableRawPointer(g_simple_action_group_new()))
        super.init(adopting: hasPrimaryAction ? adw_split_button_new() : gtk_menu_button_new())
        gtk_widget_insert_action_group(widget, "menu", OpaquePointer(actionGroup.object))
        if hasPrimaryAction {
            ref.connect("clicked") { [weak self] in self?.onPrimaryAction?() }
        }
    }

    func setTitle(_ title: String) {
        if isSplit {
            adw_split_button_set_label(ref.opaque, title)
        } else {
            gtk_menu_button_set_label(ref.opaque, title)
        }
    }

    func setContent(_ content: any PlatformWidget) {
        self.content = content.gtk
        if isSplit {
            adw_split_button_set_child(ref.opaque, content.gtk?.widget)
        } else {
            gtk_menu_button_set_child(ref.opaque, content.gtk?.widget)
        }
    }

    func setMenu(_ entries: [MenuEntry]) {
        let map = OpaquePointer(actionGroup.object)
        for name in actionNames {
            g_action_map_remove_action(map, name)
        }
        actionNames = []
        let menu = GTK.Menu()
        var next = 0
        fill(menu, with: entries, next: &next)
        let model = menu.ref.cast(to: GMenuModel.self)
        if isSplit {
            adw_split_button_set_menu_model(ref.opaque, model)
        } else {
            gtk_menu_button_set_menu_model(ref.opaque, model)
        }
    }

    func setFlat(_ flat: Bool) {
        if flat {
            gtk_widget_add_css_class(widget, "flat")
        } else {
            gtk_widget_remove_css_class(widget, "flat")
        }
    }

    func setAccessibilityLabel(_ label: String) {
        quire_accessible_set_label(OpaquePointer(ref.object), label)
    }

    /// Adds `entries` to `menu`, numbering the items from `next` in order.
    private func fill(_ menu: GTK.Menu, with entries: [MenuEntry], next: inout Int) {
        for entry in entries {
            switch entry {
            case .item(let item):
                let index = next
                next += 1
                let name = "item\(index)"
                guard let actionPointer = g_simple_action_new(name, nil) else { continue }
                let action = GObjectRef(adopting: UnsafeMutableRawPointer(actionPointer))
                g_simple_action_set_enabled(actionPointer, item.isEnabled ? 1 : 0)
                action.connectWithArgument("activate") { [weak self] _ in self?.onMenuItem?(index) }
                g_action_map_add_action(OpaquePointer(actionGroup.object), OpaquePointer(action.object))
                actionNames.append(name)
                menu.append(item.title, action: "menu.\(name)")
            case .section(let title, let entries):
                let section = GTK.Menu()
                fill(section, with: entries, next: &next)
                g_menu_append_section(menu.ref.opaque, title, section.ref.cast(to: GMenuModel.self))
            case .submenu(let title, let entries):
                let submenu = GTK.Menu()
                fill(submenu, with: entries, next: &next)
                menu.appendSubmenu(title, submenu)
            }
        }
    }
}
