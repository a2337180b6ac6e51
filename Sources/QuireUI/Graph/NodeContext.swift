/// Where a new node goes: its graph, its parent, and the type of view it renders.
@MainActor
struct NodeContext {
    let graph: GraphRuntime
    weak var parent: ViewNode?
    let depth: Int
    let viewType: ObjectIdentifier
}

/// A view QuireUI renders itself (containers, controls, builder shapes) rather than through `body`.
@MainActor
protocol PrimitiveView {
    /// The node that renders views of this type.
    func makeNode(in context: NodeContext) -> ViewNode
}
