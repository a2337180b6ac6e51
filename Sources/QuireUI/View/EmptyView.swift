/// A view that shows nothing.
public struct EmptyView: View {
    public typealias Body = Never

    public init() {}
}

extension EmptyView: PrimitiveView {
    func makeNode(in context: NodeContext) -> ViewNode { EmptyNode(context) }
}
