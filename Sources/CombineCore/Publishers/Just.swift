import Foundation

/// Sends one value to each subscriber, once it asks, then finishes (Combine's `Just`).
public struct Just<Output>: Publisher {
    public typealias Failure = Never

    /// The value sent.
    public let output: Output

    public init(_ output: Output) {
        self.output = output
    }

    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Never {
        subscriber.receive(subscription: SingleValueSubscription(downstream: subscriber, result: .success(output)))
    }
}

extension Just: Equatable where Output: Equatable {}

/// Sends its result to one subscriber at its first demand: a value and `.finished`, or a failure.
final class SingleValueSubscription<Downstream: Subscriber>: Subscription, @unchecked Sendable {
    // @unchecked: `downstream` is taken under `lock`, so the result is delivered once.
    private let lock = NSLock()
    private var downstream: Downstream?
    private let result: Result<Downstream.Input, Downstream.Failure>

    init(downstream: Downstream, result: Result<Downstream.Input, Downstream.Failure>) {
        self.downstream = downstream
        self.result = result
    }

    func request(_ demand: Subscribers.Demand) {
        guard demand > 0, let receiver = take() else { return }
        receiver.receive(result: result)
    }

    func cancel() { _ = take() }

    private func take() -> Downstream? {
        lock.withLock {
            defer { downstream = nil }
            return downstream
        }
    }
}

extension Subscriber {
    /// Delivers a one-shot result: the value and `.finished`, or the failure.
    func receive(result: Result<Input, Failure>) {
        switch result {
        case .success(let value):
            _ = receive(value)
            receive(completion: .finished)
        case .failure(let error):
            receive(completion: .failure(error))
        }
    }
}
