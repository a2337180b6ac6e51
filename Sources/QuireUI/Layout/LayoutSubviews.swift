import Foundation

/// One subview of a `Layout` (SwiftUI's `LayoutSubview`): a proxy that measures the view and takes
/// its place.
public struct LayoutSubview: Equatable, Sendable {
    let child: LayoutChild

    /// The size the view chooses for `proposal`.
    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        child.sizeThatFits(proposal)
    }

    /// The view's size for `proposal` and its alignment guides.
    public func dimensions(in proposal: ProposedViewSize) -> ViewDimensions {
        let size = sizeThatFits(proposal)
        return ViewDimensions(width: size.width, height: size.height, guides: child.traits.guides)
    }

    /// The view's `layoutPriority` (0 when it sets none).
    public var priority: Double { child.traits.priority ?? 0 }

    /// The view's spacing preferences: GNOME's standard on every edge.
    public var spacing: ViewSpacing { ViewSpacing() }

    /// The value the view gave `key` with `layoutValue(key:value:)`, else the key's default.
    public subscript<K: LayoutValueKey>(key: K.Type) -> K.Value {
        child.traits.values[ObjectIdentifier(key)] as? K.Value ?? K.defaultValue
    }

    /// Places the view's `anchor` at `position` (in the container's coordinates), sized for
    /// `proposal`.
    public func place(at position: CGPoint, anchor: UnitPoint = .topLeading, proposal: ProposedViewSize) {
        child.place(at: position, anchor: anchor, proposal: proposal)
    }

    public static func == (lhs: LayoutSubview, rhs: LayoutSubview) -> Bool { lhs.child === rhs.child }
}

/// A `Layout`'s subviews, in view order (SwiftUI's `LayoutSubviews`).
public struct LayoutSubviews: RandomAccessCollection, Equatable, Sendable {
    public typealias SubSequence = LayoutSubviews
    public typealias Element = LayoutSubview
    public typealias Index = Int

    private let children: ArraySlice<LayoutChild>

    init(_ children: ArraySlice<LayoutChild>) { self.children = children }

    public var startIndex: Int { children.startIndex }
    public var endIndex: Int { children.endIndex }

    public subscript(index: Int) -> LayoutSubview { LayoutSubview(child: children[index]) }

    public subscript(bounds: Range<Int>) -> LayoutSubviews { LayoutSubviews(children[bounds]) }

    /// The subviews at `indices`.
    public subscript<S: Sequence>(indices: S) -> LayoutSubviews where S.Element == Int {
        LayoutSubviews(ArraySlice(indices.map { children[$0] }))
    }

    public static func == (lhs: LayoutSubviews, rhs: LayoutSubviews) -> Bool {
        lhs.children.count == rhs.children.count && zip(lhs.children, rhs.children).allSatisfy { $0 === $1 }
    }
}
