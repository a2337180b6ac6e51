extension Publishers {
    /// Sends every value of one publisher, then — once it finishes — every value of another
    /// (`append`, `prepend`); a failure of the first ends it there.
    public struct Concatenate<Prefix: Publisher, Suffix: Publisher>: Publisher
    where Prefix.Output == Suffix.Output, Prefix.Failure == Suffix.Failure {
        public typealias Output = Suffix.Output
        public typealias Failure = Suffix.Failure

        public let prefix: Prefix
        public let suffix: Suffix

        public init(prefix: Prefix, suffix: Suffix) {
            self.prefix = prefix
            self.suffix = suffix
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let suffix = self.suffix
            let sequence = SequentialSubscription(downstream: subscriber)
            sequence.start()
            sequence.subscribe(prefix) { completion in
                switch completion {
                case .finished: sequence.subscribe(suffix, onEnd: sequence.finish)
                case .failure: sequence.finish(completion)
                }
            }
        }
    }
}

extension Publisher {
    /// Sends `elements` after upstream's values, once it finishes.
    public func append(_ elements: Output...) -> Publishers.Concatenate<Self, Publishers.Sequence<[Output], Failure>> {
        append(Publishers.Sequence(sequence: elements))
    }

    /// Sends the elements of `elements` after upstream's values, once it finishes.
    public func append<S: Sequence>(_ elements: S) -> Publishers.Concatenate<Self, Publishers.Sequence<S, Failure>> where Output == S.Element {
        append(Publishers.Sequence(sequence: elements))
    }

    /// Sends `publisher`'s values after upstream's, once it finishes.
    public func append<P: Publisher>(_ publisher: P) -> Publishers.Concatenate<Self, P> where Failure == P.Failure, Output == P.Output {
        Publishers.Concatenate(prefix: self, suffix: publisher)
    }

    /// Sends `elements` before upstream's values.
    public func prepend(_ elements: Output...) -> Publishers.Concatenate<Publishers.Sequence<[Output], Failure>, Self> {
        prepend(Publishers.Sequence(sequence: elements))
    }

    /// Sends the elements of `elements` before upstream's values.
    public func prepend<S: Sequence>(_ elements: S) -> Publishers.Concatenate<Publishers.Sequence<S, Failure>, Self> where Output == S.Element {
        prepend(Publishers.Sequence(sequence: elements))
    }

    /// Sends `publisher`'s values, then upstream's once it finishes.
    public func prepend<P: Publisher>(_ publisher: P) -> Publishers.Concatenate<P, Self> where Failure == P.Failure, Output == P.Output {
        Publishers.Concatenate(prefix: publisher, suffix: self)
    }
}
