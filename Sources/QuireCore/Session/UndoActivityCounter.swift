import Synchronization

/// Counts what the session's undo manager does (and the session's own reloads), readable from any
/// thread. A model reports a change synchronously from the mutating property's willSet, which may not
/// be on the main actor; reading this counter right there, and again once the turn's undo group has
/// closed, tells whether undo recorded the change (the count moved) or not (an untracked change).
final class UndoActivityCounter: Sendable {
    private let count = Atomic<Int>(0)

    var value: Int { count.load(ordering: .acquiring) }

    func bump() { count.add(1, ordering: .releasing) }
}
