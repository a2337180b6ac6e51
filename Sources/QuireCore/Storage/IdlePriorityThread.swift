import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// One parked thread of its own that runs the jobs handed to it, one after another, scheduled
/// `SCHED_IDLE` — any ordinary thread that wakes up takes its core at once — until someone waits for
/// a job: then it runs as an ordinary thread until its queue is empty, so a waiter never waits on
/// a starved job. (`SCHED_BATCH` where the process could not raise it out of `SCHED_IDLE`:
/// `backgroundPolicy`.)
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
        /// Jobs queued or running: a raise with none would outlive the wait it was for.
        var pending = 0
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
            state.pending += 1
            defer { state.started = true }
            return !state.started
        }
        if start {
            let thread = Thread { [self] in
                state.withLock { state in
                    let me = pthread_self()
                    state.thread = me
                    Self.setPolicy(state.raised ? SCHED_OTHER : Self.backgroundPolicy, of: me)
                }
                while true {
                    wake.wait()
                    let next = state.withLock { $0.jobs.isEmpty ? nil : $0.jobs.removeFirst() }
                    guard let next else { continue }
                    next()
                    state.withLock { state in
                        state.pending -= 1
                        guard state.pending == 0, state.raised else { return }
                        state.raised = false
                        Self.setPolicy(Self.backgroundPolicy, of: pthread_self())
                    }
                }
            }
            thread.name = name
            thread.start()
        }
        wake.signal()
        return completion
    }

    /// Jobs queued or running (tests: zero once the last job's completion and the lowering after it
    /// are done).
    var pendingJobs: Int { state.withLock { $0.pending } }

    /// Runs the thread as an ordinary one until its queue is empty: someone waits for a job. Nothing
    /// when no job is queued or running: a waiter whose job finished just before it raised would
    /// otherwise leave the thread ordinary for the next job, one nobody waits for (the preparation
    /// after the next save, which then held a core the save's own continuation wanted).
    func raise() {
        state.withLock { state in
            guard !state.raised, state.pending > 0 else { return }
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

    /// Linux's `SCHED_IDLE` and `SCHED_BATCH` (Glibc exports them only under `_GNU_SOURCE`).
    static let idlePolicy: Int32 = 5
    static let batchPolicy: Int32 = 3

    /// The policy jobs run at while nobody waits for them: `SCHED_IDLE` where this process may raise a
    /// thread out of it again, else `SCHED_BATCH`, which any thread may leave. Linux lets a thread
    /// leave `SCHED_IDLE` only with `CAP_SYS_NICE` or an `RLIMIT_NICE` that allows its nice value,
    /// and that limit is 0 unless configured: for an ordinary user `raise()` failed with EPERM, and a
    /// save waited, as long as the machine stayed busy, for a preparation every other thread preempted.
    static let backgroundPolicy: Int32 = {
        var limit = rlimit()
        errno = 0
        let nice = getpriority(__priority_which_t(PRIO_PROCESS.rawValue), 0)
        guard errno == 0, getrlimit(__rlimit_resource_t(__RLIMIT_NICE.rawValue), &limit) == 0 else { return batchPolicy }
        let mayLeave = mayLeaveIdlePolicy(nice: nice, niceLimit: limit.rlim_cur, hasNiceCapability: hasNiceCapability())
        return mayLeave ? idlePolicy : batchPolicy
    }()

    /// The kernel's rule (`can_nice`) for leaving `SCHED_IDLE`: 20 − nice within `RLIMIT_NICE`
    /// (`rlim_t.max`: RLIM_INFINITY), or `CAP_SYS_NICE`.
    static func mayLeaveIdlePolicy(nice: Int32, niceLimit: rlim_t, hasNiceCapability: Bool) -> Bool {
        hasNiceCapability || niceLimit == rlim_t.max || rlim_t(max(20 - Int(nice), 0)) <= niceLimit
    }

    /// Whether the calling thread has `CAP_SYS_NICE` (bit 23) in its effective set.
    private static func hasNiceCapability() -> Bool {
        let status = URL(fileURLWithPath: "/proc/thread-self/status")
        guard let fd = try? POSIX.open(status, O_RDONLY) else { return false }
        defer { POSIX.close(fd) }
        guard let data = try? POSIX.readAll(fd, url: status, limit: 1 << 16),
              let line = String(decoding: data, as: UTF8.self).split(separator: "\n").first(where: { $0.hasPrefix("CapEff:") }),
              let mask = UInt64(line.dropFirst("CapEff:".count).trimmingCharacters(in: .whitespaces), radix: 16) else { return false }
        return mask & (1 << 23) != 0
    }
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
