import Foundation

/// Thins a document's history (`VersionStore.thin`) after a save, never inside it.
///
/// Deleting old versions is device work (on ext4 mounted with `discard`, 20–40 ms for a 50 MiB
/// version), so the session starts it once the save has completed — its result and state already
/// reported — on one serial background queue: one job at a time in the order asked, so two thinnings
/// of one document never run at once in a process. Nothing waits for it but closing the session,
/// restoring a version, and a process about to exit (`finish()`, `DocumentSession.finishBackgroundWorkBeforeExit(timeout:)`). A save
/// that starts meanwhile neither waits for it nor can be confused by it (see `VersionStore.thin`); a
/// process killed halfway leaves at most a hidden `.quire-tmp-…-removed` folder, never listed and
/// removed by the next thinning.
package enum HistoryThinning {
    /// One queued thinning: done once it has run.
    final class Job: Sendable {
        fileprivate let group = DispatchGroup()
        private let waiters = PthreadMutex(0)

        var isDone: Bool { group.wait(timeout: .now()) == .success }

        /// Tests: whether a task is waiting for it.
        var hasWaiters: Bool { waiters.withLock { $0 > 0 } }

        func wait() async {
            waiters.withLock { $0 += 1 }
            defer { waiters.withLock { $0 -= 1 } }
            await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
                group.notify(queue: .global()) { continuation.resume() }
            }
        }
    }

    private static let queue = DispatchQueue(label: "org.quire.history-thinning", qos: .utility)

    /// Queues a thinning of `documentID`'s history. `willRemove` (tests) runs on the thinning queue
    /// before each version is removed.
    static func start(_ store: VersionStore, documentID: String, policy: ThinningPolicy,
                      willRemove: (@Sendable (Version) -> Void)? = nil) -> Job {
        let job = Job()
        job.group.enter()
        queue.async {
            // Best effort: a thinning that fails leaves versions that the next one removes.
            _ = try? store.thin(documentID: documentID, now: Date(), policy: policy, willRemove: willRemove)
            job.group.leave()
        }
        return job
    }

    /// Returns once every thinning started so far has finished (the queue runs them in order).
    package static func finish() async {
        await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
            queue.async { continuation.resume() }
        }
    }
}
