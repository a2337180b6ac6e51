extension Optional {
    /// Sends the wrapped value, if any, then finishes (Combine's `Optional.Publisher`).
    public struct Publisher: CombineCore.Publisher {
        public typealias Output = Wrapped
        public typealias Failure = Never

        public let output: Wrapped?

        public init(_ output: Wrapped?) {
            self.output = output
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            if let output {
                Just(output).receive(subscriber: subscriber)
            } else {
                Empty().receive(subscriber: subscriber)
            }
        }
    }

    /// A publisher of the wrapped value, if any.
    public var publisher: Publisher { Publisher(self) }
}
