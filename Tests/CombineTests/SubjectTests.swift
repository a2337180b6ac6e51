import Dispatch
import Synchronization
import Testing
@testable import CombineCore

/// Subjects: completion, late subscribers, sending from several threads.
@Suite struct SubjectTests {
    @Test func aFailureReachesTheSinkAndEndsIt() {
        let subject = PassthroughSubject<Int, TestError>()
        let recorder = EventRecorder<Int>()
        let token = subject.sink(receiveCompletion: recorder.complete, receiveValue: recorder.append)
        subject.send(1)
        subject.send(completion: .failure(TestError(code: 7)))
        subject.send(2)
        #expect(recorder.values == [1])
        #expect(recorder.completions == [.failure(TestError(code: 7))])
        token.cancel()
    }

    @Test func aSubscriberArrivingAfterTheEndGetsTheCompletionAtOnce() {
        let subject = CurrentValueSubject<Int, TestError>(1)
        subject.send(completion: .finished)
        let recorder = EventRecorder<Int>()
        let token = subject.sink(receiveCompletion: recorder.complete, receiveValue: recorder.append)
        #expect(recorder.values.isEmpty)
        #expect(recorder.completions == [.finished])
        token.cancel()
    }

    @Test func everySubscriberGetsEachValueInSubscriptionOrder() {
        let subject = PassthroughSubject<String, Never>()
        let order = EventRecorder<String>()
        let first = subject.sink { order.append("first \($0)") }
        let second = subject.sink { order.append("second \($0)") }
        subject.send("a")
        #expect(order.values == ["first a", "second a"])
        first.cancel()
        subject.send("b")
        #expect(order.values == ["first a", "second a", "second b"])
        second.cancel()
        #expect(subject.subscriberCount == 0)
    }

    @Test func aSubscriberMaySendToTheSameSubjectFromReceive() {
        let subject = PassthroughSubject<Int, Never>()
        let recorder = EventRecorder<Int>()
        let token = subject.sink { value in
            recorder.append(value)
            if value < 3 { subject.send(value + 1) }
        }
        subject.send(1)
        #expect(recorder.values == [1, 2, 3])
        token.cancel()
    }

    @Test func sendingFromManyThreadsDeliversEveryValueOneAtATime() {
        let subject = PassthroughSubject<Int, Never>()
        let recorder = EventRecorder<Int>()
        let inside = Atomic<Int>(0)
        let overlaps = Atomic<Int>(0)
        let token = subject.sink { value in
            if inside.add(1, ordering: .sequentiallyConsistent).newValue > 1 { overlaps.add(1, ordering: .relaxed) }
            recorder.append(value)
            inside.subtract(1, ordering: .sequentiallyConsistent)
        }
        // Subjects may be sent to from any thread, as Combine documents.
        nonisolated(unsafe) let shared = subject
        DispatchQueue.concurrentPerform(iterations: 8) { thread in
            for index in 0..<500 { shared.send(thread * 500 + index) }
        }
        #expect(recorder.values.count == 4_000)
        #expect(Set(recorder.values) == Set(0..<4_000))
        #expect(overlaps.load(ordering: .relaxed) == 0)
        token.cancel()
    }

    @Test func aCurrentValueSubjectSetFromManyThreadsEndsWithOneOfTheValues() {
        let subject = CurrentValueSubject<Int, Never>(-1)
        let recorder = EventRecorder<Int>()
        let token = subject.sink(receiveValue: recorder.append)
        nonisolated(unsafe) let shared = subject
        DispatchQueue.concurrentPerform(iterations: 4) { thread in
            for index in 0..<250 { shared.value = thread * 250 + index }
        }
        #expect(recorder.values.count == 1_001)
        #expect((0..<1_000).contains(subject.value))
        token.cancel()
    }
}
