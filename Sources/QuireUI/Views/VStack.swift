import Foundation

/// Views one above the other.
public struct VStack<Content: View>: View {
    public typealias Body = Never

    let alignment: HorizontalAlignment
    let spacing: CGFloat?
    let content: Content

    /// The views `content` builds, top to bottom, lined up at `alignment`, `spacing` points apart
    /// (`nil`: the platform's standard 8).
    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
                @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.spacing = spacing
        self.content = content()
    }
}

extension VStack: PrimitiveView {
    func makeNode(in context: NodeContext) -> ViewNode { StackNode(context, kind: .vertical) }
}

extension VStack: StackView {
    var layout: StackLayout {
        StackLayout(spacing: spacing ?? 8, alignment: Alignment(horizontal: alignment, vertical: .center))
    }
    var contentView: any View { content }
}
