import QuireCore

extension View {
    /// The width of the split-view column this view is in: exactly `width` (its minimum and maximum,
    /// so the divider stays put).
    public func navigationSplitViewColumnWidth(_ width: CGFloat) -> some View {
        modifier(_ColumnWidthModifier(width: SplitColumnWidth(minimum: width, ideal: width, maximum: width)))
    }

    /// The width of the split-view column this view is in: it starts at `ideal` and the divider
    /// moves between `min` and `max`. In the detail column it has no effect: the detail takes the
    /// rest of the window.
    public func navigationSplitViewColumnWidth(min: CGFloat? = nil, ideal: CGFloat, max: CGFloat? = nil) -> some View {
        modifier(_ColumnWidthModifier(width: SplitColumnWidth(minimum: min, ideal: ideal, maximum: max)))
    }

    /// How a split view sizes its columns. `.balanced` and `.prominentDetail` differ only where the
    /// leading columns overlay the detail (iPad portrait); a GNOME window's panes always sit side by
    /// side, as on macOS, so every style draws alike.
    public func navigationSplitViewStyle<S: NavigationSplitViewStyle>(_ style: S) -> some View {
        self
    }
}

/// How a split view sizes its columns (SwiftUI's `NavigationSplitViewStyle`); see
/// `navigationSplitViewStyle(_:)`.
@MainActor @preconcurrency
public protocol NavigationSplitViewStyle {}

public struct AutomaticNavigationSplitViewStyle: NavigationSplitViewStyle {
    public init() {}
}

public struct BalancedNavigationSplitViewStyle: NavigationSplitViewStyle {
    public init() {}
}

public struct ProminentDetailNavigationSplitViewStyle: NavigationSplitViewStyle {
    public init() {}
}

extension NavigationSplitViewStyle where Self == AutomaticNavigationSplitViewStyle {
    public static var automatic: AutomaticNavigationSplitViewStyle { AutomaticNavigationSplitViewStyle() }
}

extension NavigationSplitViewStyle where Self == BalancedNavigationSplitViewStyle {
    public static var balanced: BalancedNavigationSplitViewStyle { BalancedNavigationSplitViewStyle() }
}

extension NavigationSplitViewStyle where Self == ProminentDetailNavigationSplitViewStyle {
    public static var prominentDetail: ProminentDetailNavigationSplitViewStyle {
        ProminentDetailNavigationSplitViewStyle()
    }
}

/// `navigationSplitViewColumnWidth`: the content renders in place; the width goes to the column of
/// the split view this view is in, for as long as it is there.
struct _ColumnWidthModifier: ViewModifier, PrimitiveModifier {
    typealias Body = Never

    let width: SplitColumnWidth

    func makeNode(in context: NodeContext) -> ViewNode { ColumnWidthNode(context) }
}

/// The node of `_ColumnWidthModifier`: tells the column scope of its environment the width.
final class ColumnWidthNode: DeclaringModifierNode<_ColumnWidthModifier, SplitColumnScope> {
    override func scope(in environment: EnvironmentValues) -> SplitColumnScope? { environment.splitColumnScope }
    override func declare(_ modifier: _ColumnWidthModifier, to scope: SplitColumnScope) {
        scope.setWidth(modifier.width, by: self)
    }
    override func withdraw(from scope: SplitColumnScope) { scope.removeWidth(owner: self) }
}

/// One leading column of a split view: the width its views asked for (the last one set wins, as
/// with SwiftUI's preference), applied by the split view's node, and the choices the person makes
/// in it (a list's selection), which move a folded split view on to the next column.
@MainActor
final class SplitColumnScope {
    private var widths: [(owner: ObjectIdentifier, width: SplitColumnWidth)] = []
    /// Runs after the width changed.
    var onChange: (@MainActor () -> Void)?
    /// Runs when the person chooses something in the column.
    var onChoice: (@MainActor () -> Void)?

    var width: SplitColumnWidth? { widths.last?.width }

    func setWidth(_ width: SplitColumnWidth, by owner: AnyObject) {
        let id = ObjectIdentifier(owner)
        if let index = widths.firstIndex(where: { $0.owner == id }) {
            guard widths[index].width != width else { return }
            widths[index].width = width
        } else {
            widths.append((id, width))
        }
        onChange?()
    }

    func removeWidth(owner: AnyObject) {
        let id = ObjectIdentifier(owner)
        guard widths.contains(where: { $0.owner == id }) else { return }
        widths.removeAll { $0.owner == id }
        onChange?()
    }
}
