import Foundation

extension Publishers {
    /// Shares one subscription to its upstream, through a subject, among all its subscribers once
    /// connected (`multicast(subject:)`, `multicast(_:)`).
    public final class Multicast<Upstream: Publisher, SubjectType: Subject>: ConnectablePublisher
    where Upstream.Failure == SubjectType.Failure, Upstream.Output == SubjectType.Output {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure

        public final let upstream: Upstream
        public final let createSubject: () -> SubjectType
        private let lock = NSLock()
        private var madeSubject: SubjectType?

        public init(upstream: Upstream, createSubject: @escaping () -> SubjectType) {
            self.upstream = upstream
            self.createSubject = createSubject
        }

        private var subject: SubjectType {
            lock.withLock {
                if let madeSubject { return madeSubject }
                let subject = createSubject()
                madeSubject = subject
                return subject
            }
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            subject.subscribe(subscriber)
        }

        public func connect() -> any Cancellable {
            upstream.subscribe(subject)
        }
    }

    /// Shares one subscription to its upstream among all its subscribers: connected at the first
    /// subscriber, cancelled when the last leaves (`share()`). Values go to the subscribers present
    /// when they are sent.
    public final class Share<Upstream: Publisher>: Publisher, Equatable {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure

        public final let upstream: Upstream
        private let shared: Autoconnect<Multicast<Upstream, PassthroughSubject<Output, Failure>>>

        public init(upstream: Upstream) {
            self.upstream = upstream
            shared = Multicast(upstream: upstream) { PassthroughSubject() }.autoconnect()
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            shared.receive(subscriber: subscriber)
        }

        public static func == (lhs: Share, rhs: Share) -> Bool { lhs === rhs }
    }
}

extension Publisher {
    /// Shares one upstream subscription among all subscribers, through `subject`, once connected.
    public func multicast<S: Subject>(subject: S) -> Publishers.Multicast<Self, S> where S.Failure == Failure, S.Output == Output {
        Publishers.Multicast(upstream: self) { subject }
    }

    /// Shares one upstream subscription among all subscribers, through the subject
    /// `createSubject` makes, once connected.
    public func multicast<S: Subject>(_ createSubject: @escaping () -> S) -> Publishers.Multicast<Self, S>
    where S.Failure == Failure, S.Output == Output {
        Publishers.Multicast(upstream: self, createSubject: createSubject)
    }

    /// Shares one upstream subscription among all subscribers (a class: keep one instance).
    public func share() -> Publishers.Share<Self> {
        Publishers.Share(upstream: self)
    }
}
