extension Publishers {
    /// Sends every value in one array when upstream finishes (`collect()`); a failure is passed on
    /// and the values are dropped.
    public struct Collect<Upstream: Publisher>: Publisher {
        public typealias Output = [Upstream.Output]
        public typealias Failure = Upstream.Failure

        public let upstream: Upstream

        public init(upstream: Upstream) {
            self.upstream = upstream
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            var collected: [Upstream.Output] = []
            upstream.subscribe(TransformSubscription(downstream: subscriber, ending: { completion in
                guard case .finished = completion else { return TransformEnding(lastValue: nil, completion: completion) }
                return TransformEnding(lastValue: collected, completion: .finished)
            }, step: { value in
                collected.append(value)
                return .skip
            }))
        }
    }

    /// Sends the values in arrays of `count`; the last array, sent when upstream finishes, may be
    /// shorter (`collect(_:)`).
    public struct CollectByCount<Upstream: Publisher>: Publisher {
        public typealias Output = [Upstream.Output]
        public typealias Failure = Upstream.Failure

        public let upstream: Upstream
        public let count: Int

        public init(upstream: Upstream, count: Int) {
            precondition(count > 0, "collect needs a count of one or more")
            self.upstream = upstream
            self.count = count
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let count = self.count
            var buffer: [Upstream.Output] = []
            upstream.subscribe(TransformSubscription(downstream: subscriber, ending: { completion in
                guard case .finished = completion, !buffer.isEmpty else { return TransformEnding(lastValue: nil, completion: completion) }
                return TransformEnding(lastValue: buffer, completion: .finished)
            }, step: { value in
                buffer.append(value)
                guard buffer.count == count else { return .skip }
                defer { buffer = [] }
                return .emit(buffer)
            }))
        }
    }
}

extension Publisher {
    /// Sends all values in one array when upstream finishes.
    public func collect() -> Publishers.Collect<Self> {
        Publishers.Collect(upstream: self)
    }

    /// Sends the values in arrays of `count` (the last one possibly shorter).
    public func collect(_ count: Int) -> Publishers.CollectByCount<Self> {
        Publishers.CollectByCount(upstream: self, count: count)
    }
}
