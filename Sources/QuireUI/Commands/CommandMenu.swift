/// A menu of the app's own commands (SwiftUI's `CommandMenu`). GNOME windows have no menu bar: it is a
/// submenu of each window's primary menu, titled `name`, after Quire's view items and before
/// Preferences, in the order declared. Its buttons' keyboard shortcuts work in every window of the app.
public struct CommandMenu<Content: View>: Commands, PrimitiveCommands {
    public typealias Body = Never

    let name: String
    let content: Content

    /// A menu titled by `nameKey`.
    public init(_ nameKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        name = nameKey.resolved
        self.content = content()
    }

    /// A menu titled by `name`'s text.
    public init(_ name: Text, @ViewBuilder content: () -> Content) {
        self.name = name.content
        self.content = content()
    }

    /// A menu titled `name`.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ name: S, @ViewBuilder content: () -> Content) {
        self.name = String(name)
        self.content = content()
    }

    func read(into reader: inout CommandsReader) {
        reader.addMenu(name, items: reader.items(in: content))
    }
}

/// Commands added to, or in place of, one of the standard groups of the menus (SwiftUI's
/// `CommandGroup`): on GNOME a group of items in the primary menu at the placement's section —
/// replacing Quire's own items there (`replacing: .newItem` replaces its New).
public struct CommandGroup<Content: View>: Commands, PrimitiveCommands {
    public typealias Body = Never

    let placement: CommandGroupPlacement
    let position: CommandGroupPosition
    let content: Content

    /// `addition` before the group's items.
    public init(before group: CommandGroupPlacement, @ViewBuilder addition: () -> Content) {
        placement = group
        position = .before
        content = addition()
    }

    /// `addition` after the group's items.
    public init(after group: CommandGroupPlacement, @ViewBuilder addition: () -> Content) {
        placement = group
        position = .after
        content = addition()
    }

    /// `addition` instead of the group's items (an empty `addition` removes them).
    public init(replacing group: CommandGroupPlacement, @ViewBuilder addition: () -> Content) {
        placement = group
        position = .replacing
        content = addition()
    }

    func read(into reader: inout CommandsReader) {
        reader.addGroup(placement, position, items: reader.items(in: content))
    }
}

/// Where a `CommandGroup` goes relative to its placement's own items.
package enum CommandGroupPosition: Hashable, Sendable {
    case before, after, replacing
}

/// The standard groups of commands (SwiftUI's `CommandGroupPlacement`). On GNOME each is a section of
/// the primary menu, in this order: `newItem` (New, then Open…), `saveItem` (Save, Save As…, Rename…,
/// Duplicate, Move To…, Revert To), `importExport` (Export As), `printItem`; the edit groups
/// (`undoRedo` — Undo and Redo are header-bar buttons, replacing it removes them —, `pasteboard`,
/// `textEditing`, `textFormatting`); the view groups (`sidebar`, `toolbar`, `windowSize`,
/// `windowArrangement`, `windowList`, `singleWindowList`); the `CommandMenu`s; `appSettings`
/// (Preferences, with a `Settings` scene), `systemServices`, `appVisibility`, `help`, `appInfo`
/// (About); `appTermination` (Close, Quit). A group with no items shows nothing.
public struct CommandGroupPlacement: Hashable, Sendable {
    let id: Identifier

    /// The placements, in the primary menu's order.
    package enum Identifier: Int, CaseIterable, Sendable, Comparable {
        case newItem, saveItem, importExport, printItem
        case undoRedo, pasteboard, textEditing, textFormatting
        case sidebar, toolbar, windowSize, windowArrangement, windowList, singleWindowList
        case appSettings, systemServices, appVisibility, help, appInfo
        case appTermination

        package static func < (lhs: Identifier, rhs: Identifier) -> Bool { lhs.rawValue < rhs.rawValue }
    }

    package init(_ id: Identifier) {
        self.id = id
    }

    package var identifier: Identifier { id }

    /// About the app.
    public static let appInfo = CommandGroupPlacement(.appInfo)
    /// Preferences (a `Settings` scene's window).
    public static let appSettings = CommandGroupPlacement(.appSettings)
    /// The Mac's Services menu; no items of Quire's.
    public static let systemServices = CommandGroupPlacement(.systemServices)
    /// The Mac's Hide and Show commands; no items of Quire's.
    public static let appVisibility = CommandGroupPlacement(.appVisibility)
    /// Close and Quit.
    public static let appTermination = CommandGroupPlacement(.appTermination)
    /// New (a document app's new document).
    public static let newItem = CommandGroupPlacement(.newItem)
    /// Saving and moving the document: Save, Save As…, Rename…, Duplicate, Move To…, Revert To.
    public static let saveItem = CommandGroupPlacement(.saveItem)
    /// Exporting: Export As.
    public static let importExport = CommandGroupPlacement(.importExport)
    /// Printing; no items of Quire's.
    public static let printItem = CommandGroupPlacement(.printItem)
    /// Undo and Redo (the header bar's buttons and Ctrl+Z, Ctrl+Shift+Z).
    public static let undoRedo = CommandGroupPlacement(.undoRedo)
    /// Cut, Copy, Paste: GTK's text widgets bring their own; no items of Quire's.
    public static let pasteboard = CommandGroupPlacement(.pasteboard)
    /// Find and the like: GTK's text widgets bring their own; no items of Quire's.
    public static let textEditing = CommandGroupPlacement(.textEditing)
    /// Fonts and text styles; no items of Quire's.
    public static let textFormatting = CommandGroupPlacement(.textFormatting)
    /// Showing the toolbar; no items of Quire's (a GNOME header bar always shows).
    public static let toolbar = CommandGroupPlacement(.toolbar)
    /// Showing the sidebar (`SidebarCommands`).
    public static let sidebar = CommandGroupPlacement(.sidebar)
    /// The Mac's Minimize and Zoom; no items of Quire's.
    public static let windowSize = CommandGroupPlacement(.windowSize)
    /// The Mac's list of open windows; no items of Quire's.
    public static let windowList = CommandGroupPlacement(.windowList)
    /// The Mac's list of the app's single windows; no items of Quire's.
    public static let singleWindowList = CommandGroupPlacement(.singleWindowList)
    /// The Mac's Bring All to Front; no items of Quire's.
    public static let windowArrangement = CommandGroupPlacement(.windowArrangement)
    /// Help; no items of Quire's.
    public static let help = CommandGroupPlacement(.help)
}
