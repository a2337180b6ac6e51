import Foundation

/// A publisher that starts producing only when connected (Combine's `ConnectablePublisher`):
/// subscribers can be attached first so none misses the first value.
public protocol ConnectablePublisher<Output, Failure>: Publisher {
    /// Starts the publisher; cancelling the returned token stops it.
    func connect() -> any Cancellable
}

extension ConnectablePublisher {
    /// Connects when the first subscriber arrives and disconnects when the last one leaves.
    public func autoconnect() -> Publishers.Autoconnect<Self> {
        Publishers.Autoconnect(upstream: self)
    }
}

extension Publishers {
    /// Connects its upstream at the first subscription and cancels the connection when no
    /// subscriber is left (`autoconnect()`).
    public final class Autoconnect<Upstream: ConnectablePublisher>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure

        public final let upstream: Upstream
        private let lock = NSLock()
        private var subscriberCount = 0
        private var connection: (any Cancellable)?

        public init(upstream: Upstream) {
            self.upstream = upstream
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let connects = lock.withLock {
                subscriberCount += 1
                return subscriberCount == 1
            }
            upstream.subscribe(AutoconnectSubscription(downstream: subscriber, release: { [self] in release() }))
            guard connects else { return }
            let connection = upstream.connect()
            lock.withLock { self.connection = connection }
        }

        private func release() {
            let connection: (any Cancellable)? = lock.withLock {
                subscriberCount -= 1
                guard subscriberCount == 0 else { return nil }
                defer { self.connection = nil }
                return self.connection
            }
            connection?.cancel()
        }
    }
}

/// Passes one subscriber's events through and tells the `Autoconnect` once when it leaves
/// (cancelled or completed).
private final class AutoconnectSubscription<Downstream: Subscriber>: Subscriber, Subscription, @unchecked Sendable {
    // @unchecked: `upstream` and `release` are under `lock`.
    typealias Input = Downstream.Input
    typealias Failure = Downstream.Failure

    private let lock = NSLock()
    private let downstream: Downstream
    private var upstream: (any Subscription)?
    private var release: (() -> Void)?

    init(downstream: Downstream, release: @escaping () -> Void) {
        self.downstream = downstream
        self.release = release
    }

    func receive(subscription: any Subscription) {
        lock.withLock { upstream = subscription }
        downstream.receive(subscription: self)
    }

    func receive(_ input: Input) -> Subscribers.Demand { downstream.receive(input) }

    func receive(completion: Subscribers.Completion<Failure>) {
        leave()?()
        downstream.receive(completion: completion)
    }

    func request(_ demand: Subscribers.Demand) {
        lock.withLock { upstream }?.request(demand)
    }

    func cancel() {
        let upstream = lock.withLock { self.upstream }
        upstream?.cancel()
        leave()?()
    }

    private func leave() -> (() -> Void)? {
        lock.withLock {
            defer { release = nil; upstream = nil }
            return release
        }
    }
}
