import Foundation

/// A subject that holds a current value (Combine's `CurrentValueSubject`): a new subscriber's first
/// value, once it asks for one, is the value current then; setting `value` or calling `send(_:)`
/// stores the value, then sends it.
public final class CurrentValueSubject<Output, Failure: Error>: Subject {
    private let lock = NSLock()
    private var currentValue: Output
    private let core = SubjectCore<Output, Failure>()

    /// A subject whose current value is `value`.
    public init(_ value: Output) {
        currentValue = value
    }

    /// The current value; setting it sends it.
    public var value: Output {
        get { lock.withLock { currentValue } }
        set { send(newValue) }
    }

    public func send(_ input: Output) {
        lock.withLock { currentValue = input }
        core.send(input)
    }

    public func send(completion: Subscribers.Completion<Failure>) { core.send(completion: completion) }
    public func send(subscription: any Subscription) { core.send(subscription: subscription) }

    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
        core.attach(subscriber) { self.value }
    }

    /// How many subscribers are connected (for tests).
    var subscriberCount: Int { core.subscriberCount }
}
