extension Publishers {
    /// `CombineLatest` of four publishers (`combineLatest(_:_:_:)`).
    public struct CombineLatest4<A: Publisher, B: Publisher, C: Publisher, D: Publisher>: Publisher
    where A.Failure == B.Failure, B.Failure == C.Failure, C.Failure == D.Failure {
        public typealias Output = (A.Output, B.Output, C.Output, D.Output)
        public typealias Failure = A.Failure

        public let a: A
        public let b: B
        public let c: C
        public let d: D

        public init(_ a: A, _ b: B, _ c: C, _ d: D) {
            self.a = a
            self.b = b
            self.c = c
            self.d = d
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            // Each position holds its own publisher's output, so the casts cannot fail.
            let combined = CombineLatestSubscription(downstream: subscriber, upstreamCount: 4) {
                ($0[0] as! A.Output, $0[1] as! B.Output, $0[2] as! C.Output, $0[3] as! D.Output)
            }
            combined.attach(a.map { $0 as Any })
            combined.attach(b.map { $0 as Any })
            combined.attach(c.map { $0 as Any })
            combined.attach(d.map { $0 as Any })
        }
    }

    /// `Zip` of four publishers (`zip(_:_:_:)`).
    public struct Zip4<A: Publisher, B: Publisher, C: Publisher, D: Publisher>: Publisher
    where A.Failure == B.Failure, B.Failure == C.Failure, C.Failure == D.Failure {
        public typealias Output = (A.Output, B.Output, C.Output, D.Output)
        public typealias Failure = A.Failure

        public let a: A
        public let b: B
        public let c: C
        public let d: D

        public init(_ a: A, _ b: B, _ c: C, _ d: D) {
            self.a = a
            self.b = b
            self.c = c
            self.d = d
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            // Each position holds its own publisher's output, so the casts cannot fail.
            let zipped = ZipSubscription(downstream: subscriber, upstreamCount: 4) {
                ($0[0] as! A.Output, $0[1] as! B.Output, $0[2] as! C.Output, $0[3] as! D.Output)
            }
            zipped.attach(a.map { $0 as Any })
            zipped.attach(b.map { $0 as Any })
            zipped.attach(c.map { $0 as Any })
            zipped.attach(d.map { $0 as Any })
        }
    }
}

extension Publisher {
    /// The latest values of this publisher and three others, whenever one sends.
    public func combineLatest<P: Publisher, Q: Publisher, R: Publisher>(_ publisher1: P, _ publisher2: Q, _ publisher3: R)
        -> Publishers.CombineLatest4<Self, P, Q, R> where P.Failure == Failure, Q.Failure == Failure, R.Failure == Failure {
        Publishers.CombineLatest4(self, publisher1, publisher2, publisher3)
    }

    /// `transform` of the latest values of this publisher and three others.
    public func combineLatest<P: Publisher, Q: Publisher, R: Publisher, T>(
        _ publisher1: P, _ publisher2: Q, _ publisher3: R, _ transform: @escaping (Output, P.Output, Q.Output, R.Output) -> T)
        -> Publishers.Map<Publishers.CombineLatest4<Self, P, Q, R>, T>
    where P.Failure == Failure, Q.Failure == Failure, R.Failure == Failure {
        Publishers.CombineLatest4(self, publisher1, publisher2, publisher3).map(transform)
    }

    /// `transform` of this publisher's values tripled in order with `publisher1`'s and `publisher2`'s.
    public func zip<P: Publisher, Q: Publisher, T>(_ publisher1: P, _ publisher2: Q,
                                                   _ transform: @escaping (Output, P.Output, Q.Output) -> T)
        -> Publishers.Map<Publishers.Zip3<Self, P, Q>, T> where P.Failure == Failure, Q.Failure == Failure {
        Publishers.Zip3(self, publisher1, publisher2).map(transform)
    }

    /// This publisher's values in order with those of three others, four at a time.
    public func zip<P: Publisher, Q: Publisher, R: Publisher>(_ publisher1: P, _ publisher2: Q, _ publisher3: R)
        -> Publishers.Zip4<Self, P, Q, R> where P.Failure == Failure, Q.Failure == Failure, R.Failure == Failure {
        Publishers.Zip4(self, publisher1, publisher2, publisher3)
    }

    /// `transform` of this publisher's values in order with those of three others.
    public func zip<P: Publisher, Q: Publisher, R: Publisher, T>(
        _ publisher1: P, _ publisher2: Q, _ publisher3: R, _ transform: @escaping (Output, P.Output, Q.Output, R.Output) -> T)
        -> Publishers.Map<Publishers.Zip4<Self, P, Q, R>, T> where P.Failure == Failure, Q.Failure == Failure, R.Failure == Failure {
        Publishers.Zip4(self, publisher1, publisher2, publisher3).map(transform)
    }
}
