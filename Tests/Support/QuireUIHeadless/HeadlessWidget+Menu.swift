import QuireUI
extension HeadlessWidget {
    package func setMenu(_ entries: [MenuEntry]) { menu = entries; changes += 1 }
    package func setFlat(_ flat: Bool) { isFlat = flat; changes += 1 }
    package func setIndicator(_ visibility: Visibility) { menuIndicator = visibility; changes += 1 }

    /// The marks of a menu's items in item order (nil for a plain item).
    package var menuItemMarks: [MenuItemMark?] {
        func marks(_ entries: [MenuEntry]) -> [MenuItemMark?] {
            entries.flatMap { entry -> [MenuItemMark?] in
                switch entry {
                case .item(let item): [item.mark]
                case .section(_, let entries), .submenu(_, let entries): marks(entries)
                }
            }
        }
        return marks(menu)
    }

    /// The titles of a menu's items in item order (the numbers `onMenuItem` reports), through
    /// sections and submenus.
    package var menuItemTitles: [String] {
        func titles(_ entries: [MenuEntry]) -> [String] {
            entries.flatMap { entry -> [String] in
                switch entry {
                case .item(let item): [item.title]
                case .section(_, let entries), .submenu(_, let entries): titles(entries)
                }
            }
        }
        return titles(menu)
    }

    // MARK: standing in for the person

    /// Opens a menu button's menu and chooses the item titled `title`; false when there is none.
    @discardableResult
    package func chooseMenuEntry(_ title: String) -> Bool {
        guard style.isEnabled, let index = menuItemTitles.firstIndex(of: title) else { return false }
        onMenuItem?(index)
        return true
    }

    /// Clicks the button of a split button.
    package func pressPrimaryAction() {
        guard style.isEnabled else { return }
        onPrimaryAction?()
    }
}
