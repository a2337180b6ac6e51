import Foundation

/// The downstream's one subscription across publishers subscribed one after another (`catch`,
/// `tryCatch`, `retry`, `append`, `prepend`): each stage's values go downstream, the demand not yet
/// met is asked of each new stage when it arrives, and a stage's end decides what comes next.
///
/// Invariant: at most one stage is subscribed at a time; a stage's `onEnd` runs once, after its
/// last value, and only while the downstream has not cancelled.
final class SequentialSubscription<Downstream: Subscriber>: Subscription, @unchecked Sendable {
    // @unchecked: state is under `lock`; stages call in turn, never together.
    private let lock = NSLock()
    private let downstream: Downstream
    private var current: (any Subscription)?
    private var demand = Subscribers.Demand.none
    private var cancelled = false

    init(downstream: Downstream) {
        self.downstream = downstream
    }

    /// Gives the downstream this subscription; call once, before the first stage.
    func start() {
        downstream.receive(subscription: self)
    }

    /// Subscribes to `publisher` as the next stage; `onEnd` hears how it ended.
    func subscribe<Stage: Publisher>(_ publisher: Stage, onEnd: @escaping (Subscribers.Completion<Stage.Failure>) -> Void)
    where Stage.Output == Downstream.Input {
        publisher.subscribe(StageRelay(parent: self, onEnd: onEnd))
    }

    /// Ends the downstream with `completion`.
    func finish(_ completion: Subscribers.Completion<Downstream.Failure>) {
        downstream.receive(completion: completion)
    }

    func request(_ demand: Subscribers.Demand) {
        let current: (any Subscription)? = lock.withLock {
            self.demand += demand
            return self.current
        }
        current?.request(demand)
    }

    func cancel() {
        let current = lock.withLock {
            defer { cancelled = true; self.current = nil }
            return self.current
        }
        current?.cancel()
    }

    fileprivate func attach(_ subscription: any Subscription) {
        let outstanding: Subscribers.Demand? = lock.withLock {
            guard !cancelled else { return nil }
            current = subscription
            return demand
        }
        guard let outstanding else { return subscription.cancel() }
        if outstanding > 0 { subscription.request(outstanding) }
    }

    fileprivate func forward(_ value: Downstream.Input) -> Subscribers.Demand {
        lock.withLock { demand -= 1 }
        let more = downstream.receive(value)
        lock.withLock { demand += more }
        return more
    }

    /// Clears the ended stage; false once the downstream has cancelled.
    fileprivate func stageEnded() -> Bool {
        lock.withLock {
            current = nil
            return !cancelled
        }
    }

    /// Subscribes to one stage on the parent's behalf.
    private struct StageRelay<Failure: Error>: Subscriber {
        typealias Input = Downstream.Input

        let parent: SequentialSubscription
        let onEnd: (Subscribers.Completion<Failure>) -> Void
        let combineIdentifier = CombineIdentifier()

        func receive(subscription: any Subscription) { parent.attach(subscription) }
        func receive(_ input: Input) -> Subscribers.Demand { parent.forward(input) }
        func receive(completion: Subscribers.Completion<Failure>) {
            if parent.stageEnded() { onEnd(completion) }
        }
    }
}
