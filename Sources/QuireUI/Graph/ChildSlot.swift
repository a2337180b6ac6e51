/// One child position of a node: keeps the child's node while views of the same type arrive, and
/// replaces it when the type changes. A child removed in an animated change whose view has a
/// `transition` stays drawn, after the slot's new child, until its removal motion ends.
@MainActor
struct ChildSlot {
    private(set) var node: ViewNode?
    private var departing: DepartingNodes?

    /// Renders `view` in this slot (`nil`: nothing).
    mutating func reconcile(_ view: (any View)?, in parent: ViewNode, environment: EnvironmentValues) {
        guard let view else {
            remove(from: parent)
            return
        }
        if let node, node.viewType == ObjectIdentifier(type(of: view)) {
            node.update(view, environment: environment)
        } else {
            remove(from: parent)
            node = parent.graph.makeNode(for: view, parent: parent, environment: environment)
        }
    }

    private mutating func remove(from parent: ViewNode) {
        guard let leaving = node else { return }
        node = nil
        if departing == nil {
            departing = DepartingNodes()
        }
        departing?.remove(leaving, from: parent)
    }

    /// Unmounts the child (and those still leaving).
    mutating func clear() {
        node?.unmount()
        node = nil
        departing?.clear()
    }

    var widgets: [any PlatformWidget] {
        guard let departing, !departing.isEmpty else { return node?.widgets ?? [] }
        return (node?.widgets ?? []) + departing.widgets
    }
}

/// Removed nodes still drawn while their removal transitions move.
@MainActor
final class DepartingNodes {
    private var nodes: [ViewNode] = []

    var isEmpty: Bool { nodes.isEmpty }
    var widgets: [any PlatformWidget] { nodes.flatMap(\.widgets) }

    /// Removes `node` from `parent`: at once, or — when it starts a removal motion — once that has
    /// ended, telling `parent` its widgets changed.
    func remove(_ node: ViewNode, from parent: ViewNode) {
        let moving = node.beginRemoval { [weak self, weak parent, weak node] in
            guard let self, let node, self.nodes.contains(where: { $0 === node }) else { return }
            self.nodes.removeAll { $0 === node }
            node.unmount()
            parent?.childWidgetsDidChange()
        }
        if moving {
            nodes.append(node)
        } else {
            node.unmount()
        }
    }

    func clear() {
        let leaving = nodes
        nodes.removeAll()
        for node in leaving {
            node.unmount()
        }
    }
}
