import Foundation

/// A publisher values can be put into from outside (Combine's `Subject`). Sending is safe from any
/// thread; each subscriber still receives one call at a time.
public protocol Subject<Output, Failure>: AnyObject, Publisher {
    /// Sends `value` to every subscriber that has demand for it.
    func send(_ value: Output)
    /// Ends the subject: every subscriber, present and future, receives `completion`.
    func send(completion: Subscribers.Completion<Failure>)
    /// Takes an upstream subscription (from `Publisher.subscribe(_:)`) and asks it for everything.
    func send(subscription: any Subscription)
}

extension Subject where Output == Void {
    /// Sends the empty value.
    public func send() { send(()) }
}

extension Publisher {
    /// Forwards this publisher's values and completion to `subject` until the returned token is
    /// cancelled.
    public func subscribe<S: Subject>(_ subject: S) -> AnyCancellable where S.Output == Output, S.Failure == Failure {
        let forwarder = SubjectForwarder(subject)
        subscribe(forwarder)
        return AnyCancellable(forwarder)
    }
}

/// Feeds a subject from a publisher, as the subscriber `subscribe(_:)` attaches.
private final class SubjectForwarder<Target: Subject>: Subscriber, Cancellable, @unchecked Sendable {
    // @unchecked: the subject is thread-safe, the upstream subscription is read under `lock`.
    typealias Input = Target.Output
    typealias Failure = Target.Failure

    private let lock = NSLock()
    private var subject: Target?
    private var upstream: (any Subscription)?

    init(_ subject: Target) { self.subject = subject }

    func receive(subscription: any Subscription) {
        let subject: Target? = lock.withLock {
            guard upstream == nil, let subject = self.subject else { return nil }
            upstream = subscription
            return subject
        }
        guard let subject else { return subscription.cancel() }
        subject.send(subscription: subscription)
    }

    func receive(_ input: Input) -> Subscribers.Demand {
        lock.withLock { subject }?.send(input)
        return .none
    }

    func receive(completion: Subscribers.Completion<Failure>) {
        let subject = lock.withLock {
            defer { self.subject = nil; upstream = nil }
            return self.subject
        }
        subject?.send(completion: completion)
    }

    func cancel() {
        let upstream = lock.withLock {
            defer { subject = nil; self.upstream = nil }
            return self.upstream
        }
        upstream?.cancel()
    }
}
