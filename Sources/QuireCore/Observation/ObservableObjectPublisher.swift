/// The publisher an `ObservableObject` uses to announce that it is about to change (Combine's
/// `ObservableObjectPublisher`, without Combine). `send()` tells every subscriber, synchronously and in
/// subscription order, on the thread that calls it.
public final class ObservableObjectPublisher: Sendable {
    private let subscribers = ObserverList<@Sendable () -> Void>()

    public init() {}

    /// Tells subscribers that the object is about to change.
    public func send() {
        for subscriber in subscribers.handlers { subscriber() }
    }

    /// Calls `body` before every change until the returned token is cancelled or released
    /// (Combine's `sink(receiveValue:)`).
    public func subscribe(_ body: @escaping @Sendable () -> Void) -> ObservationToken {
        subscribers.add(body)
    }

    /// Combine's spelling of `subscribe(_:)`.
    public func sink(receiveValue body: @escaping @Sendable () -> Void) -> ObservationToken {
        subscribers.add(body)
    }
}
