extension View {
    /// A menu for the rows of the `List` or `Table` this modifies, and an action for activating them
    /// (SwiftUI's selection-based context menu). `menu` gets the ids of the rows it is for: the
    /// selection when the clicked row is selected, the clicked row alone otherwise, none for a click
    /// on the list's empty space; a menu with no buttons does not open. `primaryAction` runs on a
    /// double click or Enter, with the selection (the activated row when the list has none).
    public func contextMenu<I: Hashable, M: View>(forSelectionType itemType: I.Type = I.self,
                                                  @ViewBuilder menu: @escaping (Set<I>) -> M,
                                                  primaryAction: ((Set<I>) -> Void)? = nil) -> some View {
        let makeMenu: @MainActor (Set<AnyHashable>) -> any View = { ids in menu(typedIDs(ids)) }
        var action: (@MainActor (Set<AnyHashable>) -> Void)?
        if let primaryAction {
            action = { ids in primaryAction(typedIDs(ids)) }
        }
        let contextMenu = SelectionContextMenu(menu: makeMenu, primaryAction: action)
        return modifier(_EnvironmentModifier { $0.selectionContextMenu = contextMenu })
    }
}

/// The ids of type `I` among `ids` (rows of another type of id are left out).
private func typedIDs<I: Hashable>(_ ids: Set<AnyHashable>) -> Set<I> {
    Set(ids.compactMap { $0.base as? I })
}

/// A selection-based context menu as a list reads it from its environment.
struct SelectionContextMenu {
    let menu: @MainActor (Set<AnyHashable>) -> any View
    let primaryAction: (@MainActor (Set<AnyHashable>) -> Void)?

    /// The actions of the menu last shown, by item number (a menu is read when it opens).
    @MainActor
    private final class ShownMenu {
        var actions: [@MainActor () -> Void] = []
    }

    /// Gives `widget`'s rows `menu` (nil: none) and its primary action. `selection` reads the list's
    /// selected ids (empty for a list without a selection).
    @MainActor
    static func install(_ menu: SelectionContextMenu?, on widget: any ListWidget, rows: ListRows,
                        selection: @escaping @MainActor () -> Set<AnyHashable>) {
        guard let menu else {
            widget.onContextMenuRequest = nil
            widget.onContextMenuItem = nil
            widget.onActivateRow = nil
            return
        }
        let shown = ShownMenu()
        /// The ids a click on the row at `position` acts on.
        let ids = { @MainActor (position: Int?) -> Set<AnyHashable> in
            guard let position else { return [] }
            let clicked = rows.tags(at: [position])
            let selected = selection()
            return !clicked.isEmpty && clicked.isSubset(of: selected) ? selected : clicked
        }
        widget.onContextMenuRequest = { position in
            let (entries, actions) = MenuContent.entries(in: menu.menu(ids(position)), environment: EnvironmentValues())
            shown.actions = actions
            return entries.isEmpty ? nil : entries
        }
        widget.onContextMenuItem = { index in
            guard shown.actions.indices.contains(index) else { return }
            shown.actions[index]()
        }
        if let action = menu.primaryAction {
            widget.onActivateRow = { position in action(ids(position)) }
        } else {
            widget.onActivateRow = nil
        }
    }
}
