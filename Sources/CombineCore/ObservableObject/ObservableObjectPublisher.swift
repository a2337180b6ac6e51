/// The publisher an `ObservableObject` announces its changes with, before they happen (Combine's
/// `ObservableObjectPublisher`): `send()` reaches every subscriber synchronously, in subscription
/// order, on the calling thread.
public final class ObservableObjectPublisher: Publisher {
    public typealias Output = Void
    public typealias Failure = Never

    private let core = SubjectCore<Void, Never>()

    public init() {}

    /// Tells the subscribers that the object is about to change.
    public func send() { core.send(()) }

    public func receive<S: Subscriber>(subscriber: S) where S.Input == Void, S.Failure == Never {
        core.attach(subscriber)
    }
}
