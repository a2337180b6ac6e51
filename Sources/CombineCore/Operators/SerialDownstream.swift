import Foundation

/// One downstream fed from several upstreams (merge, combineLatest, zip, flatMap, switchToLatest):
/// values wait in a queue and go out in order, one at a time, within the downstream's demand.
///
/// Whoever finds nobody delivering delivers everything deliverable — so the downstream is never
/// called twice at once, and a value sent from inside the downstream's `receive` waits its turn
/// instead of nesting. A failure drops the queue and goes out at once; `.finished` follows the
/// queued values.
final class SerialDownstream<Downstream: Subscriber>: @unchecked Sendable {
    // @unchecked: every stored property but `downstream` is under `lock`; `downstream` is called
    // only by the one thread that set `delivering`.
    private let lock = NSLock()
    private let downstream: Downstream
    /// With `conflates`, only the newest waiting value is kept (combineLatest's latest combination).
    private let conflates: Bool
    private var queue: [Downstream.Input] = []
    private var queueStart = 0
    private var completion: Subscribers.Completion<Downstream.Failure>?
    private var demand = Subscribers.Demand.none
    private var delivering = false
    private var closed = false

    init(_ downstream: Downstream, conflates: Bool = false) {
        self.downstream = downstream
        self.conflates = conflates
    }

    /// Hands the downstream its subscription.
    func start(_ subscription: any Subscription) {
        downstream.receive(subscription: subscription)
    }

    /// Whether the downstream still takes events (not completed, not cancelled).
    var isOpen: Bool { lock.withLock { !closed && completion == nil } }

    /// The downstream's demand not yet met by a value sent or waiting.
    var outstandingDemand: Subscribers.Demand {
        lock.withLock { demand - (queue.count - queueStart) }
    }

    func send(_ value: Downstream.Input) {
        let accepted = lock.withLock {
            guard !closed, completion == nil else { return false }
            if conflates {
                queue = [value]
                queueStart = 0
            } else {
                queue.append(value)
            }
            return true
        }
        if accepted { drain() }
    }

    func finish(_ completion: Subscribers.Completion<Downstream.Failure>) {
        let accepted = lock.withLock {
            guard !closed, self.completion == nil else { return false }
            self.completion = completion
            if case .failure = completion {
                queue = []
                queueStart = 0
            }
            return true
        }
        if accepted { drain() }
    }

    func request(_ demand: Subscribers.Demand) {
        lock.withLock { self.demand += demand }
        drain()
    }

    /// The downstream cancelled: nothing more goes out.
    func close() {
        lock.withLock {
            closed = true
            queue = []
            queueStart = 0
        }
    }

    private func drain() {
        lock.lock()
        guard !delivering else { return lock.unlock() }
        delivering = true
        while !closed {
            if queueStart < queue.count, demand > 0 {
                let value = queue[queueStart]
                queueStart += 1
                if queueStart == queue.count {
                    queue.removeAll(keepingCapacity: true)
                    queueStart = 0
                }
                demand -= 1
                lock.unlock()
                let more = downstream.receive(value)
                lock.lock()
                demand += more
            } else if queueStart == queue.count, let completion {
                closed = true
                lock.unlock()
                downstream.receive(completion: completion)
                lock.lock()
            } else {
                break
            }
        }
        delivering = false
        lock.unlock()
    }
}
