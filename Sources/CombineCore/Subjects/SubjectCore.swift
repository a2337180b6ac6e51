import Foundation

/// The subscribers of one subject and how it ended: what `PassthroughSubject`,
/// `CurrentValueSubject`, `ObservableObjectPublisher` and `@Published` share.
///
/// Each subscriber gets a `SubjectConduit`, its own subscription: a value sent reaches the conduits
/// with demand (the others drop it, as Combine's subjects do), in subscription order, on the sending
/// thread. Thread-safe: the conduit list is copied out under the lock and the values delivered
/// outside it, so a subscriber may send, subscribe or cancel from inside `receive`.
final class SubjectCore<Output, Failure: Error>: @unchecked Sendable {
    // @unchecked: every stored property is read and written under `lock`.
    private let lock = NSLock()
    private var conduits: [SubjectConduitBase<Output, Failure>] = []
    private var completion: Subscribers.Completion<Failure>?
    private var upstreams: [any Subscription] = []

    deinit {
        for upstream in upstreams { upstream.cancel() }
    }

    /// Connects `subscriber`; with `initialValue`, its first value (once it asks) is the one that
    /// closure returns then — a current-value subject's.
    func attach<S: Subscriber>(_ subscriber: S, initialValue: (() -> Output)? = nil)
    where S.Input == Output, S.Failure == Failure {
        let conduit = SubjectConduit(parent: self, downstream: subscriber, initialValue: initialValue)
        let ended: Subscribers.Completion<Failure>? = lock.withLock {
            if let completion { return completion }
            conduits.append(conduit)
            return nil
        }
        if let ended {
            subscriber.receive(subscription: Subscriptions.empty)
            subscriber.receive(completion: ended)
        } else {
            subscriber.receive(subscription: conduit)
        }
    }

    func send(_ value: Output) {
        let receivers: [SubjectConduitBase<Output, Failure>] = lock.withLock { completion == nil ? conduits : [] }
        for conduit in receivers { conduit.offer(value) }
    }

    func send(completion: Subscribers.Completion<Failure>) {
        let receivers: [SubjectConduitBase<Output, Failure>] = lock.withLock {
            guard self.completion == nil else { return [] }
            self.completion = completion
            defer { conduits = [] }
            return conduits
        }
        for conduit in receivers { conduit.finish(completion) }
    }

    func send(subscription: any Subscription) {
        lock.withLock { upstreams.append(subscription) }
        subscription.request(.unlimited)
    }

    func remove(_ conduit: SubjectConduitBase<Output, Failure>) {
        lock.withLock { conduits.removeAll { $0 === conduit } }
    }

    /// How many subscribers are connected (for tests).
    var subscriberCount: Int { lock.withLock { conduits.count } }
}

/// What `SubjectCore` keeps of a conduit without knowing its subscriber's type.
class SubjectConduitBase<Output, Failure: Error>: @unchecked Sendable {
    // @unchecked: subclasses guard their state with locks.
    func offer(_ value: Output) {}
    func finish(_ completion: Subscribers.Completion<Failure>) {}
}

/// One subscriber's subscription to a subject: its demand, and the lock that keeps calls to it from
/// overlapping when several threads send at once.
final class SubjectConduit<Downstream: Subscriber>: SubjectConduitBase<Downstream.Input, Downstream.Failure>, Subscription,
    @unchecked Sendable {
    // @unchecked: state is under `lock`; the subscriber is called under `downstreamLock`.
    typealias Output = Downstream.Input
    typealias Failure = Downstream.Failure

    private let lock = NSLock()
    /// Held while calling the subscriber; recursive so the subscriber may send to the same subject.
    private let downstreamLock = NSRecursiveLock()
    private var parent: SubjectCore<Output, Failure>?
    private var downstream: Downstream?
    private var demand = Subscribers.Demand.none
    private var initialValue: (() -> Output)?

    init(parent: SubjectCore<Output, Failure>, downstream: Downstream, initialValue: (() -> Output)?) {
        self.parent = parent
        self.downstream = downstream
        self.initialValue = initialValue
    }

    override func offer(_ value: Output) {
        let receiver: Downstream? = lock.withLock {
            guard let downstream, demand > 0 else { return nil }
            demand -= 1
            return downstream
        }
        guard let receiver else { return }
        deliver(value, to: receiver)
    }

    override func finish(_ completion: Subscribers.Completion<Failure>) {
        let receiver: Downstream? = lock.withLock {
            defer { downstream = nil; parent = nil; initialValue = nil }
            return downstream
        }
        downstreamLock.withLock { receiver?.receive(completion: completion) }
    }

    func request(_ demand: Subscribers.Demand) {
        let first: (Downstream, () -> Output)? = lock.withLock {
            guard let downstream else { return nil }
            self.demand += demand
            guard let initialValue, self.demand > 0 else { return nil }
            self.initialValue = nil
            self.demand -= 1
            return (downstream, initialValue)
        }
        if let (receiver, initialValue) = first { deliver(initialValue(), to: receiver) }
    }

    func cancel() {
        let parent = lock.withLock {
            defer { downstream = nil; self.parent = nil; initialValue = nil }
            return self.parent
        }
        parent?.remove(self)
    }

    private func deliver(_ value: Output, to receiver: Downstream) {
        let more = downstreamLock.withLock { receiver.receive(value) }
        guard more > 0 else { return }
        lock.withLock {
            if downstream != nil { demand += more }
        }
    }
}
