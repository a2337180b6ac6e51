import Foundation

extension Publishers {
    /// When `collect` sends a group: every `interval` (`byTime`), or also as soon as it holds
    /// `count` values (`byTimeOrCount`).
    public enum TimeGroupingStrategy<Context: Scheduler> {
        case byTime(Context, Context.SchedulerTimeType.Stride)
        case byTimeOrCount(Context, Context.SchedulerTimeType.Stride, Int)
    }

    /// Sends the values received in each interval as one array — or sooner, at a count — on the
    /// strategy's scheduler; an interval without values sends nothing. When upstream finishes, the
    /// values not yet sent go first (`collect(_:options:)`).
    public struct CollectByTime<Upstream: Publisher, Context: Scheduler>: Publisher {
        public typealias Output = [Upstream.Output]
        public typealias Failure = Upstream.Failure

        public let upstream: Upstream
        public let strategy: TimeGroupingStrategy<Context>
        public let options: Context.SchedulerOptions?

        public init(upstream: Upstream, strategy: TimeGroupingStrategy<Context>, options: Context.SchedulerOptions?) {
            self.upstream = upstream
            self.strategy = strategy
            self.options = options
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            upstream.subscribe(TimeGroupingSubscription(downstream: subscriber, strategy: strategy, options: options))
        }
    }
}

extension Publisher {
    /// Sends the values in arrays, grouped by time (or time and count).
    public func collect<S: Scheduler>(_ strategy: Publishers.TimeGroupingStrategy<S>,
                                      options: S.SchedulerOptions? = nil) -> Publishers.CollectByTime<Self, S> {
        Publishers.CollectByTime(upstream: self, strategy: strategy, options: options)
    }
}

private final class TimeGroupingSubscription<Input, Failure: Error, Downstream: Subscriber, Context: Scheduler>:
    Subscriber, Subscription, @unchecked Sendable where Downstream.Input == [Input], Downstream.Failure == Failure {
    // @unchecked: `group` and `timer` are under `lock`; the link and the queue are thread-safe.
    private let lock = NSLock()
    private let downstream: Downstream
    private let scheduler: Context
    private let interval: Context.SchedulerTimeType.Stride
    private let count: Int
    private let options: Context.SchedulerOptions?
    private let upstream = UpstreamLink()
    private let queue: DemandQueue<Downstream>
    private var group: [Input] = []
    private var timer: (any Cancellable)?

    init(downstream: Downstream, strategy: Publishers.TimeGroupingStrategy<Context>, options: Context.SchedulerOptions?) {
        switch strategy {
        case .byTime(let scheduler, let interval):
            (self.scheduler, self.interval, count) = (scheduler, interval, .max)
        case .byTimeOrCount(let scheduler, let interval, let count):
            precondition(count > 0, "collect needs a count of one or more")
            (self.scheduler, self.interval, self.count) = (scheduler, interval, count)
        }
        self.downstream = downstream
        self.options = options
        queue = DemandQueue(downstream: downstream)
    }

    func receive(subscription: any Subscription) {
        guard upstream.accept(subscription) else { return }
        downstream.receive(subscription: self)
        let timer = scheduler.schedule(after: scheduler.now.advanced(by: interval), interval: interval,
                                       tolerance: scheduler.minimumTolerance, options: options) { [weak self] in self?.sendGroup() }
        lock.withLock { self.timer = timer }
        upstream.request(.unlimited)
    }

    func receive(_ input: Input) -> Subscribers.Demand {
        let full: [Input]? = lock.withLock {
            group.append(input)
            guard group.count >= count else { return nil }
            defer { group = [] }
            return group
        }
        if let full { scheduler.schedule(options: options) { [queue] in _ = queue.push(full) } }
        return .none
    }

    func receive(completion: Subscribers.Completion<Failure>) {
        guard upstream.end(cancellingUpstream: false) else { return }
        scheduler.schedule(options: options) { [self] in
            stopTimer()
            if case .finished = completion { sendGroup() }
            queue.finish(completion)
        }
    }

    func request(_ demand: Subscribers.Demand) {
        queue.request(demand)
    }

    func cancel() {
        upstream.end(cancellingUpstream: true)
        stopTimer()
        queue.cancel()
    }

    /// Queues the values collected so far as one group.
    private func sendGroup() {
        let values: [Input] = lock.withLock {
            guard !group.isEmpty else { return [] }
            defer { group = [] }
            return group
        }
        if !values.isEmpty { _ = queue.push(values) }
    }

    private func stopTimer() {
        lock.withLock {
            defer { timer = nil }
            return timer
        }?.cancel()
    }
}
