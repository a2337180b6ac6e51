import Combine
import SwiftUI

/// The count, with undo, and the count once it has stopped changing for half a second. A plain
/// class, not isolated to the main actor: in Swift 5 mode its methods call `UndoManager` (which
/// Apple's SDK declares `@preconcurrency @MainActor`) from nonisolated code, as model code does.
///
/// It imports SwiftUI, not just Foundation: on Linux, `UndoManager` is Quire's, and comes with
/// `import SwiftUI` (Foundation there has none).
final class Tally: ObservableObject {
    @Published private(set) var count = 0
    /// `count` after half a second without a change: what a slower consumer would be sent.
    @Published private(set) var settledCount = 0
    let undoManager = UndoManager()

    init() {
        $count
            .debounce(for: .milliseconds(500), scheduler: RunLoop.main)
            .assign(to: &$settledCount)
    }

    /// Adds `amount` (negative to take away), undoably.
    func add(_ amount: Int) {
        count += amount
        undoManager.registerUndo(withTarget: self) { tally in tally.add(-amount) }
        undoManager.setActionName(amount > 0 ? "Add" : "Take Away")
    }
}
