/// Groups views without laying them out: its content goes into the enclosing container, and modifiers
/// on the group apply to each view in it.
public struct Group<Content: View>: View {
    public typealias Body = Never

    let content: Content

    /// A group of the views `content` builds.
    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }
}

extension Group: PrimitiveView {
    func makeNode(in context: NodeContext) -> ViewNode {
        PassThroughNode(context) { ($0 as? Self)?.content }
    }
}
