import Foundation

extension NotificationCenter {
    /// Sends the notifications of one name (and object) posted to a center (Combine's
    /// `NotificationCenter.Publisher`), on the posting thread. A notification posted while the
    /// subscriber has no demand is lost for it; cancelling removes the observer.
    public struct Publisher: CombineCore.Publisher {
        public typealias Output = Notification
        public typealias Failure = Never

        public let center: NotificationCenter
        public let name: Notification.Name
        public let object: AnyObject?

        public init(center: NotificationCenter, name: Notification.Name, object: AnyObject? = nil) {
            self.center = center
            self.name = name
            self.object = object
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Notification, S.Failure == Never {
            let subscription = NotificationSubscription(center: center, downstream: subscriber)
            subscriber.receive(subscription: subscription)
            subscription.observe(name: name, object: object)
        }
    }

    /// A publisher of the notifications named `name` (from `object` only, if given).
    public func publisher(for name: Notification.Name, object: AnyObject? = nil) -> NotificationCenter.Publisher {
        Publisher(center: self, name: name, object: object)
    }
}

/// One subscriber's observer on a center.
private final class NotificationSubscription<Downstream: Subscriber>: Subscription, @unchecked Sendable
where Downstream.Input == Notification, Downstream.Failure == Never {
    // @unchecked: state is under `lock`; `downstreamLock` keeps deliveries from overlapping when
    // notifications are posted on several threads.
    private let lock = NSLock()
    private let downstreamLock = NSRecursiveLock()
    private let center: NotificationCenter
    private var downstream: Downstream?
    private var demand = Subscribers.Demand.none
    private var observer: (any NSObjectProtocol)?

    init(center: NotificationCenter, downstream: Downstream) {
        self.center = center
        self.downstream = downstream
    }

    func observe(name: Notification.Name, object: AnyObject?) {
        guard lock.withLock({ downstream != nil }) else { return }
        // The center calls the block on each posting thread; `post` locks as it must.
        let post = UncheckedSendable { [weak self] (notification: Notification) in self?.post(notification) }
        let observer = center.addObserver(forName: name, object: object, queue: nil) { post.value($0) }
        let stillWanted = lock.withLock {
            guard downstream != nil else { return false }
            self.observer = observer
            return true
        }
        if !stillWanted { center.removeObserver(observer) }
    }

    func request(_ demand: Subscribers.Demand) {
        lock.withLock { self.demand += demand }
    }

    func cancel() {
        let observer = lock.withLock {
            defer { downstream = nil; self.observer = nil }
            return self.observer
        }
        if let observer { center.removeObserver(observer) }
    }

    private func post(_ notification: Notification) {
        let receiver: Downstream? = lock.withLock {
            guard let downstream, demand > 0 else { return nil }
            demand -= 1
            return downstream
        }
        guard let receiver else { return }
        let more = downstreamLock.withLock { receiver.receive(notification) }
        if more > 0 { lock.withLock { demand += more } }
    }
}
