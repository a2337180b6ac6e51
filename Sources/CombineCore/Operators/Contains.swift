extension Publishers {
    /// Sends `true` and finishes at the first value equal to `output`; `false` if upstream finishes
    /// without one (`contains(_:)`).
    public struct Contains<Upstream: Publisher>: Publisher where Upstream.Output: Equatable {
        public typealias Output = Bool
        public typealias Failure = Upstream.Failure

        public let upstream: Upstream
        public let output: Upstream.Output

        public init(upstream: Upstream, output: Upstream.Output) {
            self.upstream = upstream
            self.output = output
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let output = self.output
            ContainsWhere(upstream: upstream) { $0 == output }.receive(subscriber: subscriber)
        }
    }

    /// Sends `true` and finishes at the first value a predicate accepts; `false` if upstream
    /// finishes without one (`contains(where:)`).
    public struct ContainsWhere<Upstream: Publisher>: Publisher {
        public typealias Output = Bool
        public typealias Failure = Upstream.Failure

        public let upstream: Upstream
        public let predicate: (Upstream.Output) -> Bool

        public init(upstream: Upstream, predicate: @escaping (Upstream.Output) -> Bool) {
            self.upstream = upstream
            self.predicate = predicate
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let predicate = self.predicate
            upstream.subscribe(TransformSubscription(downstream: subscriber, ending: { .sending(false, unless: $0) },
                                                     step: { predicate($0) ? .emitAndFinish(true) : .skip }))
        }
    }

    /// `contains(where:)` with a predicate that may throw (`tryContains(where:)`).
    public struct TryContainsWhere<Upstream: Publisher>: Publisher {
        public typealias Output = Bool
        public typealias Failure = any Error

        public let upstream: Upstream
        public let predicate: (Upstream.Output) throws -> Bool

        public init(upstream: Upstream, predicate: @escaping (Upstream.Output) throws -> Bool) {
            self.upstream = upstream
            self.predicate = predicate
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let predicate = self.predicate
            upstream.subscribe(TransformSubscription(downstream: subscriber, ending: { .sending(false, unless: $0.mapError { $0 }) },
                                                     step: { value in
                do { return try predicate(value) ? .emitAndFinish(true) : .skip } catch { return .fail(error) }
            }))
        }
    }

    /// Sends `false` and finishes at the first value a predicate rejects; `true` if upstream
    /// finishes without one (`allSatisfy(_:)`).
    public struct AllSatisfy<Upstream: Publisher>: Publisher {
        public typealias Output = Bool
        public typealias Failure = Upstream.Failure

        public let upstream: Upstream
        public let predicate: (Upstream.Output) -> Bool

        public init(upstream: Upstream, predicate: @escaping (Upstream.Output) -> Bool) {
            self.upstream = upstream
            self.predicate = predicate
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let predicate = self.predicate
            upstream.subscribe(TransformSubscription(downstream: subscriber, ending: { .sending(true, unless: $0) },
                                                     step: { predicate($0) ? .skip : .emitAndFinish(false) }))
        }
    }

    /// `allSatisfy` with a predicate that may throw (`tryAllSatisfy(_:)`).
    public struct TryAllSatisfy<Upstream: Publisher>: Publisher {
        public typealias Output = Bool
        public typealias Failure = any Error

        public let upstream: Upstream
        public let predicate: (Upstream.Output) throws -> Bool

        public init(upstream: Upstream, predicate: @escaping (Upstream.Output) throws -> Bool) {
            self.upstream = upstream
            self.predicate = predicate
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let predicate = self.predicate
            upstream.subscribe(TransformSubscription(downstream: subscriber, ending: { .sending(true, unless: $0.mapError { $0 }) },
                                                     step: { value in
                do { return try predicate(value) ? .skip : .emitAndFinish(false) } catch { return .fail(error) }
            }))
        }
    }
}

extension Publisher where Output: Equatable {
    /// Whether upstream sends a value equal to `output`: `true` as soon as it does.
    public func contains(_ output: Output) -> Publishers.Contains<Self> {
        Publishers.Contains(upstream: self, output: output)
    }
}

extension Publisher {
    /// Whether upstream sends a value `predicate` accepts: `true` as soon as it does.
    public func contains(where predicate: @escaping (Output) -> Bool) -> Publishers.ContainsWhere<Self> {
        Publishers.ContainsWhere(upstream: self, predicate: predicate)
    }

    /// `contains(where:)` whose predicate may throw; an error it throws fails the publisher.
    public func tryContains(where predicate: @escaping (Output) throws -> Bool) -> Publishers.TryContainsWhere<Self> {
        Publishers.TryContainsWhere(upstream: self, predicate: predicate)
    }

    /// Whether every value satisfies `predicate`: `false` as soon as one does not.
    public func allSatisfy(_ predicate: @escaping (Output) -> Bool) -> Publishers.AllSatisfy<Self> {
        Publishers.AllSatisfy(upstream: self, predicate: predicate)
    }

    /// `allSatisfy` whose predicate may throw; an error it throws fails the publisher.
    public func tryAllSatisfy(_ predicate: @escaping (Output) throws -> Bool) -> Publishers.TryAllSatisfy<Self> {
        Publishers.TryAllSatisfy(upstream: self, predicate: predicate)
    }
}
