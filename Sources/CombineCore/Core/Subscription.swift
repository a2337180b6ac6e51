/// The link between one publisher and one subscriber: the subscriber asks for values through it
/// and cancels it (Combine's `Subscription`).
public protocol Subscription: Cancellable, CustomCombineIdentifierConvertible {
    /// Asks for `demand` more values; demands add up.
    func request(_ demand: Subscribers.Demand)
}

/// Ready-made subscriptions.
public enum Subscriptions {
    /// A subscription that does nothing: what a publisher hands a subscriber it completes at once.
    public static var empty: any Subscription { EmptySubscription.shared }
}

/// Requests and cancellations go nowhere.
final class EmptySubscription: Subscription, Sendable {
    static let shared = EmptySubscription()
    func request(_ demand: Subscribers.Demand) {}
    func cancel() {}
}
