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

/// The latest inner publisher is the one live upstream of the fan-in: it is asked for the
/// downstream's demand not yet met; values from an inner publisher already replaced are dropped.
private final class SwitchToLatestSubscription<Upstream: Publisher, Downstream: Subscriber>:
    NestedFanInSubscription<Upstream, Downstream>, @unchecked Sendable
where Upstream.Output: Publisher, Upstream.Output.Failure == Upstream.Failure,
      Downstream.Input == Upstream.Output.Output, Downstream.Failure == Upstream.Failure {
    // @unchecked: `latestID` is under the inherited lock.
    private var latestID: Int?

    init(downstream: Downstream) {
        super.init(downstream: downstream, outerDemand: .unlimited)
    }

    override func receive(_ value: Downstream.Input, from id: Int) {
        guard lock.withLock({ latestID == id }) else { return }
        output.send(value)
    }

    override func received(_ publisher: Upstream.Output) {
        if let previous = lock.withLock({ latestID }) { detach(previous) }
        attach(publisher) { id in lock.withLock { latestID = id } }
    }

    override func complete(_ completion: Subscribers.Completion<Upstream.Failure>, from id: Int) {
        let latest = lock.withLock {
            guard latestID == id else { return false }
            latestID = nil
            return true
        }
        guard latest else { return }
        guard case .finished = completion else { return fail(completion) }
        if isOuterFinished { output.finish(.finished) }
    }

    override func outerDidFinish() {
        if lock.withLock({ latestID == nil }) { output.finish(.finished) }
    }
}
