import Foundation

extension Subscribers {
    /// Asks for every value and hands each to a closure, and the completion to another (Combine's
    /// `Subscribers.Sink`). The closures are released when it completes or is cancelled, so a
    /// closure that captures the token's owner does not keep it alive after that.
    public final class Sink<Input, Failure: Error>: Subscriber, Cancellable, CustomStringConvertible {
        private let lock = NSLock()
        private var subscription: (any Subscription)?
        private var ended = false
        private var receiveValue: ((Input) -> Void)?
        private var receiveCompletion: ((Subscribers.Completion<Failure>) -> Void)?

        public init(receiveCompletion: @escaping (Subscribers.Completion<Failure>) -> Void,
                    receiveValue: @escaping (Input) -> Void) {
            self.receiveCompletion = receiveCompletion
            self.receiveValue = receiveValue
        }

        public var description: String { "Sink" }

        public func receive(subscription: any Subscription) {
            let accepted = lock.withLock {
                guard self.subscription == nil, !ended else { return false }
                self.subscription = subscription
                return true
            }
            guard accepted else { return subscription.cancel() }
            subscription.request(.unlimited)
        }

        public func receive(_ value: Input) -> Subscribers.Demand {
            lock.withLock { ended ? nil : receiveValue }?(value)
            return .none
        }

        public func receive(completion: Subscribers.Completion<Failure>) {
            let body = lock.withLock {
                defer { end() }
                return ended ? nil : receiveCompletion
            }
            body?(completion)
        }

        public func cancel() {
            let subscription = lock.withLock {
                defer { end() }
                return self.subscription
            }
            subscription?.cancel()
        }

        /// Called under `lock`.
        private func end() {
            ended = true
            subscription = nil
            receiveValue = nil
            receiveCompletion = nil
        }
    }
}

extension Publisher {
    /// Subscribes with closures for the values and the completion; the subscription lasts until the
    /// returned token is cancelled or released.
    public func sink(receiveCompletion: @escaping ((Subscribers.Completion<Failure>) -> Void),
                     receiveValue: @escaping ((Output) -> Void)) -> AnyCancellable {
        let sink = Subscribers.Sink<Output, Failure>(receiveCompletion: receiveCompletion, receiveValue: receiveValue)
        subscribe(sink)
        return AnyCancellable(sink)
    }
}

extension Publisher where Failure == Never {
    /// Subscribes with a closure for the values; the subscription lasts until the returned token is
    /// cancelled or released.
    public func sink(receiveValue: @escaping ((Output) -> Void)) -> AnyCancellable {
        sink(receiveCompletion: { _ in }, receiveValue: receiveValue)
    }
}
