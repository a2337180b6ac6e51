extension Result {
    /// Sends the success value and finishes, or fails with the error (Combine's `Result.Publisher`).
    public struct Publisher: CombineCore.Publisher {
        public typealias Output = Success

        public let result: Result<Success, Failure>

        public init(_ result: Result<Success, Failure>) {
            self.result = result
        }

        public init(_ output: Success) {
            self.init(.success(output))
        }

        public init(_ failure: Failure) {
            self.init(.failure(failure))
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            switch result {
            case .success(let output): Just(output).setFailureType(to: Failure.self).receive(subscriber: subscriber)
            case .failure(let error): Fail(error: error).receive(subscriber: subscriber)
            }
        }
    }

    /// A publisher of this result.
    public var publisher: Publisher { Publisher(self) }
}
