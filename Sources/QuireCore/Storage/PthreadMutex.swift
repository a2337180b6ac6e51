#if canImport(Glibc)
import Glibc
#endif

/// A value guarded by a glibc `pthread_mutex_t`, with `Synchronization.Mutex`'s `withLock`: Quire's
/// one lock type.
///
/// Why not `Mutex`: on Linux it is a priority-inheriting futex, and when it is contended the kernel
/// hands it from the unlocking thread straight to a blocked waiter (`FUTEX_UNLOCK_PI` /
/// `FUTEX_LOCK_PI`), with no atomic operation in user space between the two. ThreadSanitizer sees
/// only user-space atomics and the calls it intercepts, misses that hand-over, and reports every
/// access made under the lock after it as a race. TSan intercepts `pthread_mutex_lock`, so under this
/// lock it checks the code for real, contended or not. The uncontended cost is the same (one
/// compare-and-swap each way); contended, glibc's ordinary mutex spins and wakes in user space instead
/// of asking the kernel for priority inheritance.
///
/// `@unchecked Sendable`: `state` is only read or written inside `withLock`, under the mutex.
package final class PthreadMutex<State: Sendable>: @unchecked Sendable {
    /// Heap-allocated: a `pthread_mutex_t` must not move once initialized.
    private let mutex: UnsafeMutablePointer<pthread_mutex_t>
    private var state: State

    package init(_ initialState: State) {
        mutex = .allocate(capacity: 1)
        mutex.initialize(to: pthread_mutex_t())
        pthread_mutex_init(mutex, nil)
        state = initialState
    }

    deinit {
        pthread_mutex_destroy(mutex)
        mutex.deinitialize(count: 1)
        mutex.deallocate()
    }

    /// Runs `body` with the state, holding the lock. Not reentrant.
    package func withLock<Result, Failure: Error>(_ body: (inout State) throws(Failure) -> Result) throws(Failure) -> Result {
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        return try body(&state)
    }
}
