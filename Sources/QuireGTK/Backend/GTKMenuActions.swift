import CGtk
import QuireUI

/// A GMenu built from `MenuEntry`s with its items' actions: an action group inserted on a widget
/// under `prefix`, whose `item<N>` actions call `onItem(N)`, items numbered in order through sections
/// and submenus. Each `menu(for:)` replaces the previous menu's actions. Shared by `Menu`'s button and
/// the context menus of lists and tables.
@MainActor
final class GTKMenuActions {
    var onItem: (@MainActor (Int) -> Void)?
    private let prefix: String
    private let group = GObjectRef(adopting: UnsafeMutableRawPointer(g_simple_action_group_new()))
    private var names: [String] = []

    init(prefix: String) {
        self.prefix = prefix
    }

    /// Gives `widget` and the widgets inside it the actions, as `prefix.item<N>`.
    func insert(on widget: UnsafeMutablePointer<GtkWidget>) {
        gtk_widget_insert_action_group(widget, prefix, OpaquePointer(group.object))
    }

    /// A new menu of `entries`, its actions replacing the last menu's.
    func menu(for entries: [MenuEntry]) -> GTK.Menu {
        let map = OpaquePointer(group.object)
        for name in names {
            g_action_map_remove_action(map, name)
        }
        names = []
        let menu = GTK.Menu()
        var next = 0
        fill(menu, with: entries, next: &next)
        return menu
    }

    private func fill(_ menu: GTK.Menu, with entries: [MenuEntry], next: inout Int) {
        for entry in entries {
            switch entry {
            case .item(let item):
                let index = next
                next += 1
                let name = "item\(index)"
                guard let actionPointer = Self.makeAction(name, mark: item.mark) else { continue }
                let action = GObjectRef(adopting: UnsafeMutableRawPointer(actionPointer))
                g_simple_action_set_enabled(actionPointer, item.isEnabled ? 1 : 0)
                action.connectWithArgument("activate") { [weak self] _ in self?.onItem?(index) }
                g_action_map_add_action(OpaquePointer(group.object), OpaquePointer(action.object))
                names.append(name)
                // A radio item shows its mark while its action's state is its target.
                let target = if case .radio = item.mark { "::\(Self.chosen)" } else { "" }
                menu.append(item.title, action: "\(prefix).\(name)\(target)")
            case .section(let title, let entries):
                let section = GTK.Menu()
                fill(section, with: entries, next: &next)
                menu.appendSection(section, title: title)
            case .submenu(let title, let entries):
                let submenu = GTK.Menu()
                fill(submenu, with: entries, next: &next)
                menu.appendSubmenu(title, submenu)
            }
        }
    }

    /// The radio target a chosen item's action holds as its state.
    private static let chosen = "chosen"

    /// An item's action: stateless for a plain item; with a Boolean state for a check item (GTK's
    /// popover menu draws a check mark); with a string state, `chosen` while chosen, for a radio item
    /// (a radio mark). Activating runs the item's action only: the graph gives the menu its new marks.
    private static func makeAction(_ name: String, mark: MenuItemMark?) -> OpaquePointer? {
        switch mark {
        case nil:
            return g_simple_action_new(name, nil)
        case .check(let isOn):
            return g_simple_action_new_stateful(name, nil, g_variant_new_boolean(isOn ? 1 : 0))
        case .radio(let isSelected):
            let type = g_variant_type_new("s")
            defer { g_variant_type_free(type) }
            return g_simple_action_new_stateful(name, type, g_variant_new_string(isSelected ? chosen : ""))
        }
    }
}
