extension Publishers {
    /// Subscribes to upstream, and passes requests and cancellation to it, on a scheduler; values and
    /// the completion come on whatever thread upstream sends them (`subscribe(on:options:)`).
    public struct SubscribeOn<Upstream: Publisher, Context: Scheduler>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure

        public let upstream: Upstream
        public let scheduler: Context
        public let options: Context.SchedulerOptions?

        public init(upstream: Upstream, scheduler: Context, options: Context.SchedulerOptions?) {
            self.upstream = upstream
            self.scheduler = scheduler
            self.options = options
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let relay = ScheduledUpstream(downstream: subscriber, scheduler: scheduler, options: options)
            let upstream = self.upstream
            scheduler.schedule(options: options) { upstream.subscribe(relay) }
        }
    }
}

extension Publisher {
    /// Subscribes, requests and cancels on `scheduler`.
    public func subscribe<S: Scheduler>(on scheduler: S, options: S.SchedulerOptions? = nil) -> Publishers.SubscribeOn<Self, S> {
        Publishers.SubscribeOn(upstream: self, scheduler: scheduler, options: options)
    }
}

/// Passes events downstream as they come and the downstream's requests and cancel upstream on a
/// scheduler.
private final class ScheduledUpstream<Downstream: Subscriber, Context: Scheduler>: Subscriber, Subscription, @unchecked Sendable {
    // @unchecked: the link is thread-safe; the rest is immutable.
    typealias Input = Downstream.Input
    typealias Failure = Downstream.Failure

    private let downstream: Downstream
    private let scheduler: Context
    private let options: Context.SchedulerOptions?
    private let upstream = UpstreamLink()

    init(downstream: Downstream, scheduler: Context, options: Context.SchedulerOptions?) {
        self.downstream = downstream
        self.scheduler = scheduler
        self.options = options
    }

    func receive(subscription: any Subscription) {
        guard upstream.accept(subscription) else { return }
        downstream.receive(subscription: self)
    }

    func receive(_ input: Input) -> Subscribers.Demand {
        guard !upstream.isEnded else { return .none }
        return downstream.receive(input)
    }

    func receive(completion: Subscribers.Completion<Failure>) {
        guard upstream.end(cancellingUpstream: false) else { return }
        downstream.receive(completion: completion)
    }

    func request(_ demand: Subscribers.Demand) {
        scheduler.schedule(options: options) { [upstream] in upstream.request(demand) }
    }

    func cancel() {
        guard let subscription = upstream.detach() else { return }
        scheduler.schedule(options: options) { subscription.cancel() }
    }
}
