extension Publishers {
    /// Leaves out the first values (`dropFirst(_:)`).
    public struct Drop<Upstream: Publisher>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure

        public let upstream: Upstream
        /// How many values are left out.
        public let count: Int

        public init(upstream: Upstream, count: Int) {
            precondition(count >= 0, "dropFirst needs a count of zero or more")
            self.upstream = upstream
            self.count = count
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            var remaining = count
            upstream.subscribe(TransformSubscription(downstream: subscriber) { value in
                guard remaining == 0 else {
                    remaining -= 1
                    return .skip
                }
                return .emit(value)
            })
        }
    }

    /// Leaves out values while a predicate holds, then sends everything (`drop(while:)`).
    public struct DropWhile<Upstream: Publisher>: Publisher {
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
            var dropping = true
            upstream.subscribe(TransformSubscription(downstream: subscriber) { value in
                if dropping, predicate(value) { return .skip }
                dropping = false
                return .emit(value)
            })
        }
    }
}

extension Publisher {
    /// Leaves out the first `count` values.
    public func dropFirst(_ count: Int = 1) -> Publishers.Drop<Self> {
        Publishers.Drop(upstream: self, count: count)
    }

    /// Leaves out values while `predicate` holds.
    public func drop(while predicate: @escaping (Output) -> Bool) -> Publishers.DropWhile<Self> {
        Publishers.DropWhile(upstream: self, predicate: predicate)
    }
}
