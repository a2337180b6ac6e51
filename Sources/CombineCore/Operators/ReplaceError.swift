extension Publishers {
    /// Turns a failure into one last value and `.finished` (`replaceError(with:)`).
    public struct ReplaceError<Upstream: Publisher>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Never

        public let upstream: Upstream
        /// The value sent in place of the failure.
        public let output: Upstream.Output

        public init(upstream: Upstream, output: Upstream.Output) {
            self.upstream = upstream
            self.output = output
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let output = self.output
            upstream.subscribe(TransformSubscription(downstream: subscriber, ending: { completion in
                guard case .failure = completion else { return TransformEnding(lastValue: nil, completion: .finished) }
                return TransformEnding(lastValue: output, completion: .finished)
            }, step: { .emit($0) }))
        }
    }

    /// Transforms the failure (`mapError(_:)`).
    public struct MapError<Upstream: Publisher, Failure: Error>: Publisher {
        public typealias Output = Upstream.Output

        public let upstream: Upstream
        public let transform: (Upstream.Failure) -> Failure

        public init(upstream: Upstream, transform: @escaping (Upstream.Failure) -> Failure) {
            self.upstream = upstream
            self.transform = transform
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let transform = self.transform
            upstream.subscribe(TransformSubscription(downstream: subscriber, ending: { completion in
                TransformEnding(lastValue: nil, completion: completion.mapError(transform))
            }, step: { .emit($0) }))
        }
    }

    /// A publisher that cannot fail, typed as one that can (`setFailureType(to:)`).
    public struct SetFailureType<Upstream: Publisher, Failure: Error>: Publisher where Upstream.Failure == Never {
        public typealias Output = Upstream.Output

        public let upstream: Upstream

        public init(upstream: Upstream) {
            self.upstream = upstream
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            upstream.subscribe(TransformSubscription(downstream: subscriber, ending: { _ in
                TransformEnding(lastValue: nil, completion: .finished)
            }, step: { .emit($0) }))
        }
    }
}

extension Publisher {
    /// Sends `output` and finishes in place of a failure.
    public func replaceError(with output: Output) -> Publishers.ReplaceError<Self> {
        Publishers.ReplaceError(upstream: self, output: output)
    }

    /// Transforms the failure with `transform`.
    public func mapError<E: Error>(_ transform: @escaping (Failure) -> E) -> Publishers.MapError<Self, E> {
        Publishers.MapError(upstream: self, transform: transform)
    }
}

extension Publisher where Failure == Never {
    /// The same values, typed as failing with `failureType`.
    public func setFailureType<E: Error>(to failureType: E.Type) -> Publishers.SetFailureType<Self, E> {
        Publishers.SetFailureType(upstream: self)
    }
}
