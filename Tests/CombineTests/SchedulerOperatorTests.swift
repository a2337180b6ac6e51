import Dispatch
import Foundation
import Testing
@testable import CombineCore

/// `debounce`, `throttle`, `delay` and `receive(on:)` on real schedulers. Nothing sleeps: values
/// sent inside one block on the scheduler's own serial queue arrive together (no timer can fire
/// between them), the test awaits the values it expects, and times are read from the scheduler's
/// clock.
@Suite struct SchedulerOperatorTests {
    /// A value and the scheduler time it was received at.
    private struct Stamped: Sendable {
        let value: Int
        let time: DispatchQueue.SchedulerTimeType
    }

    /// Sends `values` in one block on `queue` — the operator's scheduled work waits until all are
    /// sent — and returns the scheduler time just before the first was sent.
    private func sendAll(_ values: [Int], to subject: PassthroughSubject<Int, Never>, on queue: DispatchQueue)
        -> DispatchQueue.SchedulerTimeType {
        // Subjects may be sent to from any thread, as Combine documents.
        nonisolated(unsafe) let subject = subject
        return queue.sync {
            let start = queue.now
            for value in values { subject.send(value) }
            return start
        }
    }

    @Test func debounceSendsOnlyTheLastValueOfABurstAfterTheQuietTime() async {
        let queue = DispatchQueue(label: "debounce")
        let subject = PassthroughSubject<Int, Never>()
        let recorder = EventRecorder<Stamped>()
        let token = subject.debounce(for: .milliseconds(40), scheduler: queue).sink { recorder.append(Stamped(value: $0, time: queue.now)) }
        let burst = sendAll([1, 2, 3], to: subject, on: queue)
        await recorder.waitForValues(1)
        let second = sendAll([4], to: subject, on: queue)
        await recorder.waitForValues(2)
        #expect(recorder.values.map(\.value) == [3, 4])
        #expect(recorder.values[0].time >= burst.advanced(by: .milliseconds(40)))
        #expect(recorder.values[1].time >= second.advanced(by: .milliseconds(40)))
        token.cancel()
    }

    @Test func debounceDropsTheWaitingValueWhenUpstreamFinishes() async {
        let queue = DispatchQueue(label: "debounce-finish")
        let subject = PassthroughSubject<Int, Never>()
        let recorder = EventRecorder<Int>()
        let finished = EventRecorder<String>()
        let token = subject.debounce(for: .seconds(30), scheduler: queue)
            .sink(receiveCompletion: { _ in finished.append("finished") }, receiveValue: recorder.append)
        nonisolated(unsafe) let shared = subject
        queue.sync {
            shared.send(1)
            shared.send(completion: .finished)
        }
        await finished.waitForValues(1)
        #expect(recorder.values.isEmpty)
        token.cancel()
    }

    /// A burst of 1, 2, 3 goes out at once as its latest or first value; 4 and 5, sent still inside
    /// that interval, wait for its end and go out as one value too.
    @Test(arguments: [(latest: true, expected: [3, 5]), (latest: false, expected: [1, 4])])
    func throttleSendsOneValuePerInterval(latest: Bool, expected: [Int]) async {
        let queue = DispatchQueue(label: "throttle")
        let subject = PassthroughSubject<Int, Never>()
        let recorder = EventRecorder<Stamped>()
        let interval = DispatchQueue.SchedulerTimeType.Stride.milliseconds(60)
        let token = subject.throttle(for: interval, scheduler: queue, latest: latest)
            .sink { value in
                recorder.append(Stamped(value: value, time: queue.now))
                if value == expected[0] {
                    subject.send(4)
                    subject.send(5)
                }
            }
        let burst = sendAll([1, 2, 3], to: subject, on: queue)
        await recorder.waitForValues(2)
        #expect(recorder.values.map(\.value) == expected)
        // The first went out at once, after the burst began; the second waited out the interval from then.
        #expect(recorder.values[1].time >= burst.advanced(by: interval))
        token.cancel()
    }

    @Test func throttleSendsAPendingValueBeforeTheCompletion() async {
        let queue = DispatchQueue(label: "throttle-finish")
        let subject = PassthroughSubject<Int, Never>()
        let events = EventRecorder<String>()
        let token = subject.throttle(for: .seconds(1), scheduler: queue, latest: true)
            .sink(receiveCompletion: { _ in events.append("finished") }, receiveValue: { events.append("\($0)") })
        nonisolated(unsafe) let shared = subject
        queue.sync {
            shared.send(1)
            shared.send(completion: .finished)
        }
        await events.waitForValues(2)
        #expect(events.values == ["1", "finished"])
        token.cancel()
    }

    @Test func delayShiftsEveryValueByTheInterval() async {
        let queue = DispatchQueue(label: "delay")
        let subject = PassthroughSubject<Int, Never>()
        let recorder = EventRecorder<Stamped>()
        let token = subject.delay(for: .milliseconds(30), scheduler: queue).sink { recorder.append(Stamped(value: $0, time: queue.now)) }
        let sent = sendAll([1, 2, 3], to: subject, on: queue)
        await recorder.waitForValues(3)
        #expect(recorder.values.map(\.value) == [1, 2, 3])
        #expect(recorder.values.allSatisfy { $0.time >= sent.advanced(by: .milliseconds(30)) })
        token.cancel()
    }

    @Test func receiveOnDeliversOnTheScheduler() async {
        let queue = DispatchQueue(label: "receive-on")
        let key = DispatchSpecificKey<String>()
        queue.setSpecific(key: key, value: "receive-on")
        let recorder = EventRecorder<String>()
        let subject = PassthroughSubject<Int, Never>()
        let token = subject.receive(on: queue).sink { value in
            recorder.append("\(value) on \(DispatchQueue.getSpecific(key: key) ?? "another queue")")
        }
        subject.send(1)
        subject.send(2)
        await recorder.waitForValues(2)
        #expect(recorder.values == ["1 on receive-on", "2 on receive-on"])
        token.cancel()
    }

    @Test func receiveOnTheMainRunLoopDeliversOnTheMainQueue() async {
        let recorder = EventRecorder<Bool>()
        let token = Just(1).receive(on: RunLoop.main).sink { _ in recorder.append(MainQueue.isCurrent) }
        await recorder.waitForValues(1)
        #expect(recorder.values == [true])
        token.cancel()
    }

    @Test func receiveOnAnOperationQueue() async {
        let queue = OperationQueue()
        let recorder = EventRecorder<Bool>()
        let token = Just(1).receive(on: queue).sink { _ in recorder.append(OperationQueue.current === queue) }
        await recorder.waitForValues(1)
        #expect(recorder.values == [true])
        token.cancel()
    }

    @Test func receiveOnAConcurrentQueueKeepsTheOrderAndEndsWithTheCompletion() async {
        let events = EventRecorder<String>()
        let token = (1...200).publisher.receive(on: DispatchQueue.global())
            .sink(receiveCompletion: { _ in events.append("finished") }, receiveValue: { events.append("\($0)") })
        await events.waitForValues(201)
        #expect(events.values == (1...200).map(String.init) + ["finished"])
        token.cancel()
    }

    @Test func theImmediateSchedulerRunsAtOnce() {
        let recorder = EventRecorder<Int>()
        let token = [1, 2].publisher.receive(on: ImmediateScheduler.shared).sink(receiveValue: recorder.append)
        #expect(recorder.values == [1, 2])
        token.cancel()
    }

    @Test func strideLiteralsAreSeconds() {
        let half: DispatchQueue.SchedulerTimeType.Stride = 0.5
        #expect(half == .milliseconds(500))
        let two: RunLoop.SchedulerTimeType.Stride = 2
        #expect(two.timeInterval == 2)
        let start = DispatchQueue.SchedulerTimeType(.now())
        #expect(start.distance(to: start.advanced(by: .seconds(3))) == .seconds(3))
    }
}
