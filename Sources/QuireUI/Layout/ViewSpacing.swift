import Foundation

/// How much space a view wants between it and its neighbours, edge by edge (SwiftUI's
/// `ViewSpacing`). Quire's views all want GNOME's (and macOS's) standard 8 points.
public struct ViewSpacing: Equatable, Sendable {
    private var edges: EdgeInsets

    public static let zero = ViewSpacing(edges: EdgeInsets())

    /// The standard spacing on every edge.
    public init() {
        edges = EdgeInsets(top: Self.standard, leading: Self.standard, bottom: Self.standard, trailing: Self.standard)
    }

    private init(edges: EdgeInsets) { self.edges = edges }

    /// Each of `edges` takes the larger of this spacing's and `other`'s.
    public mutating func formUnion(_ other: ViewSpacing, edges: Edge.Set = .all) {
        if edges.contains(.top) { self.edges.top = max(self.edges.top, other.edges.top) }
        if edges.contains(.leading) { self.edges.leading = max(self.edges.leading, other.edges.leading) }
        if edges.contains(.bottom) { self.edges.bottom = max(self.edges.bottom, other.edges.bottom) }
        if edges.contains(.trailing) { self.edges.trailing = max(self.edges.trailing, other.edges.trailing) }
    }

    public func union(_ other: ViewSpacing, edges: Edge.Set = .all) -> ViewSpacing {
        var union = self
        union.formUnion(other, edges: edges)
        return union
    }

    /// The smallest distance along `axis` from this view to `next` that both views' spacings allow.
    public func distance(to next: ViewSpacing, along axis: Axis) -> CGFloat {
        axis == .horizontal ? max(edges.trailing, next.edges.leading) : max(edges.bottom, next.edges.top)
    }

    /// GNOME's standard spacing between controls, and SwiftUI's on macOS.
    package static let standard: CGFloat = 8
}
