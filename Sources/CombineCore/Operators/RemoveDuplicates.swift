extension Publishers {
    /// Leaves out a value equal to the one sent before it (`removeDuplicates()`,
    /// `removeDuplicates(by:)`).
    public struct RemoveDuplicates<Upstream: Publisher>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure

        public let upstream: Upstream
        /// True when the second value is a duplicate of the first.
        public let predicate: (Output, Output) -> Bool

        public init(upstream: Upstream, predicate: @escaping (Output, Output) -> Bool) {
            self.upstream = upstream
            self.predicate = predicate
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let predicate = self.predicate
            var previous: Output?
            upstream.subscribe(TransformSubscription(downstream: subscriber) { value in
                if let previous, predicate(previous, value) { return .skip }
                previous = value
                return .emit(value)
            })
        }
    }
}

extension Publisher where Output: Equatable {
    /// Leaves out each value equal to the previous one.
    public func removeDuplicates() -> Publishers.RemoveDuplicates<Self> {
        Publishers.RemoveDuplicates(upstream: self, predicate: ==)
    }
}

extension Publisher {
    /// Leaves out each value `predicate` calls a duplicate of the previous one.
    public func removeDuplicates(by predicate: @escaping (Output, Output) -> Bool) -> Publishers.RemoveDuplicates<Self> {
        Publishers.RemoveDuplicates(upstream: self, predicate: predicate)
    }
}
