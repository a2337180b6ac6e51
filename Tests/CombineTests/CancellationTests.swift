import Synchronization
import Testing
@testable import CombineCore

/// Cancelling stops the upstream and releases what the subscription holds.
@Suite struct CancellationTests {
    @Test func releasingTheTokenCancelsUpstream() {
        let subject = PassthroughSubject<Int, Never>()
        let cancelled = EventRecorder<String>()
        let recorder = EventRecorder<Int>()
        do {
            let token = subject.handleEvents(receiveCancel: { cancelled.append("cancel") }).sink(receiveValue: recorder.append)
            subject.send(1)
            _ = token
        }
        subject.send(2)
        #expect(recorder.values == [1])
        #expect(cancelled.values == ["cancel"])
        #expect(subject.subscriberCount == 0)
    }

    @Test func prefixStopsAnEndlessUpstream() {
        let recorder = EventRecorder<[Int]>()
        let token = (1...).publisher.prefix(3).collect().sink(receiveValue: recorder.append)
        #expect(recorder.values == [[1, 2, 3]])
        token.cancel()
    }

    @Test func firstCancelsItsUpstreamSubscription() {
        let subject = PassthroughSubject<Int, Never>()
        let recorder = EventRecorder<Int>()
        let token = subject.first { $0 > 1 }.sink(receiveValue: recorder.append)
        subject.send(1)
        subject.send(2)
        #expect(recorder.values == [2])
        #expect(subject.subscriberCount == 0)
        token.cancel()
    }

    @Test func storeInKeepsTokensUntilTheCollectionGoes() {
        let subject = PassthroughSubject<Int, Never>()
        let recorder = EventRecorder<Int>()
        var set = Set<AnyCancellable>()
        var array: [AnyCancellable] = []
        subject.sink(receiveValue: recorder.append).store(in: &set)
        subject.sink(receiveValue: recorder.append).store(in: &array)
        subject.send(1)
        #expect(recorder.values == [1, 1])
        set.removeAll()
        subject.send(2)
        #expect(recorder.values == [1, 1, 2])
        array.removeAll()
        subject.send(3)
        #expect(recorder.values == [1, 1, 2])
    }

    @Test func aCancelledSinkReleasesItsClosures() {
        final class Owner {}
        weak var released: Owner?
        let subject = PassthroughSubject<Int, Never>()
        let token: AnyCancellable
        do {
            let owner = Owner()
            token = subject.sink { _ in _ = owner }
            released = owner
        }
        #expect(released != nil)
        token.cancel()
        #expect(released == nil)
    }

    @Test func anyCancellableRunsItsClosureOnce() {
        let runs = Atomic<Int>(0)
        let token = AnyCancellable { runs.add(1, ordering: .relaxed) }
        token.cancel()
        token.cancel()
        #expect(runs.load(ordering: .relaxed) == 1)
    }

    @Test func switchingCancelsThePreviousInnerPublisher() {
        let outer = PassthroughSubject<PassthroughSubject<Int, Never>, Never>()
        let first = PassthroughSubject<Int, Never>(), second = PassthroughSubject<Int, Never>()
        let recorder = EventRecorder<Int>()
        let token = outer.switchToLatest().sink(receiveValue: recorder.append)
        outer.send(first)
        first.send(1)
        outer.send(second)
        first.send(2)
        second.send(3)
        #expect(recorder.values == [1, 3])
        #expect(first.subscriberCount == 0)
        token.cancel()
        #expect(second.subscriberCount == 0)
    }
}
