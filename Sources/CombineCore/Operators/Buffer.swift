extension Publishers {
    /// How `buffer` fills: ask upstream for the whole size at once and keep it full (`keepFull`), or
    /// pass the downstream's requests on (`byRequest`).
    public enum PrefetchStrategy: Equatable, Hashable, Sendable {
        case keepFull
        case byRequest
    }

    /// What `buffer` does with a value that arrives when it is full.
    public enum BufferingStrategy<Failure: Error> {
        /// Drops the value that arrived.
        case dropNewest
        /// Drops the oldest value waiting, keeping the new one.
        case dropOldest
        /// Fails the publisher with the error the closure makes.
        case customError(() -> Failure)
    }

    /// Keeps up to `size` values that the downstream has not asked for yet
    /// (`buffer(size:prefetch:whenFull:)`).
    public struct Buffer<Upstream: Publisher>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure

        public let upstream: Upstream
        public let size: Int
        public let prefetch: PrefetchStrategy
        public let whenFull: BufferingStrategy<Failure>

        public init(upstream: Upstream, size: Int, prefetch: PrefetchStrategy, whenFull: BufferingStrategy<Failure>) {
            precondition(size > 0, "buffer needs a size of one or more")
            self.upstream = upstream
            self.size = size
            self.prefetch = prefetch
            self.whenFull = whenFull
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            upstream.subscribe(BufferSubscription(downstream: subscriber, buffer: self))
        }
    }
}

extension Publisher {
    /// Keeps up to `size` values the downstream has not asked for yet.
    public func buffer(size: Int, prefetch: Publishers.PrefetchStrategy,
                       whenFull: Publishers.BufferingStrategy<Failure>) -> Publishers.Buffer<Self> {
        Publishers.Buffer(upstream: self, size: size, prefetch: prefetch, whenFull: whenFull)
    }
}

private final class BufferSubscription<Upstream: Publisher, Downstream: Subscriber>: Subscriber, Subscription, @unchecked Sendable
where Downstream.Input == Upstream.Output, Downstream.Failure == Upstream.Failure {
    // @unchecked: the link and the queue are thread-safe; the rest is immutable.
    typealias Input = Upstream.Output
    typealias Failure = Upstream.Failure

    private let buffer: Publishers.Buffer<Upstream>
    private let downstream: Downstream
    private let upstream: UpstreamLink
    private let queue: DemandQueue<Downstream>

    init(downstream: Downstream, buffer: Publishers.Buffer<Upstream>) {
        let upstream = UpstreamLink()
        let keepFull = buffer.prefetch == .keepFull
        self.buffer = buffer
        self.downstream = downstream
        self.upstream = upstream
        // Under `keepFull` each value that leaves makes room for one more.
        queue = DemandQueue(downstream: downstream) { sent in
            if keepFull { upstream.request(.max(sent)) }
        }
    }

    func receive(subscription: any Subscription) {
        guard upstream.accept(subscription) else { return }
        downstream.receive(subscription: self)
        if buffer.prefetch == .keepFull { upstream.request(.max(buffer.size)) }
    }

    func receive(_ input: Input) -> Subscribers.Demand {
        guard !upstream.isEnded else { return .none }
        switch buffer.whenFull {
        case .dropNewest:
            _ = queue.push(input, capacity: buffer.size)
        case .dropOldest:
            _ = queue.push(input, capacity: buffer.size, dropOldest: true)
        case .customError(let makeError):
            if queue.push(input, capacity: buffer.size) == .dropped, upstream.end(cancellingUpstream: true) {
                queue.failNow(.failure(makeError()))
            }
        }
        return .none
    }

    func receive(completion: Subscribers.Completion<Failure>) {
        guard upstream.end(cancellingUpstream: false) else { return }
        queue.finish(completion)
    }

    func request(_ demand: Subscribers.Demand) {
        if buffer.prefetch == .byRequest { upstream.request(demand) }
        queue.request(demand)
    }

    func cancel() {
        upstream.end(cancellingUpstream: true)
        queue.cancel()
    }
}
