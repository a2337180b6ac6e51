import CombineCore
import Dispatch
import Synchronization

/// What a subscriber received, in order, from any thread; a test awaits a number of events
/// instead of sleeping.
final class EventRecorder<Value: Sendable>: Sendable {
    private struct State {
        var values: [Value] = []
        var completions: [Subscribers.Completion<TestError>] = []
        var waiters: [(count: Int, continuation: CheckedContinuation<Void, Never>)] = []
    }

    private let state = Mutex(State())

    var values: [Value] { state.withLock { $0.values } }
    var completions: [Subscribers.Completion<TestError>] { state.withLock { $0.completions } }

    func append(_ value: Value) {
        let ready = state.withLock { state in
            state.values.append(value)
            let count = state.values.count
            let ready = state.waiters.filter { $0.count <= count }
            state.waiters.removeAll { $0.count <= count }
            return ready
        }
        for waiter in ready { waiter.continuation.resume() }
    }

    func complete(_ completion: Subscribers.Completion<TestError>) {
        state.withLock { $0.completions.append(completion) }
    }

    /// Returns once `count` values have arrived (at once if they have).
    func waitForValues(_ count: Int) async {
        await withCheckedContinuation { continuation in
            let arrived = state.withLock { state in
                guard state.values.count < count else { return true }
                state.waiters.append((count, continuation))
                return false
            }
            if arrived { continuation.resume() }
        }
    }
}

/// An error a test publisher fails with.
struct TestError: Error, Equatable, Sendable {
    let code: Int
}

/// A subscriber that asks for a set demand at subscription and after each value, and records what
/// it gets, so tests can check that publishers keep within demand.
final class DemandSubscriber<Input: Sendable, Failure: Error>: Subscriber, @unchecked Sendable {
    // @unchecked: the subscription is set once before any request, then only read.
    let recorder = EventRecorder<Input>()
    private let initial: Subscribers.Demand
    private let perValue: Subscribers.Demand
    private(set) var subscription: (any Subscription)?
    private let ended = Mutex<Subscribers.Completion<Failure>?>(nil)

    init(initial: Subscribers.Demand, perValue: Subscribers.Demand = .none) {
        self.initial = initial
        self.perValue = perValue
    }

    var values: [Input] { recorder.values }
    var completion: Subscribers.Completion<Failure>? { ended.withLock { $0 } }

    func receive(subscription: any Subscription) {
        self.subscription = subscription
        if initial > 0 { subscription.request(initial) }
    }

    func receive(_ input: Input) -> Subscribers.Demand {
        recorder.append(input)
        return perValue
    }

    func receive(completion: Subscribers.Completion<Failure>) {
        ended.withLock { $0 = completion }
    }
}

/// Whether code runs on the main dispatch queue — the main actor's — which the test runner drains
/// on a thread of its own after `dispatchMain()`, so `Thread.isMainThread` cannot tell.
enum MainQueue {
    private static let key: DispatchSpecificKey<Bool> = {
        let key = DispatchSpecificKey<Bool>()
        DispatchQueue.main.setSpecific(key: key, value: true)
        return key
    }()

    static var isCurrent: Bool { DispatchQueue.getSpecific(key: key) == true }
}
