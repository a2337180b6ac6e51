/// One registered undo action. The target is held weakly, as Foundation leaves targets unretained: an
/// action whose target has gone away is skipped.
struct UndoAction {
    weak var target: AnyObject?
    let handler: @MainActor (AnyObject) -> Void
}

/// A group of actions undone as one step. Nested groups stay nested so that a group's actions run in
/// exactly the reverse order in which they were registered.
struct UndoGroup {
    indirect enum Entry {
        case action(UndoAction)
        case group(UndoGroup)
    }

    var entries: [Entry] = []
    var actionName = ""
    /// Document states (see `UndoManager.documentStateID`) this group moves between: undoing it leads to
    /// `before`, redoing it to `after`.
    var before: UInt64
    var after: UInt64

    var isEmpty: Bool { entries.isEmpty }

    /// Runs the actions last-registered first.
    @MainActor func performReversed() {
        for entry in entries.reversed() {
            switch entry {
            case .action(let action):
                if let target = action.target { action.handler(target) }
            case .group(let group):
                group.performReversed()
            }
        }
    }

    /// Drops the actions aimed at `target`, and nested groups left empty. Returns whether anything went.
    mutating func removeActions(withTarget target: AnyObject) -> Bool {
        let before = entries.count
        var changed = false
        entries = entries.compactMap { entry in
            switch entry {
            case .action(let action):
                return action.target === target ? nil : entry
            case .group(var group):
                if group.removeActions(withTarget: target) { changed = true }
                return group.isEmpty ? nil : .group(group)
            }
        }
        return changed || entries.count != before
    }
}
