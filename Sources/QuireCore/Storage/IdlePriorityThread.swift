import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// One parked thread of its own that runs the jobs handed to it, one after another, scheduled
/// `SCHED_IDLE`: any ordinary thread that wakes up takes its core at once.
///
/// The staging clone of the next package save is prepared here (`PackageStagingReserve`), right after
/// a save, while that save's last steps still need a core: its caller resumes through a worker of the
/// global pool and then the main thread. Run as an ordinary thread (a task of the pool, or
/// `SCHED_BATCH`), the preparation held a core that the woken worker then waited for, up to the end
/// of the preparation — 1.3–1.8 ms added to about a third of benchmark 1's saves on a quiet
/// 2-core machine (docs/PERFORMANCE.md, seventh pass).
///
/// Nothing that must be quick waits for a job here: a save whose preparation is not finished
/// withdraws it if it has not started (`IdlePriorityCompletion.withdraw()`) or leaves it behind if it
/// has, and clones the package itself (`PackageStagingReserve.abandonUnfinished()`). Only closing or
/// moving a document, and the benchmark, wait; a waiter raises the thread to the ordinary policy
/// until its queue is empty where the process may (`canRaise`: root, `CAP_SYS_NICE`, an
/// `RLIMIT_NICE` that allows it). An ordinary user's process may not take a thread out of
/// `SCHED_IDLE`, so there such a wait runs at idle priority: `SCHED_IDLE` is still scheduled (the
/// lowest weight, not never), and a preparation is about 2 ms of CPU.
final class IdlePriorityThread: Sendable {
    private struct State {
        var jobs: [(job: @Sendable () -> Void, completion: IdlePriorityCompletion)] = []
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

    /// Where the history is thinned after a save (`DocumentSession`, `HistoryThinning`).
    static let historyThinning = IdlePriorityThread(name: "org.quire.history-thinning")

    private let name: String
    private let state = PthreadMutex(State())
    private let wake = DispatchSemaphore(value: 0)
    /// Resumes the tasks waiting for jobs (see the type's comment).
    fileprivate let waker: IdlePriorityWaker

    init(name: String) {
        self.name = name
        waker = IdlePriorityWaker(name: name + ".waker")
    }

    /// Queues `job`; the returned completion is done once it has run (or was withdrawn before it started).
    @discardableResult
    func run(_ job: @escaping @Sendable () -> Void) -> IdlePriorityCompletion {
        let completion = IdlePriorityCompletion(thread: self)
        let start = state.withLock { state -> Bool in
            state.jobs.append((job, completion))
            state.pending += 1
            defer { state.started = true }
            return !state.started
        }
        if start {
            // Both threads are made by this (ordinary) caller; the waker first, so it is there before
            // the first job can finish.
            waker.start()
            let thread = Thread { [self] in
                state.withLock { state in
                    let me = pthread_self()
                    state.thread = me
                    Self.setPolicy(state.raised ? SCHED_OTHER : Self.idlePolicy, of: me)
                }
                while true {
                    wake.wait()
                    let next = state.withLock { $0.jobs.isEmpty ? nil : $0.jobs.removeFirst() }
                    guard let next else { continue }
                    // A job withdrawn while it waited in the queue is not run.
                    if next.completion.begin() {
                        next.job()
                        next.completion.finish()
                    }
                    state.withLock { state in
                        state.pending -= 1
                        guard state.pending == 0, state.raised else { return }
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

    /// Jobs queued or running (tests: zero once the last job's completion and the lowering after it
    /// are done).
    var pendingJobs: Int { state.withLock { $0.pending } }

    /// Runs the thread as an ordinary one until its queue is empty: someone waits for a job. Nothing
    /// when no job is queued or running: a waiter whose job finished just before it raised would
    /// otherwise leave the thread ordinary for the next job, one nobody waits for (the preparation
    /// after the next save, which then held a core the save's own continuation wanted).
    ///
    /// Where the process may not (`canRaise` false) nothing happens: the kernel would refuse it.
    func raise() {
        guard Self.canRaise else { return }
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

    /// Linux's `SCHED_IDLE` (Glibc exports it only under `_GNU_SOURCE`).
    static let idlePolicy: Int32 = 5

    /// Whether this process may raise a thread out of `SCHED_IDLE` again. Linux lets a thread leave
    /// `SCHED_IDLE` only with `CAP_SYS_NICE` or an `RLIMIT_NICE` that allows its nice value, and that
    /// limit is 0 unless configured: for an ordinary user a raise fails with EPERM. (Until the ninth
    /// pass such processes ran the jobs `SCHED_BATCH` instead, so that a save waiting for its
    /// preparation was not left behind a starved job; saves no longer wait, and `SCHED_BATCH` gave
    /// back the spikes `SCHED_IDLE` removed.)
    static let canRaise: Bool = {
        var limit = rlimit()
        errno = 0
        let nice = getpriority(__priority_which_t(PRIO_PROCESS.rawValue), 0)
        guard errno == 0, getrlimit(__rlimit_resource_t(__RLIMIT_NICE.rawValue), &limit) == 0 else { return false }
        return mayLeaveIdlePolicy(nice: nice, niceLimit: limit.rlim_cur, hasNiceCapability: hasNiceCapability())
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

/// Becomes done once an `IdlePriorityThread` job has run, or was withdrawn before it started; any
/// number of tasks may wait for it.
final class IdlePriorityCompletion: Sendable {
    private enum Phase { case queued, running, done }

    private struct State {
        var phase = Phase.queued
        var waiters: [CheckedContinuation<Void, Never>] = []
    }

    private let thread: IdlePriorityThread
    private let state = PthreadMutex(State())

    fileprivate init(thread: IdlePriorityThread) {
        self.thread = thread
    }

    /// Whether the job has run or was withdrawn.
    var isDone: Bool { state.withLock { $0.phase == .done } }

    /// Tests: whether a task is waiting for the job.
    var hasWaiters: Bool { state.withLock { !$0.waiters.isEmpty } }

    /// Returns once the job has run (or was withdrawn); until then its thread runs at the ordinary
    /// policy where the process may raise it (`IdlePriorityThread.canRaise`).
    func wait() async {
        if isDone { return }
        thread.raise()
        await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
            let done = state.withLock { state -> Bool in
                if state.phase != .done { state.waiters.append(continuation) }
                return state.phase == .done
            }
            if done { continuation.resume() }
        }
    }

    /// Takes the job out of the queue if it has not started: it will never run, and the completion is
    /// done. True then, and when the job has already run; false while it runs (it will finish).
    @discardableResult
    func withdraw() -> Bool {
        let (withdrawn, waiters) = state.withLock { state -> (Bool, [CheckedContinuation<Void, Never>]) in
            switch state.phase {
            case .running: return (false, [])
            case .done: return (true, [])
            case .queued:
                state.phase = .done
                defer { state.waiters = [] }
                return (true, state.waiters)
            }
        }
        for waiter in waiters { waiter.resume() }
        return withdrawn
    }

    /// The thread is about to run the job: false when it was withdrawn.
    fileprivate func begin() -> Bool {
        state.withLock { state in
            guard state.phase == .queued else { return false }
            state.phase = .running
            return true
        }
    }

    /// On the idle-priority thread: the waiters are resumed by the waker (see `IdlePriorityWaker`).
    fileprivate func finish() {
        let waiters = state.withLock { state -> [CheckedContinuation<Void, Never>] in
            state.phase = .done
            defer { state.waiters = [] }
            return state.waiters
        }
        thread.waker.resume(waiters)
    }
}
