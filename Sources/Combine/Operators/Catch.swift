import Foundation

extension Publishers {
    /// On failure, goes on with the publisher a handler makes from the error (`catch(_:)`).
    public struct Catch<Upstream: Publisher, NewPublisher: Publisher>: Publisher where Upstream.Output == NewPublisher.Output {
        public typealias Output = Upstream.Output
        public typealias Failure = NewPublisher.Failure

        public let upstream: Upstream
        public let handler: (Upstream.Failure) -> NewPublisher

        public init(upstream: Upstream, handler: @escaping (Upstream.Failure) -> NewPublisher) {
            self.upstream = upstream
            self.handler = handler
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let subscription = CatchSubscription<Upstream, NewPublisher, S>(downstream: subscriber, handler: handler)
            subscriber.receive(subscription: subscription)
            upstream.subscribe(subscription.upstreamSubscriber)
        }
    }
}

extension Publisher {
    /// Replaces a failure with the publisher `handler` makes from it.
    public func `catch`<P: Publisher>(_ handler: @escaping (Failure) -> P) -> Publishers.Catch<Self, P> where P.Output == Output {
        Publishers.Catch(upstream: self, handler: handler)
    }
}

/// The downstream's one subscription across the switch from upstream to the replacement: the demand
/// not yet met is asked of the replacement when it arrives.
private final class CatchSubscription<Upstream: Publisher, NewPublisher: Publisher, Downstream: Subscriber>: Subscription, @unchecked Sendable
where Upstream.Output == NewPublisher.Output, Downstream.Input == Upstream.Output, Downstream.Failure == NewPublisher.Failure {
    // @unchecked: state is under `lock`; upstream and replacement call in turn, never together.
    private let lock = NSLock()
    private let downstream: Downstream
    private let handler: (Upstream.Failure) -> NewPublisher
    private var current: (any Subscription)?
    private var demand = Subscribers.Demand.none
    private var cancelled = false

    init(downstream: Downstream, handler: @escaping (Upstream.Failure) -> NewPublisher) {
        self.downstream = downstream
        self.handler = handler
    }

    var upstreamSubscriber: UpstreamRelay { UpstreamRelay(parent: self) }

    func request(_ demand: Subscribers.Demand) {
        let current: (any Subscription)? = lock.withLock {
            self.demand += demand
            return self.current
        }
        current?.request(demand)
    }

    func cancel() {
        let current = lock.withLock {
            defer { cancelled = true; self.current = nil }
            return self.current
        }
        current?.cancel()
    }

    fileprivate func attach(_ subscription: any Subscription) {
        let outstanding: Subscribers.Demand? = lock.withLock {
            guard !cancelled else { return nil }
            current = subscription
            return demand
        }
        guard let outstanding else { return subscription.cancel() }
        if outstanding > 0 { subscription.request(outstanding) }
    }

    fileprivate func forward(_ value: Downstream.Input) -> Subscribers.Demand {
        lock.withLock { demand -= 1 }
        let more = downstream.receive(value)
        lock.withLock { demand += more }
        return more
    }

    fileprivate func upstreamEnded(_ completion: Subscribers.Completion<Upstream.Failure>) {
        guard lock.withLock({ current = nil; return !cancelled }) else { return }
        switch completion {
        case .finished:
            downstream.receive(completion: .finished)
        case .failure(let error):
            handler(error).subscribe(ReplacementRelay(parent: self))
        }
    }

    fileprivate func replacementEnded(_ completion: Subscribers.Completion<NewPublisher.Failure>) {
        guard lock.withLock({ current = nil; return !cancelled }) else { return }
        downstream.receive(completion: completion)
    }

    /// Subscribes to upstream on the parent's behalf.
    struct UpstreamRelay: Subscriber {
        typealias Input = Upstream.Output
        typealias Failure = Upstream.Failure

        let parent: CatchSubscription
        let combineIdentifier = CombineIdentifier()

        func receive(subscription: any Subscription) { parent.attach(subscription) }
        func receive(_ input: Input) -> Subscribers.Demand { parent.forward(input) }
        func receive(completion: Subscribers.Completion<Failure>) { parent.upstreamEnded(completion) }
    }

    /// Subscribes to the replacement on the parent's behalf.
    struct ReplacementRelay: Subscriber {
        typealias Input = Upstream.Output
        typealias Failure = NewPublisher.Failure

        let parent: CatchSubscription
        let combineIdentifier = CombineIdentifier()

        func receive(subscription: any Subscription) { parent.attach(subscription) }
        func receive(_ input: Input) -> Subscribers.Demand { parent.forward(input) }
        func receive(completion: Subscribers.Completion<Failure>) { parent.replacementEnded(completion) }
    }
}
