extension Publishers {
    /// On failure, goes on with the publisher a handler makes from the error (`catch(_:)`).
    public struct Catch<Upstream: Publisher, NewPublisher: Publisher>: Publisher where Upstream.Output == NewPublisher.Output {
        public typealias Output = Upstream.Output
        public typealias Failure = NewPublisher.Failure

        public let upstream: Upstream
        public let handler: (Upstream.Failure) -> NewPublisher

        public init(upstream: Upstream, handler: @escaping (Upstream.Failure) -> NewPublisher) {
            self.upstream = upstream
            self.handler = handler
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let handler = self.handler
            let sequence = SequentialSubscription(downstream: subscriber)
            sequence.start()
            sequence.subscribe(upstream) { completion in
                switch completion {
                case .finished: sequence.finish(.finished)
                case .failure(let error): sequence.subscribe(handler(error), onEnd: sequence.finish)
                }
            }
        }
    }

    /// On failure, goes on with the publisher a throwing handler makes from the error; an error the
    /// handler throws fails the publisher (`tryCatch(_:)`).
    public struct TryCatch<Upstream: Publisher, NewPublisher: Publisher>: Publisher where Upstream.Output == NewPublisher.Output {
        public typealias Output = Upstream.Output
        public typealias Failure = any Error

        public let upstream: Upstream
        public let handler: (Upstream.Failure) throws -> NewPublisher

        public init(upstream: Upstream, handler: @escaping (Upstream.Failure) throws -> NewPublisher) {
            self.upstream = upstream
            self.handler = handler
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let handler = self.handler
            let sequence = SequentialSubscription(downstream: subscriber)
            sequence.start()
            sequence.subscribe(upstream) { completion in
                switch completion {
                case .finished:
                    sequence.finish(.finished)
                case .failure(let error):
                    do {
                        sequence.subscribe(try handler(error)) { sequence.finish($0.mapError { $0 }) }
                    } catch {
                        sequence.finish(.failure(error))
                    }
                }
            }
        }
    }
}

extension Publisher {
    /// Replaces a failure with the publisher `handler` makes from it.
    public func `catch`<P: Publisher>(_ handler: @escaping (Failure) -> P) -> Publishers.Catch<Self, P> where P.Output == Output {
        Publishers.Catch(upstream: self, handler: handler)
    }

    /// Replaces a failure with the publisher `handler` makes from it; an error `handler` throws
    /// fails the publisher.
    public func tryCatch<P: Publisher>(_ handler: @escaping (Failure) throws -> P) -> Publishers.TryCatch<Self, P> where P.Output == Output {
        Publishers.TryCatch(upstream: self, handler: handler)
    }
}
