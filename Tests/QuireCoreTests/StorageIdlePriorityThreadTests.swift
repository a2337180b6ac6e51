import Foundation
import Synchronization
import Testing
@testable import QuireCore
#if canImport(Glibc)
import Glibc
#endif

/// `IdlePriorityThread`: jobs run in order on one thread, `SCHED_IDLE` unless someone waits for them
/// (and the process may raise it); a job not started yet can be withdrawn.
@Suite struct StorageIdlePriorityThreadTests {
    /// SCHED_IDLE, and what a waiter raises the thread to: SCHED_OTHER where this process may leave
    /// SCHED_IDLE (root, CAP_SYS_NICE), else the thread stays idle.
    static let idle: Int32 = IdlePriorityThread.idlePolicy
    static let ordinary: Int32 = IdlePriorityThread.canRaise ? 0 : IdlePriorityThread.idlePolicy

    final class Recorder: Sendable {
        let values = Mutex<[Int32]>([])
        func record(_ value: Int32) { values.withLock { $0.append(value) } }
    }

    /// Polls (deadline 60 s) until `thread` has no job queued or running.
    static func untilDone(_ thread: IdlePriorityThread) async throws {
        let deadline = ContinuousClock.now + .seconds(60)
        while thread.pendingJobs > 0 {
            try #require(ContinuousClock.now < deadline, "the thread never finished its jobs")
            try await Task.sleep(for: .microseconds(100))
        }
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
        // …and back at idle priority for the next job nobody waits for (queued once the thread is
        // through with the last: a job queued before that is part of the same raised run).
        try await Self.untilDone(thread)
        let marker = DispatchSemaphore(value: 0)
        thread.run { recorder.record(sched_getscheduler(0)); marker.signal() }
        marker.wait()
        #expect(recorder.values.withLock { $0 } == [Self.idle, Self.ordinary, Self.idle])
    }

    /// A raise with no job queued or running — a waiter that found its job done only after it looked —
    /// leaves the thread at idle priority: it used to stay ordinary until a job after it ran.
    @Test func aRaiseWithNothingToRunDoesNotRaiseTheNextJob() async throws {
        let thread = IdlePriorityThread(name: "org.quire.test-idle-late")
        let recorder = Recorder()
        thread.raise()
        let marker = DispatchSemaphore(value: 0)
        thread.run { recorder.record(sched_getscheduler(0)); marker.signal() }
        marker.wait()
        // After a waited-for job, too (its waiter raised it while it ran, then it lowered itself).
        await thread.run {}.wait()
        let late = thread.run { marker.signal() }
        marker.wait()
        await late.wait()
        try await Self.untilDone(thread)
        thread.raise()  // as a waiter arriving after the job finished would
        thread.run { recorder.record(sched_getscheduler(0)); marker.signal() }
        marker.wait()
        #expect(recorder.values.withLock { $0 } == [Self.idle, Self.idle])
    }

    /// The kernel's rule for leaving `SCHED_IDLE`, which decides whether a waiter raises the thread.
    @Test func theKernelsRuleForLeavingTheIdlePolicy() {
        #expect(!IdlePriorityThread.mayLeaveIdlePolicy(nice: 0, niceLimit: 0, hasNiceCapability: false))
        #expect(!IdlePriorityThread.mayLeaveIdlePolicy(nice: 19, niceLimit: 0, hasNiceCapability: false))
        #expect(!IdlePriorityThread.mayLeaveIdlePolicy(nice: 0, niceLimit: 19, hasNiceCapability: false))
        #expect(IdlePriorityThread.mayLeaveIdlePolicy(nice: 0, niceLimit: 20, hasNiceCapability: false))
        #expect(IdlePriorityThread.mayLeaveIdlePolicy(nice: 19, niceLimit: 1, hasNiceCapability: false))
        #expect(IdlePriorityThread.mayLeaveIdlePolicy(nice: 0, niceLimit: rlim_t.max, hasNiceCapability: false))
        #expect(IdlePriorityThread.mayLeaveIdlePolicy(nice: 0, niceLimit: 0, hasNiceCapability: true))
        // Root may (CAP_SYS_NICE); `nobody`, with the default RLIMIT_NICE of 0, may not.
        if getuid() == 0 { #expect(IdlePriorityThread.canRaise) }
        if getuid() == 65534 { #expect(!IdlePriorityThread.canRaise) }
    }

    /// A job still queued can be withdrawn: it never runs, and its completion is done at once (a save
    /// does this instead of waiting for its staging preparation). A running job cannot; it finishes.
    @Test func aQueuedJobIsWithdrawnARunningOneFinishes() async throws {
        let thread = IdlePriorityThread(name: "org.quire.test-idle-withdraw")
        let recorder = Recorder()
        let started = DispatchSemaphore(value: 0), proceed = DispatchSemaphore(value: 0)
        let first = thread.run {
            recorder.record(1)
            started.signal()
            proceed.wait()
        }
        let second = thread.run { recorder.record(2) }
        await Task.detached { started.wait() }.value
        #expect(!first.withdraw())
        #expect(!first.isDone)
        #expect(second.withdraw())
        #expect(second.isDone)
        await second.wait()
        proceed.signal()
        await first.wait()
        #expect(first.withdraw())
        await thread.run { recorder.record(3) }.wait()
        try await Self.untilDone(thread)
        #expect(recorder.values.withLock { $0 } == [1, 3])
    }

    /// The save's flush lanes run at the ordinary policy even when the idle-priority thread asks for
    /// them first — for an ordinary user too, whose process may not raise a thread out of
    /// `SCHED_IDLE` (as `nobody`, below, lanes started by the staging preparation stayed idle-priority):
    /// such a request starts none, and the first flush round starts them from its own thread.
    @Test func lanesAskedForByTheIdleThreadRunAtTheOrdinaryPolicy() async throws {
        let thread = IdlePriorityThread(name: "org.quire.test-idle-lanes")
        let lanes = SyncLanes()
        await thread.run { lanes.ensureThreads(2) }.wait()
        let recorder = Recorder()
        let done = DispatchSemaphore(value: 0)
        for _ in 0..<2 {
            lanes.run { recorder.record(sched_getscheduler(0)); done.signal() }
        }
        await Task.detached { done.wait(); done.wait() }.value
        #expect(recorder.values.withLock { $0 } == [0, 0])
    }

    /// The thread's tests and the saves that must not wait for a preparation, run again by this test
    /// binary as user `nobody` (no CAP_SYS_NICE, RLIMIT_NICE 0: an ordinary desktop user, whose
    /// process may not raise a thread out of `SCHED_IDLE`): jobs still run in order at idle priority, a
    /// raise is not attempted, and a save whose preparation is queued or stuck completes without it.
    /// Only when the tests run as root (as here and in CI). (Started `SCHED_OTHER` by `chrt`: a test
    /// run under `chrt --idle` would hand its policy down, and a process of `nobody` that starts
    /// `SCHED_IDLE` can never leave it.)
    @Test(.enabled(if: getuid() == 0 && FileManager.default.isExecutableFile(atPath: "/usr/bin/setpriv")
                   && FileManager.default.isExecutableFile(atPath: "/usr/bin/chrt")))
    func asAnOrdinaryUser() throws {
        let tests = [
            "StorageIdlePriorityThreadTests/jobsRunInOrderAtIdlePriorityAndOrdinaryOnceWaitedFor",
            "StorageIdlePriorityThreadTests/aQueuedJobIsWithdrawnARunningOneFinishes",
            "StorageIdlePriorityThreadTests/theKernelsRuleForLeavingTheIdlePolicy",
            "StorageIdlePriorityThreadTests/lanesAskedForByTheIdleThreadRunAtTheOrdinaryPolicy",
            "StorageIdlePriorityThreadTests/aWaiterIsResumedFromAnOrdinaryThread",
            "StoragePreparedStagingTests/aSaveWithdrawsAPreparationThatHasNotStarted",
            "StoragePreparedStagingTests/aPreparationLeftBehindByASaveDiscardsWhatItMakes",
            "SessionPreparedStagingTests/aSaveDoesNotWaitForAPreparationStuckOnItsThread",
            "SessionHistoryThinningTests/aSaveReturnsBeforeItsThinningAndASaveDuringItIsUnaffected",
            "SessionHistoryThinningTests/closingWaitsForTheThinning",
        ]
        let child = Process()
        child.executableURL = URL(fileURLWithPath: "/usr/bin/chrt")
        child.arguments = ["--other", "0", "/usr/bin/setpriv", "--reuid=65534", "--regid=65534", "--clear-groups",
                           try #require(Bundle.main.executablePath ?? CommandLine.arguments.first),
                           "--testing-library", "swift-testing"] + tests.flatMap { ["--filter", $0] }
        child.environment = ProcessInfo.processInfo.environment.merging(["HOME": "/tmp"]) { $1 }
        child.currentDirectoryURL = URL(fileURLWithPath: "/tmp")
        let output = Pipe()
        child.standardOutput = output
        child.standardError = output
        try child.run()
        let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        child.waitUntilExit()
        #expect(child.terminationStatus == 0, "\(text)")
        #expect(text.contains("with \(tests.count) tests in") && text.contains("passed after"), "the run as nobody did not run them all: \(text)")
    }
}

/// Runs each job on a new thread started by the thread that enqueued it — as libdispatch starts a pool
/// worker from the enqueuing thread when none is parked, and the worker inherits that thread's
/// scheduling policy — and records the enqueuing thread's policy.
final class ThreadPerJobExecutor: TaskExecutor {
    let enqueuedAt = Mutex<[Int32]>([])

    func enqueue(_ job: consuming ExecutorJob) {
        enqueuedAt.withLock { $0.append(sched_getscheduler(0)) }
        let job = UnownedJob(job), executor = asUnownedTaskExecutor()
        Thread { job.runSynchronously(on: executor) }.start()
    }
}

extension StorageIdlePriorityThreadTests {
    /// A task waiting for a job is resumed from an ordinary thread, not from the idle-priority one: a
    /// resume there enqueued the task from a `SCHED_IDLE` thread, and where libdispatch had no parked
    /// worker (the pool's workers exit after five quiet seconds) it started one there, which inherited
    /// `SCHED_IDLE` — for an ordinary user for good — and ran the waiting task and unrelated later work
    /// at idle priority. Here every resume starts a thread (`ThreadPerJobExecutor`), so the task's own
    /// policy shows where it was resumed from. Run as `nobody` by `asAnOrdinaryUser` (as root the waiter
    /// raises the job's thread first, which hides the fault).
    @Test func aWaiterIsResumedFromAnOrdinaryThread() async throws {
        let thread = IdlePriorityThread(name: "org.quire.test-idle-wake")
        let started = DispatchSemaphore(value: 0), proceed = DispatchSemaphore(value: 0)
        let job = thread.run { started.signal(); proceed.wait() }
        await Task.detached { started.wait() }.value
        let executor = ThreadPerJobExecutor()
        let waiter = Task(executorPreference: executor) { () async -> [Int32] in
            await job.wait()
            let resumed = sched_getscheduler(0)
            // Work the resumed task starts runs as it does.
            let child = await Task(executorPreference: executor) { sched_getscheduler(0) }.value
            return [resumed, child]
        }
        let deadline = ContinuousClock.now + .seconds(60)
        while !job.hasWaiters {
            try #require(ContinuousClock.now < deadline, "the task never waited for the job")
            try await Task.sleep(for: .microseconds(100))
        }
        proceed.signal()
        #expect(await waiter.value == [0, 0])
        #expect(executor.enqueuedAt.withLock { $0 }.allSatisfy { $0 == 0 }, "a task was enqueued from the idle-priority thread")
    }
}
