// Imported as an app imports them: `URLSession.dataTaskPublisher` comes with `Combine` once
// FoundationNetworking is imported too.
import Combine
import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import Testing

/// `URLSession.dataTaskPublisher(for:)` against a real HTTP server on the loopback.
@Suite struct DataTaskPublisherTests {
    @Test func theDataAndTheResponseArriveThenItFinishes() async throws {
        let server = try await HTTPTestServer.start()
        let recorder = DataTaskRecorder(initial: .unlimited)
        let publisher = URLSession.shared.dataTaskPublisher(for: server.url("/hello"))
        #expect(publisher.request.url == server.url("/hello"))
        #expect(publisher.session === URLSession.shared)
        publisher.subscribe(recorder)
        await recorder.events.waitForValues(2)
        #expect(recorder.events.values == [.response(status: 200, url: server.url("/hello"), body: "page /hello"), .finished])
    }

    @Test func aRequestIsPerformedAsGiven() async throws {
        let server = try await HTTPTestServer.start()
        var request = URLRequest(url: server.url("/from-request"))
        request.setValue("text/plain", forHTTPHeaderField: "Accept")
        let session = URLSession(configuration: .ephemeral)
        let recorder = EventRecorder<String>()
        let token = session.dataTaskPublisher(for: request)
            .map { String(decoding: $0.data, as: UTF8.self) }
            .replaceError(with: "failed")
            .sink(receiveValue: recorder.append)
        await recorder.waitForValues(1)
        #expect(recorder.values == ["page /from-request"])
        #expect(await server.waitForEvents(1) == ["GET /from-request"])
        token.cancel()
    }

    @Test func aNotFoundStatusIsAResponseNotAFailure() async throws {
        let server = try await HTTPTestServer.start()
        let recorder = DataTaskRecorder(initial: .max(1))
        URLSession(configuration: .ephemeral).dataTaskPublisher(for: server.url("/missing")).subscribe(recorder)
        await recorder.events.waitForValues(2)
        #expect(recorder.events.values == [.response(status: 404, url: server.url("/missing"), body: "no such page"), .finished])
    }

    @Test func aRefusedConnectionFailsWithAURLError() async throws {
        let server = try await HTTPTestServer.start()
        let url = server.url("/nobody")
        server.stop()
        let recorder = DataTaskRecorder(initial: .unlimited)
        URLSession(configuration: .ephemeral).dataTaskPublisher(for: url).subscribe(recorder)
        await recorder.events.waitForValues(1)
        #expect(recorder.events.values == [.failed(.cannotConnectToHost)])
    }

    @Test func cancellingBeforeTheResponseCancelsTheTask() async throws {
        let server = try await HTTPTestServer.start()
        let session = URLSession(configuration: .ephemeral)
        let recorder = DataTaskRecorder(initial: .unlimited)
        session.dataTaskPublisher(for: server.url("/hang")).subscribe(recorder)
        #expect(await server.waitForEvents(1) == ["GET /hang"])
        recorder.subscription?.cancel()
        // The server sees the client hang up: the task was cancelled, not just forgotten.
        #expect(await server.waitForEvents(2) == ["GET /hang", "closed /hang"])
        // The session's completion handlers run in turn on its queue: once a later task's has run,
        // the cancelled task's has too.
        let later = DataTaskRecorder(initial: .unlimited)
        session.dataTaskPublisher(for: server.url("/after")).subscribe(later)
        await later.events.waitForValues(2)
        #expect(recorder.events.values.isEmpty, "a cancelled subscription receives nothing, not even the task's cancellation")
    }

    @Test func theTaskStartsAtTheFirstDemand() async throws {
        let server = try await HTTPTestServer.start()
        let session = URLSession(configuration: .ephemeral)
        let waiting = DataTaskRecorder(initial: .none)
        session.dataTaskPublisher(for: server.url("/later")).subscribe(waiting)
        // Another request goes out and comes back while the first subscriber has asked for nothing.
        let other = DataTaskRecorder(initial: .unlimited)
        session.dataTaskPublisher(for: server.url("/now")).subscribe(other)
        await other.events.waitForValues(2)
        #expect(await server.waitForEvents(1) == ["GET /now"])
        waiting.subscription?.request(.max(1))
        await waiting.events.waitForValues(2)
        #expect(await server.waitForEvents(2) == ["GET /now", "GET /later"])
        #expect(waiting.events.values == [.response(status: 200, url: server.url("/later"), body: "page /later"), .finished])
    }
}

/// What a data task subscriber received, in a form tests compare.
enum DataTaskEvent: Equatable, Sendable {
    case response(status: Int, url: URL?, body: String)
    case finished
    case failed(URLError.Code)
}

/// A subscriber to a data task publisher that asks for `initial` at subscription and records what
/// arrives, so a test awaits it.
final class DataTaskRecorder: Subscriber, @unchecked Sendable {
    // @unchecked: the subscription is set once before any request, then only read; the events are
    // in a Sendable recorder.
    let events = EventRecorder<DataTaskEvent>()
    private let initial: Subscribers.Demand
    private(set) var subscription: (any Subscription)?

    init(initial: Subscribers.Demand) { self.initial = initial }

    func receive(subscription: any Subscription) {
        self.subscription = subscription
        if initial > 0 { subscription.request(initial) }
    }

    func receive(_ input: (data: Data, response: URLResponse)) -> Subscribers.Demand {
        let status = (input.response as? HTTPURLResponse)?.statusCode ?? 0
        events.append(.response(status: status, url: input.response.url, body: String(decoding: input.data, as: UTF8.self)))
        return .none
    }

    func receive(completion: Subscribers.Completion<URLError>) {
        switch completion {
        case .finished: events.append(.finished)
        case .failure(let error): events.append(.failed(error.code))
        }
    }
}
