extension Publishers {
    /// Turns each value into a publisher and interleaves the values of all of them
    /// (`flatMap(maxPublishers:_:)`): at most `maxPublishers` run at once; it finishes when upstream
    /// and every inner publisher have, and fails when any does.
    public struct FlatMap<NewPublisher: Publisher, Upstream: Publisher>: Publisher where NewPublisher.Failure == Upstream.Failure {
        public typealias Output = NewPublisher.Output
        public typealias Failure = Upstream.Failure

        public let upstream: Upstream
        public let maxPublishers: Subscribers.Demand
        public let transform: (Upstream.Output) -> NewPublisher

        public init(upstream: Upstream, maxPublishers: Subscribers.Demand, transform: @escaping (Upstream.Output) -> NewPublisher) {
            self.upstream = upstream
            self.maxPublishers = maxPublishers
            self.transform = transform
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            // The values are turned into publishers on the way in, so the outer upstream sends publishers.
            let flattened = FlatMapSubscription<Upstream, NewPublisher, S>(downstream: subscriber, maxPublishers: maxPublishers)
            upstream.map(transform).subscribe(flattened.outerSubscriber)
        }
    }
}

extension Publisher {
    /// Interleaves the values of the publishers `transform` makes from each value.
    public func flatMap<T, P: Publisher>(maxPublishers: Subscribers.Demand = .unlimited, _ transform: @escaping (Output) -> P)
        -> Publishers.FlatMap<P, Self> where T == P.Output, Failure == P.Failure {
        Publishers.FlatMap(upstream: self, maxPublishers: maxPublishers, transform: transform)
    }
}

extension Publisher where Failure == Never {
    /// `flatMap` of a publisher that cannot fail into publishers that can.
    public func flatMap<P: Publisher>(maxPublishers: Subscribers.Demand = .unlimited, _ transform: @escaping (Output) -> P)
        -> Publishers.FlatMap<P, Publishers.SetFailureType<Self, P.Failure>> {
        Publishers.FlatMap(upstream: setFailureType(to: P.Failure.self), maxPublishers: maxPublishers, transform: transform)
    }

    /// `flatMap` where neither this publisher nor the inner ones can fail.
    public func flatMap<P: Publisher>(maxPublishers: Subscribers.Demand = .unlimited, _ transform: @escaping (Output) -> P)
        -> Publishers.FlatMap<P, Self> where P.Failure == Never {
        Publishers.FlatMap(upstream: self, maxPublishers: maxPublishers, transform: transform)
    }
}

extension Publisher {
    /// `flatMap` into publishers that cannot fail.
    public func flatMap<P: Publisher>(maxPublishers: Subscribers.Demand = .unlimited, _ transform: @escaping (Output) -> P)
        -> Publishers.FlatMap<Publishers.SetFailureType<P, Failure>, Self> where P.Failure == Never {
        Publishers.FlatMap(upstream: self, maxPublishers: maxPublishers) { transform($0).setFailureType(to: Failure.self) }
    }
}

/// Each value's publisher becomes an inner upstream; the outer upstream is asked for
/// `maxPublishers` and for one more each time an inner publisher finishes.
private final class FlatMapSubscription<Upstream: Publisher, NewPublisher: Publisher, Downstream: Subscriber>:
    NestedFanInSubscription<Publishers.Map<Upstream, NewPublisher>, Downstream>, @unchecked Sendable
where NewPublisher.Failure == Upstream.Failure, Downstream.Input == NewPublisher.Output, Downstream.Failure == Upstream.Failure {
    // @unchecked: no mutable state of its own.
    private let maxPublishers: Subscribers.Demand

    init(downstream: Downstream, maxPublishers: Subscribers.Demand) {
        self.maxPublishers = maxPublishers
        super.init(downstream: downstream, outerDemand: maxPublishers)
    }

    override func received(_ publisher: NewPublisher) {
        attach(publisher)
    }

    override func complete(_ completion: Subscribers.Completion<Upstream.Failure>, from id: Int) {
        guard case .finished = completion else { return fail(completion) }
        if isOuterFinished, upstreamCount == 0 {
            output.finish(.finished)
        } else if maxPublishers != .unlimited {
            requestOuter(.max(1))
        }
    }

    override func outerDidFinish() {
        if upstreamCount == 0 { output.finish(.finished) }
    }
}
