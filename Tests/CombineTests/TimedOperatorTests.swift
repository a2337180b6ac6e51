import Dispatch
import Foundation
import Testing
@testable import CombineCore

/// `timeout`, `collect` by time, `measureInterval`, `subscribe(on:)` and `buffer` on real
/// schedulers. Nothing sleeps: values sent inside one block on the scheduler's serial queue arrive
/// together, the test awaits the events it expects, and times are read from the scheduler's clock.
@Suite struct TimedOperatorTests {
    /// Sends `values` (and then `completion`) in one block on `queue`; returns the scheduler time
    /// just before the first.
    @discardableResult
    private func send(_ values: [Int], completion: Subscribers.Completion<Never>? = nil,
                      to subject: PassthroughSubject<Int, Never>, on queue: DispatchQueue) -> DispatchQueue.SchedulerTimeType {
        // Subjects may be sent to from any thread, as Combine documents.
        nonisolated(unsafe) let subject = subject
        return queue.sync {
            let start = queue.now
            for value in values { subject.send(value) }
            if let completion { subject.send(completion: completion) }
            return start
        }
    }

    @Test func timeoutFinishesAfterAQuietInterval() async {
        let queue = DispatchQueue(label: "timeout")
        let subject = PassthroughSubject<Int, Never>()
        let events = EventRecorder<String>()
        let token = subject.timeout(.milliseconds(40), scheduler: queue)
            .sink(receiveCompletion: { _ in events.append("finished at \(queue.now)") }, receiveValue: { events.append("\($0)") })
        let sent = send([1], to: subject, on: queue)
        await events.waitForValues(2)
        #expect(events.values.first == "1")
        #expect(events.values.count == 2 && events.values[1].hasPrefix("finished"))
        // The timer restarted at the value: the end came at least the interval after it.
        let ended = queue.now
        #expect(ended >= sent.advanced(by: .milliseconds(40)))
        token.cancel()
    }

    @Test func timeoutFailsWithTheCustomError() async {
        let queue = DispatchQueue(label: "timeout-error")
        let subject = PassthroughSubject<Int, TestError>()
        let events = EventRecorder<String>()
        let token = subject.timeout(.milliseconds(20), scheduler: queue) { TestError(code: 42) }
            .sink(receiveCompletion: { completion in
                if case .failure(let error) = completion { events.append("failed \(error.code)") }
            }, receiveValue: { events.append("\($0)") })
        await events.waitForValues(1)
        #expect(events.values == ["failed 42"])
        token.cancel()
    }

    @Test func collectByTimeGroupsWhatArrivedInEachInterval() async {
        let queue = DispatchQueue(label: "collect-time")
        let subject = PassthroughSubject<Int, Never>()
        let groups = EventRecorder<[Int]>()
        let token = subject.collect(.byTime(queue, .milliseconds(30))).sink(receiveValue: groups.append)
        send([1, 2, 3], to: subject, on: queue)
        await groups.waitForValues(1)
        send([4], completion: .finished, to: subject, on: queue)
        await groups.waitForValues(2)
        #expect(groups.values == [[1, 2, 3], [4]], "a group per interval; the rest when upstream finishes")
        token.cancel()
    }

    @Test func collectByTimeOrCountSendsAFullGroupAtOnce() async {
        let queue = DispatchQueue(label: "collect-count")
        let subject = PassthroughSubject<Int, Never>()
        let groups = EventRecorder<[Int]>()
        // An interval no test waits for: only the count and the completion can send.
        let token = subject.collect(.byTimeOrCount(queue, .seconds(600), 2)).sink(receiveValue: groups.append)
        send([1, 2, 3], to: subject, on: queue)
        await groups.waitForValues(1)
        #expect(groups.values == [[1, 2]])
        send([], completion: .finished, to: subject, on: queue)
        await groups.waitForValues(2)
        #expect(groups.values == [[1, 2], [3]])
        token.cancel()
    }

    @Test func measureIntervalMeasuresOnTheSchedulersClock() async {
        let queue = DispatchQueue(label: "measure")
        let subject = PassthroughSubject<Int, Never>()
        let intervals = EventRecorder<DispatchQueue.SchedulerTimeType.Stride>()
        let before = queue.now
        let token = subject.measureInterval(using: queue).sink(receiveValue: intervals.append)
        let subscribed = queue.now
        send([1], to: subject, on: queue)
        let last = send([2], to: subject, on: queue)
        let after = queue.now
        await intervals.waitForValues(2)
        let total = intervals.values.reduce(DispatchQueue.SchedulerTimeType.Stride(0), +)
        #expect(intervals.values.allSatisfy { $0 >= .zero })
        #expect(total >= subscribed.distance(to: last) && total <= before.distance(to: after))
        token.cancel()
    }

    @Test func subscribeOnSubscribesAndRequestsOnTheScheduler() async {
        let queue = DispatchQueue(label: "subscribe-on")
        let key = DispatchSpecificKey<String>()
        queue.setSpecific(key: key, value: "subscribe-on")
        let events = EventRecorder<String>()
        let upstream = Deferred {
            events.append("subscribed on \(DispatchQueue.getSpecific(key: key) ?? "another queue")")
            return [1, 2].publisher
        }.handleEvents(receiveRequest: { _ in events.append("request on \(DispatchQueue.getSpecific(key: key) ?? "another queue")") })
        let token = upstream.subscribe(on: queue).sink { events.append("\($0)") }
        await events.waitForValues(4)
        #expect(events.values == ["subscribed on subscribe-on", "request on subscribe-on", "1", "2"])
        token.cancel()
    }

    @Test func bufferKeepsFullAndRefillsAsTheDownstreamTakes() {
        let subject = PassthroughSubject<Int, Never>()
        let subscriber = DemandSubscriber<Int, Never>(initial: .none)
        subject.buffer(size: 3, prefetch: .keepFull, whenFull: .dropNewest).subscribe(subscriber)
        for value in 1...5 { subject.send(value) }
        subscriber.subscription?.request(.max(2))
        #expect(subscriber.values == [1, 2], "the buffer asked upstream for 3; a subject drops what nobody asked for")
        subject.send(6)
        subject.send(7)
        subject.send(8)
        subscriber.subscription?.request(.unlimited)
        #expect(subscriber.values == [1, 2, 3, 6, 7], "two taken made room for two more")
    }

    /// A publisher that sends its values whatever the demand, as some sources in the wild do.
    private struct Firehose: Publisher {
        typealias Output = Int
        typealias Failure = TestError
        let values: [Int]

        func receive<S: Subscriber>(subscriber: S) where S.Input == Int, S.Failure == TestError {
            subscriber.receive(subscription: Subscriptions.empty)
            for value in values { _ = subscriber.receive(value) }
            subscriber.receive(completion: .finished)
        }
    }

    @Test(arguments: [(dropOldest: false, kept: [1, 2]), (dropOldest: true, kept: [4, 5])])
    func bufferDropsWhenFull(dropOldest: Bool, kept: [Int]) {
        let strategy: Publishers.BufferingStrategy<TestError> = dropOldest ? .dropOldest : .dropNewest
        let subscriber = DemandSubscriber<Int, TestError>(initial: .none)
        Firehose(values: [1, 2, 3, 4, 5]).buffer(size: 2, prefetch: .byRequest, whenFull: strategy).subscribe(subscriber)
        #expect(subscriber.values.isEmpty && subscriber.completion == nil)
        subscriber.subscription?.request(.unlimited)
        #expect(subscriber.values == kept && subscriber.completion == .finished)
    }

    @Test func bufferFailsWithTheCustomErrorWhenFull() {
        let subscriber = DemandSubscriber<Int, TestError>(initial: .max(1))
        Firehose(values: [1, 2, 3, 4]).buffer(size: 2, prefetch: .byRequest, whenFull: .customError { TestError(code: 7) })
            .subscribe(subscriber)
        #expect(subscriber.values == [1])
        #expect(subscriber.completion == .failure(TestError(code: 7)))
    }
}
