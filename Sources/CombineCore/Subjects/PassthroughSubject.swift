/// A subject that passes each value on to the subscribers that have asked for one, and keeps
/// nothing (Combine's `PassthroughSubject`). A value sent while a subscriber has no demand is lost
/// for it. After a completion, new subscribers receive that completion at once.
public final class PassthroughSubject<Output, Failure: Error>: Subject {
    private let core = SubjectCore<Output, Failure>()

    public init() {}

    public func send(_ input: Output) { core.send(input) }
    public func send(completion: Subscribers.Completion<Failure>) { core.send(completion: completion) }
    public func send(subscription: any Subscription) { core.send(subscription: subscription) }

    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
        core.attach(subscriber)
    }

    /// How many subscribers are connected (for tests).
    var subscriberCount: Int { core.subscriberCount }
}
