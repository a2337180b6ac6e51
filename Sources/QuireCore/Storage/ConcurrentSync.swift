import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// fsyncs a set of open files and folders that must all be durable before the next step, all at
/// once rather than one after another.
///
/// Each fsync on this kind of disk costs a cache flush of the device, 0.3–4 ms, whatever was written;
/// a package save needs several (the new files, every new folder). Their order among themselves does
/// not matter — only that all are done before the swap — and the block layer merges flushes that are
/// waiting at the same time: 8 fsyncs took 28 ms one after another and 5 ms issued together
/// (docs/PERFORMANCE.md). Each item is still fsynced and each result checked, so durability is exactly
/// that of the sequential loop.
enum ConcurrentSync {
    /// One item to flush: an open descriptor and the path that names it in errors.
    struct Item: Sendable {
        var fd: Int32
        private let base: URL
        /// Below `base`; empty for `base` itself.
        private let path: String

        /// The path that names the item in errors (built on demand: a save flushes items inside a
        /// package by descriptor, and a `URL` per item cost more than its flush's bookkeeping).
        var url: URL { PackageTree.url(base, path) }

        init(fd: Int32, url: URL) {
            self.fd = fd
            base = url
            path = ""
        }

        /// The item at `path` below `root`.
        init(fd: Int32, root: URL, path: String) {
            self.fd = fd
            base = root
            self.path = path
        }
    }

    /// More threads than this only add creation cost: the flushes they wait on are merged anyway.
    static let maximumThreads = 8

    /// Where lanes other than the caller's run: threads of our own, started on first need (or by
    /// `prepareLanes`) and then parked between rounds for the life of the process. A new `Thread` per
    /// lane per round cost a save about 0.3 ms of CPU on this VM; libdispatch's pool keeps its threads
    /// only five seconds, so saves further apart than that (autosave, a person's saves) paid for new
    /// threads in every round too.
    private static let lanes = SyncLanes()

    /// Starts the threads a package save's flush rounds use (two or three lanes beside the caller's),
    /// ahead of the first save: called when a save's staging preparation is asked for (on the
    /// asker's thread: not from the idle-priority preparation itself, see `SyncLanes.ensureThreads`).
    static func prepareLanes(_ count: Int = 3) {
        lanes.ensureThreads(min(count, maximumThreads - 1))
    }

    /// Closes `fd` on one of the lanes' threads, for a descriptor whose last close waits on the device
    /// and whose closing nobody waits for: a removed folder's (see `SaveFolder.remove`).
    static func closeAside(_ fd: Int32) {
        // From the idle-priority thread (a superseded preparation's folder) the close stays there: a
        // lane it started would inherit `SCHED_IDLE` (see `SyncLanes.ensureThreads`), and nobody waits.
        guard sched_getscheduler(0) != IdlePriorityThread.idlePolicy else {
            POSIX.close(fd)
            return
        }
        lanes.run { POSIX.close(fd) }
    }

    /// Runs `job` on one of the lanes' threads, for work the caller overlaps with its own; `wait()` on
    /// the result returns its value.
    static func aside<Value: Sendable>(_ job: @escaping @Sendable () -> Value) -> AsideJob<Value> {
        let result = AsideJob<Value>()
        lanes.run { result.finish(job()) }
        return result
    }

    /// fsyncs every item; returns when all are durable. Throws the first item's failure (in `items`
    /// order) after every fsync has returned, so no descriptor is still in use when the caller closes it.
    ///
    /// `meanwhile`: work of the caller's that does not depend on these flushes, run on the calling
    /// thread while they wait on the device (every item then goes to a lane), before this returns.
    static func fsync(_ items: [Item], meanwhile: (() -> Void)? = nil) throws {
        if items.count <= 1 && meanwhile == nil {
            for item in items { try POSIX.fsync(item.fd, url: item.url) }
            return
        }
        let threads = min(items.count, maximumThreads)
        let failures = PthreadMutex<[Int: DocumentError]>([:])
        let group = DispatchGroup()
        // Item i goes to lane i % threads; lane 0 runs on the calling thread.
        @Sendable func run(lane: Int) {
            for index in stride(from: lane, to: items.count, by: threads) {
                do {
                    try POSIX.fsync(items[index].fd, url: items[index].url)
                } catch {
                    let failure = (error as? DocumentError) ?? DocumentError.wrapping(error, url: items[index].url)
                    failures.withLock { $0[index] = failure }
                }
            }
        }
        for lane in (meanwhile == nil ? 1 : 0)..<threads {
            group.enter()
            lanes.run { run(lane: lane); group.leave() }
        }
        if let meanwhile {
            meanwhile()
        } else {
            run(lane: 0)
        }
        group.wait()
        if let first = failures.withLock({ $0.min { $0.key < $1.key } }) { throw first.value }
    }
}

/// Parked threads that run the jobs handed to them, each job on the first free thread; a job finds a
/// thread at once (one is started when every thread is busy), so the lanes of a round really wait on
/// their fsyncs at the same time. Threads are never stopped: a handful, blocked on a semaphore, cost
/// nothing between saves.
final class SyncLanes: Sendable {
    private struct State {
        var jobs: [@Sendable () -> Void] = []
        var threads = 0
        var idle = 0
    }

    private let state = PthreadMutex(State())
    private let wake = DispatchSemaphore(value: 0)

    init() {}

    /// Runs `job` on one of the lanes' threads.
    func run(_ job: @escaping @Sendable () -> Void) {
        let start = state.withLock { state -> Bool in
            state.jobs.append(job)
            if state.idle > 0 {
                state.idle -= 1
                return false
            }
            state.threads += 1
            return true
        }
        if start { startThread() } else { wake.signal() }
    }

    /// Starts threads until there are `count`. Not from an idle-priority thread (none are started then;
    /// the first flush round starts them): a thread inherits its creator's policy, and only a process
    /// allowed to (root, `CAP_SYS_NICE`) may take a thread out of `SCHED_IDLE` — an ordinary user's
    /// lanes, started by the staging preparation on `IdlePriorityThread`, stayed idle-priority, and a
    /// save's flushes waited on them while the machine was busy.
    func ensureThreads(_ count: Int) {
        guard sched_getscheduler(0) != IdlePriorityThread.idlePolicy else { return }
        while true {
            let start = state.withLock { state -> Bool in
                guard state.threads < count else { return false }
                state.threads += 1
                // Counted idle at once: a job arriving before it parks signals, and it finds the job.
                state.idle += 1
                return true
            }
            guard start else { return }
            startThread(parked: true)
        }
    }

    /// Starts a thread; a busy one (`parked` false) takes the newest job before it parks.
    private func startThread(parked: Bool = false) {
        let thread = Thread { [self] in
            // An ordinary thread, whoever starts it (see `ensureThreads`; this covers any other policy a
            // process may leave).
            var parameters = sched_param()
            _ = sched_setscheduler(0, SCHED_OTHER, &parameters)
            if !parked { runNextJob() }
            while true {
                wake.wait()
                runNextJob()
            }
        }
        thread.name = "org.quire.concurrent-sync"
        thread.start()
    }

    /// Runs the oldest job, then counts this thread idle again (before it waits: a job queued after
    /// that signals the semaphore, so nothing is missed).
    private func runNextJob() {
        let job = state.withLock { $0.jobs.isEmpty ? nil : $0.jobs.removeFirst() }
        job?()
        state.withLock { $0.idle += 1 }
    }
}

/// The value of a job run by `ConcurrentSync.aside`.
final class AsideJob<Value: Sendable>: Sendable {
    private let value = PthreadMutex<Value?>(nil)
    private let done = DispatchSemaphore(value: 0)

    fileprivate init() {}

    fileprivate func finish(_ result: Value) {
        value.withLock { $0 = result }
        done.signal()
    }

    /// Blocks until the job has run; returns its value. Call once.
    func wait() -> Value {
        done.wait()
        // Set before the signal; the semaphore orders the two.
        guard let result = value.withLock({ $0 }) else { preconditionFailure("signalled without a value") }
        return result
    }
}
