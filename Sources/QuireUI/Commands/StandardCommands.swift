/// The sidebar command (SwiftUI's `SidebarCommands`): "Hide Sidebar" or "Show Sidebar" in the
/// `sidebar` group, with F9 — GNOME's key for it, which every `NavigationSplitView` answers anyway —
/// acting on the focused window's split view; disabled while that window has none.
public struct SidebarCommands: Commands, PrimitiveCommands {
    public typealias Body = Never

    public init() {}

    func read(into reader: inout CommandsReader) {
        let toggle = reader.environment.focusedValuesStore?.values.sidebarToggle
        let item = CommandItem(title: toggle?.isShown == false ? "Show Sidebar" : "Hide Sidebar",
                               kind: .button { toggle?.toggle() },
                               shortcut: KeyboardShortcut(.f9, modifiers: []), isEnabled: toggle != nil)
        reader.addGroup(.sidebar, .before, items: [item])
    }
}

/// The Mac's text-editing commands (SwiftUI's `TextEditingCommands`: Find, Spelling, Substitutions,
/// Transformations, Speech). Accepted, adding nothing: GTK's text widgets bring their own editing keys
/// and context menu, and GNOME puts no such items in an app's primary menu.
public struct TextEditingCommands: Commands, PrimitiveCommands {
    public typealias Body = Never

    public init() {}

    func read(into reader: inout CommandsReader) {}
}

/// The Mac's text-formatting commands (SwiftUI's `TextFormattingCommands`: the Font and Text menus
/// driving the font panel). Accepted, adding nothing: GNOME has no font panel for rich text to drive.
public struct TextFormattingCommands: Commands, PrimitiveCommands {
    public typealias Body = Never

    public init() {}

    func read(into reader: inout CommandsReader) {}
}

/// The toolbar commands (SwiftUI's `ToolbarCommands`: Show/Hide Toolbar, Customize Toolbar).
/// Accepted, adding nothing: a GNOME header bar is always shown and is not customized.
public struct ToolbarCommands: Commands, PrimitiveCommands {
    public typealias Body = Never

    public init() {}

    func read(into reader: inout CommandsReader) {}
}

/// The Mac's Continuity Camera commands (SwiftUI's `ImportFromDevicesCommands`: import from an iPhone
/// or iPad). Accepted, adding nothing: there is no such device link on Linux.
public struct ImportFromDevicesCommands: Commands, PrimitiveCommands {
    public typealias Body = Never

    public init() {}

    func read(into reader: inout CommandsReader) {}
}

/// What the focused window's split view offers `SidebarCommands`: whether its sidebar shows, and the
/// toggle (F9's).
struct SidebarToggle: Equatable {
    let owner: ObjectIdentifier
    let isShown: Bool
    let toggle: @MainActor () -> Void

    static func == (lhs: SidebarToggle, rhs: SidebarToggle) -> Bool {
        lhs.owner == rhs.owner && lhs.isShown == rhs.isShown
    }
}

extension KeyEquivalent {
    /// F9: AppKit's function-key character for it (`NSF9FunctionKey`), as a Mac app writes it.
    static let f9 = KeyEquivalent("\u{F70C}")
}

private struct SidebarToggleKey: FocusedValueKey {
    typealias Value = SidebarToggle
}

extension FocusedValues {
    /// The focused window's split view, for `SidebarCommands`.
    var sidebarToggle: SidebarToggle? {
        get { self[SidebarToggleKey.self] }
        set { self[SidebarToggleKey.self] = newValue }
    }
}
