extension Publishers {
    /// Sends `output` before finishing when upstream finished without a value (`replaceEmpty(with:)`).
    public struct ReplaceEmpty<Upstream: Publisher>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure

        public let upstream: Upstream
        public let output: Upstream.Output

        public init(upstream: Upstream, output: Output) {
            self.upstream = upstream
            self.output = output
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let output = self.output
            var sentAny = false
            upstream.subscribe(TransformSubscription(downstream: subscriber, ending: { completion in
                sentAny ? TransformEnding(lastValue: nil, completion: completion) : .sending(output, unless: completion)
            }, step: { value in
                sentAny = true
                return .emit(value)
            }))
        }
    }
}

extension Publisher {
    /// Sends `output` in place of each nil value.
    public func replaceNil<T>(with output: T) -> Publishers.Map<Self, T> where Output == T? {
        Publishers.Map(upstream: self) { $0 ?? output }
    }

    /// Sends `output` when upstream finishes without having sent a value.
    public func replaceEmpty(with output: Output) -> Publishers.ReplaceEmpty<Self> {
        Publishers.ReplaceEmpty(upstream: self, output: output)
    }
}
