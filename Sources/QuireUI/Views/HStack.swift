import Foundation

/// Views side by side.
public struct HStack<Content: View>: View {
    public typealias Body = Never

    let alignment: VerticalAlignment
    let spacing: CGFloat?
    let content: Content

    /// The views `content` builds, leading to trailing, lined up at `alignment`, `spacing` points
    /// apart (`nil`: the platform's standard 8).
    public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
                @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.spacing = spacing
        self.content = content()
    }
}

extension HStack: PrimitiveView {
    func makeNode(in context: NodeContext) -> ViewNode { StackNode(context, kind: .horizontal) }
}

extension HStack: StackView {
    var layout: StackLayout {
        StackLayout(spacing: spacing ?? 8, alignment: Alignment(horizontal: .center, vertical: alignment))
    }
    var contentView: any View { content }
}
