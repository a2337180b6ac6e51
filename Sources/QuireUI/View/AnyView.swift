/// A type-erased view. When the wrapped view's type changes, its content is replaced.
public struct AnyView: View {
    public typealias Body = Never

    let content: any View

    /// Wraps `view`.
    public init<V: View>(_ view: V) {
        content = (view as? AnyView)?.content ?? view
    }

    /// Wraps a view whose type is not known statically.
    public init(erasing view: some View) {
        self.init(view)
    }
}

extension AnyView: PrimitiveView {
    func makeNode(in context: NodeContext) -> ViewNode {
        PassThroughNode(context) { ($0 as? AnyView)?.content }
    }
}
