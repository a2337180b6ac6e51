extension Publishers {
    /// Sends the last value when upstream finishes; nothing if it sent none (`last()`).
    public struct Last<Upstream: Publisher>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure

        public let upstream: Upstream

        public init(upstream: Upstream) {
            self.upstream = upstream
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            LastWhere(upstream: upstream) { _ in true }.receive(subscriber: subscriber)
        }
    }

    /// Sends the last value a predicate accepts, when upstream finishes (`last(where:)`).
    public struct LastWhere<Upstream: Publisher>: Publisher {
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
            var last: Output?
            upstream.subscribe(TransformSubscription(downstream: subscriber, ending: { completion in
                guard let last else { return TransformEnding(lastValue: nil, completion: completion) }
                return .sending(last, unless: completion)
            }, step: { value in
                if predicate(value) { last = value }
                return .skip
            }))
        }
    }

    /// `last(where:)` with a predicate that may throw; a thrown error fails the publisher
    /// (`tryLast(where:)`).
    public struct TryLastWhere<Upstream: Publisher>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = any Error

        public let upstream: Upstream
        public let predicate: (Upstream.Output) throws -> Bool

        public init(upstream: Upstream, predicate: @escaping (Upstream.Output) throws -> Bool) {
            self.upstream = upstream
            self.predicate = predicate
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let predicate = self.predicate
            var last: Output?
            upstream.subscribe(TransformSubscription(downstream: subscriber, ending: { completion in
                let completion = completion.mapError { $0 as any Error }
                guard let last else { return TransformEnding(lastValue: nil, completion: completion) }
                return .sending(last, unless: completion)
            }, step: { value in
                do {
                    if try predicate(value) { last = value }
                    return .skip
                } catch {
                    return .fail(error)
                }
            }))
        }
    }
}

extension Publisher {
    /// Sends the last value when upstream finishes.
    public func last() -> Publishers.Last<Self> {
        Publishers.Last(upstream: self)
    }

    /// Sends the last value `predicate` accepts when upstream finishes.
    public func last(where predicate: @escaping (Output) -> Bool) -> Publishers.LastWhere<Self> {
        Publishers.LastWhere(upstream: self, predicate: predicate)
    }

    /// `last(where:)` whose predicate may throw; an error it throws fails the publisher.
    public func tryLast(where predicate: @escaping (Output) throws -> Bool) -> Publishers.TryLastWhere<Self> {
        Publishers.TryLastWhere(upstream: self, predicate: predicate)
    }
}
