import Foundation

/// A publisher's values as an asynchronous sequence (Combine's `AsyncPublisher`, from `values`):
/// each `next()` asks for one value; the sequence ends when the publisher finishes or the task is
/// cancelled. Breaking out of the loop cancels the subscription.
public struct AsyncPublisher<P: Publisher>: AsyncSequence where P.Failure == Never {
    public typealias Element = P.Output

    private let publisher: P

    public init(_ publisher: P) {
        self.publisher = publisher
    }

    public func makeAsyncIterator() -> Iterator {
        Iterator(publisher)
    }

    public struct Iterator: AsyncIteratorProtocol {
        private let lifetime: AsyncSubscriberLifetime<P.Output, Never>

        init(_ publisher: P) {
            lifetime = AsyncSubscriberLifetime(publisher)
        }

        public mutating func next() async -> P.Output? {
            // The subscriber never fails: only a `Never` publisher feeds it.
            try? await lifetime.subscriber.next()
        }

        public mutating func next(isolation actor: isolated (any Actor)?) async -> P.Output? {
            // As above: nothing can be thrown.
            try? await lifetime.subscriber.next()
        }
    }
}

/// A failing publisher's values as an asynchronous sequence (Combine's `AsyncThrowingPublisher`);
/// the failure is thrown from `next()`.
public struct AsyncThrowingPublisher<P: Publisher>: AsyncSequence {
    public typealias Element = P.Output

    private let publisher: P

    public init(_ publisher: P) {
        self.publisher = publisher
    }

    public func makeAsyncIterator() -> Iterator {
        Iterator(publisher)
    }

    public struct Iterator: AsyncIteratorProtocol {
        private let lifetime: AsyncSubscriberLifetime<P.Output, P.Failure>

        init(_ publisher: P) {
            lifetime = AsyncSubscriberLifetime(publisher)
        }

        public mutating func next() async throws -> P.Output? {
            try await lifetime.subscriber.next()
        }

        public mutating func next(isolation actor: isolated (any Actor)?) async throws -> P.Output? {
            try await lifetime.subscriber.next()
        }
    }
}

extension Publisher where Failure == Never {
    /// The values as an asynchronous sequence: `for await value in publisher.values`.
    public var values: AsyncPublisher<Self> { AsyncPublisher(self) }
}

extension Publisher {
    /// The values as an asynchronous sequence that throws the failure.
    public var values: AsyncThrowingPublisher<Self> { AsyncThrowingPublisher(self) }
}

/// Owned by an iterator alone (the publisher holds only the subscriber): when the iterator goes,
/// the subscription is cancelled.
private final class AsyncSubscriberLifetime<Input, Failure: Error>: Sendable {
    let subscriber: AsyncSubscriber<Input, Failure>

    init<P: Publisher>(_ publisher: P) where P.Output == Input, P.Failure == Failure {
        subscriber = AsyncSubscriber()
        publisher.subscribe(subscriber)
    }

    deinit { subscriber.cancel() }
}

/// Asks for one value per `next()` and hands it to the waiting task.
private final class AsyncSubscriber<Input, Failure: Error>: Subscriber, Cancellable, @unchecked Sendable {
    // @unchecked: state is under `lock`; each value and the completion cross to the awaiting task
    // through its continuation once.
    private typealias Waiter = CheckedContinuation<UncheckedSendable<Input?>, any Error>

    private let lock = NSLock()
    private var subscription: (any Subscription)?
    private var waiter: Waiter?
    private var wantsValue = false
    private var ended: Subscribers.Completion<Failure>?

    func receive(subscription: any Subscription) {
        let (accepted, request): (Bool, Bool) = lock.withLock {
            guard self.subscription == nil, ended == nil else { return (false, false) }
            self.subscription = subscription
            return (true, wantsValue)
        }
        guard accepted else { return subscription.cancel() }
        if request { subscription.request(.max(1)) }
    }

    func receive(_ input: Input) -> Subscribers.Demand {
        let waiter = lock.withLock {
            defer { self.waiter = nil; wantsValue = false }
            return self.waiter
        }
        waiter?.resume(returning: UncheckedSendable(input))
        return .none
    }

    func receive(completion: Subscribers.Completion<Failure>) {
        let waiter = lock.withLock {
            // A failure is thrown once; the sequence then ends.
            ended = self.waiter == nil ? completion : .finished
            subscription = nil
            defer { self.waiter = nil }
            return self.waiter
        }
        if let waiter { Self.resume(waiter, with: completion) }
    }

    func cancel() {
        let (subscription, waiter) = lock.withLock {
            if ended == nil { ended = .finished }
            defer { self.subscription = nil; self.waiter = nil }
            return (self.subscription, self.waiter)
        }
        subscription?.cancel()
        waiter?.resume(returning: UncheckedSendable(nil))
    }

    func next() async throws -> Input? {
        let value = try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { wait($0) }
        } onCancel: {
            cancel()
        }
        return value.value
    }

    /// Asks for one value for `waiter`, or ends it at once when the sequence has ended.
    private func wait(_ waiter: Waiter) {
        let (ended, subscription): (Subscribers.Completion<Failure>?, (any Subscription)?) = lock.withLock {
            if let ended = self.ended {
                self.ended = .finished
                return (ended, nil)
            }
            self.waiter = waiter
            wantsValue = true
            return (nil, self.subscription)
        }
        if let ended {
            Self.resume(waiter, with: ended)
        } else {
            subscription?.request(.max(1))
        }
    }

    private static func resume(_ waiter: Waiter, with completion: Subscribers.Completion<Failure>) {
        switch completion {
        case .finished: waiter.resume(returning: UncheckedSendable(nil))
        case .failure(let error): waiter.resume(throwing: error)
        }
    }
}
