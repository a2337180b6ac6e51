import Foundation

/// Values waiting for the downstream's demand, then the completion (`buffer`, `collect` by time):
/// whoever adds a value, demand or the completion drains what can go, one caller at a time, in order.
final class DemandQueue<Downstream: Subscriber>: @unchecked Sendable {
    // @unchecked: state is under `lock`; the downstream is called only under `downstreamLock`.
    typealias Value = Downstream.Input

    /// What `push` did with a value.
    enum Push {
        case queued
        /// The queue was full: the value was dropped (or, with `dropOldest`, the oldest was).
        case dropped
    }

    private let lock = NSLock()
    private let downstreamLock = NSRecursiveLock()
    private let downstream: Downstream
    /// Told how many values went downstream in each drain, after they went.
    private let delivered: (Int) -> Void
    private var values: [Value] = []
    private var head = 0
    private var demand = Subscribers.Demand.none
    private var completion: Subscribers.Completion<Downstream.Failure>?
    private var ended = false

    init(downstream: Downstream, delivered: @escaping (Int) -> Void = { _ in }) {
        self.downstream = downstream
        self.delivered = delivered
    }

    /// Queues `value` unless `capacity` values wait already; then drops it, or the oldest one when
    /// `dropOldest`.
    func push(_ value: Value, capacity: Int = .max, dropOldest: Bool = false) -> Push {
        let result: Push = lock.withLock {
            guard !ended else { return .dropped }
            guard values.count - head >= capacity else {
                values.append(value)
                return .queued
            }
            guard dropOldest else { return .dropped }
            head += 1
            values.append(value)
            return .dropped
        }
        drain()
        return result
    }

    func request(_ more: Subscribers.Demand) {
        lock.withLock { demand += more }
        drain()
    }

    /// Ends after the values waiting have gone.
    func finish(_ completion: Subscribers.Completion<Downstream.Failure>) {
        lock.withLock {
            if self.completion == nil { self.completion = completion }
        }
        drain()
    }

    /// Ends at once: the values waiting are dropped.
    func failNow(_ completion: Subscribers.Completion<Downstream.Failure>) {
        lock.withLock {
            values.removeAll()
            head = 0
        }
        finish(completion)
    }

    func cancel() {
        lock.withLock {
            ended = true
            values.removeAll()
            head = 0
        }
    }

    private enum Next {
        case value(Value)
        case completion(Subscribers.Completion<Downstream.Failure>)
        case none
    }

    private func drain() {
        downstreamLock.withLock {
            var sent = 0
            defer { if sent > 0 { delivered(sent) } }
            while true {
                let next: Next = lock.withLock {
                    guard !ended else { return .none }
                    if head < values.count, demand > 0 {
                        demand -= 1
                        defer {
                            head += 1
                            if head > 64, head * 2 > values.count {
                                values.removeFirst(head)
                                head = 0
                            }
                        }
                        return .value(values[head])
                    }
                    guard head == values.count, let completion else { return .none }
                    ended = true
                    return .completion(completion)
                }
                switch next {
                case .value(let value):
                    sent += 1
                    let more = downstream.receive(value)
                    lock.withLock { demand += more }
                case .completion(let completion):
                    downstream.receive(completion: completion)
                    return
                case .none:
                    return
                }
            }
        }
    }
}
