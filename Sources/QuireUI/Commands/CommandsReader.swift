import QuireCore

/// Reads commands into what the primary menu shows: `Commands` bodies are evaluated, their menus'
/// and groups' views read as `Menu` content is (`ViewStructure`) — buttons are items, dividers split
/// sections, `Section`s and nested `Menu`s nest, and `Toggle`s and `Picker`s become check and radio
/// items — with `.disabled` and `.keyboardShortcut` applied from the modifiers around them.
///
/// Commands and the views inside them are values read each time, not rendered: before a body is
/// evaluated its `@Environment`, `@EnvironmentObject`, `@ObservedObject` and focused-value properties
/// are pointed at the app's environment (`ReadLinkedProperty`); `@State` in them keeps no value.
/// The objects they watch are collected for the reader's owner to observe.
@MainActor
package struct CommandsReader {
    let environment: EnvironmentValues
    package private(set) var resolved = ResolvedCommands()
    /// The `ObservableObject`s read, whose changes call for reading again.
    package private(set) var watchedObjects: [any ObservableObject] = []

    package init(environment: EnvironmentValues) {
        self.environment = environment
    }

    /// Reads `commands` and everything in them.
    package mutating func read(_ commands: any Commands) {
        if let primitive = commands as? any PrimitiveCommands {
            primitive.read(into: &self)
        } else {
            link(commands, environment: environment)
            read(commandsBody(of: commands))
        }
    }

    mutating func addMenu(_ title: String, items: [CommandItem]) {
        resolved.menus.append(ResolvedCommands.Menu(title: title, items: items))
    }

    mutating func addGroup(_ placement: CommandGroupPlacement, _ position: CommandGroupPosition, items: [CommandItem]) {
        var group = resolved.group(at: placement.identifier)
        switch position {
        case .before: group.before += items
        case .after: group.after += items
        case .replacing: group.replacement = (group.replacement ?? []) + items
        }
        resolved.groups[placement.identifier] = group
    }

    /// The items of a menu or group whose content is `view`.
    mutating func items(in view: any View) -> [CommandItem] {
        level(view, environment: environment, depth: 0)
    }

    private enum Piece {
        case item(CommandItem)
        case divider
    }

    /// One menu level: sections where dividers split it.
    private mutating func level(_ view: any View, environment: EnvironmentValues, depth: Int) -> [CommandItem] {
        let pieces = pieces(view, environment: environment, depth: depth)
        guard pieces.contains(where: { if case .divider = $0 { true } else { false } }) else {
            return pieces.compactMap { if case .item(let item) = $0 { item } else { nil } }
        }
        var sections: [[CommandItem]] = [[]]
        for piece in pieces {
            switch piece {
            case .item(let item): sections[sections.count - 1].append(item)
            case .divider: sections.append([])
            }
        }
        return sections.filter { !$0.isEmpty }.map {
            CommandItem(title: nil, kind: .section($0), shortcut: nil, isEnabled: true)
        }
    }

    private mutating func pieces(_ view: any View, environment: EnvironmentValues, depth: Int) -> [Piece] {
        guard depth < ViewStructure.maximumDepth else { return [] }
        if let button = view as? any AnyButton {
            return [.item(CommandItem(title: button.accessibleTitle ?? "", kind: .button(action: button.action),
                                      shortcut: environment.keyboardShortcut, isEnabled: environment.isEnabled))]
        }
        if view is any AnyRenameButton {
            let rename = environment.rename
            return [.item(CommandItem(title: RenameAction.menuItemTitle, kind: .button(action: { rename?() }),
                                      shortcut: environment.keyboardShortcut,
                                      isEnabled: environment.isEnabled && rename != nil))]
        }
        if let toggle = view as? any AnyToggle {
            return [.item(CommandItem(title: toggle.accessibleTitle ?? "", kind: .toggle(isOn: toggle.state.isOn),
                                      shortcut: environment.keyboardShortcut, isEnabled: environment.isEnabled))]
        }
        if let picker = view as? any AnyPicker {
            let choices = picker.choices
            let kind = CommandItem.Kind.picker(
                choices: choices.map(\.title), selectedIndex: picker.selectedIndex(in: choices),
                choose: { index in
                    guard choices.indices.contains(index) else { return }
                    _ = picker.choose(choices[index])
                })
            return [.item(CommandItem(title: picker.accessibleTitle ?? "", kind: kind, shortcut: nil,
                                      isEnabled: environment.isEnabled))]
        }
        if view is Divider { return [.divider] }
        if let menu = view as? any AnyMenu {
            let items = level(menu.contentView, environment: environment, depth: depth + 1)
            return [.item(CommandItem(title: menu.accessibleTitle ?? "", kind: .submenu(items), shortcut: nil,
                                      isEnabled: environment.isEnabled))]
        }
        if let section = view as? any AnySection {
            let items = level(section.contentView, environment: environment, depth: depth + 1)
            return [.item(CommandItem(title: (section.headerView as? Text)?.content, kind: .section(items),
                                      shortcut: nil, isEnabled: environment.isEnabled))]
        }
        if let modified = view as? any AnyModifiedContent {
            var inner = environment
            (modified.anyModifier as? _EnvironmentModifier)?.transform(&inner)
            return pieces(modified.anyContent, environment: inner, depth: depth + 1)
        }
        if !(view is any PrimitiveView) {
            link(view, environment: environment)
            return pieces(evaluateBody(of: view), environment: environment, depth: depth + 1)
        }
        return ViewStructure.children(of: view).flatMap { pieces($0, environment: environment, depth: depth + 1) }
    }

    /// Points the dynamic properties of `value` (the app, whose body the commands come from) at the
    /// reading's environment.
    package mutating func link(_ value: Any) {
        link(value, environment: environment)
    }

    /// Points the dynamic properties of `value` (commands or a view) at `environment`.
    private mutating func link(_ value: Any, environment: EnvironmentValues) {
        for child in Mirror(reflecting: value).children {
            if let property = child.value as? any ReadLinkedProperty,
               let object = property.link(reading: environment) {
                watchedObjects.append(object)
            }
        }
    }
}

@MainActor
private func commandsBody<C: Commands>(of commands: C) -> any Commands {
    if C.Body.self == Never.self { return EmptyCommands() }
    return commands.body
}

/// A dynamic property that commands (read, not rendered) can use: pointed at the reading's
/// environment; returns the object whose changes call for reading again, if any.
@MainActor
protocol ReadLinkedProperty {
    func link(reading environment: EnvironmentValues) -> (any ObservableObject)?
}

extension Environment: ReadLinkedProperty {
    func link(reading environment: EnvironmentValues) -> (any ObservableObject)? {
        location.values = environment
        return nil
    }
}

extension EnvironmentObject: ReadLinkedProperty {
    func link(reading environment: EnvironmentValues) -> (any ObservableObject)? {
        location.object = environment[object: ObjectType.self]
        return location.object
    }
}

extension ObservedObject: ReadLinkedProperty {
    func link(reading environment: EnvironmentValues) -> (any ObservableObject)? {
        wrappedValue
    }
}

extension FocusedValue: ReadLinkedProperty {
    func link(reading environment: EnvironmentValues) -> (any ObservableObject)? {
        location.store = environment.focusedValuesStore
        return nil
    }
}

extension FocusedBinding: ReadLinkedProperty {
    func link(reading environment: EnvironmentValues) -> (any ObservableObject)? {
        location.store = environment.focusedValuesStore
        return nil
    }
}

extension FocusedObject: ReadLinkedProperty {
    func link(reading environment: EnvironmentValues) -> (any ObservableObject)? {
        location.store = environment.focusedValuesStore
        return wrappedValue
    }
}
