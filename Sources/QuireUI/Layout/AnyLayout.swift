import Foundation

/// Any layout (SwiftUI's `AnyLayout`): switching the layout of one view between, say,
/// `HStackLayout` and `VStackLayout` keeps its subviews (and their state).
public struct AnyLayout: Layout {
    /// The wrapped layout's cache.
    public struct Cache {
        fileprivate var value: Any
    }

    fileprivate let box: any AnyLayoutBox

    public init<L: Layout>(_ layout: L) {
        box = (layout as? AnyLayout)?.box ?? LayoutBox(layout: layout)
    }

    public static var layoutProperties: LayoutProperties { LayoutProperties() }

    public func makeCache(subviews: Subviews) -> Cache {
        Cache(value: box.makeCache(subviews: subviews))
    }

    public func updateCache(_ cache: inout Cache, subviews: Subviews) {
        box.updateCache(&cache.value, subviews: subviews)
    }

    public func spacing(subviews: Subviews, cache: inout Cache) -> ViewSpacing {
        box.spacing(subviews: subviews, cache: &cache.value)
    }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize {
        box.sizeThatFits(proposal: proposal, subviews: subviews, cache: &cache.value)
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) {
        box.placeSubviews(in: bounds, proposal: proposal, subviews: subviews, cache: &cache.value)
    }

    public func explicitAlignment(of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
                                  subviews: Subviews, cache: inout Cache) -> CGFloat? {
        box.explicitAlignment(of: guide, in: bounds, proposal: proposal, subviews: subviews, cache: &cache.value)
    }

    public func explicitAlignment(of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
                                  subviews: Subviews, cache: inout Cache) -> CGFloat? {
        box.explicitAlignment(of: guide, in: bounds, proposal: proposal, subviews: subviews, cache: &cache.value)
    }

    /// The wrapped layout's kind (`stackOrientation`).
    package var properties: LayoutProperties { box.properties }

    /// Whether the wrapped layout is a `GridLayout`, whose container hands it its `GridRow`s' cells.
    package var arrangesGridRows: Bool { box.arrangesGridRows }
}

/// A layout with its cache type erased to `Any`.
private protocol AnyLayoutBox: Sendable {
    var properties: LayoutProperties { get }
    var arrangesGridRows: Bool { get }
    func makeCache(subviews: LayoutSubviews) -> Any
    func updateCache(_ cache: inout Any, subviews: LayoutSubviews)
    func spacing(subviews: LayoutSubviews, cache: inout Any) -> ViewSpacing
    func sizeThatFits(proposal: ProposedViewSize, subviews: LayoutSubviews, cache: inout Any) -> CGSize
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: LayoutSubviews, cache: inout Any)
    func explicitAlignment(of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
                           subviews: LayoutSubviews, cache: inout Any) -> CGFloat?
    func explicitAlignment(of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
                           subviews: LayoutSubviews, cache: inout Any) -> CGFloat?
}

private struct LayoutBox<L: Layout>: AnyLayoutBox {
    let layout: L

    var properties: LayoutProperties { L.layoutProperties }

    var arrangesGridRows: Bool { layout is GridLayout }

    func makeCache(subviews: LayoutSubviews) -> Any { layout.makeCache(subviews: subviews) }

    /// Runs `body` on the typed cache; a cache of another layout (the `AnyLayout` was switched to
    /// this one) is made again first.
    private func withCache<T>(_ cache: inout Any, subviews: LayoutSubviews, _ body: (inout L.Cache) -> T) -> T {
        var typed = cache as? L.Cache ?? layout.makeCache(subviews: subviews)
        defer { cache = typed }
        return body(&typed)
    }

    func updateCache(_ cache: inout Any, subviews: LayoutSubviews) {
        guard var typed = cache as? L.Cache else {
            cache = layout.makeCache(subviews: subviews)
            return
        }
        layout.updateCache(&typed, subviews: subviews)
        cache = typed
    }

    func spacing(subviews: LayoutSubviews, cache: inout Any) -> ViewSpacing {
        withCache(&cache, subviews: subviews) { layout.spacing(subviews: subviews, cache: &$0) }
    }

    func sizeThatFits(proposal: ProposedViewSize, subviews: LayoutSubviews, cache: inout Any) -> CGSize {
        withCache(&cache, subviews: subviews) { layout.sizeThatFits(proposal: proposal, subviews: subviews, cache: &$0) }
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: LayoutSubviews, cache: inout Any) {
        withCache(&cache, subviews: subviews) {
            layout.placeSubviews(in: bounds, proposal: proposal, subviews: subviews, cache: &$0)
        }
    }

    func explicitAlignment(of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
                           subviews: LayoutSubviews, cache: inout Any) -> CGFloat? {
        withCache(&cache, subviews: subviews) {
            layout.explicitAlignment(of: guide, in: bounds, proposal: proposal, subviews: subviews, cache: &$0)
        }
    }

    func explicitAlignment(of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
                           subviews: LayoutSubviews, cache: inout Any) -> CGFloat? {
        withCache(&cache, subviews: subviews) {
            layout.explicitAlignment(of: guide, in: bounds, proposal: proposal, subviews: subviews, cache: &$0)
        }
    }
}
