import Foundation

/// An operator's link to its one upstream: the subscription once it arrives, until the operator
/// ends (completes or is cancelled). Every method may be called from any thread.
final class UpstreamLink: @unchecked Sendable {
    // @unchecked: `subscription` and `ended` are under `lock`.
    private let lock = NSLock()
    private var subscription: (any Subscription)?
    private var ended = false

    /// Takes `subscription` as the upstream; a second one, or one arriving after the end, is
    /// cancelled. Returns whether it was taken.
    func accept(_ subscription: any Subscription) -> Bool {
        let taken = lock.withLock {
            guard self.subscription == nil, !ended else { return false }
            self.subscription = subscription
            return true
        }
        if !taken { subscription.cancel() }
        return taken
    }

    /// Whether the operator has ended.
    var isEnded: Bool { lock.withLock { ended } }

    /// Passes a request upstream while linked.
    func request(_ demand: Subscribers.Demand) {
        lock.withLock { ended ? nil : subscription }?.request(demand)
    }

    /// Ends the link, cancelling upstream if asked (a downstream's cancel, an operator ending early;
    /// not an upstream's own completion). Returns true the first time only.
    @discardableResult
    func end(cancellingUpstream: Bool) -> Bool {
        let (first, subscription) = takeOnce()
        if cancellingUpstream { subscription?.cancel() }
        return first
    }

    /// Ends the link and hands over the upstream subscription to cancel; nil when the link had
    /// ended already.
    func detach() -> (any Subscription)? {
        takeOnce().subscription
    }

    private func takeOnce() -> (first: Bool, subscription: (any Subscription)?) {
        lock.withLock {
            guard !ended else { return (false, nil) }
            ended = true
            defer { self.subscription = nil }
            return (true, self.subscription)
        }
    }
}
