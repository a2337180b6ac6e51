import Foundation
import Synchronization
import Testing
@testable import QuireCore
#if canImport(Glibc)
import Glibc
#endif

/// `IdlePriorityThread`: jobs run in order on one thread, `SCHED_IDLE` unless someone waits for them.
@Suite struct StorageIdlePriorityThreadTests {
    /// SCHED_IDLE and SCHED_OTHER, as Linux numbers them.
    static let idle: Int32 = 5
    static let ordinary: Int32 = 0

    final class Recorder: Sendable {
        let values = Mutex<[Int32]>([])
        func record(_ value: Int32) { values.withLock { $0.append(value) } }
    }

    @Test func jobsRunInOrderAtIdlePriorityAndOrdinaryOnceWaitedFor() async throws {
        let thread = IdlePriorityThread(name: "org.quire.test-idle")
        let recorder = Recorder()
        let started = DispatchSemaphore(value: 0), proceed = DispatchSemaphore(value: 0)
        let first = thread.run {
            recorder.record(sched_getscheduler(0))
            started.signal()
            proceed.wait()
        }
        let second = thread.run { recorder.record(sched_getscheduler(0)) }
        started.wait()
        #expect(recorder.values.withLock { $0 } == [Self.idle])
        // Someone waits: the thread runs as an ordinary one until its queue is empty…
        thread.raise()
        proceed.signal()
        await second.wait()
        await first.wait()
        #expect(recorder.values.withLock { $0 } == [Self.idle, Self.ordinary])
        // …and back at idle priority for the next job nobody waits for.
        let marker = DispatchSemaphore(value: 0)
        thread.run { recorder.record(sched_getscheduler(0)); marker.signal() }
        marker.wait()
        #expect(recorder.values.withLock { $0 } == [Self.idle, Self.ordinary, Self.idle])
    }
}
