/// How lists draw (SwiftUI's `ListStyle`). QuireUI draws the built-in styles with libadwaita's
/// looks: `.sidebar` as a navigation sidebar (rows on the window's colour, the selection a rounded
/// highlight), `.plain` as bare rows edge to edge, and `.inset`, `.grouped`, `.insetGrouped`,
/// `.bordered` as a boxed list (rows on a card). `.automatic` is a sidebar in a
/// `NavigationSplitView`'s sidebar column and a boxed list elsewhere, as SwiftUI chooses by context.
@MainActor @preconcurrency
public protocol ListStyle {}

/// The platform's choice: a sidebar in a split view's sidebar column, a boxed list elsewhere.
public struct DefaultListStyle: ListStyle {
    public init() {}
}

/// Rows edge to edge, without a card.
public struct PlainListStyle: ListStyle {
    public init() {}
}

/// A navigation sidebar.
public struct SidebarListStyle: ListStyle {
    public init() {}
}

/// Rows on a card inset from the edges.
public struct InsetListStyle: ListStyle {
    public init() {}
}

/// Rows on a card (a grouped table).
public struct GroupedListStyle: ListStyle {
    public init() {}
}

/// Rows on a card inset from the edges (iOS's settings look).
public struct InsetGroupedListStyle: ListStyle {
    public init() {}
}

/// Rows on a card with a border (macOS's bordered list).
public struct BorderedListStyle: ListStyle {
    public init() {}
}

extension ListStyle where Self == DefaultListStyle {
    public static var automatic: DefaultListStyle { DefaultListStyle() }
}

extension ListStyle where Self == PlainListStyle {
    public static var plain: PlainListStyle { PlainListStyle() }
}

extension ListStyle where Self == SidebarListStyle {
    public static var sidebar: SidebarListStyle { SidebarListStyle() }
}

extension ListStyle where Self == InsetListStyle {
    public static var inset: InsetListStyle { InsetListStyle() }
}

extension ListStyle where Self == GroupedListStyle {
    public static var grouped: GroupedListStyle { GroupedListStyle() }
}

extension ListStyle where Self == InsetGroupedListStyle {
    public static var insetGrouped: InsetGroupedListStyle { InsetGroupedListStyle() }
}

extension ListStyle where Self == BorderedListStyle {
    public static var bordered: BorderedListStyle { BorderedListStyle() }
}

extension View {
    /// Lists in this view draw as `style` says.
    public func listStyle<S: ListStyle>(_ style: S) -> some View {
        let appearance: ListAppearance? = switch style {
        case is PlainListStyle: .plain
        case is SidebarListStyle: .sidebar
        case is DefaultListStyle: nil
        default: .boxed
        }
        return modifier(_EnvironmentModifier { $0.listStyleAppearance = appearance })
    }
}
