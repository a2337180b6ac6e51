extension Publishers {
    /// Subscribes to upstream again after a failure, up to `retries` times (without limit when nil);
    /// the last failure is passed on (`retry(_:)`).
    public struct Retry<Upstream: Publisher>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure

        public let upstream: Upstream
        public let retries: Int?

        public init(upstream: Upstream, retries: Int?) {
            self.upstream = upstream
            self.retries = retries
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let sequence = SequentialSubscription(downstream: subscriber)
            sequence.start()
            Self.attempt(upstream, retriesLeft: retries, in: sequence)
        }

        private static func attempt<S: Subscriber>(_ upstream: Upstream, retriesLeft: Int?, in sequence: SequentialSubscription<S>)
        where S.Input == Output, S.Failure == Failure {
            sequence.subscribe(upstream) { completion in
                guard case .failure = completion, retriesLeft.map({ $0 > 0 }) ?? true else { return sequence.finish(completion) }
                attempt(upstream, retriesLeft: retriesLeft.map { $0 - 1 }, in: sequence)
            }
        }
    }
}

extension Publisher {
    /// Subscribes again after a failure, at most `retries` times.
    public func retry(_ retries: Int) -> Publishers.Retry<Self> {
        Publishers.Retry(upstream: self, retries: retries)
    }
}
