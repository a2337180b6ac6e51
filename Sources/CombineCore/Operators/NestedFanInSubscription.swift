import Foundation

/// A fan-in whose upstreams are publishers an outer upstream sends (flatMap, switchToLatest): the
/// outer subscription is kept beside the inner ones, cancelled with them, and a failure of either
/// kind ends everything. Subclasses say what a new inner publisher and an inner completion do.
class NestedFanInSubscription<Upstream: Publisher, Downstream: Subscriber>:
    FanInSubscription<Upstream.Output.Output, Upstream.Failure, Downstream>, @unchecked Sendable
where Upstream.Output: Publisher, Upstream.Output.Failure == Upstream.Failure,
      Downstream.Input == Upstream.Output.Output, Downstream.Failure == Upstream.Failure {
    // @unchecked: `outer` and `outerFinished` are under the inherited lock.
    private var outer: (any Subscription)?
    private var outerFinished = false
    /// What the outer upstream is asked for when it subscribes.
    private let outerDemand: Subscribers.Demand

    init(downstream: Downstream, outerDemand: Subscribers.Demand) {
        self.outerDemand = outerDemand
        super.init(downstream: downstream, policy: .forwardDemand)
    }

    /// The subscriber to attach to the outer upstream.
    var outerSubscriber: OuterSubscriber { OuterSubscriber(parent: self) }

    /// Whether the outer upstream has finished.
    var isOuterFinished: Bool { lock.withLock { outerFinished } }

    /// Asks the outer upstream for `demand` more publishers.
    func requestOuter(_ demand: Subscribers.Demand) {
        lock.withLock { outer }?.request(demand)
    }

    override func receive(_ value: Downstream.Input, from id: Int) {
        output.send(value)
    }

    override func cancel() {
        super.cancel()
        takeOuter()?.cancel()
    }

    /// A failure, from the outer upstream or an inner one: everything ends with it.
    func fail(_ completion: Subscribers.Completion<Upstream.Failure>) {
        takeOuter()?.cancel()
        end(completion)
    }

    // MARK: For subclasses

    /// The outer upstream sent a publisher.
    func received(_ publisher: Upstream.Output) {}

    /// The outer upstream finished; inner publishers may still be running.
    func outerDidFinish() {}

    // MARK: Outer upstream

    private func takeOuter() -> (any Subscription)? {
        lock.withLock {
            defer { outer = nil }
            return outer
        }
    }

    fileprivate func outerStarted(_ subscription: any Subscription) {
        lock.withLock { outer = subscription }
        output.start(self)
        subscription.request(outerDemand)
    }

    fileprivate func outerReceived(_ publisher: Upstream.Output) {
        guard output.isOpen else { return }
        received(publisher)
    }

    fileprivate func outerCompleted(_ completion: Subscribers.Completion<Upstream.Failure>) {
        guard case .finished = completion else { return fail(completion) }
        lock.withLock {
            outerFinished = true
            outer = nil
        }
        outerDidFinish()
    }

    /// Subscribes to the outer upstream on the parent's behalf.
    struct OuterSubscriber: Subscriber {
        typealias Input = Upstream.Output
        typealias Failure = Upstream.Failure

        let parent: NestedFanInSubscription
        let combineIdentifier = CombineIdentifier()

        func receive(subscription: any Subscription) { parent.outerStarted(subscription) }

        func receive(_ input: Input) -> Subscribers.Demand {
            parent.outerReceived(input)
            return .none
        }

        func receive(completion: Subscribers.Completion<Failure>) { parent.outerCompleted(completion) }
    }
}
