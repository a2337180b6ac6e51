import Foundation

extension Subscribers {
    /// Writes each value to a property of an object, which it keeps strongly until it completes or
    /// is cancelled (Combine's `Subscribers.Assign`).
    public final class Assign<Root, Input>: Subscriber, Cancellable, CustomStringConvertible {
        public typealias Failure = Never

        private let lock = NSLock()
        private var subscription: (any Subscription)?
        private var target: Root?
        /// The property written.
        public let keyPath: ReferenceWritableKeyPath<Root, Input>

        /// The object written to, until the subscription ends.
        public var object: Root? { lock.withLock { target } }

        public init(object: Root, keyPath: ReferenceWritableKeyPath<Root, Input>) {
            target = object
            self.keyPath = keyPath
        }

        public var description: String { "Assign \(Root.self)." }

        public func receive(subscription: any Subscription) {
            let accepted = lock.withLock {
                guard self.subscription == nil, target != nil else { return false }
                self.subscription = subscription
                return true
            }
            guard accepted else { return subscription.cancel() }
            subscription.request(.unlimited)
        }

        public func receive(_ value: Input) -> Subscribers.Demand {
            lock.withLock { target }?[keyPath: keyPath] = value
            return .none
        }

        public func receive(completion: Subscribers.Completion<Never>) {
            lock.withLock {
                target = nil
                subscription = nil
            }
        }

        public func cancel() {
            let subscription = lock.withLock {
                defer { target = nil; self.subscription = nil }
                return self.subscription
            }
            subscription?.cancel()
        }
    }
}

extension Publisher where Failure == Never {
    /// Writes each value to `object[keyPath:]`; `object` is kept until the returned token is
    /// cancelled or released.
    public func assign<Root>(to keyPath: ReferenceWritableKeyPath<Root, Output>, on object: Root) -> AnyCancellable {
        let assign = Subscribers.Assign(object: object, keyPath: keyPath)
        subscribe(assign)
        return AnyCancellable(assign)
    }
}
