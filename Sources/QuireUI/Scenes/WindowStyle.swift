/// How a scene's windows look (SwiftUI's `WindowStyle`). GNOME windows have a header bar holding the
/// title, the toolbar items and the window controls: `.automatic` and `.titleBar` are that;
/// `.hiddenTitleBar` keeps the header bar (its buttons and controls: a GNOME window has no other way
/// to be moved or closed) without the title, flat, so the content runs up into it; `.plain` is the
/// same on GNOME.
public protocol WindowStyle {}

public struct DefaultWindowStyle: WindowStyle {
    public init() {}
}

public struct TitleBarWindowStyle: WindowStyle {
    public init() {}
}

public struct HiddenTitleBarWindowStyle: WindowStyle {
    public init() {}
}

public struct PlainWindowStyle: WindowStyle {
    public init() {}
}

extension WindowStyle where Self == DefaultWindowStyle {
    public static var automatic: DefaultWindowStyle { DefaultWindowStyle() }
}

extension WindowStyle where Self == TitleBarWindowStyle {
    public static var titleBar: TitleBarWindowStyle { TitleBarWindowStyle() }
}

extension WindowStyle where Self == HiddenTitleBarWindowStyle {
    public static var hiddenTitleBar: HiddenTitleBarWindowStyle { HiddenTitleBarWindowStyle() }
}

extension WindowStyle where Self == PlainWindowStyle {
    public static var plain: PlainWindowStyle { PlainWindowStyle() }
}

/// How a window's toolbar and title bar combine (SwiftUI's `WindowToolbarStyle`). A GNOME window has
/// one header bar holding both, of one height: every style is that, and `showsTitle: false` hides the
/// title as `.hiddenTitleBar` does.
public protocol WindowToolbarStyle {}

public struct DefaultWindowToolbarStyle: WindowToolbarStyle {
    public init() {}
}

public struct ExpandedWindowToolbarStyle: WindowToolbarStyle {
    public init() {}
}

public struct UnifiedWindowToolbarStyle: WindowToolbarStyle {
    let showsTitle: Bool
    public init() { showsTitle = true }
    public init(showsTitle: Bool) { self.showsTitle = showsTitle }
}

public struct UnifiedCompactWindowToolbarStyle: WindowToolbarStyle {
    let showsTitle: Bool
    public init() { showsTitle = true }
    public init(showsTitle: Bool) { self.showsTitle = showsTitle }
}

extension WindowToolbarStyle where Self == DefaultWindowToolbarStyle {
    public static var automatic: DefaultWindowToolbarStyle { DefaultWindowToolbarStyle() }
}

extension WindowToolbarStyle where Self == ExpandedWindowToolbarStyle {
    public static var expanded: ExpandedWindowToolbarStyle { ExpandedWindowToolbarStyle() }
}

extension WindowToolbarStyle where Self == UnifiedWindowToolbarStyle {
    public static var unified: UnifiedWindowToolbarStyle { UnifiedWindowToolbarStyle() }
    public static func unified(showsTitle: Bool) -> UnifiedWindowToolbarStyle { UnifiedWindowToolbarStyle(showsTitle: showsTitle) }
}

extension WindowToolbarStyle where Self == UnifiedCompactWindowToolbarStyle {
    public static var unifiedCompact: UnifiedCompactWindowToolbarStyle { UnifiedCompactWindowToolbarStyle() }
    public static func unifiedCompact(showsTitle: Bool) -> UnifiedCompactWindowToolbarStyle {
        UnifiedCompactWindowToolbarStyle(showsTitle: showsTitle)
    }
}

/// Whether a scene's windows come back when the app launches again (SwiftUI's
/// `SceneRestorationBehavior`).
public struct SceneRestorationBehavior: Hashable, Sendable {
    let allowsRestoration: Bool

    public static let automatic = SceneRestorationBehavior(allowsRestoration: true)
    public static let disabled = SceneRestorationBehavior(allowsRestoration: false)
}

extension Scene {
    /// The look of the scene's windows: `.hiddenTitleBar` and `.plain` hide the header bar's title.
    public func windowStyle<S: WindowStyle>(_ style: S) -> some Scene {
        let hidesTitle = style is HiddenTitleBarWindowStyle || style is PlainWindowStyle
        return ModifiedScene(content: self, modification: hidesTitle ? .hidesTitle : .none)
    }

    /// The toolbar style of the scene's windows: GNOME has one header bar; `showsTitle: false` hides
    /// its title.
    public func windowToolbarStyle<S: WindowToolbarStyle>(_ style: S) -> some Scene {
        let showsTitle = (style as? UnifiedWindowToolbarStyle)?.showsTitle
            ?? (style as? UnifiedCompactWindowToolbarStyle)?.showsTitle ?? true
        return ModifiedScene(content: self, modification: showsTitle ? .none : .hidesTitle)
    }

    /// Which URLs the scene's windows take (macOS routes Apple events and URLs by it). Accepted, with
    /// no effect: a GNOME app is handed files and URIs through `GApplication::open`, and Quire opens
    /// each in its document group's window.
    public func handlesExternalEvents(matching conditions: Set<String>) -> some Scene {
        self
    }

    /// Whether the scene's windows are reopened at the next launch. Accepted, with no effect: Quire
    /// reopens no window at launch but those of documents with unsaved edits (their drafts), which it
    /// always brings back, since the edits are the person's.
    public func restorationBehavior(_ behavior: SceneRestorationBehavior) -> some Scene {
        self
    }
}
