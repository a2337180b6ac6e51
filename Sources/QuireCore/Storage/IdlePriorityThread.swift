import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// One parked thread of its own that runs the jobs handed to it, one after another, scheduled
/// `SCHED_IDLE` — any ordinary thread that wakes up takes its core at once — until someone waits for
/// a job: then it runs as an ordinary thread until its queue is empty, so a waiter never waits on
/// a starved job.
///
/// The staging clone of the next package save is prepared here (`DocumentSession`), right after a
/// save, while that save's last steps still need a core: its caller resumes through a worker of the
/// global pool and then the main thread. Run as an ordinary thread (a task of the pool, or
/// `SCHED_BATCH`), the preparation held a core that the woken worker then waited for, up to the end
/// of the preparation — 1.3–1.8 ms added to about a third of benchmark 1's saves on a quiet
/// 2-core machine (docs/PERFORMANCE.md, seventh pass).
final class IdlePriorityThread: Sendable {
    private struct State {
        var jobs: [@Sendable () -> Void] = []
        var started = false
        /// The thread once it runs, nil before.
        var thread: pthread_t?
        /// A waiter raised the thread to the ordinary policy until the queue is empty.
        var raised = false
    }

    /// Where package staging preparations run, in the order they were asked for.
    static let stagingPreparation = IdlePriorityThread(name: "org.quire.staging-preparation")

    private let name: String
    private let state = PthreadMutex(State())
    private let wake = DispatchSemaphore(value: 0)

    init(name: String) {
        self.name = name
    }

    /// Queues `job`; the returned completion is done once it has run.
    @discardableResult
    func run(_ job: @escaping @Sendable () -> Void) -> IdlePriorityCompletion {
        let completion = IdlePriorityCompletion(thread: self)
        let start = state.withLock { state -> Bool in
            state.jobs.append { job(); completion.finish() }
            defer { state.started = true }
            return !state.started
        }
        if start {
            let thread = Thread { [self] in
                state.withLock { state in
                    let me = pthread_self()
                    state.thread = me
                    Self.setPolicy(state.raised ? SCHED_OTHER : Self.idlePolicy, of: me)
                }
                while true {
                    wake.wait()
                    let next = state.withLock { $0.jobs.isEmpty ? nil : $0.jobs.removeFirst() }
                    next?()
                    state.withLock { state in
                        guard state.jobs.isEmpty, state.raised else { return }
                        state.raised = false
                        Self.setPolicy(Self.idlePolicy, of: pthread_self())
                    }
                }
            }
            thread.name = name
            thread.start()
        }
        wake.signal()
        return completion
    }

    /// Runs the thread as an ordinary one until its queue is empty: someone waits for a job.
    func raise() {
        state.withLock { state in
            guard !state.raised else { return }
            state.raised = true
            if let thread = state.thread { Self.setPolicy(SCHED_OTHER, of: thread) }
        }
    }

    /// Best effort: where a policy is refused, the thread keeps the one it has.
    private static func setPolicy(_ policy: Int32, of thread: pthread_t) {
        var parameters = sched_param()
        parameters.sched_priority = 0
        _ = pthread_setschedparam(thread, policy, &parameters)
    }

    /// Linux's `SCHED_IDLE` (Glibc exports it only under `_GNU_SOURCE`).
    private static let idlePolicy: Int32 = 5
}

/// Becomes done once an `IdlePriorityThread` job has run; any number of tasks may wait for it.
final class IdlePriorityCompletion: Sendable {
    private struct State {
        var isDone = false
        var waiters: [CheckedContinuation<Void, Never>] = []
    }

    private let thread: IdlePriorityThread
    private let state = PthreadMutex(State())

    fileprivate init(thread: IdlePriorityThread) {
        self.thread = thread
    }

    /// Returns once the job has run; until then its thread runs at the ordinary policy.
    func wait() async {
        if state.withLock({ $0.isDone }) { return }
        thread.raise()
        await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
            let done = state.withLock { state -> Bool in
                if !state.isDone { state.waiters.append(continuation) }
                return state.isDone
            }
            if done { continuation.resume() }
        }
    }

    fileprivate func finish() {
        let waiters = state.withLock { state -> [CheckedContinuation<Void, Never>] in
            state.isDone = true
            defer { state.waiters = [] }
            return state.waiters
        }
        for waiter in waiters { waiter.resume() }
    }
}
