extension Publishers {
    /// Sends the values at positions within a range, then finishes (`prefix(_:)`, `output(at:)`,
    /// `output(in:)`).
    public struct Output<Upstream: Publisher>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure

        public let upstream: Upstream
        /// The positions sent (counted from zero).
        public let range: CountableRange<Int>

        public init(upstream: Upstream, range: CountableRange<Int>) {
            precondition(range.lowerBound >= 0, "A position cannot be negative")
            self.upstream = upstream
            self.range = range
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let range = self.range
            var position = 0
            upstream.subscribe(TransformSubscription(downstream: subscriber) { value in
                defer { position += 1 }
                if position + 1 >= range.upperBound {
                    return range.contains(position) ? .emitAndFinish(value) : .finish
                }
                return position < range.lowerBound ? .skip : .emit(value)
            })
        }
    }

    /// Sends values while a predicate holds, then finishes (`prefix(while:)`).
    public struct PrefixWhile<Upstream: Publisher>: Publisher {
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
            upstream.subscribe(TransformSubscription(downstream: subscriber) { predicate($0) ? .emit($0) : .finish })
        }
    }
}

extension Publisher {
    /// Sends at most the first `maxLength` values, then finishes.
    public func prefix(_ maxLength: Int) -> Publishers.Output<Self> {
        Publishers.Output(upstream: self, range: 0..<maxLength)
    }

    /// Sends values while `predicate` holds, then finishes.
    public func prefix(while predicate: @escaping (Output) -> Bool) -> Publishers.PrefixWhile<Self> {
        Publishers.PrefixWhile(upstream: self, predicate: predicate)
    }

    /// Sends only the value at `index`, then finishes.
    public func output(at index: Int) -> Publishers.Output<Self> {
        Publishers.Output(upstream: self, range: index..<(index + 1))
    }

    /// Sends only the values at positions in `range`, then finishes.
    public func output<R: RangeExpression>(in range: R) -> Publishers.Output<Self> where R.Bound == Int {
        Publishers.Output(upstream: self, range: range.relative(to: 0..<Int.max))
    }
}
