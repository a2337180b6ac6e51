extension Publishers {
    /// Sends, for each value, the scheduler time since the previous one — the first since the
    /// subscription (`measureInterval(using:options:)`).
    public struct MeasureInterval<Upstream: Publisher, Context: Scheduler>: Publisher {
        public typealias Output = Context.SchedulerTimeType.Stride
        public typealias Failure = Upstream.Failure

        public let upstream: Upstream
        public let scheduler: Context

        public init(upstream: Upstream, scheduler: Context) {
            self.upstream = upstream
            self.scheduler = scheduler
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let scheduler = self.scheduler
            var previous = scheduler.now
            upstream.subscribe(TransformSubscription(downstream: subscriber) { _ in
                let now = scheduler.now
                defer { previous = now }
                return .emit(previous.distance(to: now))
            })
        }
    }
}

extension Publisher {
    /// Sends the time between values, measured on `scheduler`'s clock.
    public func measureInterval<S: Scheduler>(using scheduler: S, options: S.SchedulerOptions? = nil) -> Publishers.MeasureInterval<Self, S> {
        Publishers.MeasureInterval(upstream: self, scheduler: scheduler)
    }
}
