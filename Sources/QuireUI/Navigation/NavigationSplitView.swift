import QuireCore

/// Two or three columns side by side, where a choice in a leading column decides what the next one
/// shows (SwiftUI's `NavigationSplitView`): on GNOME, resizable panes (GtkPaned) with the sidebar at
/// the start. A list in the sidebar column draws as a navigation sidebar unless it has a style of
/// its own. F9 shows or hides the sidebar, as in GNOME's apps, writing the new visibility to the
/// `columnVisibility` binding when there is one. On a narrow window (compact width) the columns fold
/// into one at a time, as a GNOME leaflet folds: `preferredCompactColumn` says which shows, a choice
/// in a leading column moves on to the next, and a back button returns.
public struct NavigationSplitView<Sidebar: View, Content: View, Detail: View>: View {
    public typealias Body = Never

    let sidebar: Sidebar
    let content: Content?
    let detail: Detail
    let columnVisibility: Binding<NavigationSplitViewVisibility>?
    var preferredCompactColumn: Binding<NavigationSplitViewColumn>?

    /// Three columns: the sidebar, the content and the detail.
    public init(@ViewBuilder sidebar: () -> Sidebar, @ViewBuilder content: () -> Content,
                @ViewBuilder detail: () -> Detail) {
        self.sidebar = sidebar()
        self.content = content()
        self.detail = detail()
        columnVisibility = nil
    }

    /// Three columns whose leading ones show as `columnVisibility` says.
    public init(columnVisibility: Binding<NavigationSplitViewVisibility>, @ViewBuilder sidebar: () -> Sidebar,
                @ViewBuilder content: () -> Content, @ViewBuilder detail: () -> Detail) {
        self.sidebar = sidebar()
        self.content = content()
        self.detail = detail()
        self.columnVisibility = columnVisibility
    }

    /// Three columns; on a narrow window `preferredCompactColumn` is the one shown.
    public init(columnVisibility: Binding<NavigationSplitViewVisibility>,
                preferredCompactColumn: Binding<NavigationSplitViewColumn>, @ViewBuilder sidebar: () -> Sidebar,
                @ViewBuilder content: () -> Content, @ViewBuilder detail: () -> Detail) {
        self.init(columnVisibility: columnVisibility, sidebar: sidebar, content: content, detail: detail)
        self.preferredCompactColumn = preferredCompactColumn
    }
}

extension NavigationSplitView where Content == EmptyView {
    /// Two columns: the sidebar and the detail.
    public init(@ViewBuilder sidebar: () -> Sidebar, @ViewBuilder detail: () -> Detail) {
        self.sidebar = sidebar()
        content = nil
        self.detail = detail()
        columnVisibility = nil
    }

    /// Two columns, the sidebar shown as `columnVisibility` says.
    public init(columnVisibility: Binding<NavigationSplitViewVisibility>, @ViewBuilder sidebar: () -> Sidebar,
                @ViewBuilder detail: () -> Detail) {
        self.sidebar = sidebar()
        content = nil
        self.detail = detail()
        self.columnVisibility = columnVisibility
    }

    /// Two columns; on a narrow window `preferredCompactColumn` is the one shown.
    public init(columnVisibility: Binding<NavigationSplitViewVisibility>,
                preferredCompactColumn: Binding<NavigationSplitViewColumn>, @ViewBuilder sidebar: () -> Sidebar,
                @ViewBuilder detail: () -> Detail) {
        self.init(columnVisibility: columnVisibility, sidebar: sidebar, detail: detail)
        self.preferredCompactColumn = preferredCompactColumn
    }

    /// Two columns; on a narrow window `preferredCompactColumn` is the one shown.
    public init(preferredCompactColumn: Binding<NavigationSplitViewColumn>, @ViewBuilder sidebar: () -> Sidebar,
                @ViewBuilder detail: () -> Detail) {
        self.init(sidebar: sidebar, detail: detail)
        self.preferredCompactColumn = preferredCompactColumn
    }
}

extension NavigationSplitView {
    /// Three columns; on a narrow window `preferredCompactColumn` is the one shown.
    public init(preferredCompactColumn: Binding<NavigationSplitViewColumn>, @ViewBuilder sidebar: () -> Sidebar,
                @ViewBuilder content: () -> Content, @ViewBuilder detail: () -> Detail) {
        self.init(sidebar: sidebar, content: content, detail: detail)
        self.preferredCompactColumn = preferredCompactColumn
    }
}

/// Which leading columns of a split view show (SwiftUI's `NavigationSplitViewVisibility`). On the
/// desktop `automatic` shows them all; `doubleColumn` hides the sidebar of three columns (two
/// columns show both); `detailOnly` hides the sidebar. The content column of three always shows, as
/// on macOS.
public struct NavigationSplitViewVisibility: Hashable, Sendable, Codable {
    enum Kind: Hashable, Sendable, Codable {
        case automatic, all, doubleColumn, detailOnly
    }

    let kind: Kind

    public static let automatic = NavigationSplitViewVisibility(kind: .automatic)
    public static let all = NavigationSplitViewVisibility(kind: .all)
    public static let doubleColumn = NavigationSplitViewVisibility(kind: .doubleColumn)
    public static let detailOnly = NavigationSplitViewVisibility(kind: .detailOnly)

    /// Whether the sidebar shows, with or without a content column.
    func showsSidebar(threeColumns: Bool) -> Bool {
        switch kind {
        case .automatic, .all: true
        case .doubleColumn: !threeColumns
        case .detailOnly: false
        }
    }
}

/// A column of a split view (SwiftUI's `NavigationSplitViewColumn`), for `preferredCompactColumn`.
public struct NavigationSplitViewColumn: Hashable, Sendable {
    /// 0: the sidebar, 1: the content column, 2: the detail.
    package let index: Int

    public static let sidebar = NavigationSplitViewColumn(index: 0)
    public static let content = NavigationSplitViewColumn(index: 1)
    public static let detail = NavigationSplitViewColumn(index: 2)
}

extension NavigationSplitView: PrimitiveView {
    func makeNode(in context: NodeContext) -> ViewNode { SplitViewNode(context) }
}

/// What a split view node needs of a `NavigationSplitView`.
@MainActor
protocol AnyNavigationSplitView {
    var sidebarView: any View { get }
    var contentColumnView: (any View)? { get }
    var detailView: any View { get }
    var columnVisibility: Binding<NavigationSplitViewVisibility>? { get }
    var preferredCompactColumn: Binding<NavigationSplitViewColumn>? { get }
}

extension NavigationSplitView: AnyNavigationSplitView {
    var sidebarView: any View { sidebar }
    var contentColumnView: (any View)? { content }
    var detailView: any View { detail }
}
