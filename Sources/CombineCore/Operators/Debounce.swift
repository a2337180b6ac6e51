import Foundation

extension Publishers {
    /// Sends a value only once `dueTime` has passed without another (`debounce(for:scheduler:options:)`).
    public struct Debounce<Upstream: Publisher, Context: Scheduler>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure

        public let upstream: Upstream
        public let dueTime: Context.SchedulerTimeType.Stride
        public let scheduler: Context
        public let options: Context.SchedulerOptions?

        public init(upstream: Upstream, dueTime: Context.SchedulerTimeType.Stride, scheduler: Context,
                    options: Context.SchedulerOptions?) {
            self.upstream = upstream
            self.dueTime = dueTime
            self.scheduler = scheduler
            self.options = options
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            upstream.subscribe(DebounceSubscription(downstream: subscriber, dueTime: dueTime, scheduler: scheduler, options: options))
        }
    }
}

extension Publisher {
    /// Sends a value only after `dueTime` passes with no newer value, on `scheduler`.
    public func debounce<S: Scheduler>(for dueTime: S.SchedulerTimeType.Stride, scheduler: S,
                                       options: S.SchedulerOptions? = nil) -> Publishers.Debounce<Self, S> {
        Publishers.Debounce(upstream: self, dueTime: dueTime, scheduler: scheduler, options: options)
    }
}

/// Asks upstream for everything; each value replaces the one waiting and restarts the wait. When the
/// wait ends the value goes out on the scheduler if the downstream has demand (otherwise it is
/// dropped). A completion cancels the wait and goes out on the scheduler; the waiting value is
/// dropped, as Combine's debounce does.
private final class DebounceSubscription<Downstream: Subscriber, Context: Scheduler>: Subscriber, Subscription, @unchecked Sendable {
    // @unchecked: state is under `lock`; the downstream is called from scheduled actions only, which
    // `downstreamLock` keeps from overlapping.
    typealias Input = Downstream.Input
    typealias Failure = Downstream.Failure

    private let lock = NSLock()
    private let downstreamLock = NSRecursiveLock()
    private let downstream: Downstream
    private let dueTime: Context.SchedulerTimeType.Stride
    private let scheduler: Context
    private let options: Context.SchedulerOptions?
    private let upstream = UpstreamLink()
    private var demand = Subscribers.Demand.none
    private var waiting: Input?
    /// Identifies the latest value; an earlier wait that ends finds it changed and sends nothing.
    private var generation: UInt64 = 0

    init(downstream: Downstream, dueTime: Context.SchedulerTimeType.Stride, scheduler: Context, options: Context.SchedulerOptions?) {
        self.downstream = downstream
        self.dueTime = dueTime
        self.scheduler = scheduler
        self.options = options
    }

    func receive(subscription: any Subscription) {
        guard upstream.accept(subscription) else { return }
        downstream.receive(subscription: self)
        subscription.request(.unlimited)
    }

    func receive(_ input: Input) -> Subscribers.Demand {
        guard !upstream.isEnded else { return .none }
        let current: UInt64 = lock.withLock {
            generation += 1
            waiting = input
            return generation
        }
        scheduler.schedule(after: scheduler.now.advanced(by: dueTime), tolerance: scheduler.minimumTolerance, options: options) {
            [self] in due(current)
        }
        return .none
    }

    func receive(completion: Subscribers.Completion<Failure>) {
        guard upstream.end(cancellingUpstream: false) else { return }
        lock.withLock { waiting = nil }
        scheduler.schedule(options: options) { [self] in
            downstreamLock.withLock { downstream.receive(completion: completion) }
        }
    }

    func request(_ demand: Subscribers.Demand) {
        lock.withLock { self.demand += demand }
    }

    func cancel() {
        upstream.end(cancellingUpstream: true)
        lock.withLock { waiting = nil }
    }

    private func due(_ expected: UInt64) {
        guard !upstream.isEnded else { return }
        let value: Input? = lock.withLock {
            guard generation == expected, let waiting else { return nil }
            self.waiting = nil
            guard demand > 0 else { return nil }
            demand -= 1
            return waiting
        }
        guard let value else { return }
        let more = downstreamLock.withLock { downstream.receive(value) }
        if more > 0 { lock.withLock { demand += more } }
    }
}
