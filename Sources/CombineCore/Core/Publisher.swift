/// Something that sends values over time to the subscribers attached to it, then at most one
/// completion (Combine's `Publisher`).
///
/// The contract every publisher here keeps: a subscriber gets `receive(subscription:)` first, then
/// no more values than it has asked for through the subscription, then at most one
/// `receive(completion:)`; the calls to one subscriber never overlap. Cancelling the subscription
/// stops the values and releases what the subscription holds.
public protocol Publisher<Output, Failure> {
    /// The values the publisher sends.
    associatedtype Output
    /// The error it can fail with (`Never` when it cannot fail).
    associatedtype Failure: Error

    /// Attaches `subscriber`. Apps call `subscribe(_:)`; publishers implement this.
    func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure
}

extension Publisher {
    /// Attaches `subscriber` to this publisher.
    public func subscribe<S: Subscriber>(_ subscriber: S) where S.Input == Output, S.Failure == Failure {
        receive(subscriber: subscriber)
    }
}

/// Namespace of the publisher types the operators return (`Publishers.Map`, …).
public enum Publishers {}
