import Foundation

extension Publishers {
    /// Passes every event through and prints a line for each, as Combine does ("prefix: receive
    /// value: (1)", "request max: (1) (synchronous)", "receive finished", …) to `stream` or standard
    /// output (`print(_:to:)`).
    public struct Print<Upstream: Publisher>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure

        public let prefix: String
        public let upstream: Upstream
        public let stream: (any TextOutputStream)?

        public init(upstream: Upstream, prefix: String, to stream: (any TextOutputStream)? = nil) {
            self.upstream = upstream
            self.prefix = prefix
            self.stream = stream
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let log = EventLog(prefix: prefix, stream: stream)
            let handlers = EventHandlers<Output, Failure>(
                subscription: { log.write("receive subscription: (\(EventLog.describe($0)))") },
                output: { log.write("receive value: (\($0))") },
                completion: { completion in
                    switch completion {
                    case .finished: log.write("receive finished")
                    case .failure(let error): log.write("receive error: (\(error))")
                    }
                },
                cancel: { log.write("receive cancel") },
                request: { log.write("request \(EventLog.describe($0))") },
                synchronousDemand: { log.write("request \(EventLog.describe($0)) (synchronous)") })
            upstream.subscribe(EventHandlingSubscription(downstream: subscriber, handlers: handlers))
        }
    }
}

/// Where `print` writes: one line at a time, from whichever thread the event comes on.
private final class EventLog: @unchecked Sendable {
    // @unchecked: `stream` is only used under `lock`.
    private let lock = NSLock()
    private let prefix: String
    private var stream: (any TextOutputStream)?

    init(prefix: String, stream: (any TextOutputStream)?) {
        self.prefix = prefix
        self.stream = stream
    }

    func write(_ event: String) {
        let line = prefix.isEmpty ? event : "\(prefix): \(event)"
        lock.withLock {
            if stream != nil {
                stream!.write(line + "\n")
            } else {
                Swift.print(line)
            }
        }
    }

    static func describe(_ demand: Subscribers.Demand) -> String {
        demand.max.map { "max: (\($0))" } ?? "unlimited"
    }

    /// A subscription's own description when it has one, else its type's name without generic
    /// arguments.
    static func describe(_ subscription: any Subscription) -> String {
        if let described = subscription as? any CustomStringConvertible { return described.description }
        let name = String(describing: type(of: subscription))
        return String(name.prefix { $0 != "<" })
    }
}

extension Publisher {
    /// Prints every event, each line starting with `prefix` (and a colon) when it is not empty.
    public func print(_ prefix: String = "", to stream: (any TextOutputStream)? = nil) -> Publishers.Print<Self> {
        Publishers.Print(upstream: self, prefix: prefix, to: stream)
    }
}
