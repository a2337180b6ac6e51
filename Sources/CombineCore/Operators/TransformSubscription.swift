import Foundation

/// What a one-upstream operator does with one upstream value.
enum TransformStep<Output, Failure: Error> {
    /// Sends the value on; the downstream's answer is the demand passed upstream.
    case emit(Output)
    /// Sends nothing, and asks upstream for one more value in place of the one used.
    case skip
    /// Sends the value, then finishes and cancels upstream.
    case emitAndFinish(Output)
    /// Finishes and cancels upstream.
    case finish
    /// Fails and cancels upstream.
    case fail(Failure)
}

/// How an operator ends when upstream completes: an optional last value, sent once the downstream
/// has demand for it, then the completion.
struct TransformEnding<Output, Failure: Error> {
    var lastValue: Output?
    var completion: Subscribers.Completion<Failure>
}

/// The subscription of the operators that turn each upstream value into at most one downstream value
/// (`map`, `filter`, `compactMap`, `scan`, `removeDuplicates`, `prefix`, `dropFirst`, `first`,
/// `collect`, `replaceError`, `mapError`, …): the downstream's demand goes straight upstream, a
/// skipped value is replaced by a request for one more, and a terminating step cancels upstream.
///
/// `step` and `ending` are made for this subscription alone, so they may keep state (a count, the
/// previous value); upstream calls them one at a time.
final class TransformSubscription<UpstreamOutput, UpstreamFailure: Error, Downstream: Subscriber>:
    Subscriber, Subscription, @unchecked Sendable {
    // @unchecked: `demand` and `pendingEnding` are under `lock`; `step` and `ending` run only inside
    // upstream's serialized calls.
    typealias Input = UpstreamOutput
    typealias Failure = UpstreamFailure
    typealias Step = TransformStep<Downstream.Input, Downstream.Failure>
    typealias Ending = TransformEnding<Downstream.Input, Downstream.Failure>

    private let lock = NSLock()
    private let downstream: Downstream
    private let step: (UpstreamOutput) -> Step
    private let ending: (Subscribers.Completion<UpstreamFailure>) -> Ending
    private let upstream = UpstreamLink()
    /// The downstream's outstanding demand, kept only to hold a last value until it is wanted.
    private var demand = Subscribers.Demand.none
    private var pendingEnding: Ending?

    init(downstream: Downstream,
         ending: @escaping (Subscribers.Completion<UpstreamFailure>) -> Ending,
         step: @escaping (UpstreamOutput) -> Step) {
        self.downstream = downstream
        self.ending = ending
        self.step = step
    }

    // MARK: Subscriber

    func receive(subscription: any Subscription) {
        guard upstream.accept(subscription) else { return }
        downstream.receive(subscription: self)
    }

    func receive(_ input: UpstreamOutput) -> Subscribers.Demand {
        guard !upstream.isEnded else { return .none }
        switch step(input) {
        case .emit(let value):
            return send(value)
        case .skip:
            return .max(1)
        case .emitAndFinish(let value):
            guard upstream.end(cancellingUpstream: true) else { return .none }
            _ = downstream.receive(value)
            downstream.receive(completion: .finished)
        case .finish:
            guard upstream.end(cancellingUpstream: true) else { return .none }
            downstream.receive(completion: .finished)
        case .fail(let error):
            guard upstream.end(cancellingUpstream: true) else { return .none }
            downstream.receive(completion: .failure(error))
        }
        return .none
    }

    func receive(completion: Subscribers.Completion<UpstreamFailure>) {
        guard upstream.end(cancellingUpstream: false) else { return }
        let end = ending(completion)
        let deliverNow = lock.withLock {
            guard end.lastValue == nil || demand > 0 else {
                pendingEnding = end
                return false
            }
            return true
        }
        if deliverNow { deliver(end) }
    }

    // MARK: Subscription

    func request(_ demand: Subscribers.Demand) {
        let ending: Ending? = lock.withLock {
            self.demand += demand
            defer { pendingEnding = nil }
            return pendingEnding
        }
        if let ending { return deliver(ending) }
        upstream.request(demand)
    }

    func cancel() {
        upstream.end(cancellingUpstream: true)
        lock.withLock { pendingEnding = nil }
    }

    // MARK: Delivery

    private func send(_ value: Downstream.Input) -> Subscribers.Demand {
        lock.withLock { demand -= 1 }
        let more = downstream.receive(value)
        lock.withLock { demand += more }
        return more
    }

    private func deliver(_ end: Ending) {
        if let last = end.lastValue { _ = downstream.receive(last) }
        downstream.receive(completion: end.completion)
    }
}

extension TransformSubscription where UpstreamFailure == Downstream.Failure {
    /// An operator that passes upstream's completion through unchanged.
    convenience init(downstream: Downstream, step: @escaping (UpstreamOutput) -> Step) {
        self.init(downstream: downstream, ending: { TransformEnding(lastValue: nil, completion: $0) }, step: step)
    }
}
