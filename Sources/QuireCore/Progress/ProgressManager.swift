import Foundation
import Observation

/// Reports the progress of one piece of work, in the shape of Foundation's `ProgressManager`
/// (swift-foundation proposal SF-0023): a total and a completed count, and subprogresses handed to
/// sub-tasks whose own progress fills the count assigned to them.
///
/// Thread-safe (`Sendable`): counts live behind one lock per tree. Observable with Observation:
/// reading `fractionCompleted` (or any other property) inside `withObservationTracking` is told when
/// this manager or one of its descendants changes. Observers run after the change.
///
/// Quire extension, not in the proposal: `cancel()`/`isCancelled`, so that a UI can stop a long read
/// or write; readers and writers check `isCancelled` (or call `checkCancellation(url:)`) and throw
/// `DocumentError(.cancelled)`.
public final class ProgressManager: Sendable, Observable {
    let tree: ProgressTree
    let id: UInt64
    /// Held so that ancestors outlive the work they are waiting for, and told of changes.
    private let parent: ProgressManager?
    private let registrar = ObservationRegistrar()

    /// A manager for work of `totalCount` units; `nil` when the amount is not known yet.
    public convenience init(totalCount: Int?) {
        self.init(tree: ProgressTree(), parent: nil, assignedCount: 0, totalCount: totalCount)
    }

    init(tree: ProgressTree, parent: ProgressManager?, assignedCount: Int, totalCount: Int?) {
        self.tree = tree
        self.parent = parent
        id = tree.addNode(totalCount: totalCount.map { max(0, $0) }, parent: parent?.id, assignedCount: assignedCount)
    }

    deinit {
        // As in the proposal, unfinished work that is dropped counts as done in the parent.
        tree.removeNode(id)
        parent?.didChange()
    }

    /// The units of work, or `nil` while indeterminate. Change it with `withProperties(_:)`.
    public var totalCount: Int? {
        registrar.access(self, keyPath: \.totalCount)
        return tree.read(id) { $0.totalCount }
    }

    /// The units completed directly with `complete(count:)` or by finished subprogresses.
    public var completedCount: Int {
        registrar.access(self, keyPath: \.completedCount)
        return tree.read(id) { $0.completedCount }
    }

    /// 0...1, including the partial progress of running subprogresses; 0 while indeterminate.
    public var fractionCompleted: Double {
        registrar.access(self, keyPath: \.fractionCompleted)
        return tree.read(id) { $0.fractionCompleted }
    }

    /// Whether the total is unknown.
    public var isIndeterminate: Bool {
        registrar.access(self, keyPath: \.isIndeterminate)
        return tree.read(id) { $0.totalCount == nil }
    }

    /// Whether the completed count reached the total.
    public var isFinished: Bool {
        registrar.access(self, keyPath: \.isFinished)
        return tree.read(id) { $0.isFinished }
    }

    /// Adds `count` completed units.
    public func complete(count: Int) {
        guard count > 0 else { return }
        tree.update(id) { $0.completedCount += count }
        didChange()
    }

    /// Hands `count` of this manager's units to a sub-task. The sub-task calls `start(totalCount:)`
    /// on it; a subprogress never started counts as complete once it is dropped.
    public func subprogress(assigningCount count: Int) -> Subprogress {
        Subprogress(assignment: SubprogressAssignment(parent: self, count: max(0, count)))
    }

    /// The mutable properties, changed together in `withProperties(_:)`.
    public struct Values: Sendable {
        /// The units of work, or `nil` while indeterminate.
        public var totalCount: Int?
        /// The units completed.
        public var completedCount: Int
    }

    /// Reads and changes the counts in one step. `body` runs under this tree's lock: it must not call
    /// back into a progress manager.
    public func withProperties<T: Sendable, E: Error>(_ body: (inout Values) throws(E) -> T) throws(E) -> T {
        let result = try tree.update(id) { (node: inout ProgressTree.Node) throws(E) -> T in
            var values = Values(totalCount: node.totalCount, completedCount: node.completedCount)
            let result = try body(&values)
            node.totalCount = values.totalCount.map { max(0, $0) }
            node.completedCount = max(0, values.completedCount)
            return result
        }
        didChange()
        return result
    }

    // MARK: Cancellation (Quire extension)

    /// Asks the work reported here, and all its subprogresses, to stop. The work notices by checking
    /// `isCancelled`; nothing is interrupted.
    public func cancel() {
        tree.update(id) { $0.isCancelled = true }
        didChange()
    }

    /// Whether this manager or one of its ancestors was cancelled.
    public var isCancelled: Bool {
        registrar.access(self, keyPath: \.isCancelled)
        return tree.isCancelled(id)
    }

    /// Throws `DocumentError(.cancelled)` naming `url` if the work was cancelled.
    public func checkCancellation(url: URL? = nil) throws(DocumentError) {
        if isCancelled { throw DocumentError(.cancelled, url: url) }
    }

    // MARK: Observation

    /// Tells observers of this manager and of every ancestor, since their fractions follow this one.
    private func didChange() {
        var manager: ProgressManager? = self
        while let current = manager {
            current.notifyObservers()
            manager = current.parent
        }
    }

    private func notifyObservers() {
        registrar.withMutation(of: self, keyPath: \.fractionCompleted) {}
        registrar.withMutation(of: self, keyPath: \.completedCount) {}
        registrar.withMutation(of: self, keyPath: \.totalCount) {}
        registrar.withMutation(of: self, keyPath: \.isFinished) {}
        registrar.withMutation(of: self, keyPath: \.isIndeterminate) {}
        registrar.withMutation(of: self, keyPath: \.isCancelled) {}
    }
}
