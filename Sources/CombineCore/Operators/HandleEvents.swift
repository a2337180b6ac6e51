extension Publishers {
    /// Calls closures as events pass, changing nothing (`handleEvents(…)`).
    public struct HandleEvents<Upstream: Publisher>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure

        public let upstream: Upstream
        public var receiveSubscription: ((any Subscription) -> Void)?
        public var receiveOutput: ((Upstream.Output) -> Void)?
        public var receiveCompletion: ((Subscribers.Completion<Upstream.Failure>) -> Void)?
        public var receiveCancel: (() -> Void)?
        public var receiveRequest: ((Subscribers.Demand) -> Void)?

        public init(upstream: Upstream,
                    receiveSubscription: ((any Subscription) -> Void)? = nil,
                    receiveOutput: ((Upstream.Output) -> Void)? = nil,
                    receiveCompletion: ((Subscribers.Completion<Upstream.Failure>) -> Void)? = nil,
                    receiveCancel: (() -> Void)? = nil,
                    receiveRequest: ((Subscribers.Demand) -> Void)?) {
            self.upstream = upstream
            self.receiveSubscription = receiveSubscription
            self.receiveOutput = receiveOutput
            self.receiveCompletion = receiveCompletion
            self.receiveCancel = receiveCancel
            self.receiveRequest = receiveRequest
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            upstream.subscribe(EventHandlingSubscription(downstream: subscriber, handlers: EventHandlers(
                subscription: receiveSubscription, output: receiveOutput, completion: receiveCompletion,
                cancel: receiveCancel, request: receiveRequest, synchronousDemand: receiveRequest)))
        }
    }
}

extension Publisher {
    /// Calls the given closures when a subscription, value, completion, cancellation or request
    /// passes through; the events themselves are unchanged.
    public func handleEvents(receiveSubscription: ((any Subscription) -> Void)? = nil,
                             receiveOutput: ((Output) -> Void)? = nil,
                             receiveCompletion: ((Subscribers.Completion<Failure>) -> Void)? = nil,
                             receiveCancel: (() -> Void)? = nil,
                             receiveRequest: ((Subscribers.Demand) -> Void)? = nil) -> Publishers.HandleEvents<Self> {
        Publishers.HandleEvents(upstream: self, receiveSubscription: receiveSubscription, receiveOutput: receiveOutput,
                                receiveCompletion: receiveCompletion, receiveCancel: receiveCancel,
                                receiveRequest: receiveRequest)
    }
}

/// What `EventHandlingSubscription` calls as events pass; `synchronousDemand` hears the demand a
/// downstream returns from receiving a value, `request` the demand it asks through the subscription.
struct EventHandlers<Output, Failure: Error> {
    var subscription: ((any Subscription) -> Void)?
    var output: ((Output) -> Void)?
    var completion: ((Subscribers.Completion<Failure>) -> Void)?
    var cancel: (() -> Void)?
    var request: ((Subscribers.Demand) -> Void)?
    var synchronousDemand: ((Subscribers.Demand) -> Void)?
}

/// Passes every event through, calling the handlers first (`handleEvents`, `print`, `breakpoint`).
final class EventHandlingSubscription<Input, Failure: Error, Downstream: Subscriber>: Subscriber, Subscription, @unchecked Sendable
where Downstream.Input == Input, Downstream.Failure == Failure {
    // @unchecked: the link is thread-safe; the handlers are immutable.
    private let downstream: Downstream
    private let handlers: EventHandlers<Input, Failure>
    private let upstream = UpstreamLink()

    init(downstream: Downstream, handlers: EventHandlers<Input, Failure>) {
        self.downstream = downstream
        self.handlers = handlers
    }

    func receive(subscription: any Subscription) {
        guard upstream.accept(subscription) else { return }
        handlers.subscription?(subscription)
        downstream.receive(subscription: self)
    }

    func receive(_ input: Input) -> Subscribers.Demand {
        handlers.output?(input)
        let more = downstream.receive(input)
        if more > 0 { handlers.synchronousDemand?(more) }
        return more
    }

    func receive(completion: Subscribers.Completion<Failure>) {
        upstream.end(cancellingUpstream: false)
        handlers.completion?(completion)
        downstream.receive(completion: completion)
    }

    func request(_ demand: Subscribers.Demand) {
        handlers.request?(demand)
        upstream.request(demand)
    }

    func cancel() {
        guard let subscription = upstream.detach() else { return }
        handlers.cancel?()
        subscription.cancel()
    }
}
