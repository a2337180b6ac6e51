extension MenuContent {
    /// A menu's entries and the actions of its items, in item order: buttons are items, toggles
    /// check items, pickers submenus of radio items (inline in a section with `.pickerStyle(.inline)`),
    /// dividers split their level into sections, `Section`s are sections with their header's text,
    /// nested `Menu`s submenus; everything else is looked through (`ViewStructure`), environment
    /// modifiers applied. Reading toggles' and pickers' bindings, it is run under tracking.
    static func entries(in view: any View, environment: EnvironmentValues)
        -> (entries: [MenuEntry], actions: [@MainActor () -> Void]) {
        var actions: [@MainActor () -> Void] = []
        let entries = level(view, environment: environment, actions: &actions, depth: 0)
        return (entries, actions)
    }

    private enum Piece {
        case entry(MenuEntry)
        case divider
    }

    /// The entries of one menu level: sections where dividers split it.
    private static func level(_ view: any View, environment: EnvironmentValues, actions: inout [@MainActor () -> Void],
                              depth: Int) -> [MenuEntry] {
        let pieces = self.pieces(view, environment: environment, actions: &actions, depth: depth)
        guard pieces.contains(where: { if case .divider = $0 { true } else { false } }) else {
            return pieces.compactMap { if case .entry(let entry) = $0 { entry } else { nil } }
        }
        var sections: [[MenuEntry]] = [[]]
        for piece in pieces {
            switch piece {
            case .entry(let entry): sections[sections.count - 1].append(entry)
            case .divider: sections.append([])
            }
        }
        return sections.filter { !$0.isEmpty }.map { .section(title: nil, $0) }
    }

    private static func pieces(_ view: any View, environment: EnvironmentValues, actions: inout [@MainActor () -> Void],
                               depth: Int) -> [Piece] {
        guard depth < ViewStructure.maximumDepth else { return [] }
        if let button = view as? any AnyButton {
            actions.append(button.action)
            return [.entry(.item(MenuItemDescription(title: button.accessibleTitle ?? "",
                                                     isDestructive: button.role == .destructive,
                                                     isEnabled: environment.isEnabled)))]
        }
        if view is any AnyRenameButton {
            let rename = environment.rename
            actions.append { rename?() }
            return [.entry(.item(MenuItemDescription(title: RenameAction.menuItemTitle,
                                                     isEnabled: environment.isEnabled && rename != nil)))]
        }
        if let toggle = view as? any AnyToggle {
            let isOn = toggle.state.isOn
            actions.append { isOn.wrappedValue.toggle() }
            return [.entry(.item(MenuItemDescription(title: toggle.accessibleTitle ?? "", isEnabled: environment.isEnabled,
                                                     mark: .check(isOn: isOn.wrappedValue))))]
        }
        if let picker = view as? any AnyPicker {
            let choices = picker.choices
            let selected = picker.selectedIndex(in: choices)
            let items = choices.enumerated().map { index, choice -> MenuEntry in
                actions.append { _ = picker.choose(choice) }
                return .item(MenuItemDescription(title: choice.title, isEnabled: environment.isEnabled,
                                                 mark: .radio(isSelected: index == selected)))
            }
            if environment.pickerKind == .radioButtons {
                return [.entry(.section(title: nil, items))]
            }
            return [.entry(.submenu(title: picker.accessibleTitle ?? "", items))]
        }
        if view is Divider { return [.divider] }
        if let menu = view as? any AnyMenu {
            return [.entry(.submenu(title: menu.accessibleTitle ?? "",
                                    level(menu.contentView, environment: environment, actions: &actions,
                                          depth: depth + 1)))]
        }
        if let section = view as? any AnySection {
            let title = (section.headerView as? Text)?.content
            return [.entry(.section(title: title, level(section.contentView, environment: environment,
                                                        actions: &actions, depth: depth + 1)))]
        }
        if let modified = view as? any AnyModifiedContent,
           let modifier = modified.anyModifier as? _EnvironmentModifier {
            var inner = environment
            modifier.transform(&inner)
            return pieces(modified.anyContent, environment: inner, actions: &actions, depth: depth + 1)
        }
        return ViewStructure.children(of: view).flatMap {
            pieces($0, environment: environment, actions: &actions, depth: depth + 1)
        }
    }
}
