import QuireCore

/// One entry of a command menu as read from the commands' views: what the primary menu shows and what
/// choosing it does. Read again whenever what the views read changes (the focused window, its values).
@MainActor
package struct CommandItem {
    package enum Kind {
        /// A `Button`: runs its action.
        case button(action: @MainActor () -> Void)
        /// A `Toggle`: a check item showing and setting the binding.
        case toggle(isOn: Binding<Bool>)
        /// A `Picker`: radio items, one per choice; `choose` sets the selection to the choice at an index.
        case picker(choices: [String], selectedIndex: Int?, choose: @MainActor (Int) -> Void)
        /// A nested `Menu`: a submenu.
        case submenu([CommandItem])
        /// A `Section`, or the items between `Divider`s: set apart, with an optional header.
        case section([CommandItem])
    }

    package var title: String?
    package var kind: Kind
    package var shortcut: KeyboardShortcut?
    package var isEnabled: Bool

    /// What the item looks like, without its actions: two readings with the same shapes make the same
    /// menu, so only enabled and on states are brought up to date.
    package var shape: Shape {
        let kindShape: Shape.Kind = switch kind {
        case .button: .button
        case .toggle: .toggle
        case .picker(let choices, _, _): .picker(choices)
        case .submenu(let items): .submenu(items.map(\.shape))
        case .section(let items): .section(items.map(\.shape))
        }
        return Shape(title: title, kind: kindShape, shortcut: shortcut)
    }

    package struct Shape: Hashable {
        package indirect enum Kind: Hashable {
            case button, toggle
            case picker([String])
            case submenu([Shape])
            case section([Shape])
        }

        package var title: String?
        package var kind: Kind
        package var shortcut: KeyboardShortcut?

        package init(title: String?, kind: Kind, shortcut: KeyboardShortcut?) {
            self.title = title
            self.kind = kind
            self.shortcut = shortcut
        }
    }
}

/// What the app's commands contribute, read once: their menus in declaration order and, per placement,
/// the items added before and after Quire's own and those replacing them.
@MainActor
package struct ResolvedCommands {
    package struct Menu {
        package var title: String
        package var items: [CommandItem]
    }

    package struct Group {
        package var before: [CommandItem] = []
        /// Set when a `CommandGroup(replacing:)` replaced Quire's own items (possibly with none).
        package var replacement: [CommandItem]?
        package var after: [CommandItem] = []
    }

    package var menus: [Menu] = []
    package var groups: [CommandGroupPlacement.Identifier: Group] = [:]

    package init() {}

    /// What the app's command groups put at `placement` (nothing, for none).
    package func group(at placement: CommandGroupPlacement.Identifier) -> Group {
        groups[placement] ?? Group()
    }

    /// Whether an app's `CommandGroup(replacing:)` took `placement` over.
    package func replaces(_ placement: CommandGroupPlacement.Identifier) -> Bool {
        groups[placement]?.replacement != nil
    }
}
