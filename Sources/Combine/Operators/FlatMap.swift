import Foundation

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
            let flattened = FlatMapSubscription<Upstream, NewPublisher, S>(downstream: subscriber, maxPublishers: maxPublishers,
                                                                           transform: transform)
            upstream.subscribe(flattened.outerSubscriber)
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

/// The inner publishers as upstreams of a fan-in; the outer upstream is asked for `maxPublishers`
/// and for one more each time an inner publisher finishes.
private final class FlatMapSubscription<Upstream: Publisher, NewPublisher: Publisher, Downstream: Subscriber>:
    FanInSubscription<NewPublisher.Output, NewPublisher.Failure, Downstream>, @unchecked Sendable
where NewPublisher.Failure == Upstream.Failure, Downstream.Input == NewPublisher.Output, Downstream.Failure == Upstream.Failure {
    // @unchecked: `outer` and `outerFinished` are under the inherited lock.
    private let maxPublishers: Subscribers.Demand
    private let transform: (Upstream.Output) -> NewPublisher
    private var outer: (any Subscription)?
    private var outerFinished = false

    init(downstream: Downstream, maxPublishers: Subscribers.Demand, transform: @escaping (Upstream.Output) -> NewPublisher) {
        self.maxPublishers = maxPublishers
        self.transform = transform
        super.init(downstream: downstream, policy: .forwardDemand)
    }

    var outerSubscriber: OuterSubscriber { OuterSubscriber(parent: self) }

    override func receive(_ value: NewPublisher.Output, from id: Int) {
        output.send(value)
    }

    override func complete(_ completion: Subscribers.Completion<Upstream.Failure>, from id: Int) {
        guard case .finished = completion else { return fail(completion) }
        let (done, outer): (Bool, (any Subscription)?) = lock.withLock { (outerFinished, self.outer) }
        if done, upstreamCount == 0 {
            output.finish(.finished)
        } else if maxPublishers != .unlimited {
            outer?.request(.max(1))
        }
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
        subscription.request(maxPublishers)
    }

    fileprivate func outerReceived(_ value: Upstream.Output) {
        guard output.isOpen else { return }
        attach(transform(value))
    }

    fileprivate func outerCompleted(_ completion: Subscribers.Completion<Upstream.Failure>) {
        guard case .finished = completion else { return fail(completion) }
        lock.withLock {
            outerFinished = true
            outer = nil
        }
        if upstreamCount == 0 { output.finish(.finished) }
    }

    /// Subscribes to the outer upstream on the parent's behalf.
    struct OuterSubscriber: Subscriber {
        typealias Input = Upstream.Output
        typealias Failure = Upstream.Failure

        let parent: FlatMapSubscription
        let combineIdentifier = CombineIdentifier()

        func receive(subscription: any Subscription) { parent.outerStarted(subscription) }

        func receive(_ input: Input) -> Subscribers.Demand {
            parent.outerReceived(input)
            return .none
        }

        func receive(completion: Subscribers.Completion<Failure>) { parent.outerCompleted(completion) }
    }
}
