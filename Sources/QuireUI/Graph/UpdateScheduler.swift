/// Collects invalidated nodes and refreshes them in one batch per main-actor turn: however many
/// times a node's state or observed properties change before the batch runs, it re-renders once.
/// Parents go before children, so a child a parent's refresh already re-rendered is not done twice.
///
/// Lifecycle actions (`onAppear`, `onDisappear`, `onChange`, starting a `task`) are app code that may
/// change state: they never run while nodes render, but right after, in the same batch, so what they
/// change is rendered before the turn ends — as SwiftUI applies them before the next frame.
@MainActor
final class UpdateScheduler {
    private var pending: [ViewNode] = []
    private var actions: [() -> Void] = []
    private var isScheduled = false
    private var isFlushing = false
    /// Rounds of "render, then run the actions" one batch may take; an action that changes what
    /// makes it run again (an `onChange` feeding itself) goes on in the next turn instead of hanging.
    static let roundsPerBatch = 16
    private var waiters: [CheckedContinuation<Void, Never>] = []
    /// Called after each batch.
    var didFlush: () -> Void = {}
    /// The animated transaction the pending changes were made in (the latest, if several were).
    private var animatedTransaction: Transaction?

    /// A change is being made: when it is made in an animated transaction, the next batch renders
    /// under that transaction, so what it changes moves (`RenderTransaction`).
    func noteAnimatedTransaction() {
        if let transaction = Transaction.current, transaction.animation != nil {
            animatedTransaction = transaction
        }
    }

    /// Adds `node` to the next batch, scheduling the batch if none is.
    func schedule(_ node: ViewNode) {
        pending.append(node)
        scheduleBatch()
    }

    /// Runs `action` after the nodes rendering now (or the next batch) have rendered.
    func enqueue(_ action: @escaping () -> Void) {
        actions.append(action)
        scheduleBatch()
    }

    private func scheduleBatch() {
        guard !isScheduled, !isFlushing else { return }
        isScheduled = true
        Task { @MainActor [weak self] in
            self?.flush()
        }
    }

    var hasPendingUpdates: Bool { !pending.isEmpty || !actions.isEmpty }

    /// Runs the batch now (the scheduled task then finds nothing to do).
    func flush() {
        isScheduled = false
        guard !isFlushing, hasPendingUpdates else { return }
        isFlushing = true
        var rounds = 0
        while hasPendingUpdates && rounds < Self.roundsPerBatch {
            rounds += 1
            let transaction = animatedTransaction
            animatedTransaction = nil
            RenderTransaction.with(transaction) { ViewRendering.perform {
                while !pending.isEmpty {
                    let batch = pending.sorted { $0.depth < $1.depth }
                    pending.removeAll()
                    for node in batch {
                        node.runScheduledRefresh()
                    }
                }
            } }
            let due = actions
            actions.removeAll()
            for action in due {
                action()
            }
        }
        isFlushing = false
        if hasPendingUpdates {
            scheduleBatch()
        }
        didFlush()
        let resumed = waiters
        waiters.removeAll()
        for waiter in resumed {
            waiter.resume()
        }
    }

    /// The graph is going away, its nodes unmounted: runs the actions that left (`onDisappear`, a
    /// task's cancellation), then drops everything.
    func finish() {
        let due = actions
        actions.removeAll()
        for action in due {
            action()
        }
        cancel()
    }

    /// Drops the pending nodes and actions.
    func cancel() {
        pending.removeAll()
        actions.removeAll()
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
