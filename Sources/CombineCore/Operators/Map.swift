extension Publishers {
    /// Transforms each value (`map(_:)`).
    public struct Map<Upstream: Publisher, Output>: Publisher {
        public typealias Failure = Upstream.Failure

        public let upstream: Upstream
        public let transform: (Upstream.Output) -> Output

        public init(upstream: Upstream, transform: @escaping (Upstream.Output) -> Output) {
            self.upstream = upstream
            self.transform = transform
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let transform = self.transform
            upstream.subscribe(TransformSubscription(downstream: subscriber) { .emit(transform($0)) })
        }
    }

    /// Transforms each value with a closure that may throw; a thrown error fails the publisher
    /// (`tryMap(_:)`).
    public struct TryMap<Upstream: Publisher, Output>: Publisher {
        public typealias Failure = any Error

        public let upstream: Upstream
        public let transform: (Upstream.Output) throws -> Output

        public init(upstream: Upstream, transform: @escaping (Upstream.Output) throws -> Output) {
            self.upstream = upstream
            self.transform = transform
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let transform = self.transform
            upstream.subscribe(TransformSubscription(downstream: subscriber, ending: { completion in
                TransformEnding(lastValue: nil, completion: completion.mapError { $0 })
            }, step: { value in
                do { return .emit(try transform(value)) } catch { return .fail(error) }
            }))
        }
    }
}

extension Publisher {
    /// Transforms each value with `transform`.
    public func map<T>(_ transform: @escaping (Output) -> T) -> Publishers.Map<Self, T> {
        Publishers.Map(upstream: self, transform: transform)
    }

    /// Transforms each value with `transform`; an error it throws fails the publisher.
    public func tryMap<T>(_ transform: @escaping (Output) throws -> T) -> Publishers.TryMap<Self, T> {
        Publishers.TryMap(upstream: self, transform: transform)
    }
}
