import Foundation

/// A custom layout container (SwiftUI's `Layout`): it sizes itself for a proposal from its subviews'
/// answers (`sizeThatFits`) and places each subview (`placeSubviews`). Use it as a view,
/// `MyLayout { … }`; on GTK it is one widget of Quire's own whose measure and allocate run these
/// methods, its subviews measured by GTK (`gtk_widget_measure`) — all on the main thread.
@preconcurrency
public protocol Layout: Sendable {
    /// What kind of layout this is (`stackOrientation`).
    static var layoutProperties: LayoutProperties { get }

    /// What the layout computes once and keeps between calls, for its subviews.
    associatedtype Cache = Void

    typealias Subviews = LayoutSubviews

    func makeCache(subviews: Self.Subviews) -> Self.Cache
    func updateCache(_ cache: inout Self.Cache, subviews: Self.Subviews)
    func spacing(subviews: Self.Subviews, cache: inout Self.Cache) -> ViewSpacing
    func sizeThatFits(proposal: ProposedViewSize, subviews: Self.Subviews, cache: inout Self.Cache) -> CGSize
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Self.Subviews, cache: inout Self.Cache)
    func explicitAlignment(of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
                           subviews: Self.Subviews, cache: inout Self.Cache) -> CGFloat?
    func explicitAlignment(of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
                           subviews: Self.Subviews, cache: inout Self.Cache) -> CGFloat?
}

extension Layout {
    public static var layoutProperties: LayoutProperties { LayoutProperties() }

    public func updateCache(_ cache: inout Self.Cache, subviews: Self.Subviews) {
        cache = makeCache(subviews: subviews)
    }

    /// The union of the subviews' spacing preferences.
    public func spacing(subviews: Self.Subviews, cache: inout Self.Cache) -> ViewSpacing {
        subviews.reduce(into: ViewSpacing.zero) { $0.formUnion($1.spacing) }
    }

    /// No explicit guide: the layout's guide is its default value.
    public func explicitAlignment(of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
                                  subviews: Self.Subviews, cache: inout Self.Cache) -> CGFloat? { nil }

    public func explicitAlignment(of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
                                  subviews: Self.Subviews, cache: inout Self.Cache) -> CGFloat? { nil }

    /// The layout as a view arranging the views `content` makes.
    @MainActor
    public func callAsFunction<V: View>(@ViewBuilder _ content: () -> V) -> some View {
        _LayoutRoot(layout: AnyLayout(self), content: content())
    }
}

extension Layout where Cache == Void {
    public func makeCache(subviews: Self.Subviews) -> Void { () }
}

/// What kind of layout a `Layout` is.
public struct LayoutProperties: Sendable {
    /// The axis a stack-like layout arranges its subviews along (nil: it is no stack).
    public var stackOrientation: Axis?

    public init() {}
}

/// A layout arranging the views of `content`.
struct _LayoutRoot<Content: View>: View, PrimitiveView {
    typealias Body = Never

    let layout: AnyLayout
    let content: Content

    func makeNode(in context: NodeContext) -> ViewNode { LayoutRootNode(context) }
}

@MainActor
protocol AnyLayoutRoot {
    var layout: AnyLayout { get }
    var contentView: any View { get }
}

extension _LayoutRoot: AnyLayoutRoot {
    var contentView: any View { content }
}
