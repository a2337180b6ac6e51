import Foundation

extension View {
    /// Draws this view `offset` away from where its container placed it; its place in the layout
    /// does not move (SwiftUI's `offset`). GTK: the widget allocated with a translation, which moves
    /// in an animated change.
    public func offset(_ offset: CGSize) -> some View {
        modifier(_OffsetModifier(offset: offset))
    }

    public func offset(x: CGFloat = 0, y: CGFloat = 0) -> some View {
        offset(CGSize(width: x, height: y))
    }

    /// Centres this view on `position` in its container, taking all the space offered.
    public func position(_ position: CGPoint) -> some View {
        modifier(_LayoutModifier(PositionLayout(position: position)))
    }

    public func position(x: CGFloat = 0, y: CGFloat = 0) -> some View {
        position(CGPoint(x: x, y: y))
    }
}

/// `offset`: an `OffsetLayout` whose distance moves in an animated change.
struct _OffsetModifier: ViewModifier, PrimitiveModifier, LayoutModifying {
    typealias Body = Never

    let offset: CGSize

    var layoutEffect: LayoutEffect { .offset(offset) }

    func makeNode(in context: NodeContext) -> ViewNode { LayoutModifierNode(context) }
}

/// `offset`: the view's own size, the view placed `offset` from the bounds' origin.
struct OffsetLayout: Layout {
    let offset: CGSize

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        subviews.first?.sizeThatFits(proposal) ?? .zero
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        for subview in subviews {
            subview.place(at: CGPoint(x: bounds.minX + offset.width, y: bounds.minY + offset.height),
                          proposal: ProposedViewSize(bounds.size))
        }
    }
}

/// `position`: all the space offered (10 points where none is), the view centred on the point.
struct PositionLayout: Layout {
    let position: CGPoint

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let size = proposal.replacingUnspecifiedDimensions()
        return CGSize(width: size.width.isFinite ? size.width : 10, height: size.height.isFinite ? size.height : 10)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        for subview in subviews {
            subview.place(at: CGPoint(x: bounds.minX + position.x, y: bounds.minY + position.y), anchor: .center,
                          proposal: proposal)
        }
    }
}
