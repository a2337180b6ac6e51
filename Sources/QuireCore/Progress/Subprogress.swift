import Foundation
import Synchronization

/// A share of a parent `ProgressManager`'s work, handed to the sub-task that does it (Foundation's
/// `Subprogress`, SF-0023) — what a `DocumentReader` or `DocumentWriter` receives as
/// `progress: consuming Subprogress`.
///
/// Non-copyable: it is started at most once, by the code it was passed to. `start(totalCount:)` gives
/// a `ProgressManager` whose fraction fills the parent's assigned count; a subprogress that is
/// dropped without being started counts as complete.
public struct Subprogress: ~Copyable, Sendable {
    let assignment: SubprogressAssignment

    /// Begins reporting: the returned manager's progress fills the count assigned in the parent.
    public consuming func start(totalCount: Int?) -> ProgressManager {
        assignment.start(totalCount: totalCount)
    }

    /// Quire extension: whether the parent's work was cancelled (see `ProgressManager.cancel()`).
    public var isCancelled: Bool { assignment.parent.isCancelled }

    /// Quire extension: throws `DocumentError(.cancelled)` naming `url` if the work was cancelled.
    public func checkCancellation(url: URL? = nil) throws(DocumentError) {
        try assignment.parent.checkCancellation(url: url)
    }
}

/// Completes the assigned count when the last owner lets go of an unstarted subprogress. A class, so
/// that the release of the (non-copyable) subprogress is the moment the work counts as done.
final class SubprogressAssignment: Sendable {
    let parent: ProgressManager
    let count: Int
    private let started = Atomic(false)

    init(parent: ProgressManager, count: Int) {
        self.parent = parent
        self.count = count
    }

    func start(totalCount: Int?) -> ProgressManager {
        started.store(true, ordering: .sequentiallyConsistent)
        return ProgressManager(tree: parent.tree, parent: parent, assignedCount: count, totalCount: totalCount)
    }

    deinit {
        if !started.load(ordering: .sequentiallyConsistent) { parent.complete(count: count) }
    }
}
