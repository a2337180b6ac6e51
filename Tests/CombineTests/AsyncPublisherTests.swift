import Testing
@testable import CombineCore

/// `values`: a publisher as an asynchronous sequence.
@Suite struct AsyncPublisherTests {
    @Test func valuesIteratesUntilThePublisherFinishes() async {
        var received: [Int] = []
        for await value in (1...4).publisher.values { received.append(value) }
        #expect(received == [1, 2, 3, 4])
    }

    @Test func aFailureIsThrown() async {
        var received: [Int] = []
        do {
            for try await value in [1, 2].publisher.setFailureType(to: TestError.self).append(Fail(error: TestError(code: 5))).values {
                received.append(value)
            }
            Issue.record("expected the failure to be thrown")
        } catch {
            #expect(error as? TestError == TestError(code: 5))
        }
        #expect(received == [1, 2])
    }

    @Test func cancellingTheTaskEndsTheIterationAndTheSubscription() async {
        let subject = PassthroughSubject<Int, Never>()
        let started = EventRecorder<Bool>()
        // Handed to the task alone; the test only reads the subscriber count afterwards.
        let shared = UncheckedSendable(subject)
        let task = Task {
            var count = 0
            let values = shared.value.values
            started.append(true)
            for await _ in values { count += 1 }
            return count
        }
        await started.waitForValues(1)
        task.cancel()
        #expect(await task.value == 0)
        #expect(subject.subscriberCount == 0)
    }

    @Test func breakingOutOfTheLoopCancelsTheSubscription() async {
        let subject = CurrentValueSubject<Int, Never>(1)
        for await value in subject.values where value == 1 { break }
        #expect(subject.subscriberCount == 0)
    }

    @Test func aFutureValueIsAwaited() async throws {
        let future = Future<Int, Never> { promise in
            // A promise may be fulfilled from any thread, later.
            let promise = UncheckedSendable(promise)
            Task { promise.value(.success(11)) }
        }
        #expect(await future.value == 11)
        let failing = Future<Int, TestError> { $0(.failure(TestError(code: 1))) }
        await #expect(throws: TestError(code: 1)) { try await failing.value }
    }
}
