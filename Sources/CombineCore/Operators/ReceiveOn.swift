import Foundation

extension Publishers {
    /// Delivers values and completion on a scheduler (`receive(on:options:)`); the subscription and
    /// requests pass through at once.
    public struct ReceiveOn<Upstream: Publisher, Context: Scheduler>: Publisher {
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
            upstream.subscribe(ScheduledDelivery(downstream: subscriber, scheduler: scheduler, options: options))
        }
    }

    /// Delivers values and completion a fixed time later, on a scheduler
    /// (`delay(for:tolerance:scheduler:options:)`).
    public struct Delay<Upstream: Publisher, Context: Scheduler>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure

        public let upstream: Upstream
        public let interval: Context.SchedulerTimeType.Stride
        public let tolerance: Context.SchedulerTimeType.Stride
        public let scheduler: Context
        public let options: Context.SchedulerOptions?

        public init(upstream: Upstream, interval: Context.SchedulerTimeType.Stride, tolerance: Context.SchedulerTimeType.Stride,
                    scheduler: Context, options: Context.SchedulerOptions? = nil) {
            self.upstream = upstream
            self.interval = interval
            self.tolerance = tolerance
            self.scheduler = scheduler
            self.options = options
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            upstream.subscribe(ScheduledDelivery(downstream: subscriber, scheduler: scheduler, options: options,
                                                 delay: (interval, tolerance)))
        }
    }
}

extension Publisher {
    /// Delivers values and completion on `scheduler`.
    public func receive<S: Scheduler>(on scheduler: S, options: S.SchedulerOptions? = nil) -> Publishers.ReceiveOn<Self, S> {
        Publishers.ReceiveOn(upstream: self, scheduler: scheduler, options: options)
    }

    /// Delivers values and completion `interval` later on `scheduler`.
    public func delay<S: Scheduler>(for interval: S.SchedulerTimeType.Stride, tolerance: S.SchedulerTimeType.Stride? = nil,
                                    scheduler: S, options: S.SchedulerOptions? = nil) -> Publishers.Delay<Self, S> {
        Publishers.Delay(upstream: self, interval: interval, tolerance: tolerance ?? scheduler.minimumTolerance,
                         scheduler: scheduler, options: options)
    }
}

/// Hands each value and the completion to a scheduler — at once (`receive(on:)`) or after a delay
/// (`delay`) — and asks upstream for the demand the downstream returns there.
///
/// Each event schedules one action, and each action delivers the oldest event not yet delivered: on
/// a concurrent scheduler (a global queue, an operation queue) actions may start out of order or at
/// once, yet the downstream still gets the events in order, one at a time, and none after the
/// completion.
///
/// With a timeout (`timeout(_:scheduler:options:customError:)`), a timer armed at the subscription
/// and at each value ends the publisher when it fires before the next value arrives.
final class ScheduledDelivery<Downstream: Subscriber, Context: Scheduler>: Subscriber, Subscription, @unchecked Sendable {
    // @unchecked: `events` is under `lock`; the downstream is called only under `downstreamLock`.
    typealias Input = Downstream.Input
    typealias Failure = Downstream.Failure

    private enum Event {
        case value(Input)
        case completion(Subscribers.Completion<Failure>)
    }

    private let lock = NSLock()
    private let downstreamLock = NSRecursiveLock()
    private let downstream: Downstream
    private let scheduler: Context
    private let options: Context.SchedulerOptions?
    private let delay: (interval: Context.SchedulerTimeType.Stride, tolerance: Context.SchedulerTimeType.Stride)?
    private let timeout: (interval: Context.SchedulerTimeType.Stride, customError: (() -> Failure)?)?
    /// Counts the values received, so a timer armed before the latest one knows it is stale.
    private var valuesReceived = 0
    /// Ended when the completion goes out or on cancel.
    private let upstream = UpstreamLink()
    /// Received, not yet delivered, oldest first.
    private var events: [Event] = []

    init(downstream: Downstream, scheduler: Context, options: Context.SchedulerOptions?,
         delay: (interval: Context.SchedulerTimeType.Stride, tolerance: Context.SchedulerTimeType.Stride)? = nil,
         timeout: (interval: Context.SchedulerTimeType.Stride, customError: (() -> Failure)?)? = nil) {
        self.downstream = downstream
        self.scheduler = scheduler
        self.options = options
        self.delay = delay
        self.timeout = timeout
    }

    func receive(subscription: any Subscription) {
        guard upstream.accept(subscription) else { return }
        downstream.receive(subscription: self)
        armTimeout(after: 0)
    }

    func receive(_ input: Input) -> Subscribers.Demand {
        let count = lock.withLock {
            valuesReceived += 1
            return valuesReceived
        }
        schedule(.value(input))
        armTimeout(after: count)
        return .none
    }

    func receive(completion: Subscribers.Completion<Failure>) {
        schedule(.completion(completion))
    }

    func request(_ demand: Subscribers.Demand) {
        upstream.request(demand)
    }

    func cancel() {
        upstream.end(cancellingUpstream: true)
        lock.withLock { events.removeAll() }
    }

    private func schedule(_ event: Event) {
        lock.withLock { events.append(event) }
        let action = { [self] in deliverOldest() }
        if let delay {
            scheduler.schedule(after: scheduler.now.advanced(by: delay.interval), tolerance: delay.tolerance, options: options, action)
        } else {
            scheduler.schedule(options: options, action)
        }
    }

    private func armTimeout(after count: Int) {
        guard let timeout else { return }
        scheduler.schedule(after: scheduler.now.advanced(by: timeout.interval), tolerance: scheduler.minimumTolerance,
                           options: options) { [weak self] in self?.timedOut(after: count) }
    }

    /// Ends the publisher unless a value arrived since the timer was armed: upstream is cancelled,
    /// values not yet delivered are dropped, and the downstream gets the custom error or `.finished`.
    private func timedOut(after count: Int) {
        guard let timeout, lock.withLock({ valuesReceived == count }) else { return }
        downstreamLock.withLock {
            guard upstream.end(cancellingUpstream: true) else { return }
            lock.withLock { events.removeAll() }
            downstream.receive(completion: timeout.customError.map { .failure($0()) } ?? .finished)
        }
    }

    private func deliverOldest() {
        downstreamLock.withLock {
            guard let event = lock.withLock({ events.isEmpty ? nil : events.removeFirst() }) else { return }
            switch event {
            case .value(let value):
                guard !upstream.isEnded else { return }
                let more = downstream.receive(value)
                if more > 0 { upstream.request(more) }
            case .completion(let completion):
                guard upstream.end(cancellingUpstream: false) else { return }
                downstream.receive(completion: completion)
            }
        }
    }
}
