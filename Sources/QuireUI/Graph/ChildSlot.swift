/// One child position of a node: keeps the child's node while views of the same type arrive, and
/// replaces it when the type changes.
@MainActor
struct ChildSlot {
    private(set) var node: ViewNode?

    /// Renders `view` in this slot (`nil`: nothing).
    mutating func reconcile(_ view: (any View)?, in parent: ViewNode, environment: EnvironmentValues) {
        guard let view else {
            clear()
            return
        }
        if let node, node.viewType == ObjectIdentifier(type(of: view)) {
            node.update(view, environment: environment)
        } else {
            node?.unmount()
            node = parent.graph.makeNode(for: view, parent: parent, environment: environment)
        }
    }

    /// Unmounts the child.
    mutating func clear() {
        node?.unmount()
        node = nil
    }

    var widgets: [any PlatformWidget] { node?.widgets ?? [] }
}
