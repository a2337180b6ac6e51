import Foundation

extension Publishers {
    /// Passes every event through and stops the process in the debugger (`SIGTRAP`) when a closure
    /// says so (`breakpoint(…)`, `breakpointOnError()`). Without a debugger attached, `SIGTRAP`
    /// ends the process, as on Apple's platforms.
    public struct Breakpoint<Upstream: Publisher>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure

        public let upstream: Upstream
        public let receiveSubscription: ((any Subscription) -> Bool)?
        public let receiveOutput: ((Upstream.Output) -> Bool)?
        public let receiveCompletion: ((Subscribers.Completion<Failure>) -> Bool)?

        public init(upstream: Upstream,
                    receiveSubscription: ((any Subscription) -> Bool)? = nil,
                    receiveOutput: ((Upstream.Output) -> Bool)? = nil,
                    receiveCompletion: ((Subscribers.Completion<Breakpoint<Upstream>.Failure>) -> Bool)? = nil) {
            self.upstream = upstream
            self.receiveSubscription = receiveSubscription
            self.receiveOutput = receiveOutput
            self.receiveCompletion = receiveCompletion
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let (subscription, output, completion) = (receiveSubscription, receiveOutput, receiveCompletion)
            let handlers = EventHandlers<Output, Failure>(
                subscription: { if subscription?($0) == true { raise(SIGTRAP) } },
                output: { if output?($0) == true { raise(SIGTRAP) } },
                completion: { if completion?($0) == true { raise(SIGTRAP) } })
            upstream.subscribe(EventHandlingSubscription(downstream: subscriber, handlers: handlers))
        }
    }
}

extension Publisher {
    /// Stops in the debugger when one of the closures returns true for an event.
    public func breakpoint(receiveSubscription: ((any Subscription) -> Bool)? = nil,
                           receiveOutput: ((Output) -> Bool)? = nil,
                           receiveCompletion: ((Subscribers.Completion<Failure>) -> Bool)? = nil) -> Publishers.Breakpoint<Self> {
        Publishers.Breakpoint(upstream: self, receiveSubscription: receiveSubscription, receiveOutput: receiveOutput,
                              receiveCompletion: receiveCompletion)
    }

    /// Stops in the debugger when upstream fails.
    public func breakpointOnError() -> Publishers.Breakpoint<Self> {
        breakpoint(receiveCompletion: { completion in
            if case .failure = completion { return true }
            return false
        })
    }
}
