
/// The counts of one tree of progress managers, behind one lock, so that a child's update and its
/// effect on every ancestor happen as one step (no ancestor ever sees updates out of order).
final class ProgressTree: Sendable {
    struct Node {
        var totalCount: Int?
        var completedCount = 0
        /// Kept after the node finishes, so cancellation still flows down.
        var parent: UInt64?
        /// Whether the node still reports into its parent's count (false once it finished).
        var isAttached = false
        /// How many of the parent's units this node stands for.
        var assignedCount = 0
        /// Each running child's share, in this node's units (its assigned count × its fraction).
        var childPortions: [UInt64: Double] = [:]
        var isCancelled = false

        var isFinished: Bool {
            guard let totalCount else { return false }
            return completedCount >= totalCount
        }

        var fractionCompleted: Double {
            guard let totalCount else { return 0 }
            guard totalCount > 0 else { return isFinished ? 1 : 0 }
            let done = Double(completedCount) + childPortions.values.reduce(0, +)
            return min(1, max(0, done / Double(totalCount)))
        }
    }

    private struct State {
        var lastID: UInt64 = 0
        var nodes: [UInt64: Node] = [:]
    }

    private let state = PthreadMutex(State())

    func addNode(totalCount: Int?, parent: UInt64?, assignedCount: Int) -> UInt64 {
        state.withLock { state in
            state.lastID += 1
            let id = state.lastID
            var node = Node(totalCount: totalCount)
            if let parent, state.nodes[parent] != nil {
                node.parent = parent
                node.isAttached = true
                node.assignedCount = assignedCount
                state.nodes[parent]?.childPortions[id] = 0
            }
            state.nodes[id] = node
            Self.propagate(from: id, in: &state.nodes)
            return id
        }
    }

    /// Drops a node whose manager went away; a parent still waiting for it counts it as done.
    func removeNode(_ id: UInt64) {
        state.withLock { state in
            guard let node = state.nodes.removeValue(forKey: id) else { return }
            if node.isAttached, let parent = node.parent, state.nodes[parent] != nil {
                state.nodes[parent]?.childPortions[id] = nil
                state.nodes[parent]?.completedCount += node.assignedCount
                Self.propagate(from: parent, in: &state.nodes)
            }
        }
    }

    func read<T: Sendable>(_ id: UInt64, _ body: (Node) -> T) -> T {
        state.withLock { state in body(state.nodes[id] ?? Node(totalCount: 0)) }
    }

    func update<T: Sendable, E: Error>(_ id: UInt64, _ body: (inout Node) throws(E) -> T) throws(E) -> T {
        try state.withLock { (state) throws(E) -> T in
            var node = state.nodes[id] ?? Node(totalCount: 0)
            let result = try body(&node)
            state.nodes[id] = node
            Self.propagate(from: id, in: &state.nodes)
            return result
        }
    }

    /// Whether the node or any ancestor was cancelled.
    func isCancelled(_ id: UInt64) -> Bool {
        state.withLock { state in
            var current: UInt64? = id
            while let node = current.flatMap({ state.nodes[$0] }) {
                if node.isCancelled { return true }
                current = node.parent
            }
            return false
        }
    }

    /// Carries a node's new fraction into its ancestors; a node that finished hands its assigned count
    /// to its parent's completed count and stops reporting.
    private static func propagate(from id: UInt64, in nodes: inout [UInt64: Node]) {
        var childID = id
        while let child = nodes[childID], child.isAttached, let parentID = child.parent, nodes[parentID] != nil {
            if child.isFinished {
                nodes[childID]?.isAttached = false
                nodes[parentID]?.childPortions[childID] = nil
                nodes[parentID]?.completedCount += child.assignedCount
            } else {
                nodes[parentID]?.childPortions[childID] = Double(child.assignedCount) * child.fractionCompleted
            }
            childID = parentID
        }
    }
}
