import Synchronization
import Testing
@testable import CombineCore

/// The operators apps chain most, each against Combine's documented behaviour.
@Suite struct OperatorTests {
    @Test func transformingOperators() {
        #expect(run([1, 2, 3].publisher.map { $0 * 10 }).values == [10, 20, 30])
        #expect(run(["1", "x", "3"].publisher.compactMap(Int.init)).values == [1, 3])
        #expect(run((1...6).publisher.filter { $0.isMultiple(of: 2) }).values == [2, 4, 6])
        #expect(run([1, 1, 2, 2, 2, 1, 3].publisher.removeDuplicates()).values == [1, 2, 1, 3])
        #expect(run(["a", "A", "b"].publisher.removeDuplicates { $0.lowercased() == $1.lowercased() }).values == ["a", "b"])
        #expect(run((1...4).publisher.scan(0, +)).values == [1, 3, 6, 10])
        #expect(run((1...9).publisher.prefix(2)).values == [1, 2])
        #expect(run((1...9).publisher.prefix { $0 < 4 }).values == [1, 2, 3])
        #expect(run((1...5).publisher.dropFirst(3)).values == [4, 5])
        #expect(run((1...5).publisher.dropFirst()).values == [2, 3, 4, 5])
        #expect(run((1...5).publisher.drop { $0 < 4 }).values == [4, 5])
        #expect(run((1...5).publisher.first()).values == [1])
        #expect(run((1...5).publisher.first { $0 > 3 }).values == [4])
        #expect(run((1...5).publisher.output(at: 2)).values == [3])
        #expect(run((1...3).publisher.collect()).values == [[1, 2, 3]])
        #expect(run(Empty<Int, Never>().collect()).values == [[]])
    }

    @Test func completionsPassThroughAndEndEarly() {
        let prefixed = run((1...9).publisher.prefix(2))
        #expect(prefixed.completion == .finished)
        let empty = run(Empty<Int, Never>().first())
        #expect(empty.values.isEmpty && empty.completion == .finished)
        let never = run(Empty<Int, Never>(completeImmediately: false))
        #expect(never.completion == nil)
    }

    @Test func aThrowingTransformFailsThePublisher() {
        let result = run([1, 2, 3].publisher.tryMap { value -> Int in
            if value == 2 { throw TestError(code: 2) }
            return value
        })
        #expect(result.values == [1])
        guard case .failure(let error as TestError)? = result.completion else {
            Issue.record("expected a failure, got \(String(describing: result.completion))")
            return
        }
        #expect(error == TestError(code: 2))
        #expect(run([3, 4].publisher.tryFilter { $0 > 3 }).values == [4])
        #expect(run([1, 2].publisher.tryScan(0) { $0 + $1 }).values == [1, 3])
    }

    @Test func failuresAreCaughtReplacedAndMapped() {
        let failing = Fail<Int, TestError>(error: TestError(code: 1))
        #expect(run(failing.catch { _ in Just(9) }).values == [9])
        #expect(run(failing.replaceError(with: 0)).values == [0])
        #expect(run(failing.mapError { TestError(code: $0.code + 1) }).completion == .failure(TestError(code: 2)))
        let continued = run([1, 2].publisher.setFailureType(to: TestError.self).append(failing).catch { _ in [7, 8].publisher })
        #expect(continued.values == [1, 2, 7, 8])
        #expect(continued.completion == .finished)
    }

    @Test func handleEventsSeesEveryEventInOrder() {
        let events = EventRecorder<String>()
        let result = run([1, 2].publisher.handleEvents(
            receiveSubscription: { _ in events.append("subscription") },
            receiveOutput: { events.append("output \($0)") },
            receiveCompletion: { _ in events.append("completion") },
            receiveCancel: { events.append("cancel") },
            receiveRequest: { events.append("request \($0)") }))
        #expect(result.values == [1, 2])
        #expect(events.values == ["subscription", "request unlimited", "output 1", "output 2", "completion"])
    }

    @Test func combineLatestSendsOnceEveryInputHasAValue() {
        let a = PassthroughSubject<Int, Never>(), b = PassthroughSubject<String, Never>()
        let recorder = EventRecorder<String>()
        let completion = EventRecorder<String>()
        let token = a.combineLatest(b) { "\($0)\($1)" }.sink(receiveCompletion: { _ in completion.append("done") },
                                                             receiveValue: recorder.append)
        a.send(1)
        #expect(recorder.values.isEmpty)
        b.send("x")
        a.send(2)
        b.send("y")
        #expect(recorder.values == ["1x", "2x", "2y"])
        a.send(completion: .finished)
        b.send("z")
        #expect(recorder.values == ["1x", "2x", "2y", "2z"])
        #expect(completion.values.isEmpty, "finishes only when every input has")
        b.send(completion: .finished)
        #expect(completion.values == ["done"])
        token.cancel()
    }

    @Test func combineLatestOfThree() {
        let values = run(Just(1).combineLatest(Just("a"), Just(true)) { "\($0)\($1)\($2)" }).values
        #expect(values == ["1atrue"])
    }

    @Test func mergeInterleavesAndFinishesWithTheLast() {
        let a = PassthroughSubject<Int, TestError>(), b = PassthroughSubject<Int, TestError>()
        let recorder = EventRecorder<Int>()
        let token = a.merge(with: b).sink(receiveCompletion: recorder.complete, receiveValue: recorder.append)
        a.send(1)
        b.send(2)
        a.send(3)
        a.send(completion: .finished)
        b.send(4)
        #expect(recorder.values == [1, 2, 3, 4])
        #expect(recorder.completions.isEmpty)
        b.send(completion: .failure(TestError(code: 4)))
        #expect(recorder.completions == [.failure(TestError(code: 4))])
        token.cancel()
        #expect(run(Publishers.MergeMany([Just(1), Just(2), Just(3)])).values == [1, 2, 3])
    }

    @Test func zipPairsInOrder() {
        let a = PassthroughSubject<Int, Never>(), b = PassthroughSubject<String, Never>()
        let recorder = EventRecorder<String>()
        let token = a.zip(b) { "\($0)\($1)" }.sink(receiveValue: recorder.append)
        a.send(1)
        a.send(2)
        b.send("a")
        a.send(3)
        b.send("b")
        #expect(recorder.values == ["1a", "2b"])
        token.cancel()
    }

    @Test func flatMapRunsAtMostMaxPublishersAtOnce() {
        let inners = [PassthroughSubject<String, Never>(), PassthroughSubject<String, Never>()]
        let recorder = EventRecorder<String>()
        let completion = EventRecorder<String>()
        let token = [0, 1].publisher.flatMap(maxPublishers: .max(1)) { inners[$0] }
            .sink(receiveCompletion: { _ in completion.append("done") }, receiveValue: recorder.append)
        inners[1].send("lost: not subscribed yet")
        inners[0].send("a")
        inners[0].send(completion: .finished)
        inners[1].send("b")
        #expect(recorder.values == ["a", "b"])
        #expect(completion.values.isEmpty)
        inners[1].send(completion: .finished)
        #expect(completion.values == ["done"])
        token.cancel()
        #expect(run([1, 2].publisher.flatMap { Just($0 * 2) }).values == [2, 4])
    }

    @Test func shareSubscribesUpstreamOnceForAllSubscribers() {
        let subscriptions = Atomic<Int>(0)
        let subject = PassthroughSubject<Int, Never>()
        let shared = Deferred { () -> PassthroughSubject<Int, Never> in
            subscriptions.add(1, ordering: .relaxed)
            return subject
        }.share()
        let first = EventRecorder<Int>(), second = EventRecorder<Int>()
        let tokens = [shared.sink(receiveValue: first.append), shared.sink(receiveValue: second.append)]
        subject.send(5)
        #expect(first.values == [5] && second.values == [5])
        #expect(subscriptions.load(ordering: .relaxed) == 1)
        tokens.forEach { $0.cancel() }
        #expect(subject.subscriberCount == 0, "the last subscriber leaving disconnects upstream")
    }

    @Test func deferredMakesAPublisherPerSubscriber() {
        let made = Atomic<Int>(0)
        let deferred = Deferred { Just(made.add(1, ordering: .relaxed).newValue) }
        #expect(run(deferred).values == [1])
        #expect(run(deferred).values == [2])
    }

    @Test func aFutureRunsOnceAndServesEverySubscriber() {
        let runs = Atomic<Int>(0)
        let future = Future<Int, TestError> { promise in
            runs.add(1, ordering: .relaxed)
            promise(.success(42))
            promise(.success(43))
        }
        #expect(run(future).values == [42])
        #expect(run(future).values == [42])
        #expect(runs.load(ordering: .relaxed) == 1)
        let failed = Future<Int, TestError> { $0(.failure(TestError(code: 3))) }
        #expect(run(failed).completion == .failure(TestError(code: 3)))
    }

    @Test func anyPublisherHidesTheTypeAndKeepsTheBehaviour() {
        let erased: AnyPublisher<Int, Never> = [1, 2, 3].publisher.map { $0 + 1 }.eraseToAnyPublisher()
        #expect(run(erased).values == [2, 3, 4])
        #expect(run(erased.eraseToAnyPublisher()).values == [2, 3, 4])
    }

    @Test func assignWritesEachValueAndKeepsTheObjectUntilCancelled() {
        final class Label { var text = "" }
        let label = Label()
        let subject = PassthroughSubject<String, Never>()
        let token = subject.assign(to: \.text, on: label)
        subject.send("one")
        #expect(label.text == "one")
        token.cancel()
        subject.send("two")
        #expect(label.text == "one")
    }
}
