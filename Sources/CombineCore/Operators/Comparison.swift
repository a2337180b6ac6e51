extension Publishers {
    /// Sends, when upstream finishes, the value that comes first in an order (`min(by:)`; `max(by:)`
    /// is the reversed order); nothing if upstream sent none. Of equal values the first is kept.
    public struct Comparison<Upstream: Publisher>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure

        public let upstream: Upstream
        public let areInIncreasingOrder: (Upstream.Output, Upstream.Output) -> Bool

        public init(upstream: Upstream, areInIncreasingOrder: @escaping (Upstream.Output, Upstream.Output) -> Bool) {
            self.upstream = upstream
            self.areInIncreasingOrder = areInIncreasingOrder
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let ordered = areInIncreasingOrder
            var best: Output?
            upstream.subscribe(TransformSubscription(downstream: subscriber, ending: { completion in
                guard let best else { return TransformEnding(lastValue: nil, completion: completion) }
                return .sending(best, unless: completion)
            }, step: { value in
                if best.map({ ordered(value, $0) }) ?? true { best = value }
                return .skip
            }))
        }
    }

    /// `Comparison` with an order that may throw (`tryMin(by:)`, `tryMax(by:)`).
    public struct TryComparison<Upstream: Publisher>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = any Error

        public let upstream: Upstream
        public let areInIncreasingOrder: (Upstream.Output, Upstream.Output) throws -> Bool

        public init(upstream: Upstream, areInIncreasingOrder: @escaping (Upstream.Output, Upstream.Output) throws -> Bool) {
            self.upstream = upstream
            self.areInIncreasingOrder = areInIncreasingOrder
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let ordered = areInIncreasingOrder
            var best: Output?
            upstream.subscribe(TransformSubscription(downstream: subscriber, ending: { completion in
                let completion = completion.mapError { $0 as any Error }
                guard let best else { return TransformEnding(lastValue: nil, completion: completion) }
                return .sending(best, unless: completion)
            }, step: { value in
                do {
                    if let current = best {
                        if try ordered(value, current) { best = value }
                    } else {
                        best = value
                    }
                    return .skip
                } catch {
                    return .fail(error)
                }
            }))
        }
    }
}

extension Publisher where Output: Comparable {
    /// Sends the smallest value when upstream finishes.
    public func min() -> Publishers.Comparison<Self> {
        Publishers.Comparison(upstream: self, areInIncreasingOrder: <)
    }

    /// Sends the largest value when upstream finishes.
    public func max() -> Publishers.Comparison<Self> {
        Publishers.Comparison(upstream: self, areInIncreasingOrder: >)
    }
}

extension Publisher {
    /// Sends the first value in `areInIncreasingOrder` when upstream finishes.
    public func min(by areInIncreasingOrder: @escaping (Output, Output) -> Bool) -> Publishers.Comparison<Self> {
        Publishers.Comparison(upstream: self, areInIncreasingOrder: areInIncreasingOrder)
    }

    /// Sends the last value in `areInIncreasingOrder` when upstream finishes.
    public func max(by areInIncreasingOrder: @escaping (Output, Output) -> Bool) -> Publishers.Comparison<Self> {
        Publishers.Comparison(upstream: self) { areInIncreasingOrder($1, $0) }
    }

    /// `min(by:)` whose order may throw; an error it throws fails the publisher.
    public func tryMin(by areInIncreasingOrder: @escaping (Output, Output) throws -> Bool) -> Publishers.TryComparison<Self> {
        Publishers.TryComparison(upstream: self, areInIncreasingOrder: areInIncreasingOrder)
    }

    /// `max(by:)` whose order may throw; an error it throws fails the publisher.
    public func tryMax(by areInIncreasingOrder: @escaping (Output, Output) throws -> Bool) -> Publishers.TryComparison<Self> {
        Publishers.TryComparison(upstream: self) { try areInIncreasingOrder($1, $0) }
    }
}
