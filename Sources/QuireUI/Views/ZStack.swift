/// Views on top of each other, the first at the back.
public struct ZStack<Content: View>: View {
    public typealias Body = Never

    let alignment: Alignment
    let content: Content

    /// The views `content` builds, back to front, each placed at `alignment`.
    public init(alignment: Alignment = .center, @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.content = content()
    }
}

extension ZStack: PrimitiveView {
    func makeNode(in context: NodeContext) -> ViewNode { StackNode(context, kind: .overlay) }
}

extension ZStack: StackView {
    var layout: StackLayout { StackLayout(spacing: 0, alignment: alignment) }
    var contentView: any View { content }
}
