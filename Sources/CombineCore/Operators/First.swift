extension Publishers {
    /// Sends the first value, then finishes and cancels upstream (`first()`).
    public struct First<Upstream: Publisher>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure

        public let upstream: Upstream

        public init(upstream: Upstream) {
            self.upstream = upstream
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            upstream.subscribe(TransformSubscription(downstream: subscriber) { .emitAndFinish($0) })
        }
    }

    /// Sends the first value a predicate accepts, then finishes (`first(where:)`).
    public struct FirstWhere<Upstream: Publisher>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure

        public let upstream: Upstream
        public let predicate: (Upstream.Output) -> Bool

        public init(upstream: Upstream, predicate: @escaping (Upstream.Output) -> Bool) {
            self.upstream = upstream
            self.predicate = predicate
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let predicate = self.predicate
            upstream.subscribe(TransformSubscription(downstream: subscriber) { predicate($0) ? .emitAndFinish($0) : .skip })
        }
    }
}

extension Publisher {
    /// Sends the first value, then finishes.
    public func first() -> Publishers.First<Self> {
        Publishers.First(upstream: self)
    }

    /// Sends the first value `predicate` accepts, then finishes.
    public func first(where predicate: @escaping (Output) -> Bool) -> Publishers.FirstWhere<Self> {
        Publishers.FirstWhere(upstream: self, predicate: predicate)
    }
}
