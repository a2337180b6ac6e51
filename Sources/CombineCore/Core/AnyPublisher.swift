/// A publisher with its type erased (Combine's `AnyPublisher`): what an API returns so that its
/// callers depend on the output and failure only.
public struct AnyPublisher<Output, Failure: Error>: CustomStringConvertible {
    private let box: PublisherBoxBase<Output, Failure>

    /// Wraps `publisher` (an `AnyPublisher` is not wrapped twice).
    public init<P: Publisher>(_ publisher: P) where P.Output == Output, P.Failure == Failure {
        if let erased = publisher as? AnyPublisher<Output, Failure> {
            box = erased.box
        } else {
            box = PublisherBox(publisher)
        }
    }

    public var description: String { "AnyPublisher" }
}

extension AnyPublisher: Publisher {
    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
        box.receive(subscriber: subscriber)
    }
}

extension Publisher {
    /// This publisher as an `AnyPublisher`.
    public func eraseToAnyPublisher() -> AnyPublisher<Output, Failure> {
        AnyPublisher(self)
    }
}

/// Lets `AnyPublisher` call a generic method of a publisher whose type it forgot.
class PublisherBoxBase<Output, Failure: Error> {
    func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
        preconditionFailure("PublisherBox overrides receive(subscriber:)")
    }
}

final class PublisherBox<Base: Publisher>: PublisherBoxBase<Base.Output, Base.Failure> {
    private let base: Base

    init(_ base: Base) { self.base = base }

    override func receive<S: Subscriber>(subscriber: S) where S.Input == Base.Output, S.Failure == Base.Failure {
        base.receive(subscriber: subscriber)
    }
}
