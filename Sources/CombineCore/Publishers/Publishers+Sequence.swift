import Foundation

extension Publishers {
    /// Sends the elements of a sequence, as many as asked for, then finishes (Combine's
    /// `Publishers.Sequence`; `[1, 2, 3].publisher`). It finishes as soon as the last element is
    /// sent, whatever demand is left; an empty sequence finishes at once.
    public struct Sequence<Elements: Swift.Sequence, Failure: Error>: Publisher {
        public typealias Output = Elements.Element

        /// The elements sent.
        public let sequence: Elements

        public init(sequence: Elements) {
            self.sequence = sequence
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            var iterator = sequence.makeIterator()
            guard let first = iterator.next() else {
                subscriber.receive(subscription: Subscriptions.empty)
                subscriber.receive(completion: .finished)
                return
            }
            subscriber.receive(subscription: SequenceSubscription(downstream: subscriber, first: first, rest: iterator))
        }
    }
}

extension Sequence {
    /// A publisher of this sequence's elements.
    public var publisher: Publishers.Sequence<Self, Never> {
        Publishers.Sequence(sequence: self)
    }
}

/// Walks the iterator one element ahead, so the last element is followed by `.finished` at once.
private final class SequenceSubscription<Downstream: Subscriber, Elements: IteratorProtocol>: Subscription, @unchecked Sendable
where Elements.Element == Downstream.Input {
    // @unchecked: state is under `lock`; only the thread that set `emitting` calls the iterator and
    // the subscriber.
    private let lock = NSLock()
    private var downstream: Downstream?
    private var next: Elements.Element?
    private var rest: Elements
    private var demand = Subscribers.Demand.none
    private var emitting = false

    init(downstream: Downstream, first: Elements.Element, rest: Elements) {
        self.downstream = downstream
        next = first
        self.rest = rest
    }

    func request(_ demand: Subscribers.Demand) {
        lock.lock()
        self.demand += demand
        // A request from inside `receive` only adds demand: the loop below is already running.
        guard !emitting else { return lock.unlock() }
        emitting = true
        while let receiver = downstream, self.demand > 0, let element = next {
            self.demand -= 1
            lock.unlock()
            let more = receiver.receive(element)
            let following = rest.next()
            lock.lock()
            self.demand += more
            next = following
            if following == nil, downstream != nil {
                downstream = nil
                lock.unlock()
                receiver.receive(completion: .finished)
                lock.lock()
            }
        }
        emitting = false
        lock.unlock()
    }

    func cancel() {
        lock.withLock { downstream = nil }
    }
}
