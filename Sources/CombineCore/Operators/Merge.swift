extension Publishers {
    /// Interleaves the values of two publishers as they arrive (`merge(with:)`); finishes when both
    /// have, fails when either does.
    public struct Merge<A: Publisher, B: Publisher>: Publisher where A.Output == B.Output, A.Failure == B.Failure {
        public typealias Output = A.Output
        public typealias Failure = A.Failure

        public let a: A
        public let b: B

        public init(_ a: A, _ b: B) {
            self.a = a
            self.b = b
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let merged = MergeSubscription<Output, Failure, S>(downstream: subscriber, upstreamCount: 2)
            merged.attach(a)
            merged.attach(b)
        }
    }

    /// Interleaves the values of three publishers (`merge(with:_:)`).
    public struct Merge3<A: Publisher, B: Publisher, C: Publisher>: Publisher
    where A.Output == B.Output, A.Failure == B.Failure, B.Output == C.Output, B.Failure == C.Failure {
        public typealias Output = A.Output
        public typealias Failure = A.Failure

        public let a: A
        public let b: B
        public let c: C

        public init(_ a: A, _ b: B, _ c: C) {
            self.a = a
            self.b = b
            self.c = c
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let merged = MergeSubscription<Output, Failure, S>(downstream: subscriber, upstreamCount: 3)
            merged.attach(a)
            merged.attach(b)
            merged.attach(c)
        }
    }

    /// Interleaves the values of any number of publishers of one type (`merge(with:)` on
    /// `MergeMany`, `Publishers.MergeMany(…)`).
    public struct MergeMany<Upstream: Publisher>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure

        public let publishers: [Upstream]

        public init(_ upstream: Upstream...) {
            publishers = upstream
        }

        public init<S: Swift.Sequence>(_ upstream: S) where S.Element == Upstream {
            publishers = Array(upstream)
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let merged = MergeSubscription<Output, Failure, S>(downstream: subscriber, upstreamCount: publishers.count)
            for publisher in publishers { merged.attach(publisher) }
        }

        public func merge(with other: Upstream) -> MergeMany {
            MergeMany(publishers + [other])
        }
    }
}

extension Publisher {
    /// Interleaves this publisher's values with `other`'s.
    public func merge<P: Publisher>(with other: P) -> Publishers.Merge<Self, P> where P.Output == Output, P.Failure == Failure {
        Publishers.Merge(self, other)
    }

    /// Interleaves this publisher's values with `b`'s and `c`'s.
    public func merge<B: Publisher, C: Publisher>(with b: B, _ c: C) -> Publishers.Merge3<Self, B, C>
    where B.Output == Output, B.Failure == Failure, C.Output == Output, C.Failure == Failure {
        Publishers.Merge3(self, b, c)
    }
}

/// Sends every upstream value as it arrives; finishes when the last upstream finishes.
final class MergeSubscription<Output, Failure: Error, Downstream: Subscriber>: FanInSubscription<Output, Failure, Downstream>,
    @unchecked Sendable where Downstream.Input == Output, Downstream.Failure == Failure {
    // @unchecked: no state of its own.
    init(downstream: Downstream, upstreamCount: Int) {
        super.init(downstream: downstream, policy: .forwardDemand, upstreamCount: upstreamCount)
        output.start(self)
        if upstreamCount == 0 { output.finish(.finished) }
    }

    override func receive(_ value: Output, from id: Int) {
        output.send(value)
    }
}
