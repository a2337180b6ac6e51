/// Collects invalidated nodes and refreshes them in one batch per main-actor turn: however many
/// times a node's state or observed properties change before the batch runs, it re-renders once.
/// Parents go before children, so a child a parent's refresh already re-rendered is not done twice.
@MainActor
final class UpdateScheduler {
    private var pending: [ViewNode] = []
    private var isScheduled = false
    private var waiters: [CheckedContinuation<Void, Never>] = []
    /// Called after each batch.
    var didFlush: () -> Void = {}

    /// Adds `node` to the next batch, scheduling the batch if none is.
    func schedule(_ node: ViewNode) {
        pending.append(node)
        guard !isScheduled else { return }
        isScheduled = true
        Task { @MainActor [weak self] in
            self?.flush()
        }
    }

    var hasPendingUpdates: Bool { !pending.isEmpty }

    /// Runs the batch now (the scheduled task then finds nothing to do).
    func flush() {
        isScheduled = false
        guard !pending.isEmpty else { return }
        ViewRendering.perform {
            while !pending.isEmpty {
                let batch = pending.sorted { $0.depth < $1.depth }
                pending.removeAll()
                for node in batch {
                    node.runScheduledRefresh()
                }
            }
        }
        didFlush()
        let resumed = waiters
        waiters.removeAll()
        for waiter in resumed {
            waiter.resume()
        }
    }

    /// Drops the pending nodes (the graph is going away).
    func cancel() {
        pending.removeAll()
        let resumed = waiters
        waiters.removeAll()
        for waiter in resumed {
            waiter.resume()
        }
    }

    /// Returns after the next batch has run.
    func nextFlush() async {
        await withCheckedContinuation { waiters.append($0) }
    }
}
