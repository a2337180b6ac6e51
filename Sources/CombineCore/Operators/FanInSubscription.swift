import Foundation

/// The subscription of an operator with several upstreams: it keeps their subscriptions by id,
/// passes the downstream's demand to them, and cancels them all when the downstream cancels or the
/// operator ends. Subclasses say what a value from one upstream does; by default a failure ends the
/// operator and it finishes once every upstream it was made with has finished.
class FanInSubscription<Input, Failure: Error, Downstream: Subscriber>: Subscription, @unchecked Sendable
where Downstream.Failure == Failure {
    // @unchecked: the upstream table and demand are under `lock`; delivery goes through `output`.
    /// How an upstream is asked for values.
    enum RequestPolicy {
        /// Each upstream is asked for what the downstream asks (merge, zip, flatMap's inner publishers).
        case forwardDemand
        /// Each upstream is asked for everything at once (combineLatest keeps only the latest).
        case unlimited
    }

    let lock = NSLock()
    let output: SerialDownstream<Downstream>
    private let policy: RequestPolicy
    private var upstreams: [Int: any Subscription] = [:]
    private var nextID = 0
    private var cancelled = false
    /// Upstreams that have not finished, for the default completion rule.
    private var unfinished: Int

    init(downstream: Downstream, policy: RequestPolicy, conflates: Bool = false, upstreamCount: Int = 0) {
        output = SerialDownstream(downstream, conflates: conflates)
        self.policy = policy
        unfinished = upstreamCount
    }

    /// Subscribes to `publisher` as one more upstream, calling `identified` with its id first (a
    /// publisher may send during `subscribe`). Ids count up from zero in the order of attachment.
    func attach<P: Publisher>(_ publisher: P, identified: (Int) -> Void = { _ in }) where P.Output == Input, P.Failure == Failure {
        let id = lock.withLock {
            defer { nextID += 1 }
            return nextID
        }
        identified(id)
        publisher.subscribe(FanInChild(parent: self, id: id))
    }

    /// Stops and forgets one upstream.
    func detach(_ id: Int) {
        lock.withLock { upstreams.removeValue(forKey: id) }?.cancel()
    }

    /// Ends the operator: cancels every upstream and sends `completion` after what is queued.
    func end(_ completion: Subscribers.Completion<Failure>) {
        cancelUpstreams()
        output.finish(completion)
    }

    /// How many upstreams are still attached.
    var upstreamCount: Int { lock.withLock { upstreams.count } }

    // MARK: For subclasses

    /// A value from upstream `id`.
    func receive(_ value: Input, from id: Int) {}

    /// Upstream `id` completed (it is already detached): a failure ends the operator; it finishes
    /// when the last of its upstreams has.
    func complete(_ completion: Subscribers.Completion<Failure>, from id: Int) {
        guard case .finished = completion else { return end(completion) }
        let last = lock.withLock {
            unfinished -= 1
            return unfinished == 0
        }
        if last { output.finish(.finished) }
    }

    // MARK: Subscription

    func request(_ demand: Subscribers.Demand) {
        let upstreams: [any Subscription] = lock.withLock {
            policy == .forwardDemand ? Array(self.upstreams.values) : []
        }
        // The downstream's demand first, so values an upstream sends synchronously go straight out.
        output.request(demand)
        for upstream in upstreams { upstream.request(demand) }
    }

    func cancel() {
        output.close()
        cancelUpstreams()
    }

    // MARK: Children

    /// A new upstream is asked for the downstream's demand not yet met (or for everything).
    fileprivate func accept(_ subscription: any Subscription, id: Int) {
        let accepted = lock.withLock {
            guard !cancelled else { return false }
            upstreams[id] = subscription
            return true
        }
        guard accepted else { return subscription.cancel() }
        let demand = policy == .forwardDemand ? output.outstandingDemand : .unlimited
        if demand > 0 { subscription.request(demand) }
    }

    fileprivate func childCompleted(_ completion: Subscribers.Completion<Failure>, id: Int) {
        guard lock.withLock({ upstreams.removeValue(forKey: id) != nil }) else { return }
        complete(completion, from: id)
    }

    private func cancelUpstreams() {
        let upstreams: [any Subscription] = lock.withLock {
            cancelled = true
            defer { self.upstreams = [:] }
            return Array(self.upstreams.values)
        }
        for upstream in upstreams { upstream.cancel() }
    }
}

/// Subscribes to one upstream of a `FanInSubscription` on its behalf.
private struct FanInChild<Input, Failure: Error, Downstream: Subscriber>: Subscriber where Downstream.Failure == Failure {
    let parent: FanInSubscription<Input, Failure, Downstream>
    let id: Int
    let combineIdentifier = CombineIdentifier()

    func receive(subscription: any Subscription) { parent.accept(subscription, id: id) }

    func receive(_ input: Input) -> Subscribers.Demand {
        parent.receive(input, from: id)
        return .none
    }

    func receive(completion: Subscribers.Completion<Failure>) { parent.childCompleted(completion, id: id) }
}
