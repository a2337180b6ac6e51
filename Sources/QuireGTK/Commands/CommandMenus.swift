import CGtk
import QuireUI

/// The app's commands (`.commands { }`, the scenes' own) as GNOME has them: one app action per item
/// (`app.command-N`: check items for toggles, radio items for pickers), the items' keyboard shortcuts
/// as the app's accelerators, and menu fragments — per placement, the items before, instead of and
/// after Quire's own; the command menus as submenus — that every window's primary menu copies
/// (`PrimaryMenu`).
///
/// The actions are the app's, so a shortcut or menu item acts through the commands' reading, which
/// follows the focused window's values: a command acts on the focused window. A reading whose items
/// look the same (`CommandItem.Shape`) only brings enabled and on states up to date; another shape
/// rebuilds actions, accelerators and fragments and tells the windows (`onRebuild`).
@MainActor
final class CommandMenus {
    private let runner: ApplicationRunner
    /// Kept here: it reads the commands again for as long as the app runs.
    private let commands: AppCommands
    private(set) var resolved: ResolvedCommands
    private var shape: [CommandItem.Shape]?
    private var actions: [GTK.Action] = []
    private var actionItems: [CommandItem] = []
    private var fragments: [Fragment: GTK.Menu] = [:]
    private(set) var menus = GTK.Menu()
    /// The shortcuts the commands use (`GTKShortcutTrigger.canonical`): Quire's own accelerators give
    /// way to them.
    private(set) var shortcuts: Set<String> = []
    /// Called after the actions and fragments were rebuilt.
    var onRebuild: () -> Void = {}

    /// A placement's items of one kind.
    struct Fragment: Hashable {
        enum Part: Hashable { case before, replacement, after }
        let placement: CommandGroupPlacement.Identifier
        let part: Part
    }

    init(runner: ApplicationRunner, commands: AppCommands) {
        self.runner = runner
        self.commands = commands
        resolved = commands.resolved
        update(commands.resolved)
        commands.onChange = { [weak self] in self?.update($0) }
    }

    /// The menu of `placement`'s `part`, nil when it has no items (a replacement by nothing: empty).
    func fragment(_ placement: CommandGroupPlacement.Identifier, _ part: Fragment.Part) -> GTK.Menu? {
        fragments[Fragment(placement: placement, part: part)]
    }

    /// The commands with a keyboard shortcut, for the shortcuts window: each command menu's under its
    /// title, those added to Quire's placements under "Commands".
    var shortcutGroups: [ShortcutsWindow.Group] {
        func shortcuts(in items: [CommandItem]) -> [ShortcutsWindow.Shortcut] {
            items.flatMap { item -> [ShortcutsWindow.Shortcut] in
                switch item.kind {
                case .submenu(let inner), .section(let inner): return shortcuts(in: inner)
                default:
                    guard let title = item.title, let shortcut = item.shortcut,
                          let accelerator = GTKShortcutTrigger.string(for: shortcut) else { return [] }
                    return [ShortcutsWindow.Shortcut(title: title, accelerator: accelerator)]
                }
            }
        }
        var placed: [CommandItem] = []
        Self.forEachGroup(of: resolved) { _, items in placed += items }
        return [ShortcutsWindow.Group(title: "Commands", shortcuts: shortcuts(in: placed))]
            + resolved.menus.map { ShortcutsWindow.Group(title: $0.title, shortcuts: shortcuts(in: $0.items)) }
    }

    private func update(_ resolved: ResolvedCommands) {
        self.resolved = resolved
        let shape = Self.shape(of: resolved)
        if shape == self.shape {
            actionItems = []
            Self.forEachGroup(of: resolved) { _, items in collectActionItems(items) }
            for menu in resolved.menus { collectActionItems(menu.items) }
            refreshStates()
            return
        }
        self.shape = shape
        rebuild(resolved)
        onRebuild()
    }

    private static func shape(of resolved: ResolvedCommands) -> [CommandItem.Shape] {
        var shapes: [CommandItem.Shape] = []
        forEachGroup(of: resolved) { fragment, items in
            shapes.append(CommandItem.Shape(title: "\(fragment)", kind: .section(items.map(\.shape)), shortcut: nil))
        }
        shapes += resolved.menus.map { CommandItem.Shape(title: $0.title, kind: .submenu($0.items.map(\.shape)), shortcut: nil) }
        return shapes
    }

    /// Each placement part with items (or a replacement), in placement order.
    private static func forEachGroup(of resolved: ResolvedCommands, _ body: (Fragment, [CommandItem]) -> Void) {
        for placement in CommandGroupPlacement.Identifier.allCases {
            let group = resolved.group(at: placement)
            if !group.before.isEmpty { body(Fragment(placement: placement, part: .before), group.before) }
            if let replacement = group.replacement { body(Fragment(placement: placement, part: .replacement), replacement) }
            if !group.after.isEmpty { body(Fragment(placement: placement, part: .after), group.after) }
        }
    }

    private func collectActionItems(_ items: [CommandItem]) {
        for item in items {
            switch item.kind {
            case .button, .toggle, .picker: actionItems.append(item)
            case .submenu(let inner), .section(let inner): collectActionItems(inner)
            }
        }
    }

    private func rebuild(_ resolved: ResolvedCommands) {
        for action in actions {
            GTK.setAccelerators([], for: "app.\(action.name)", in: runner)
            action.remove(from: runner.application)
        }
        actions = []
        actionItems = []
        shortcuts = []
        fragments = [:]
        Self.forEachGroup(of: resolved) { fragment, items in
            let menu = GTK.Menu()
            append(items, to: menu)
            fragments[fragment] = menu
        }
        menus = GTK.Menu()
        for commandMenu in resolved.menus {
            let submenu = GTK.Menu()
            append(commandMenu.items, to: submenu)
            menus.appendSubmenu(commandMenu.title, submenu)
        }
    }

    /// Appends menu items for `items`, making an action for each that acts.
    private func append(_ items: [CommandItem], to menu: GTK.Menu) {
        for item in items {
            let title = item.title ?? ""
            switch item.kind {
            case .button:
                menu.append(title, action: "app.\(makeAction(for: item).name)")
            case .toggle:
                menu.append(title, action: "app.\(makeAction(for: item).name)")
            case .picker(let choices, _, _):
                let name = makeAction(for: item).name
                let submenu = GTK.Menu()
                for (index, choice) in choices.enumerated() {
                    submenu.append(choice, action: "app.\(name)::\(index)")
                }
                menu.appendSubmenu(title, submenu)
            case .submenu(let inner):
                let submenu = GTK.Menu()
                append(inner, to: submenu)
                menu.appendSubmenu(title, submenu)
            case .section(let inner):
                let section = GTK.Menu()
                append(inner, to: section)
                menu.appendSection(section, title: item.title)
            }
        }
    }

    private func makeAction(for item: CommandItem) -> GTK.Action {
        let index = actionItems.count
        let name = "command-\(index)"
        let perform: @MainActor (String?) -> Void = { [weak self] parameter in self?.perform(index, parameter) }
        let action: GTK.Action = switch item.kind {
        case .toggle(let isOn): GTK.Action(name: name, state: .bool(isOn.wrappedValue), handler: perform)
        case .picker(_, let selected, _):
            GTK.Action(name: name, takesString: true, state: .string(selected.map(String.init) ?? ""), handler: perform)
        default: GTK.Action(name: name, handler: perform)
        }
        action.isEnabled = item.isEnabled
        action.add(to: runner.application)
        if let shortcut = item.shortcut, let trigger = GTKShortcutTrigger.string(for: shortcut) {
            GTK.setAccelerators([trigger], for: "app.\(name)", in: runner)
            shortcuts.insert(GTKShortcutTrigger.canonical(trigger))
        }
        actions.append(action)
        actionItems.append(item)
        return action
    }

    private func refreshStates() {
        for (action, item) in zip(actions, actionItems) {
            action.isEnabled = item.isEnabled
            switch item.kind {
            case .toggle(let isOn): action.setState(.bool(isOn.wrappedValue))
            case .picker(_, let selected, _): action.setState(.string(selected.map(String.init) ?? ""))
            default: break
            }
        }
    }

    /// A menu item or shortcut of the command at `index`, in the latest reading.
    private func perform(_ index: Int, _ parameter: String?) {
        guard actionItems.indices.contains(index), actionItems[index].isEnabled else { return }
        switch actionItems[index].kind {
        case .button(let action):
            action()
        case .toggle(let isOn):
            isOn.wrappedValue.toggle()
            actions[index].setState(.bool(isOn.wrappedValue))
        case .picker(_, _, let choose):
            guard let parameter, let choice = Int(parameter) else { return }
            choose(choice)
            actions[index].setState(.string(parameter))
        case .submenu, .section:
            break
        }
    }
}
