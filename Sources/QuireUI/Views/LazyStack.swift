import Foundation

/// Views in a column made only while in view (SwiftUI's `LazyVStack`): a GtkListView without a list's
/// looks — rows edge to edge, `spacing` apart, no separators or highlight — that scrolls itself. A
/// `ForEach` inside makes each element's views when its row comes into view and drops them when it
/// leaves (their `@State` with them, as in SwiftUI); other views are rows of their own. In a
/// `ScrollView` of its own it is the scrolling view.
public struct LazyVStack<Content: View>: View {
    public typealias Body = Never

    let alignment: HorizontalAlignment
    let spacing: CGFloat?
    let content: Content

    /// `pinnedViews` is accepted: section headers scroll with their rows.
    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
                pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.spacing = spacing
        self.content = content()
    }
}

/// Views in a row made only while in view (SwiftUI's `LazyHStack`): a horizontal GtkListView, as
/// `LazyVStack` is a vertical one.
public struct LazyHStack<Content: View>: View {
    public typealias Body = Never

    let alignment: VerticalAlignment
    let spacing: CGFloat?
    let content: Content

    /// `pinnedViews` is accepted: section headers scroll with their rows.
    public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
                pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.spacing = spacing
        self.content = content()
    }
}

extension LazyVStack: PrimitiveView, AnyList {
    func makeNode(in context: NodeContext) -> ViewNode {
        ListNode(context, widget: context.graph.make { $0.makeLazyStack(axis: .vertical) })
    }

    var contentView: any View { content }
    var listSelection: (any ListSelection)? { nil }
    var listAppearance: ListAppearance? {
        .stack(spacing: Double(spacing ?? 8), alignment: Alignment(horizontal: alignment, vertical: .center))
    }
}

extension LazyHStack: PrimitiveView, AnyList {
    func makeNode(in context: NodeContext) -> ViewNode {
        ListNode(context, widget: context.graph.make { $0.makeLazyStack(axis: .horizontal) })
    }

    var contentView: any View { content }
    var listSelection: (any ListSelection)? { nil }
    var listAppearance: ListAppearance? {
        .stack(spacing: Double(spacing ?? 8), alignment: Alignment(horizontal: .center, vertical: alignment))
    }
}
