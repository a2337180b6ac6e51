import Foundation
import QuireCore

/// A palette window (SwiftUI's `UtilityWindow`): one window, opened with `openWindow(id:)` or the
/// primary menu's item (its title), kept above the app window it was opened from (transient for it)
/// without blocking it, closed with Escape, and sharing the focused window's values as commands do
/// (`@FocusedValue` in it reads the document window last focused).
public struct UtilityWindow<Content: View>: Scene, PrimitiveScene {
    public typealias Body = Never

    let title: String
    let id: String
    let content: Content

    /// The utility window `id`, titled by `title`'s text.
    public init(_ title: Text, id: String, @ViewBuilder content: () -> Content) {
        self.init(title: title.content, id: id, content: content())
    }

    /// The utility window `id`, titled by `titleKey`.
    public init(_ titleKey: LocalizedStringKey, id: String, @ViewBuilder content: () -> Content) {
        self.init(title: titleKey.resolved, id: id, content: content())
    }

    /// The utility window `id`, titled `title`.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, id: String, @ViewBuilder content: () -> Content) {
        self.init(title: String(title), id: id, content: content())
    }

    init(title: String, id: String, content: Content) {
        self.title = title
        self.id = id
        self.content = content
    }

    /// A `Window`'s declaration, marked as a utility window.
    func declare(into declarations: inout SceneDeclarations) {
        let content = self.content
        Window(title, id: id) { content }.declare(into: &declarations)
        declarations.windowScenes[declarations.windowScenes.count - 1].isUtility = true
    }
}

/// A menu in the menu bar's status area (SwiftUI's `MenuBarExtra`). Accepted, with no effect but a
/// message at launch: GNOME Shell has no status area for apps' menus (it dropped tray icons), so the
/// scene shows nothing.
public struct MenuBarExtra<Label: View, Content: View>: Scene, PrimitiveScene {
    public typealias Body = Never

    let title: String

    /// A menu bar extra labelled by `label`.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        title = ""
    }

    /// A menu bar extra labelled by `label`, inserted while `isInserted` is true.
    public init(isInserted: Binding<Bool>, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        title = ""
    }

    func declare(into declarations: inout SceneDeclarations) {
        declarations.unsupportedScenes.append("MenuBarExtra\(title.isEmpty ? "" : " “\(title)”")")
    }
}

extension MenuBarExtra where Label == SwiftUIMenuBarExtraLabel {
    /// A menu bar extra titled `titleKey` with the icon `systemImage`.
    public init(_ titleKey: LocalizedStringKey, systemImage: String, @ViewBuilder content: () -> Content) {
        title = titleKey.resolved
    }

    /// A menu bar extra titled `title` with the icon `systemImage`.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage: String, @ViewBuilder content: () -> Content) {
        self.title = String(title)
    }

    /// A menu bar extra titled `titleKey` with the icon `systemImage`, inserted while `isInserted` is true.
    public init(_ titleKey: LocalizedStringKey, systemImage: String, isInserted: Binding<Bool>,
                @ViewBuilder content: () -> Content) {
        title = titleKey.resolved
    }
}

/// The label `MenuBarExtra(_:systemImage:content:)` makes (its title and icon).
public typealias SwiftUIMenuBarExtraLabel = Label<Text, Image>

/// How a `MenuBarExtra` shows its content (SwiftUI's `MenuBarExtraStyle`): `.automatic`, `.menu`,
/// `.window`. Accepted with the scene, which GNOME cannot show.
public protocol MenuBarExtraStyle {}

public struct AutomaticMenuBarExtraStyle: MenuBarExtraStyle {
    public init() {}
}

public struct PullDownMenuBarExtraStyle: MenuBarExtraStyle {
    public init() {}
}

public struct WindowMenuBarExtraStyle: MenuBarExtraStyle {
    public init() {}
}

extension MenuBarExtraStyle where Self == AutomaticMenuBarExtraStyle {
    public static var automatic: AutomaticMenuBarExtraStyle { AutomaticMenuBarExtraStyle() }
}

extension MenuBarExtraStyle where Self == PullDownMenuBarExtraStyle {
    public static var menu: PullDownMenuBarExtraStyle { PullDownMenuBarExtraStyle() }
}

extension MenuBarExtraStyle where Self == WindowMenuBarExtraStyle {
    public static var window: WindowMenuBarExtraStyle { WindowMenuBarExtraStyle() }
}

extension Scene {
    /// The style of a `MenuBarExtra`. Accepted with the scene.
    public func menuBarExtraStyle<S: MenuBarExtraStyle>(_ style: S) -> some Scene {
        self
    }
}
