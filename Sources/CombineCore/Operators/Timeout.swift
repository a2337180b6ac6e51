extension Publishers {
    /// Ends the publisher when upstream sends nothing for `interval` — from the subscription, and
    /// after each value — finishing, or failing with `customError()`; values and the completion
    /// are delivered on `scheduler` (`timeout(_:scheduler:options:customError:)`).
    public struct Timeout<Upstream: Publisher, Context: Scheduler>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure

        public let upstream: Upstream
        public let interval: Context.SchedulerTimeType.Stride
        public let scheduler: Context
        public let options: Context.SchedulerOptions?
        public let customError: (() -> Upstream.Failure)?

        public init(upstream: Upstream, interval: Context.SchedulerTimeType.Stride, scheduler: Context,
                    options: Context.SchedulerOptions?, customError: (() -> Publishers.Timeout<Upstream, Context>.Failure)?) {
            self.upstream = upstream
            self.interval = interval
            self.scheduler = scheduler
            self.options = options
            self.customError = customError
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            upstream.subscribe(ScheduledDelivery(downstream: subscriber, scheduler: scheduler, options: options,
                                                 timeout: (interval, customError)))
        }
    }
}

extension Publisher {
    /// Ends the publisher when upstream sends nothing for `interval`, finishing or failing with
    /// `customError()`.
    public func timeout<S: Scheduler>(_ interval: S.SchedulerTimeType.Stride, scheduler: S, options: S.SchedulerOptions? = nil,
                                      customError: (() -> Failure)? = nil) -> Publishers.Timeout<Self, S> {
        Publishers.Timeout(upstream: self, interval: interval, scheduler: scheduler, options: options, customError: customError)
    }
}
