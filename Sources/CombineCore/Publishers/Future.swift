import Foundation

/// Runs its closure once, at once, and publishes the one result it promises (Combine's `Future`):
/// every subscriber, whenever it subscribes, receives that value and `.finished` once it asks — or
/// the failure.
public final class Future<Output, Failure: Error>: Publisher {
    /// Fulfils the future; calls after the first are ignored.
    public typealias Promise = (Result<Output, Failure>) -> Void

    private let lock = NSLock()
    private var outcome: Result<Output, Failure>?
    private var waiting: [(Result<Output, Failure>) -> Void] = []

    /// Runs `attemptToFulfill` now, handing it the promise.
    public init(_ attemptToFulfill: @escaping (@escaping Promise) -> Void) {
        attemptToFulfill { [self] result in fulfil(result) }
    }

    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
        let subscription = FutureSubscription(downstream: subscriber)
        subscriber.receive(subscription: subscription)
        let known: Result<Output, Failure>? = lock.withLock {
            if let outcome { return outcome }
            waiting.append(subscription.resolve)
            return nil
        }
        if let known { subscription.resolve(known) }
    }

    private func fulfil(_ result: Result<Output, Failure>) {
        let waiting: [(Result<Output, Failure>) -> Void] = lock.withLock {
            guard outcome == nil else { return [] }
            outcome = result
            defer { self.waiting = [] }
            return self.waiting
        }
        for resolve in waiting { resolve(result) }
    }
}

extension Future where Failure == Never {
    /// The promised value, once fulfilled.
    public var value: Output {
        get async { await promisedResult.get() }
    }
}

extension Future {
    /// The promised value, once fulfilled; throws the failure.
    public var value: Output {
        get async throws { try await promisedResult.get() }
    }

    /// The result, once fulfilled. The wait is not cancellable: a promise is the only way out.
    private var promisedResult: Result<Output, Failure> {
        get async {
            let promised = await withCheckedContinuation { (continuation: CheckedContinuation<UncheckedSendable<Result<Output, Failure>>, Never>) in
                // The result crosses to the awaiting task once; nothing else touches it after.
                let known: Result<Output, Failure>? = lock.withLock {
                    if let outcome { return outcome }
                    waiting.append { continuation.resume(returning: UncheckedSendable($0)) }
                    return nil
                }
                if let known { continuation.resume(returning: UncheckedSendable(known)) }
            }
            return promised.value
        }
    }
}

/// One subscriber's wait for a future: the result goes out once it is known and asked for.
private final class FutureSubscription<Downstream: Subscriber>: Subscription, @unchecked Sendable {
    // @unchecked: state is read and written under `lock`.
    private let lock = NSLock()
    private var downstream: Downstream?
    private var demanded = false
    private var result: Result<Downstream.Input, Downstream.Failure>?

    init(downstream: Downstream) { self.downstream = downstream }

    func resolve(_ result: Result<Downstream.Input, Downstream.Failure>) {
        lock.withLock { self.result = result }
        deliverIfReady()
    }

    func request(_ demand: Subscribers.Demand) {
        guard demand > 0 else { return }
        lock.withLock { demanded = true }
        deliverIfReady()
    }

    func cancel() { lock.withLock { downstream = nil } }

    private func deliverIfReady() {
        let ready: (Downstream, Result<Downstream.Input, Downstream.Failure>)? = lock.withLock {
            guard demanded, let result, let downstream else { return nil }
            self.downstream = nil
            return (downstream, result)
        }
        guard let (receiver, result) = ready else { return }
        receiver.receive(result: result)
    }
}
