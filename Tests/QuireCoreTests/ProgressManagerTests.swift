import Observation
import Synchronization
import Testing
@testable import QuireCore

/// What a `DocumentWriter` does with the progress it receives: nothing, or its own phases.
private func writeIgnoringProgress(progress: consuming Subprogress) {}

private func writeInPhases(steps: Int, progress: consuming Subprogress) throws(DocumentError) {
    let manager = progress.start(totalCount: steps)
    for _ in 0..<steps {
        try manager.checkCancellation()
        manager.complete(count: 1)
    }
}

private final class Flag: Sendable {
    private let raised = Atomic(false)
    func raise() { raised.store(true, ordering: .sequentiallyConsistent) }
    var isRaised: Bool { raised.load(ordering: .sequentiallyConsistent) }
}

@Suite struct ProgressManagerTests {
    @Test func childrenFillTheirAssignedCountsAcrossPhases() {
        let root = ProgressManager(totalCount: 10)
        let first = root.subprogress(assigningCount: 4).start(totalCount: 2)
        first.complete(count: 1)
        #expect(root.fractionCompleted == 0.2)
        #expect(root.completedCount == 0)
        first.complete(count: 1)
        #expect(first.isFinished)
        #expect(root.completedCount == 4)
        #expect(root.fractionCompleted == 0.4)

        let second = root.subprogress(assigningCount: 6).start(totalCount: 3)
        second.complete(count: 3)
        #expect(root.completedCount == 10)
        #expect(root.isFinished)
        #expect(root.fractionCompleted == 1)
        _ = first
    }

    @Test func nestedSubprogressesReachTheRoot() {
        let root = ProgressManager(totalCount: 1)
        let child = root.subprogress(assigningCount: 1).start(totalCount: 2)
        let grandchild = child.subprogress(assigningCount: 2).start(totalCount: 4)
        grandchild.complete(count: 1)
        #expect(child.fractionCompleted == 0.25)
        #expect(root.fractionCompleted == 0.25)
        grandchild.complete(count: 3)
        #expect(child.isFinished)
        #expect(root.isFinished)
    }

    @Test func droppedSubprogressCountsAsComplete() throws {
        let root = ProgressManager(totalCount: 10)
        _ = root.subprogress(assigningCount: 3)
        #expect(root.completedCount == 3)
        writeIgnoringProgress(progress: root.subprogress(assigningCount: 2))
        #expect(root.completedCount == 5)
        try writeInPhases(steps: 5, progress: root.subprogress(assigningCount: 5))
        #expect(root.isFinished)
    }

    @Test func releasedUnfinishedChildCountsAsComplete() {
        let root = ProgressManager(totalCount: 4)
        do {
            let child = root.subprogress(assigningCount: 4).start(totalCount: 100)
            child.complete(count: 50)
            #expect(root.fractionCompleted == 0.5)
        }
        #expect(root.isFinished)
        #expect(root.fractionCompleted == 1)
    }

    @Test func indeterminateUntilTotalIsKnown() {
        let manager = ProgressManager(totalCount: nil)
        #expect(manager.isIndeterminate)
        #expect(manager.fractionCompleted == 0)
        manager.complete(count: 2)
        #expect(!manager.isFinished)
        manager.withProperties { $0.totalCount = 4 }
        #expect(!manager.isIndeterminate)
        #expect(manager.fractionCompleted == 0.5)
        let total = manager.withProperties { values in
            values.completedCount += 2
            return values.totalCount
        }
        #expect(total == 4)
        #expect(manager.isFinished)
    }

    @Test func cancellationReachesSubprogressesAndThrowsDocumentError() {
        let root = ProgressManager(totalCount: 2)
        let running = root.subprogress(assigningCount: 1).start(totalCount: 1)
        let pending = root.subprogress(assigningCount: 1)
        let cancelledBefore = pending.isCancelled  // #expect cannot borrow a non-copyable value
        #expect(!cancelledBefore)
        root.cancel()
        #expect(root.isCancelled)
        #expect(running.isCancelled)
        let cancelledAfter = pending.isCancelled
        #expect(cancelledAfter)
        do {
            try writeInPhases(steps: 1, progress: pending)
            Issue.record("a cancelled write went on")
        } catch {
            #expect(error.code == .cancelled)
        }
        #expect(!ProgressManager(totalCount: 1).isCancelled)
    }

    @Test func concurrentCompletionIsCounted() async {
        let root = ProgressManager(totalCount: 1_000)
        await withTaskGroup(of: Void.self) { group in
            for _ in 0..<8 {
                let child = root.subprogress(assigningCount: 100).start(totalCount: 50)
                group.addTask {
                    for _ in 0..<50 { child.complete(count: 1) }
                }
            }
            for _ in 0..<200 {
                group.addTask { root.complete(count: 1) }
            }
        }
        #expect(root.completedCount == 1_000)
        #expect(root.isFinished)
        #expect(root.fractionCompleted == 1)
    }

    @Test func observersHearAboutDescendants() {
        let root = ProgressManager(totalCount: 2)
        let child = root.subprogress(assigningCount: 2).start(totalCount: 10)
        let changed = Flag()
        let fraction = withObservationTracking {
            root.fractionCompleted
        } onChange: {
            changed.raise()
        }
        #expect(fraction == 0)
        child.complete(count: 5)
        #expect(changed.isRaised)
        #expect(root.fractionCompleted == 0.5)
    }
}
