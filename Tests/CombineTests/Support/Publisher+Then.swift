import Combine

extension Publisher {
    /// This publisher's values, then `other`'s (what Combine's `append` does), for tests that need a
    /// failure after some values.
    func then<P: Publisher>(_ other: P) -> AnyPublisher<Output, Failure> where P.Output == Output, P.Failure == Failure {
        [eraseToAnyPublisher(), other.eraseToAnyPublisher()].publisher.setFailureType(to: Failure.self)
            .flatMap(maxPublishers: .max(1)) { $0 }.eraseToAnyPublisher()
    }
}
