extension Publishers {
    /// A publisher that sends nothing until `connect()` is called, then the same values to every
    /// subscriber (`makeConnectable()`).
    public struct MakeConnectable<Upstream: Publisher>: ConnectablePublisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure

        private let multicast: Multicast<Upstream, PassthroughSubject<Output, Failure>>

        public init(upstream: Upstream) {
            multicast = Multicast(upstream: upstream) { PassthroughSubject() }
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            multicast.receive(subscriber: subscriber)
        }

        public func connect() -> any Cancellable {
            multicast.connect()
        }
    }
}

extension Publisher where Failure == Never {
    /// Makes the publisher connectable: subscribers get values only after `connect()`.
    public func makeConnectable() -> Publishers.MakeConnectable<Self> {
        Publishers.MakeConnectable(upstream: self)
    }
}
