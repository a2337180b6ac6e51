import Foundation

extension Publishers {
    /// Sends the values of the latest publisher its upstream sent, cancelling the one before
    /// (`switchToLatest()`); finishes when upstream and the latest publisher have finished.
    public struct SwitchToLatest<P: Publisher, Upstream: Publisher>: Publisher where Upstream.Output == P, P.Failure == Upstream.Failure {
        public typealias Output = P.Output
        public typealias Failure = P.Failure

        public let upstream: Upstream

        public init(upstream: Upstream) {
            self.upstream = upstream
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            upstream.subscribe(SwitchToLatestSubscription<Upstream, S>(downstream: subscriber).outerSubscriber)
        }
    }
}

extension Publisher where Output: Publisher, Output.Failure == Failure {
    /// Sends the values of the latest publisher this publisher sent.
    public func switchToLatest() -> Publishers.SwitchToLatest<Output, Self> {
        Publishers.SwitchToLatest(upstream: self)
    }
}

extension Publisher where Output: Publisher, Failure == Never {
    /// `switchToLatest` of a publisher that cannot fail, of publishers that can.
    public func switchToLatest() -> Publishers.SwitchToLatest<Output, Publishers.SetFailureType<Self, Output.Failure>> {
        Publishers.SwitchToLatest(upstream: setFailureType(to: Output.Failure.self))
    }
}

extension Publisher where Output: Publisher, Failure == Never, Output.Failure == Never {
    /// `switchToLatest` where nothing can fail.
    public func switchToLatest() -> Publishers.SwitchToLatest<Output, Self> {
        Publishers.SwitchToLatest(upstream: self)
    }
}

extension Publisher where Output: Publisher, Output.Failure == Never {
    /// `switchToLatest` of inner publishers that cannot fail.
    public func switchToLatest() -> Publishers.SwitchToLatest<Publishers.SetFailureType<Output, Failure>, Publishers.Map<Self, Publishers.SetFailureType<Output, Failure>>> {
        Publishers.SwitchToLatest(upstream: map { $0.setFailureType(to: Failure.self) })
    }
}

/// The latest inner publisher as the one live upstream of a fan-in: it is asked for the downstream's
/// demand not yet met; values from an inner publisher already replaced are dropped.
private final class SwitchToLatestSubscription<Upstream: Publisher, Downstream: Subscriber>:
    FanInSubscription<Upstream.Output.Output, Upstream.Failure, Downstream>, @unchecked Sendable
where Upstream.Output: Publisher, Upstream.Output.Failure == Upstream.Failure,
      Downstream.Input == Upstream.Output.Output, Downstream.Failure == Upstream.Failure {
    // @unchecked: `outer`, `outerFinished` and `latestID` are under the inherited lock.
    private var outer: (any Subscription)?
    private var outerFinished = false
    private var latestID: Int?

    init(downstream: Downstream) {
        super.init(downstream: downstream, policy: .forwardDemand)
    }

    var outerSubscriber: OuterSubscriber { OuterSubscriber(parent: self) }

    override func receive(_ value: Downstream.Input, from id: Int) {
        guard lock.withLock({ latestID == id }) else { return }
        output.send(value)
    }

    override func complete(_ completion: Subscribers.Completion<Upstream.Failure>, from id: Int) {
        let (latest, done): (Bool, Bool) = lock.withLock {
            guard latestID == id else { return (false, false) }
            latestID = nil
            return (true, outerFinished)
        }
        guard latest else { return }
        if case .failure = completion { return fail(completion) }
        if done { output.finish(.finished) }
    }

    override func cancel() {
        super.cancel()
        lock.withLock {
            defer { outer = nil }
            return outer
        }?.cancel()
    }

    private func fail(_ completion: Subscribers.Completion<Upstream.Failure>) {
        lock.withLock {
            defer { outer = nil }
            return outer
        }?.cancel()
        end(completion)
    }

    fileprivate func outerStarted(_ subscription: any Subscription) {
        lock.withLock { outer = subscription }
        output.start(self)
        subscription.request(.unlimited)
    }

    fileprivate func outerReceived(_ publisher: Upstream.Output) {
        guard output.isOpen else { return }
        if let previous = lock.withLock({ latestID }) { detach(previous) }
        attach(publisher) { id in lock.withLock { latestID = id } }
    }

    fileprivate func outerCompleted(_ completion: Subscribers.Completion<Upstream.Failure>) {
        guard case .finished = completion else { return fail(completion) }
        let idle = lock.withLock {
            outerFinished = true
            outer = nil
            return latestID == nil
        }
        if idle { output.finish(.finished) }
    }

    /// Subscribes to the outer upstream on the parent's behalf.
    struct OuterSubscriber: Subscriber {
        typealias Input = Upstream.Output
        typealias Failure = Upstream.Failure

        let parent: SwitchToLatestSubscription
        let combineIdentifier = CombineIdentifier()

        func receive(subscription: any Subscription) { parent.outerStarted(subscription) }

        func receive(_ input: Input) -> Subscribers.Demand {
            parent.outerReceived(input)
            return .none
        }

        func receive(completion: Subscribers.Completion<Failure>) { parent.outerCompleted(completion) }
    }
}
