import Foundation
import QuireCore
import Testing
@testable import QuireUI

/// What an app's commands become, headless: the menus and groups `AppCommands` reads (items,
/// shortcuts, enabled states, placements), and how their actions reach the focused window.
@MainActor
@Suite struct CommandsTests {
    enum Case: String, Hashable { case lower, upper }

    /// Commands as public SwiftUI apps write them: a struct reading the focused window's counter.
    struct CounterCommands: Commands {
        @FocusedBinding(\.counter) var counter
        @Binding var showsRuler: Bool
        @Binding var textCase: Case

        var body: some Commands {
            CommandMenu("Counter") {
                Button("Add Ten") { counter = (counter ?? 0) + 10 }
                    .keyboardShortcut("t", modifiers: [.command, .shift])
                    .disabled(counter == nil)
                Divider()
                Toggle("Show Ruler", isOn: $showsRuler)
                Picker("Case", selection: $textCase) {
                    Text("Lower").tag(Case.lower)
                    Text("Upper").tag(Case.upper)
                }
                Menu("More") {
                    ResetButton()
                }
            }
            CommandGroup(replacing: .newItem) {
                Button("New Counter") {}
                    .keyboardShortcut("n")
            }
            CommandGroup(after: .saveItem) {
                Button("Save Snapshot") {}
            }
            CommandGroup(before: .help) {
                Button("Counter Help") {}
            }
        }
    }

    /// A view inside commands with focused values of its own, as Apple's samples write them.
    struct ResetButton: View {
        @FocusedBinding(\.counter) var counter

        var body: some View {
            Button("Reset") { counter = 0 }
                .disabled(counter == nil || counter == 0)
        }
    }

    final class Preferences {
        var showsRuler = false
        var textCase = Case.lower
    }

    private func commands(_ settings: Preferences, store: FocusedValuesStore) -> AppCommands {
        var environment = EnvironmentValues()
        environment.focusedValuesStore = store
        let showsRuler = Binding(get: { settings.showsRuler }, set: { settings.showsRuler = $0 })
        let textCase = Binding(get: { settings.textCase }, set: { settings.textCase = $0 })
        return AppCommands(source: { _ in [CounterCommands(showsRuler: showsRuler, textCase: textCase)] },
                           environment: environment)
    }

    private static func button(_ items: [CommandItem], _ title: String) -> CommandItem? {
        for item in items {
            if item.title == title, case .button = item.kind { return item }
            switch item.kind {
            case .submenu(let inner), .section(let inner):
                if let found = button(inner, title) { return found }
            default: break
            }
        }
        return nil
    }

    private static func perform(_ item: CommandItem?) {
        guard let item, item.isEnabled, case .button(let action) = item.kind else { return }
        action()
    }

    @Test func menusAndGroupsAreReadWithShortcutsPlacementsAndControls() throws {
        let settings = Preferences()
        let commands = commands(settings, store: FocusedValuesStore())
        let resolved = commands.resolved
        let menu = try #require(resolved.menus.first)
        #expect(resolved.menus.map(\.title) == ["Counter"])
        // The divider splits the menu into two sections.
        #expect(menu.items.count == 2)
        guard case .section(let first) = menu.items[0].kind, case .section(let second) = menu.items[1].kind else {
            Issue.record("no sections: \(menu.items.map(\.shape))")
            return
        }
        #expect(first.first?.title == "Add Ten")
        #expect(first.first?.shortcut == KeyboardShortcut("t", modifiers: [.command, .shift]))
        // Nothing is focused: the command reading the counter is disabled.
        #expect(first.first?.isEnabled == false)
        #expect(second.map(\.title) == ["Show Ruler", "Case", "More"])
        guard case .toggle(let isOn) = second[0].kind, case .picker(let choices, let selected, let choose) = second[1].kind,
              case .submenu(let more) = second[2].kind else {
            Issue.record("unexpected kinds: \(second.map(\.shape))")
            return
        }
        #expect(choices == ["Lower", "Upper"])
        #expect(selected == 0)
        isOn.wrappedValue.toggle()
        choose(1)
        #expect(settings.showsRuler)
        #expect(settings.textCase == .upper)
        #expect(more.first?.title == "Reset")

        #expect(resolved.replaces(.newItem))
        #expect(resolved.group(at: .newItem).replacement?.first?.shortcut == KeyboardShortcut("n"))
        #expect(resolved.group(at: .saveItem).after.map(\.title) == ["Save Snapshot"])
        #expect(!resolved.replaces(.saveItem))
        #expect(resolved.group(at: .help).before.map(\.title) == ["Counter Help"])
    }

    @Test func aCommandActsOnTheFocusedWindowAndIsDisabledWithoutOne() async throws {
        let store = FocusedValuesStore()
        let first = appWindow(in: store) { FocusedValuesTests.CounterWindow(name: "First") }
        let second = appWindow(in: store) { FocusedValuesTests.CounterWindow(name: "Second") }
        moveKeyboardFocus(in: first, to: try first.widget(.textField))
        moveKeyboardFocus(in: second, to: try second.widget(.textField))
        let commands = commands(Preferences(), store: store)

        store.focus(second.graph)
        await nextReading(of: commands)
        var add = Self.button(commands.resolved.menus[0].items, "Add Ten")
        #expect(add?.isEnabled == true)
        Self.perform(add)
        first.flush()
        second.flush()
        #expect(second.texts.contains("Second: 10"))
        #expect(first.texts.contains("First: 0"))
        await nextReading(of: commands)
        #expect(Self.button(commands.resolved.menus[0].items, "Reset")?.isEnabled == true)

        store.focus(first.graph)
        await nextReading(of: commands)
        add = Self.button(commands.resolved.menus[0].items, "Add Ten")
        Self.perform(add)
        first.flush()
        #expect(first.texts.contains("First: 10"))
        #expect(second.texts.contains("Second: 10"))

        store.focus(nil)
        await nextReading(of: commands)
        add = Self.button(commands.resolved.menus[0].items, "Add Ten")
        #expect(add?.isEnabled == false)
    }

    /// Waits for `commands` to read again after a change (it does so on the next main-actor turn).
    private func nextReading(of commands: AppCommands) async {
        await withCheckedContinuation { continuation in
            commands.onChange = { _ in
                commands.onChange = { _ in }
                continuation.resume()
            }
        }
    }

    @Test func windowScenesBringTheirOwnCommandsUnlessRemoved() {
        struct Windows: App {
            var body: some Scene {
                WindowGroup("Main") { Text("main") }
                WindowGroup("Item", id: "item", for: Int.self) { value in Text("\(value.wrappedValue ?? 0)") }
                    .commandsRemoved()
                Window("Activity", id: "activity") { Text("activity") }
                Settings { Text("settings") }
            }
        }
        let declarations = SceneDeclarations(Windows().body)
        var reader = CommandsReader(environment: EnvironmentValues())
        for command in declarations.commands { reader.read(command) }
        let newItems = reader.resolved.group(at: .newItem).after
        #expect(newItems.map(\.title) == ["New Main Window"])
        // The main group of an app without documents takes Ctrl+N, as ⌘N does.
        #expect(newItems.first?.shortcut == KeyboardShortcut("n"))
        #expect(reader.resolved.group(at: .singleWindowList).after.map(\.title) == ["Activity"])
    }

    @Test func commandsReplacedTakesTheScenesCommandsPlaceAndMacOnlyCommandsAddNothing() {
        struct Replaced: App {
            var body: some Scene {
                WindowGroup("Main") { Text("main") }
                    .commands { CommandMenu("Old") { Button("Gone") {} } }
                    .commandsReplaced {
                        CommandMenu("New") { Button("Kept") {} }
                        TextEditingCommands()
                        TextFormattingCommands()
                        ToolbarCommands()
                        ImportFromDevicesCommands()
                        EmptyCommands()
                    }
            }
        }
        let declarations = SceneDeclarations(Replaced().body)
        var reader = CommandsReader(environment: EnvironmentValues())
        for command in declarations.commands { reader.read(command) }
        #expect(reader.resolved.menus.map(\.title) == ["New"])
        #expect(reader.resolved.menus.first?.items.map(\.title) == ["Kept"])
        #expect(reader.resolved.groups.isEmpty)
    }

    @Test func sidebarCommandsToggleTheFocusedWindowsSidebar() async throws {
        let store = FocusedValuesStore()
        let window = appWindow(in: store) {
            NavigationSplitView { Text("Sidebar") } detail: { Text("Detail") }
        }
        var environment = EnvironmentValues()
        environment.focusedValuesStore = store
        let commands = AppCommands(source: { _ in [SidebarCommands()] }, environment: environment)
        var item = try #require(commands.resolved.group(at: .sidebar).before.first)
        #expect(item.isEnabled == false)

        store.focus(window.graph)
        await nextReading(of: commands)
        item = try #require(commands.resolved.group(at: .sidebar).before.first)
        #expect(item.title == "Hide Sidebar")
        #expect(item.shortcut == KeyboardShortcut(.f9, modifiers: []))
        Self.perform(item)
        window.flush()
        #expect(try window.widget(.splitView).showsSidebar == false)
        await nextReading(of: commands)
        #expect(commands.resolved.group(at: .sidebar).before.first?.title == "Show Sidebar")
    }

    /// An app reading the focused window in its own property, as public SwiftUI apps do: its body's
    /// commands are read again as the focused window changes.
    struct CounterApp: App {
        @FocusedBinding(\.counter) var counter

        var body: some Scene {
            WindowGroup { Text("window") }
                .commands {
                    CommandMenu("Counter") {
                        Button("Add One") { counter = (counter ?? 0) + 1 }
                            .disabled(counter == nil)
                    }
                }
        }
    }

    @Test func anAppsOwnFocusedPropertiesFollowTheFocusedWindow() async throws {
        let store = FocusedValuesStore()
        let window = appWindow(in: store) { FocusedValuesTests.CounterWindow(name: "Only") }
        moveKeyboardFocus(in: window, to: try window.widget(.textField))
        let app = CounterApp()
        var environment = EnvironmentValues()
        environment.focusedValuesStore = store
        let commands = AppCommands(source: { reader in
            reader.link(app)
            return SceneDeclarations(app.body).commands
        }, environment: environment)
        #expect(Self.button(commands.resolved.menus[0].items, "Add One")?.isEnabled == false)

        store.focus(window.graph)
        await nextReading(of: commands)
        let add = Self.button(commands.resolved.menus[0].items, "Add One")
        #expect(add?.isEnabled == true)
        Self.perform(add)
        window.flush()
        #expect(window.texts.contains("Only: 1"))
    }
}
