extension Publishers {
    /// Sends each running result of a closure over the values (`scan(_:_:)`).
    public struct Scan<Upstream: Publisher, Output>: Publisher {
        public typealias Failure = Upstream.Failure

        public let upstream: Upstream
        public let initialResult: Output
        public let nextPartialResult: (Output, Upstream.Output) -> Output

        public init(upstream: Upstream, initialResult: Output, nextPartialResult: @escaping (Output, Upstream.Output) -> Output) {
            self.upstream = upstream
            self.initialResult = initialResult
            self.nextPartialResult = nextPartialResult
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let next = nextPartialResult
            var accumulated = initialResult
            upstream.subscribe(TransformSubscription(downstream: subscriber) { value in
                accumulated = next(accumulated, value)
                return .emit(accumulated)
            })
        }
    }

    /// `scan` with a closure that may throw; a thrown error fails the publisher (`tryScan(_:_:)`).
    public struct TryScan<Upstream: Publisher, Output>: Publisher {
        public typealias Failure = any Error

        public let upstream: Upstream
        public let initialResult: Output
        public let nextPartialResult: (Output, Upstream.Output) throws -> Output

        public init(upstream: Upstream, initialResult: Output, nextPartialResult: @escaping (Output, Upstream.Output) throws -> Output) {
            self.upstream = upstream
            self.initialResult = initialResult
            self.nextPartialResult = nextPartialResult
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let next = nextPartialResult
            var accumulated = initialResult
            upstream.subscribe(TransformSubscription(downstream: subscriber, ending: { completion in
                TransformEnding(lastValue: nil, completion: completion.mapError { $0 })
            }, step: { value in
                do {
                    accumulated = try next(accumulated, value)
                    return .emit(accumulated)
                } catch {
                    return .fail(error)
                }
            }))
        }
    }
}

extension Publisher {
    /// Sends `nextPartialResult` of the previous result (starting with `initialResult`) and each value.
    public func scan<T>(_ initialResult: T, _ nextPartialResult: @escaping (T, Output) -> T) -> Publishers.Scan<Self, T> {
        Publishers.Scan(upstream: self, initialResult: initialResult, nextPartialResult: nextPartialResult)
    }

    /// `scan` whose closure may throw; an error it throws fails the publisher.
    public func tryScan<T>(_ initialResult: T, _ nextPartialResult: @escaping (T, Output) throws -> T) -> Publishers.TryScan<Self, T> {
        Publishers.TryScan(upstream: self, initialResult: initialResult, nextPartialResult: nextPartialResult)
    }
}
