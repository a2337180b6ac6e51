import Foundation
import Synchronization

/// Thins a document's history (`VersionStore.thin`) after a save, never inside it.
///
/// Deleting old versions is device work: on ext4 mounted with `discard` a 50 MiB version took
/// 20–40 ms to delete, and run in the save's write task it made that save complete as much later
/// (docs/PERFORMANCE.md). The session starts it once the save has completed — its result and state
/// already reported — on `IdlePriorityThread.historyThinning`: `SCHED_IDLE` (for the CPU, and the
/// idle I/O class the kernel derives from it where the I/O scheduler has classes), a thread of its
/// own so it never holds up the next save's staging preparation, one job at a time in the order
/// asked, so two thinnings of one document never run at once in a process. Nothing waits for it but
/// closing the session, restoring a version, and a process about to exit (`finish()`,
/// `finishBeforeExit(timeout:)`). A save that starts meanwhile neither waits for it nor can be
/// confused by it (see `VersionStore.thin`); a process killed halfway leaves at most a hidden
/// `.quire-tmp-…-removed` folder, never listed and removed by the next thinning.
package enum HistoryThinning {
    /// The last thinning started in this process: the thread runs them in order, so once it is done
    /// every one started before it is too.
    private static let last = Mutex<IdlePriorityCompletion?>(nil)

    /// Queues a thinning of `documentID`'s history. `willRemove` (tests) runs on the thinning thread
    /// before each version is removed.
    static func start(_ store: VersionStore, documentID: String, policy: ThinningPolicy,
                      willRemove: (@Sendable (Version) -> Void)? = nil) -> IdlePriorityCompletion {
        last.withLock { last in
            let job = IdlePriorityThread.historyThinning.run {
                _ = try? store.thin(documentID: documentID, now: Date(), policy: policy, willRemove: willRemove)
            }
            last = job
            return job
        }
    }

    /// Returns once every thinning started so far has finished (raising its thread to the ordinary
    /// policy meanwhile where the process may).
    package static func finish() async {
        await last.withLock { $0 }?.wait()
    }

    /// For a process about to exit from synchronous code (the GTK app after its main loop ended):
    /// blocks until the thinnings started so far have finished, at most `timeout`. (One cut short by
    /// the exit would be harmless — see the type's comment — but leaves a hidden folder behind.)
    package static func finishBeforeExit(timeout: Duration = .seconds(5)) {
        guard let job = last.withLock({ $0 }), !job.isDone else { return }
        let done = DispatchSemaphore(value: 0)
        Task.detached {
            await job.wait()
            done.signal()
        }
        let (seconds, attoseconds) = timeout.components
        _ = done.wait(timeout: .now() + .nanoseconds(Int(seconds) * 1_000_000_000 + Int(attoseconds / 1_000_000_000)))
    }
}
