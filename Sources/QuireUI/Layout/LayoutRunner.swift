import Foundation

/// Runs a `Layout` for a layout widget over its children, which the toolkit measures: the size for a
/// proposal, the children's frames for an allocation, and whether the layout takes more space than
/// its ideal on an axis (GTK's expand). Its cache is made once and updated when the layout or the
/// children change, as SwiftUI does.
@MainActor
package final class LayoutRunner {
    private var layout: AnyLayout
    private var cache: AnyLayout.Cache?
    private var children: [LayoutChild] = []

    package init(_ layout: AnyLayout) {
        self.layout = layout
    }

    package func setLayout(_ layout: AnyLayout) {
        self.layout = layout
        staleCache = true
    }

    package func setChildren(_ children: [LayoutChild]) {
        self.children = children
        staleCache = true
    }

    private var staleCache = true

    /// Whether the layout is a `GridLayout`: its container gives it its `GridRow`s' cells.
    package var arrangesGridRows: Bool { layout.arrangesGridRows }

    private var subviews: LayoutSubviews { LayoutSubviews(children[...]) }

    private func withCache<T>(_ body: (LayoutSubviews, inout AnyLayout.Cache) -> T) -> T {
        let subviews = subviews
        var current = cache ?? layout.makeCache(subviews: subviews)
        if staleCache, cache != nil {
            layout.updateCache(&current, subviews: subviews)
        }
        staleCache = false
        defer { cache = current }
        return body(subviews, &current)
    }

    /// The layout's size for `proposal`; a dimension that is not a number counts as zero.
    package func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        let size = withCache { layout.sizeThatFits(proposal: proposal, subviews: $0, cache: &$1) }
        return CGSize(width: size.width.isNaN ? 0 : size.width, height: size.height.isNaN ? 0 : size.height)
    }

    /// Places the children in a `size` allocated for the proposal of that size, and returns their
    /// frames, in order. A child the layout did not place sits at the centre with its size for the
    /// proposal (as in SwiftUI).
    package func place(in size: CGSize) -> [CGRect] {
        for child in children { child.clearPlacement() }
        let bounds = CGRect(origin: .zero, size: size)
        let proposal = ProposedViewSize(size)
        withCache { layout.placeSubviews(in: bounds, proposal: proposal, subviews: $0, cache: &$1) }
        return children.map { child in
            child.frame ?? {
                let fitted = child.sizeThatFits(proposal)
                return CGRect(x: (size.width - fitted.width) / 2, y: (size.height - fitted.height) / 2,
                              width: fitted.width, height: fitted.height)
            }()
        }
    }

    /// Whether, offered far more room than any window has on `axis`, the layout takes more than its
    /// ideal size there: then it asks its toolkit parent for all the room there is (GTK's expand),
    /// as SwiftUI's parents propose it. The offer is finite, so layouts that derive the other axis
    /// from it (`aspectRatio`) answer with a size too.
    package func expands(along axis: Axis) -> Bool {
        let ideal = sizeThatFits(.unspecified)[axis]
        var ample = ProposedViewSize.unspecified
        ample[axis] = Self.ampleLength
        let largest = sizeThatFits(ample)[axis]
        return !largest.isFinite || largest > ideal + 0.5
    }

    /// A length beyond any screen's, in points.
    private static let ampleLength: CGFloat = 100_000
}
