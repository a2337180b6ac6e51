extension View {
    /// Hides or shows the items of the window's bars (SwiftUI's `toolbar(_:for:)`):
    /// `.windowToolbar` and `.navigationBar` are the header bar's items (its window buttons and title
    /// stay, as a GNOME window needs them), `.bottomBar` the action bar at the window's bottom;
    /// `.tabBar` has no bar on GNOME. `.automatic` (no bars named) means the header bar.
    public func toolbar(_ visibility: Visibility, for bars: ToolbarPlacement...) -> some View {
        modifier(_ToolbarVisibilityModifier(visibilities: ToolbarVisibilities(visibility, for: bars)))
    }

    /// SwiftUI's newer name for `toolbar(_:for:)`.
    public func toolbarVisibility(_ visibility: Visibility, for bars: ToolbarPlacement...) -> some View {
        modifier(_ToolbarVisibilityModifier(visibilities: ToolbarVisibilities(visibility, for: bars)))
    }

    /// Accepted without effect: the role (`.browser`, `.editor`, `.navigationStack`) places an iPad's
    /// title; a GNOME header bar keeps its title in the middle whatever the content.
    public func toolbarRole(_ role: ToolbarRole) -> some View {
        self
    }
}

/// A bar a window may have (SwiftUI's `ToolbarPlacement`), for `toolbar(_:for:)`.
public struct ToolbarPlacement: Hashable, Sendable {
    enum Bar: Hashable, Sendable {
        case automatic, windowToolbar, bottomBar, tabBar
    }

    let bar: Bar

    /// The platform's main bar: the header bar.
    public static let automatic = ToolbarPlacement(bar: .automatic)
    /// The window's toolbar: the header bar.
    public static let windowToolbar = ToolbarPlacement(bar: .windowToolbar)
    /// iOS's navigation bar: the header bar.
    public static let navigationBar = ToolbarPlacement(bar: .windowToolbar)
    /// The bar at the window's bottom: the action bar.
    public static let bottomBar = ToolbarPlacement(bar: .bottomBar)
    /// iOS's tab bar: no such bar on GNOME.
    public static let tabBar = ToolbarPlacement(bar: .tabBar)
}

/// What a toolbar is for (SwiftUI's `ToolbarRole`); see `toolbarRole(_:)`.
public struct ToolbarRole: Hashable, Sendable {
    let name: String

    public static let automatic = ToolbarRole(name: "automatic")
    public static let browser = ToolbarRole(name: "browser")
    public static let editor = ToolbarRole(name: "editor")
    public static let navigationStack = ToolbarRole(name: "navigationStack")
}

/// Which of a window's bars `toolbar(_:for:)` hid or showed.
struct ToolbarVisibilities: Equatable {
    var windowToolbar = Visibility.automatic
    var bottomBar = Visibility.automatic

    init() {}

    /// Each bar as the first of `all` that says more than `.automatic` about it.
    init(merging all: [ToolbarVisibilities]) {
        windowToolbar = all.lazy.map(\.windowToolbar).first { $0 != .automatic } ?? .automatic
        bottomBar = all.lazy.map(\.bottomBar).first { $0 != .automatic } ?? .automatic
    }

    init(_ visibility: Visibility, for bars: [ToolbarPlacement]) {
        for bar in bars.isEmpty ? [.automatic] : bars {
            switch bar.bar {
            case .automatic, .windowToolbar: windowToolbar = visibility
            case .bottomBar: bottomBar = visibility
            case .tabBar: break
            }
        }
    }
}

/// `toolbar(_:for:)`: the content renders in place; the visibility goes to the graph's toolbar for
/// as long as this view is in the tree.
struct _ToolbarVisibilityModifier: ViewModifier, PrimitiveModifier {
    typealias Body = Never

    let visibilities: ToolbarVisibilities

    func makeNode(in context: NodeContext) -> ViewNode { ToolbarVisibilityNode(context) }
}

final class ToolbarVisibilityNode: DeclaringModifierNode<_ToolbarVisibilityModifier, DeclaredValues<ToolbarVisibilities>> {
    override func scope(in environment: EnvironmentValues) -> DeclaredValues<ToolbarVisibilities>? {
        graph.toolbar.visibilities
    }
    override func declare(_ modifier: _ToolbarVisibilityModifier, to values: DeclaredValues<ToolbarVisibilities>) {
        values.set(modifier.visibilities, by: self)
    }
    override func withdraw(from values: DeclaredValues<ToolbarVisibilities>) { values.remove(owner: self) }
}
