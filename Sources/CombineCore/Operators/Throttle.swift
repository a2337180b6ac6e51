import Foundation

extension Publishers {
    /// Sends at most one value per interval: the first or the latest one received in it
    /// (`throttle(for:scheduler:latest:)`).
    public struct Throttle<Upstream: Publisher, Context: Scheduler>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure

        public let upstream: Upstream
        public let interval: Context.SchedulerTimeType.Stride
        public let scheduler: Context
        public let latest: Bool

        public init(upstream: Upstream, interval: Context.SchedulerTimeType.Stride, scheduler: Context, latest: Bool) {
            self.upstream = upstream
            self.interval = interval
            self.scheduler = scheduler
            self.latest = latest
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            upstream.subscribe(ThrottleSubscription(downstream: subscriber, interval: interval, scheduler: scheduler, latest: latest))
        }
    }
}

extension Publisher {
    /// Sends at most one value per `interval` on `scheduler`: the latest received in it (`latest`)
    /// or the first.
    public func throttle<S: Scheduler>(for interval: S.SchedulerTimeType.Stride, scheduler: S,
                                       latest: Bool) -> Publishers.Throttle<Self, S> {
        Publishers.Throttle(upstream: self, interval: interval, scheduler: scheduler, latest: latest)
    }
}

/// Asks upstream for everything. A value with no send pending schedules one — at once if an
/// interval has passed since the last send, otherwise when it will have — and the send takes the
/// first or latest value received by then, if the downstream has demand. A completion that arrives
/// while a send is scheduled goes out right after that send.
private final class ThrottleSubscription<Downstream: Subscriber, Context: Scheduler>: Subscriber, Subscription, @unchecked Sendable {
    // @unchecked: state is under `lock`; the downstream is called from scheduled actions only, which
    // `downstreamLock` keeps from overlapping.
    typealias Input = Downstream.Input
    typealias Failure = Downstream.Failure

    private let lock = NSLock()
    private let downstreamLock = NSRecursiveLock()
    private let downstream: Downstream
    private let interval: Context.SchedulerTimeType.Stride
    private let scheduler: Context
    private let latest: Bool
    private let upstream = UpstreamLink()
    private var demand = Subscribers.Demand.none
    private var pending: Input?
    private var sendScheduled = false
    /// A completion that arrived while a send was scheduled: it follows that send.
    private var pendingCompletion: Subscribers.Completion<Failure>?
    private var lastSent: Context.SchedulerTimeType?

    init(downstream: Downstream, interval: Context.SchedulerTimeType.Stride, scheduler: Context, latest: Bool) {
        self.downstream = downstream
        self.interval = interval
        self.scheduler = scheduler
        self.latest = latest
    }

    func receive(subscription: any Subscription) {
        guard upstream.accept(subscription) else { return }
        downstream.receive(subscription: self)
        subscription.request(.unlimited)
    }

    func receive(_ input: Input) -> Subscribers.Demand {
        guard !upstream.isEnded else { return .none }
        let now = scheduler.now
        let sendAt: Context.SchedulerTimeType? = lock.withLock {
            if latest || pending == nil { pending = input }
            guard !sendScheduled else { return nil }
            sendScheduled = true
            guard let lastSent, lastSent.distance(to: now) < interval else { return now }
            return lastSent.advanced(by: interval)
        }
        guard let sendAt else { return .none }
        if sendAt == now {
            scheduler.schedule { [self] in sendPending() }
        } else {
            scheduler.schedule(after: sendAt) { [self] in sendPending() }
        }
        return .none
    }

    func receive(completion: Subscribers.Completion<Failure>) {
        guard upstream.end(cancellingUpstream: false) else { return }
        let sendNow = lock.withLock {
            guard !sendScheduled else {
                pendingCompletion = completion
                return false
            }
            return true
        }
        guard sendNow else { return }
        scheduler.schedule { [self] in
            downstreamLock.withLock { downstream.receive(completion: completion) }
        }
    }

    func request(_ demand: Subscribers.Demand) {
        lock.withLock { self.demand += demand }
    }

    func cancel() {
        upstream.end(cancellingUpstream: true)
        lock.withLock {
            pending = nil
            pendingCompletion = nil
        }
    }

    private func sendPending() {
        let now = scheduler.now
        let (value, completion): (Input?, Subscribers.Completion<Failure>?) = lock.withLock {
            sendScheduled = false
            defer { pending = nil; pendingCompletion = nil }
            guard let pending else { return (nil, pendingCompletion) }
            lastSent = now
            guard demand > 0 else { return (nil, pendingCompletion) }
            demand -= 1
            return (pending, pendingCompletion)
        }
        let more = downstreamLock.withLock {
            let more = value.map { downstream.receive($0) } ?? .none
            if let completion { downstream.receive(completion: completion) }
            return more
        }
        if more > 0 { lock.withLock { demand += more } }
    }
}
