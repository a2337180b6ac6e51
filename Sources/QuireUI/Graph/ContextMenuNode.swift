/// `.contextMenu`: each widget of the content wrapped in a context-menu widget, kept for as long as
/// the content widget it wraps. The menu's items are the buttons of the menu view (read from the
/// view value, not rendered); an item's action is looked up when chosen.
final class ContextMenuNode: ViewNode {
    private var child = ChildSlot()
    private var items: [MenuItemDescription]?
    private var actions: [@MainActor () -> Void] = []
    private var menus: [ObjectIdentifier: any ContextMenuWidget] = [:]

    override func update(_ view: any View, environment: EnvironmentValues) {
        super.update(view, environment: environment)
        let modified = typed(view, as: (any AnyModifiedContent).self)
        let modifier = typed(modified.anyModifier, as: _ContextMenuModifier.self)
        child.reconcile(modified.anyContent, in: self, environment: environment.outsideListRows)
        let entries = MenuContent.buttons(in: modifier.menuItems, rename: environment.rename)
        actions = entries.map(\.action)
        let newItems = entries.map(\.item)
        let changed = items != newItems
        items = newItems
        widgets = wrap(child.widgets, itemsChanged: changed)
    }

    override func childWidgetsDidChange() {
        let before = widgets
        widgets = wrap(child.widgets, itemsChanged: false)
        if !Self.same(before, widgets) {
            reportWidgetsChanged()
        }
    }

    override func unmount() {
        super.unmount()
        child.clear()
        graph.counters.removed += menus.count
        menus.removeAll()
    }

    private func wrap(_ contents: [any PlatformWidget], itemsChanged: Bool) -> [any PlatformWidget] {
        let items = items ?? []
        var kept: [ObjectIdentifier: any ContextMenuWidget] = [:]
        let wrapped: [any PlatformWidget] = contents.map { content in
            let key = ObjectIdentifier(content)
            if let menu = menus[key] {
                if itemsChanged {
                    menu.setMenuItems(items)
                    graph.counters.updated += 1
                }
                kept[key] = menu
                return menu
            }
            let menu = graph.make { $0.makeContextMenu(around: content) }
            menu.setMenuItems(items)
            menu.onMenuItem = { [weak self] index in self?.choose(index) }
            kept[key] = menu
            return menu
        }
        graph.counters.removed += menus.keys.filter { kept[$0] == nil }.count
        menus = kept
        return wrapped
    }

    private func choose(_ index: Int) {
        guard isMounted, actions.indices.contains(index) else { return }
        actions[index]()
    }
}

/// The buttons in a menu's view, in order, found through the view's structure (`ViewStructure`).
@MainActor
enum MenuContent {
    struct Entry {
        let item: MenuItemDescription
        let action: @MainActor () -> Void
    }

    /// `rename` is the menu's environment's rename action, which a `RenameButton` item runs (the
    /// menu's view is read as a value: the button's own environment is not there).
    static func buttons(in view: any View, rename: RenameAction? = nil, depth: Int = 0) -> [Entry] {
        guard depth < ViewStructure.maximumDepth else { return [] }
        if let button = view as? any AnyButton {
            let item = MenuItemDescription(title: button.accessibleTitle ?? "", isDestructive: button.role == .destructive)
            return [Entry(item: item, action: button.action)]
        }
        if view is any AnyRenameButton {
            return [Entry(item: MenuItemDescription(title: "Rename", isEnabled: rename != nil),
                          action: { rename?() })]
        }
        return ViewStructure.children(of: view).flatMap { buttons(in: $0, rename: rename, depth: depth + 1) }
    }
}
