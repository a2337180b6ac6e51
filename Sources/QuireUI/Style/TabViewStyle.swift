/// How tab views draw (SwiftUI's `TabViewStyle`). On GNOME: `.automatic`, `.tabBarOnly` and
/// `.grouped` are the view switcher (a centred row of linked buttons over the pages, which is how
/// GNOME groups tabs); `.sidebarAdaptable` is a sidebar beside the pages, as macOS always shows one
/// (a GtkStackSidebar, GNOME's sidebar of a stack); `.page` is a carousel swiped or dragged page by
/// page (AdwCarousel) with indicator dots under it unless `indexDisplayMode` is `.never`.
@MainActor @preconcurrency
public protocol TabViewStyle {}

/// The platform's choice: the view switcher.
public struct DefaultTabViewStyle: TabViewStyle {
    public init() {}
}

/// The tab bar, never a sidebar: the view switcher.
public struct TabBarOnlyTabViewStyle: TabViewStyle {
    public init() {}
}

/// A sidebar listing the tabs beside the shown one.
public struct SidebarAdaptableTabViewStyle: TabViewStyle {
    public init() {}
}

/// A tab bar that groups its tabs together (macOS): the view switcher's linked buttons.
public struct GroupedTabViewStyle: TabViewStyle {
    public init() {}
}

/// Pages scrolled one at a time (SwiftUI's `PageTabViewStyle`).
public struct PageTabViewStyle: TabViewStyle {
    /// When the page index (the dots under the pages) shows.
    public struct IndexDisplayMode: Hashable, Sendable {
        let showsDots: Bool

        /// Shown (there is more than one page on GNOME's carousel as on Apple's).
        public static let automatic = IndexDisplayMode(showsDots: true)
        /// Always shown.
        public static let always = IndexDisplayMode(showsDots: true)
        /// Never shown.
        public static let never = IndexDisplayMode(showsDots: false)
    }

    let indexDisplayMode: IndexDisplayMode

    public init(indexDisplayMode: IndexDisplayMode = .automatic) {
        self.indexDisplayMode = indexDisplayMode
    }
}

extension TabViewStyle where Self == DefaultTabViewStyle {
    public static var automatic: DefaultTabViewStyle { DefaultTabViewStyle() }
}

extension TabViewStyle where Self == TabBarOnlyTabViewStyle {
    public static var tabBarOnly: TabBarOnlyTabViewStyle { TabBarOnlyTabViewStyle() }
}

extension TabViewStyle where Self == SidebarAdaptableTabViewStyle {
    public static var sidebarAdaptable: SidebarAdaptableTabViewStyle { SidebarAdaptableTabViewStyle() }
}

extension TabViewStyle where Self == GroupedTabViewStyle {
    public static var grouped: GroupedTabViewStyle { GroupedTabViewStyle() }
}

extension TabViewStyle where Self == PageTabViewStyle {
    public static var page: PageTabViewStyle { PageTabViewStyle() }

    public static func page(indexDisplayMode: PageTabViewStyle.IndexDisplayMode) -> PageTabViewStyle {
        PageTabViewStyle(indexDisplayMode: indexDisplayMode)
    }
}

extension View {
    /// Tab views in this view draw as `style` says.
    public func tabViewStyle<S: TabViewStyle>(_ style: S) -> some View {
        let presentation: TabViewPresentation = switch style {
        case is SidebarAdaptableTabViewStyle: .sidebar
        case let page as PageTabViewStyle: .pages(showsIndex: page.indexDisplayMode.showsDots)
        default: .switcher
        }
        return modifier(_EnvironmentModifier { $0.tabViewPresentation = presentation })
    }
}

private struct TabViewPresentationKey: EnvironmentKey {
    static var defaultValue: TabViewPresentation { .switcher }
}

extension EnvironmentValues {
    /// How tab views draw (`.tabViewStyle`).
    var tabViewPresentation: TabViewPresentation {
        get { self[TabViewPresentationKey.self] }
        set { self[TabViewPresentationKey.self] = newValue }
    }
}
