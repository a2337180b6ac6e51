import Testing
@testable import CombineCore

/// `Subscribers.Demand` arithmetic and publishers keeping within the demand asked for
/// (backpressure), as Combine documents them.
@Suite struct DemandTests {
    @Test func arithmeticSaturatesAtUnlimitedAndNone() {
        typealias Demand = Subscribers.Demand
        #expect(Demand.max(2) + .max(3) == .max(5))
        #expect(Demand.max(2) + .unlimited == .unlimited)
        #expect(Demand.unlimited - .max(5) == .unlimited)
        #expect(Demand.max(2) - .max(5) == .none)
        #expect(Demand.max(Int.max) + 1 == .unlimited)
        #expect(Demand.max(3) * 2 == .max(6))
        #expect(Demand.unlimited > Int.max)
        #expect(Demand.max(1) > 0)
        #expect(Demand.none == 0)
        #expect(Demand.unlimited.max == nil)
        #expect(Demand.max(4).max == 4)
        #expect(Demand.max(1) < .unlimited)
    }

    @Test func aSequenceSendsOnlyWhatIsAskedFor() {
        let subscriber = DemandSubscriber<Int, Never>(initial: .max(2))
        (1...10).publisher.subscribe(subscriber)
        #expect(subscriber.values == [1, 2])
        #expect(subscriber.completion == nil)
        subscriber.subscription?.request(.max(3))
        #expect(subscriber.values == [1, 2, 3, 4, 5])
    }

    @Test func aSequenceFinishesRightAfterItsLastElement() {
        let subscriber = DemandSubscriber<Int, Never>(initial: .max(3))
        [1, 2, 3].publisher.subscribe(subscriber)
        #expect(subscriber.values == [1, 2, 3])
        #expect(subscriber.completion == .finished)
    }

    @Test func demandReturnedFromReceiveAddsUp() {
        let subscriber = DemandSubscriber<Int, Never>(initial: .max(1), perValue: .max(1))
        (1...5).publisher.subscribe(subscriber)
        #expect(subscriber.values == [1, 2, 3, 4, 5])
        #expect(subscriber.completion == .finished)
    }

    @Test func aPassthroughSubjectDropsValuesForASubscriberWithoutDemand() {
        let subject = PassthroughSubject<Int, Never>()
        let subscriber = DemandSubscriber<Int, Never>(initial: .max(1))
        subject.subscribe(subscriber)
        subject.send(1)
        subject.send(2)
        subscriber.subscription?.request(.max(1))
        subject.send(3)
        #expect(subscriber.values == [1, 3])
    }

    @Test func aCurrentValueSubjectSendsTheValueCurrentWhenDemandArrives() {
        let subject = CurrentValueSubject<Int, Never>(1)
        let subscriber = DemandSubscriber<Int, Never>(initial: .none)
        subject.subscribe(subscriber)
        subject.value = 2
        #expect(subscriber.values.isEmpty)
        subscriber.subscription?.request(.max(2))
        subject.send(3)
        subject.send(4)
        #expect(subscriber.values == [2, 3])
    }

    @Test func aFilteredOutValueIsReplacedByARequestUpstream() {
        let subscriber = DemandSubscriber<Int, Never>(initial: .max(2))
        (1...10).publisher.filter { $0.isMultiple(of: 3) }.subscribe(subscriber)
        #expect(subscriber.values == [3, 6])
        #expect(subscriber.completion == nil)
    }

    @Test func mapPassesDemandThrough() {
        let subscriber = DemandSubscriber<String, Never>(initial: .max(1))
        (1...10).publisher.map(String.init).subscribe(subscriber)
        #expect(subscriber.values == ["1"])
    }

    @Test func collectByCountAsksForWholeArrays() {
        let subscriber = DemandSubscriber<[Int], Never>(initial: .max(1))
        (1...10).publisher.collect(3).subscribe(subscriber)
        #expect(subscriber.values == [[1, 2, 3]])
        subscriber.subscription?.request(.unlimited)
        #expect(subscriber.values == [[1, 2, 3], [4, 5, 6], [7, 8, 9], [10]])
        #expect(subscriber.completion == .finished)
    }

    @Test func aReplacementValueWaitsForDemand() {
        let subject = PassthroughSubject<Int, TestError>()
        let subscriber = DemandSubscriber<Int, Never>(initial: .max(1))
        subject.replaceError(with: -1).subscribe(subscriber)
        subject.send(1)
        subject.send(completion: .failure(TestError(code: 1)))
        #expect(subscriber.values == [1])
        #expect(subscriber.completion == nil, "the last value has not been asked for yet")
        subscriber.subscription?.request(.max(1))
        #expect(subscriber.values == [1, -1])
        #expect(subscriber.completion == .finished)
    }

    @Test func justAndFutureWaitForDemand() {
        let just = DemandSubscriber<Int, Never>(initial: .none)
        Just(7).subscribe(just)
        let future = DemandSubscriber<Int, Never>(initial: .none)
        Future<Int, Never> { promise in promise(.success(8)) }.subscribe(future)
        #expect(just.values.isEmpty && future.values.isEmpty)
        just.subscription?.request(.max(1))
        future.subscription?.request(.max(1))
        #expect(just.values == [7] && just.completion == .finished)
        #expect(future.values == [8] && future.completion == .finished)
    }

    @Test func mergeAndZipKeepWithinDemand() {
        let merged = DemandSubscriber<Int, Never>(initial: .max(3))
        [1, 2].publisher.merge(with: [3, 4].publisher).subscribe(merged)
        #expect(merged.values.count == 3)
        #expect(merged.completion == nil)
        merged.subscription?.request(.max(1))
        #expect(Set(merged.values) == [1, 2, 3, 4])
        #expect(merged.completion == .finished)

        let zipped = DemandSubscriber<String, Never>(initial: .max(1))
        (1...5).publisher.zip(["a", "b", "c"].publisher) { "\($0)\($1)" }.subscribe(zipped)
        #expect(zipped.values == ["1a"])
        zipped.subscription?.request(.unlimited)
        #expect(zipped.values == ["1a", "2b", "3c"])
        #expect(zipped.completion == .finished)
    }
}
