extension Publishers {
    /// Pairs the values of two publishers in order — the first of each, then the second of each —
    /// (`zip(_:)`); finishes when either has finished and has no value left to pair.
    public struct Zip<A: Publisher, B: Publisher>: Publisher where A.Failure == B.Failure {
        public typealias Output = (A.Output, B.Output)
        public typealias Failure = A.Failure

        public let a: A
        public let b: B

        public init(_ a: A, _ b: B) {
            self.a = a
            self.b = b
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            // Each position holds its own publisher's output, so the casts cannot fail.
            let zipped = ZipSubscription(downstream: subscriber, upstreamCount: 2) { ($0[0] as! A.Output, $0[1] as! B.Output) }
            zipped.attach(a.map { $0 as Any })
            zipped.attach(b.map { $0 as Any })
        }
    }

    /// `Zip` of three publishers (`zip(_:_:)`).
    public struct Zip3<A: Publisher, B: Publisher, C: Publisher>: Publisher where A.Failure == B.Failure, B.Failure == C.Failure {
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
            let zipped = ZipSubscription(downstream: subscriber, upstreamCount: 3) {
                ($0[0] as! A.Output, $0[1] as! B.Output, $0[2] as! C.Output)
            }
            zipped.attach(a.map { $0 as Any })
            zipped.attach(b.map { $0 as Any })
            zipped.attach(c.map { $0 as Any })
        }
    }
}

extension Publisher {
    /// Pairs this publisher's values with `other`'s, in order.
    public func zip<P: Publisher>(_ other: P) -> Publishers.Zip<Self, P> where P.Failure == Failure {
        Publishers.Zip(self, other)
    }

    /// `transform` of this publisher's values paired in order with `other`'s.
    public func zip<P: Publisher, T>(_ other: P, _ transform: @escaping (Output, P.Output) -> T)
        -> Publishers.Map<Publishers.Zip<Self, P>, T> where P.Failure == Failure {
        Publishers.Zip(self, other).map(transform)
    }

    /// Triples this publisher's values with `publisher1`'s and `publisher2`'s, in order.
    public func zip<P: Publisher, Q: Publisher>(_ publisher1: P, _ publisher2: Q) -> Publishers.Zip3<Self, P, Q>
    where P.Failure == Failure, Q.Failure == Failure {
        Publishers.Zip3(self, publisher1, publisher2)
    }
}

/// Queues each upstream's values; whenever every queue has one, their heads go out together.
final class ZipSubscription<Failure: Error, Downstream: Subscriber>: FanInSubscription<Any, Failure, Downstream>,
    @unchecked Sendable where Downstream.Failure == Failure {
    // @unchecked: `queues` and `finished` are under the inherited lock.
    private let combine: ([Any]) -> Downstream.Input
    private var queues: [[Any]]
    private var finished: [Bool]

    init(downstream: Downstream, upstreamCount: Int, combine: @escaping ([Any]) -> Downstream.Input) {
        self.combine = combine
        queues = Array(repeating: [], count: upstreamCount)
        finished = Array(repeating: false, count: upstreamCount)
        super.init(downstream: downstream, policy: .forwardDemand)
        output.start(self)
    }

    override func receive(_ value: Any, from id: Int) {
        let (values, exhausted): ([Any]?, Bool) = lock.withLock {
            queues[id].append(value)
            guard queues.allSatisfy({ !$0.isEmpty }) else { return (nil, false) }
            let values = queues.indices.map { queues[$0].removeFirst() }
            return (values, isExhausted)
        }
        if let values { output.send(combine(values)) }
        if exhausted { end(.finished) }
    }

    override func complete(_ completion: Subscribers.Completion<Failure>, from id: Int) {
        guard case .finished = completion else { return end(completion) }
        let exhausted = lock.withLock {
            finished[id] = true
            return isExhausted
        }
        if exhausted { end(.finished) }
    }

    /// An upstream that finished has nothing left to pair: no more tuples can be made. Under `lock`.
    private var isExhausted: Bool {
        queues.indices.contains { finished[$0] && queues[$0].isEmpty }
    }
}
