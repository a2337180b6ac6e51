extension Publishers {
    /// Sends the values a predicate accepts (`filter(_:)`).
    public struct Filter<Upstream: Publisher>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure

        public let upstream: Upstream
        public let isIncluded: (Upstream.Output) -> Bool

        public init(upstream: Upstream, isIncluded: @escaping (Upstream.Output) -> Bool) {
            self.upstream = upstream
            self.isIncluded = isIncluded
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let isIncluded = self.isIncluded
            upstream.subscribe(TransformSubscription(downstream: subscriber) { isIncluded($0) ? .emit($0) : .skip })
        }
    }

    /// Sends the values a throwing predicate accepts; a thrown error fails the publisher
    /// (`tryFilter(_:)`).
    public struct TryFilter<Upstream: Publisher>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = any Error

        public let upstream: Upstream
        public let isIncluded: (Upstream.Output) throws -> Bool

        public init(upstream: Upstream, isIncluded: @escaping (Upstream.Output) throws -> Bool) {
            self.upstream = upstream
            self.isIncluded = isIncluded
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let isIncluded = self.isIncluded
            upstream.subscribe(TransformSubscription(downstream: subscriber, ending: { completion in
                TransformEnding(lastValue: nil, completion: completion.mapError { $0 })
            }, step: { value in
                do { return try isIncluded(value) ? .emit(value) : .skip } catch { return .fail(error) }
            }))
        }
    }
}

extension Publisher {
    /// Sends only the values `isIncluded` accepts.
    public func filter(_ isIncluded: @escaping (Output) -> Bool) -> Publishers.Filter<Self> {
        Publishers.Filter(upstream: self, isIncluded: isIncluded)
    }

    /// Sends only the values `isIncluded` accepts; an error it throws fails the publisher.
    public func tryFilter(_ isIncluded: @escaping (Output) throws -> Bool) -> Publishers.TryFilter<Self> {
        Publishers.TryFilter(upstream: self, isIncluded: isIncluded)
    }
}
