/// Receives a subscription, then values within the demand it asks for, then a completion
/// (Combine's `Subscriber`).
public protocol Subscriber<Input, Failure>: CustomCombineIdentifierConvertible {
    /// The values it receives.
    associatedtype Input
    /// The error it can receive.
    associatedtype Failure: Error

    /// The publisher accepted the subscription; request values through it.
    func receive(subscription: any Subscription)
    /// One value; returns how many more values it wants, added to the demand outstanding.
    func receive(_ input: Input) -> Subscribers.Demand
    /// The publisher finished or failed; nothing follows.
    func receive(completion: Subscribers.Completion<Failure>)
}

extension Subscriber where Input == Void {
    /// Receives the empty value of a `Void` publisher.
    public func receive() -> Subscribers.Demand { receive(()) }
}

/// Namespace of the subscriber types and of `Completion` and `Demand`.
public enum Subscribers {}
