import Foundation
import Synchronization
import Testing
@testable import CombineCore

/// The operators that answer when upstream ends (`reduce`, `count`, `last`, `min`/`max`, `contains`,
/// `allSatisfy`, `ignoreOutput`, `replaceEmpty`) and the ones that go on with another publisher
/// (`append`/`prepend`, `retry`, `tryCatch`), against Combine's documented behaviour.
@Suite struct AggregateOperatorTests {
    private func failure<F: Error>(_ completion: Subscribers.Completion<F>?) -> TestError? {
        guard case .failure(let error)? = completion else { return nil }
        return error as? TestError
    }

    private let failing = Fail<Int, TestError>(error: TestError(code: 9))

    @Test func valuesWhenUpstreamFinishes() {
        #expect(run((1...4).publisher.reduce(0, +)).values == [10])
        #expect(run((1...4).publisher.count()).values == [4])
        #expect(run(Empty<Int, Never>().count()).values == [0])
        #expect(run((1...4).publisher.last()).values == [4])
        #expect(run((1...4).publisher.last { $0 < 3 }).values == [2])
        #expect(run(Empty<Int, Never>().last()).values.isEmpty)
        #expect(run([3, 1, 2, 1].publisher.min()).values == [1])
        #expect(run([3, 1, 4, 2].publisher.max()).values == [4])
        #expect(run(["bb", "a", "ccc"].publisher.min { $0.count < $1.count }).values == ["a"])
        #expect(run(["bb", "a", "ccc"].publisher.max { $0.count < $1.count }).values == ["ccc"])
        #expect(run((1...4).publisher.ignoreOutput()).completion == .finished)
        #expect(run(Empty<Int, Never>().replaceEmpty(with: 7)).values == [7])
        #expect(run([1, 2].publisher.replaceEmpty(with: 7)).values == [1, 2])
        #expect(run([1, nil, 3].publisher.replaceNil(with: 0)).values == [1, 0, 3])
    }

    @Test func searchesEndAsSoonAsTheyKnow() {
        let seen = EventRecorder<Int>()
        let found = run((1...9).publisher.handleEvents(receiveOutput: seen.append).contains(3))
        #expect(found.values == [true] && found.completion == .finished)
        #expect(seen.values == [1, 2, 3], "contains cancels upstream once it has its answer")
        #expect(run((1...3).publisher.contains(7)).values == [false])
        #expect(run((1...3).publisher.contains { $0 > 2 }).values == [true])
        #expect(run((1...3).publisher.allSatisfy { $0 > 0 }).values == [true])
        #expect(run((1...3).publisher.allSatisfy { $0 < 2 }).values == [false])
    }

    @Test func aFailureDropsTheAnswer() {
        let upstream = [1, 2].publisher.setFailureType(to: TestError.self).append(failing)
        for result in [run(upstream.reduce(0, +)).completion, run(upstream.count()).completion, run(upstream.last()).completion] {
            #expect(failure(result) == TestError(code: 9))
        }
        #expect(run(upstream.reduce(0, +)).values.isEmpty)
        #expect(run(upstream.contains(5)).values.isEmpty)
    }

    @Test func throwingVariantsFailWithTheThrownError() {
        let thrown = TestError(code: 4)
        let reduced = run((1...5).publisher.tryReduce(0) { sum, value in
            if value == 4 { throw thrown }
            return sum + value
        })
        #expect(reduced.values.isEmpty && failure(reduced.completion) == thrown)
        #expect(failure(run((1...5).publisher.tryLast { if $0 == 2 { throw thrown }; return true }).completion) == thrown)
        #expect(failure(run((1...5).publisher.tryContains { if $0 == 2 { throw thrown }; return false }).completion) == thrown)
        #expect(failure(run((1...5).publisher.tryAllSatisfy { if $0 == 2 { throw thrown }; return true }).completion) == thrown)
        #expect(failure(run((1...5).publisher.tryMin { a, b in if a == 3 { throw thrown }; return a < b }).completion) == thrown)
        #expect(run((1...5).publisher.tryMax { $0 < $1 }).values == [5])
    }

    @Test func appendAndPrependConcatenateInOrder() {
        #expect(run([2, 3].publisher.append(4, 5)).values == [2, 3, 4, 5])
        #expect(run([2, 3].publisher.append([4]).prepend(0, 1)).values == [0, 1, 2, 3, 4])
        #expect(run([2].publisher.prepend([1].publisher)).values == [1, 2])
        let failed = run([1].publisher.setFailureType(to: TestError.self).append(failing).append(5))
        #expect(failed.values == [1] && failure(failed.completion) == TestError(code: 9), "nothing after a failure")
    }

    @Test func concatenationKeepsToTheDemand() {
        let subscriber = DemandSubscriber<Int, Never>(initial: .max(3))
        [1, 2].publisher.append([3, 4, 5]).subscribe(subscriber)
        #expect(subscriber.values == [1, 2, 3] && subscriber.completion == nil)
        subscriber.subscription?.request(.max(5))
        #expect(subscriber.values == [1, 2, 3, 4, 5] && subscriber.completion == .finished)
    }

    @Test func retrySubscribesAgainAfterAFailure() {
        let attempts = Mutex(0)
        let flaky = Deferred {
            let attempt = attempts.withLock { count in
                count += 1
                return count
            }
            return attempt < 3 ? Fail<Int, TestError>(error: TestError(code: attempt)).eraseToAnyPublisher()
                : Just(attempt).setFailureType(to: TestError.self).eraseToAnyPublisher()
        }
        #expect(run(flaky.retry(5)).values == [3])
        #expect(attempts.withLock { $0 } == 3)
        attempts.withLock { $0 = 0 }
        let exhausted = run(flaky.retry(1))
        #expect(exhausted.values.isEmpty && failure(exhausted.completion) == TestError(code: 2), "the last failure is passed on")
    }

    @Test func tryCatchGoesOnOrFailsWithTheThrownError() {
        let upstream = [1].publisher.setFailureType(to: TestError.self).append(failing)
        #expect(run(upstream.tryCatch { _ in [7, 8].publisher.setFailureType(to: TestError.self) }).values == [1, 7, 8])
        let rethrown = run(upstream.tryCatch { error -> Just<Int> in throw TestError(code: error.code + 1) })
        #expect(rethrown.values == [1] && failure(rethrown.completion) == TestError(code: 10))
    }

    @Test func optionalResultAndRecordPublishers() {
        #expect(run(Optional(4).publisher).values == [4])
        #expect(run(Optional<Int>.none.publisher).completion == .finished)
        #expect(run(Result<Int, TestError>.success(2).publisher).values == [2])
        #expect(failure(run(Result<Int, TestError>.failure(TestError(code: 1)).publisher).completion) == TestError(code: 1))
        let record = Record<Int, TestError> { recording in
            recording.receive(1)
            recording.receive(2)
            recording.receive(completion: .failure(TestError(code: 3)))
        }
        let played = run(record)
        #expect(played.values == [1, 2] && failure(played.completion) == TestError(code: 3))
        #expect(run(record).values == [1, 2], "a record plays to every subscriber")
    }

    @Test func aRecordSurvivesCoding() throws {
        struct CodedError: Error, Codable, Equatable { var code: Int }
        let record = Record<String, CodedError>(output: ["a", "b"], completion: .failure(CodedError(code: 8)))
        let decoded = try JSONDecoder().decode(Record<String, CodedError>.self, from: JSONEncoder().encode(record))
        #expect(decoded.recording.output == ["a", "b"])
        #expect(decoded.recording.completion == .failure(CodedError(code: 8)))
        let finished = try JSONDecoder().decode(Record<Int, CodedError>.self, from: JSONEncoder().encode(Record<Int, CodedError>(output: [1], completion: .finished)))
        #expect(finished.recording.completion == .finished)
    }

    @Test func encodeAndDecodeRoundTrip() {
        struct Point: Codable, Equatable, Sendable { var x: Int, y: Int }
        let points = [Point(x: 1, y: 2), Point(x: 3, y: 4)]
        let roundTrip = run(points.publisher.encode(encoder: JSONEncoder()).decode(type: Point.self, decoder: JSONDecoder()))
        #expect(roundTrip.values == points)
        guard case .finished? = roundTrip.completion else {
            Issue.record("expected the round trip to finish, got \(String(describing: roundTrip.completion))")
            return
        }
        let broken = run([Data("{".utf8)].publisher.decode(type: Point.self, decoder: JSONDecoder()))
        guard case .failure(let error)? = broken.completion else {
            Issue.record("a corrupt value must fail the publisher")
            return
        }
        #expect(error is DecodingError)
    }

    @Test func fourWayCombinators() {
        let a = [1, 2].publisher, b = [10, 20].publisher, c = [100, 200].publisher, d = [1000, 2000].publisher
        #expect(run(a.zip(b, c, d) { $0 + $1 + $2 + $3 }).values == [1111, 2222])
        #expect(run(a.zip(b, c) { $0 + $1 + $2 }).values == [111, 222])
        #expect(run(a.combineLatest(b, c, d) { $0 + $1 + $2 + $3 }).values.last == 2222)
        #expect(run(a.merge(with: b, c, d, [5].publisher, [6].publisher, [7].publisher)).values.sorted()
                == [1, 2, 5, 6, 7, 10, 20, 100, 200, 1000, 2000])
        let subjects = (0..<4).map { _ in PassthroughSubject<Int, Never>() }
        let latest = EventRecorder<Int>()
        let token = subjects[0].combineLatest(subjects[1], subjects[2], subjects[3]) { $0 + $1 + $2 + $3 }.sink(receiveValue: latest.append)
        for (index, subject) in subjects.enumerated() { subject.send(index) }
        subjects[2].send(10)
        #expect(latest.values == [6, 14], "nothing until all four have sent; then each change")
        token.cancel()
    }

    @Test func printWritesCombinesLines() {
        final class Lines: TextOutputStream, @unchecked Sendable {
            var text = ""
            func write(_ string: String) { text += string }
        }
        let lines = Lines()
        _ = run([1, 2].publisher.print("P", to: lines))
        let written = lines.text.split(separator: "\n").map(String.init)
        #expect(written.count == 5)
        #expect(written.first?.hasPrefix("P: receive subscription: (") == true)
        #expect(Array(written.dropFirst()) == ["P: request unlimited", "P: receive value: (1)", "P: receive value: (2)", "P: receive finished"])
    }

    @Test func breakpointPassesEventsWhenItsClosuresSayNo() {
        let seen = EventRecorder<Int>()
        let result = run((1...3).publisher.breakpoint(receiveOutput: { value in seen.append(value); return false }).breakpointOnError())
        #expect(result.values == [1, 2, 3] && result.completion == .finished)
        #expect(seen.values == [1, 2, 3])
    }

    @Test func makeConnectableWaitsForConnect() {
        let subject = PassthroughSubject<Int, Never>()
        let connectable = subject.makeConnectable()
        let values = EventRecorder<Int>()
        let token = connectable.sink(receiveValue: values.append)
        subject.send(1)
        #expect(values.values.isEmpty, "nothing before connect()")
        let connection = connectable.connect()
        subject.send(2)
        #expect(values.values == [2])
        connection.cancel()
        subject.send(3)
        #expect(values.values == [2])
        token.cancel()
    }
}
