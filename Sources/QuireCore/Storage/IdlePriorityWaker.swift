import Foundation

/// A parked ordinary thread that resumes the tasks waiting for an `IdlePriorityThread`'s jobs, so the
/// idle-priority thread never resumes a continuation itself.
///
/// Resuming a continuation enqueues its task on the global executor from the resuming thread, and
/// when libdispatch has no parked worker it starts one there with `pthread_create`, which hands the
/// creator's scheduling policy down. From the `SCHED_IDLE` thread such a worker was `SCHED_IDLE` too —
/// for an ordinary user for good — and it, and every worker it started in turn, ran unrelated tasks
/// at idle priority until the pool went quiet (measured as `nobody`: after five quiet seconds, when
/// libdispatch's workers have exited, the task that waited for a preparation, the six tasks it
/// started and a later `DispatchQueue.global()` block all ran `SCHED_IDLE`). The idle thread now
/// only signals this thread, a futex wake that starts nothing.
final class IdlePriorityWaker: Sendable {
    private struct State {
        var waiters: [CheckedContinuation<Void, Never>] = []
        var started = false
    }

    private let name: String
    private let state = PthreadMutex(State())
    private let wake = DispatchSemaphore(value: 0)

    init(name: String) {
        self.name = name
    }

    /// Starts the thread once. Call it from an ordinary thread, before the idle-priority thread can
    /// hand anything over: the thread inherits its creator's policy.
    func start() {
        let start = state.withLock { state -> Bool in
            defer { state.started = true }
            return !state.started
        }
        guard start else { return }
        let thread = Thread { [self] in
            while true {
                wake.wait()
                let waiters = state.withLock { state in
                    defer { state.waiters = [] }
                    return state.waiters
                }
                for waiter in waiters { waiter.resume() }
            }
        }
        thread.name = name
        thread.start()
    }

    /// Resumes `waiters` on the waker's thread.
    func resume(_ waiters: [CheckedContinuation<Void, Never>]) {
        guard !waiters.isEmpty else { return }
        state.withLock { $0.waiters.append(contentsOf: waiters) }
        wake.signal()
    }
}
