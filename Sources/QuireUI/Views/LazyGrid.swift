import Foundation

/// One column of a `LazyVGrid` or one row of a `LazyHGrid` (SwiftUI's `GridItem`): a fixed size, a
/// flexible size sharing the space, or adaptive — as many tracks of at least `minimum` as fit.
public struct GridItem: Hashable, Sendable {
    public enum Size: Hashable, Sendable {
        case fixed(CGFloat)
        case flexible(minimum: CGFloat = 10, maximum: CGFloat = .infinity)
        case adaptive(minimum: CGFloat, maximum: CGFloat = .infinity)
    }

    public var size: Size
    public var spacing: CGFloat?
    public var alignment: Alignment?

    public init(_ size: Size = .flexible(), spacing: CGFloat? = nil, alignment: Alignment? = nil) {
        self.size = size
        self.spacing = spacing
        self.alignment = alignment
    }
}

/// Which of a lazy stack's or grid's section views stay pinned while it scrolls (SwiftUI's
/// `PinnedScrollableViews`): a pinned header stays at the top of the enclosing scroll view while
/// its section scrolls under it, until the next section's header pushes it away; a footer likewise
/// at the bottom.
public struct PinnedScrollableViews: OptionSet, Hashable, Sendable {
    public let rawValue: UInt32

    public init(rawValue: UInt32) {
        self.rawValue = rawValue
    }

    public static let sectionHeaders = PinnedScrollableViews(rawValue: 1 << 0)
    public static let sectionFooters = PinnedScrollableViews(rawValue: 1 << 1)
}

/// Views in columns, filled row by row (SwiftUI's `LazyVGrid`): GNOME's flow box when a column is
/// adaptive (as many columns as fit, reflowing as the window resizes), else a grid of the columns
/// given. Place it in a `ScrollView` to scroll. A `Section` in it starts a new row with its header
/// across the columns and ends with its footer; `pinnedViews` keeps headers or footers in view.
public struct LazyVGrid<Content: View>: View {
    public typealias Body = Never

    let layout: LazyGridLayout
    let content: Content

    public init(columns: [GridItem], alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
                pinnedViews: PinnedScrollableViews = [], @ViewBuilder content: () -> Content) {
        layout = LazyGridLayout(axis: .vertical, tracks: columns, lineSpacing: spacing,
                                alignment: Alignment(horizontal: alignment, vertical: .center), pinnedViews: pinnedViews)
        self.content = content()
    }
}

/// Views in rows, filled column by column (SwiftUI's `LazyHGrid`); see `LazyVGrid` (a section's
/// header is a column before its cells, pinned to the scroll view's leading edge).
public struct LazyHGrid<Content: View>: View {
    public typealias Body = Never

    let layout: LazyGridLayout
    let content: Content

    public init(rows: [GridItem], alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
                pinnedViews: PinnedScrollableViews = [], @ViewBuilder content: () -> Content) {
        layout = LazyGridLayout(axis: .horizontal, tracks: rows, lineSpacing: spacing,
                                alignment: Alignment(horizontal: .center, vertical: alignment), pinnedViews: pinnedViews)
        self.content = content()
    }
}

extension LazyVGrid: PrimitiveView {
    func makeNode(in context: NodeContext) -> ViewNode { GridNode(context) }
}

extension LazyHGrid: PrimitiveView {
    func makeNode(in context: NodeContext) -> ViewNode { GridNode(context) }
}

/// What a grid node needs of a lazy grid.
@MainActor
protocol AnyLazyGrid {
    var layout: LazyGridLayout { get }
    var contentView: any View { get }
}

extension LazyVGrid: AnyLazyGrid {
    var contentView: any View { content }
}

extension LazyHGrid: AnyLazyGrid {
    var contentView: any View { content }
}
