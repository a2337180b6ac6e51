import CombineCore
import Foundation
import FoundationNetworking

extension URLSession {
    /// Performs one data task per subscriber and publishes its data and response, then finishes —
    /// or fails with the task's `URLError` (Combine's `URLSession.DataTaskPublisher`). The task is
    /// made and resumed when the subscriber first asks for a value; cancelling the subscription
    /// cancels the task. An HTTP error status is a response like any other, not a failure.
    public struct DataTaskPublisher: Publisher {
        public typealias Output = (data: Data, response: URLResponse)
        public typealias Failure = URLError

        /// The request each subscriber's task performs.
        public let request: URLRequest
        /// The session that makes the tasks.
        public let session: URLSession

        public init(request: URLRequest, session: URLSession) {
            self.request = request
            self.session = session
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == URLError {
            subscriber.receive(subscription: DataTaskSubscription(request: request, session: session, downstream: subscriber))
        }
    }

    /// A publisher of the data and response at `url`.
    public func dataTaskPublisher(for url: URL) -> DataTaskPublisher {
        DataTaskPublisher(request: URLRequest(url: url), session: self)
    }

    /// A publisher of the data and response `request` gets.
    public func dataTaskPublisher(for request: URLRequest) -> DataTaskPublisher {
        DataTaskPublisher(request: request, session: self)
    }
}

/// One subscriber's data task: made at the first demand, cancelled with the subscription.
private final class DataTaskSubscription<Downstream: Subscriber>: Subscription, @unchecked Sendable
where Downstream.Input == URLSession.DataTaskPublisher.Output, Downstream.Failure == URLError {
    // @unchecked: `downstream` and `task` are read and written under `lock`; the downstream is
    // called only from the task's one completion handler, after it was taken out under the lock.
    private let lock = NSLock()
    private let request: URLRequest
    private let session: URLSession
    private var downstream: Downstream?
    private var task: URLSessionDataTask?

    init(request: URLRequest, session: URLSession, downstream: Downstream) {
        self.request = request
        self.session = session
        self.downstream = downstream
    }

    func request(_ demand: Subscribers.Demand) {
        guard demand > 0 else { return }
        let task: URLSessionDataTask? = lock.withLock {
            guard downstream != nil, self.task == nil else { return nil }
            // The task calls its completion handler once, on the session's queue.
            let finish = UncheckedSendable(finish(data:response:error:))
            let task = session.dataTask(with: request) { finish.value($0, $1, $2) }
            self.task = task
            return task
        }
        task?.resume()
    }

    func cancel() {
        let task: URLSessionDataTask? = lock.withLock {
            defer { downstream = nil; self.task = nil }
            return self.task
        }
        task?.cancel()
    }

    private func finish(data: Data?, response: URLResponse?, error: (any Error)?) {
        let receiver: Downstream? = lock.withLock {
            defer { downstream = nil; task = nil }
            return downstream
        }
        guard let receiver else { return }  // cancelled: the task's own cancellation error is nobody's
        if let error {
            receiver.receive(completion: .failure(URLError(reporting: error)))
        } else if let response {
            // A response with no body comes with no data; Apple's publisher gives an empty `Data`.
            _ = receiver.receive((data: data ?? Data(), response: response))
            receiver.receive(completion: .finished)
        } else {
            receiver.receive(completion: .failure(URLError(.unknown)))
        }
    }
}

extension URLError {
    /// The `URLError` a task's error stands for. FoundationNetworking reports a failed connection as
    /// a `URLError`, but an `NSError` of `NSURLErrorDomain` does not cast to one on Linux as it does
    /// on Apple's platforms, so one is converted; any other error is `.unknown`, with it underneath.
    fileprivate init(reporting error: any Error) {
        if let error = error as? URLError {
            self = error
            return
        }
        let error = error as NSError
        if error.domain == NSURLErrorDomain {
            self.init(URLError.Code(rawValue: error.code) ?? .unknown, userInfo: error.userInfo)
        } else {
            self.init(.unknown, userInfo: [NSUnderlyingErrorKey: error])
        }
    }
}
