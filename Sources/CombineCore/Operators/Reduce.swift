extension Publishers {
    /// Sends one value when upstream finishes: a closure applied to an accumulated result and each
    /// value in turn (`reduce(_:_:)`). A failure is passed on and the result dropped.
    public struct Reduce<Upstream: Publisher, Output>: Publisher {
        public typealias Failure = Upstream.Failure

        public let upstream: Upstream
        public let initial: Output
        public let nextPartialResult: (Output, Upstream.Output) -> Output

        public init(upstream: Upstream, initial: Output, nextPartialResult: @escaping (Output, Upstream.Output) -> Output) {
            self.upstream = upstream
            self.initial = initial
            self.nextPartialResult = nextPartialResult
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let next = nextPartialResult
            var accumulated = initial
            upstream.subscribe(TransformSubscription(downstream: subscriber, ending: { .sending(accumulated, unless: $0) },
                                                     step: { accumulated = next(accumulated, $0); return .skip }))
        }
    }

    /// `reduce` with a closure that may throw; a thrown error fails the publisher (`tryReduce(_:_:)`).
    public struct TryReduce<Upstream: Publisher, Output>: Publisher {
        public typealias Failure = any Error

        public let upstream: Upstream
        public let initial: Output
        public let nextPartialResult: (Output, Upstream.Output) throws -> Output

        public init(upstream: Upstream, initial: Output, nextPartialResult: @escaping (Output, Upstream.Output) throws -> Output) {
            self.upstream = upstream
            self.initial = initial
            self.nextPartialResult = nextPartialResult
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let next = nextPartialResult
            var accumulated = initial
            upstream.subscribe(TransformSubscription(downstream: subscriber, ending: { .sending(accumulated, unless: $0.mapError { $0 }) },
                                                     step: { value in
                do {
                    accumulated = try next(accumulated, value)
                    return .skip
                } catch {
                    return .fail(error)
                }
            }))
        }
    }

    /// Sends how many values upstream sent, when it finishes (`count()`).
    public struct Count<Upstream: Publisher>: Publisher {
        public typealias Output = Int
        public typealias Failure = Upstream.Failure

        public let upstream: Upstream

        public init(upstream: Upstream) {
            self.upstream = upstream
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            upstream.reduce(0) { count, _ in count + 1 }.subscribe(subscriber)
        }
    }

    /// Sends no values, only upstream's completion (`ignoreOutput()`).
    public struct IgnoreOutput<Upstream: Publisher>: Publisher {
        public typealias Output = Never
        public typealias Failure = Upstream.Failure

        public let upstream: Upstream

        public init(upstream: Upstream) {
            self.upstream = upstream
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            upstream.subscribe(TransformSubscription(downstream: subscriber) { _ in .skip })
        }
    }
}

extension TransformEnding {
    /// Ends with `value` when upstream finished, or with its failure alone.
    static func sending(_ value: Output, unless completion: Subscribers.Completion<Failure>) -> TransformEnding {
        guard case .finished = completion else { return TransformEnding(lastValue: nil, completion: completion) }
        return TransformEnding(lastValue: value, completion: .finished)
    }
}

extension Publisher {
    /// Sends, when upstream finishes, `nextPartialResult` applied to `initialResult` and each value
    /// in turn.
    public func reduce<T>(_ initialResult: T, _ nextPartialResult: @escaping (T, Output) -> T) -> Publishers.Reduce<Self, T> {
        Publishers.Reduce(upstream: self, initial: initialResult, nextPartialResult: nextPartialResult)
    }

    /// `reduce` whose closure may throw; an error it throws fails the publisher.
    public func tryReduce<T>(_ initialResult: T, _ nextPartialResult: @escaping (T, Output) throws -> T) -> Publishers.TryReduce<Self, T> {
        Publishers.TryReduce(upstream: self, initial: initialResult, nextPartialResult: nextPartialResult)
    }

    /// Sends the number of values when upstream finishes.
    public func count() -> Publishers.Count<Self> {
        Publishers.Count(upstream: self)
    }

    /// Drops every value, passing on only the completion.
    public func ignoreOutput() -> Publishers.IgnoreOutput<Self> {
        Publishers.IgnoreOutput(upstream: self)
    }
}
