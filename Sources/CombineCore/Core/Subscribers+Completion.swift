extension Subscribers {
    /// How a publisher ended: it finished normally, or failed with an error.
    public enum Completion<Failure: Error> {
        case finished
        case failure(Failure)
    }
}

extension Subscribers.Completion: Equatable where Failure: Equatable {}
extension Subscribers.Completion: Hashable where Failure: Hashable {}
extension Subscribers.Completion: Sendable where Failure: Sendable {}

extension Subscribers.Completion {
    /// The same ending with the error transformed.
    func mapError<NewFailure: Error>(_ transform: (Failure) -> NewFailure) -> Subscribers.Completion<NewFailure> {
        switch self {
        case .finished: .finished
        case .failure(let error): .failure(transform(error))
        }
    }
}
