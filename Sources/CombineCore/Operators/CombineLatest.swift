extension Publishers {
    /// Sends the latest value of each of two publishers whenever either sends, once both have
    /// (`combineLatest(_:)`); finishes when both have finished, fails when either fails. A
    /// combination made while the downstream has no demand replaces the one waiting.
    public struct CombineLatest<A: Publisher, B: Publisher>: Publisher where A.Failure == B.Failure {
        public typealias Output = (A.Output, B.Output)
        public typealias Failure = A.Failure

        public let a: A
        public let b: B

        public init(_ a: A, _ b: B) {
            self.a = a
            self.b = b
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            // The values are kept as `Any` so one subscription serves every arity; each position
            // holds its own publisher's output, so the casts cannot fail.
            let combined = CombineLatestSubscription(downstream: subscriber, upstreamCount: 2) { ($0[0] as! A.Output, $0[1] as! B.Output) }
            combined.attach(a.map { $0 as Any })
            combined.attach(b.map { $0 as Any })
        }
    }

    /// `CombineLatest` of three publishers (`combineLatest(_:_:)`).
    public struct CombineLatest3<A: Publisher, B: Publisher, C: Publisher>: Publisher
    where A.Failure == B.Failure, B.Failure == C.Failure {
        public typealias Output = (A.Output, B.Output, C.Output)
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
            let combined = CombineLatestSubscription(downstream: subscriber, upstreamCount: 3) {
                ($0[0] as! A.Output, $0[1] as! B.Output, $0[2] as! C.Output)
            }
            combined.attach(a.map { $0 as Any })
            combined.attach(b.map { $0 as Any })
            combined.attach(c.map { $0 as Any })
        }
    }
}

extension Publisher {
    /// Pairs this publisher's latest value with `other`'s whenever either sends.
    public func combineLatest<P: Publisher>(_ other: P) -> Publishers.CombineLatest<Self, P> where P.Failure == Failure {
        Publishers.CombineLatest(self, other)
    }

    /// `transform` of this publisher's latest value and `other`'s, whenever either sends.
    public func combineLatest<P: Publisher, T>(_ other: P, _ transform: @escaping (Output, P.Output) -> T)
        -> Publishers.Map<Publishers.CombineLatest<Self, P>, T> where P.Failure == Failure {
        Publishers.CombineLatest(self, other).map(transform)
    }

    /// The latest values of this publisher, `publisher1` and `publisher2`, whenever one sends.
    public func combineLatest<P: Publisher, Q: Publisher>(_ publisher1: P, _ publisher2: Q)
        -> Publishers.CombineLatest3<Self, P, Q> where P.Failure == Failure, Q.Failure == Failure {
        Publishers.CombineLatest3(self, publisher1, publisher2)
    }

    /// `transform` of the latest values of this publisher, `publisher1` and `publisher2`.
    public func combineLatest<P: Publisher, Q: Publisher, T>(_ publisher1: P, _ publisher2: Q,
                                                             _ transform: @escaping (Output, P.Output, Q.Output) -> T)
        -> Publishers.Map<Publishers.CombineLatest3<Self, P, Q>, T> where P.Failure == Failure, Q.Failure == Failure {
        Publishers.CombineLatest3(self, publisher1, publisher2).map(transform)
    }
}

/// Keeps each upstream's latest value; once every one has sent, each value sends a combination.
final class CombineLatestSubscription<Failure: Error, Downstream: Subscriber>: FanInSubscription<Any, Failure, Downstream>,
    @unchecked Sendable where Downstream.Failure == Failure {
    // @unchecked: `latest` is under the inherited lock.
    private let combine: ([Any]) -> Downstream.Input
    private var latest: [Any?]

    init(downstream: Downstream, upstreamCount: Int, combine: @escaping ([Any]) -> Downstream.Input) {
        self.combine = combine
        latest = Array(repeating: nil, count: upstreamCount)
        super.init(downstream: downstream, policy: .unlimited, conflates: true, upstreamCount: upstreamCount)
        output.start(self)
    }

    override func receive(_ value: Any, from id: Int) {
        let values: [Any]? = lock.withLock {
            latest[id] = value
            let values = latest.compactMap { $0 }
            return values.count == latest.count ? values : nil
        }
        if let values { output.send(combine(values)) }
    }
}
