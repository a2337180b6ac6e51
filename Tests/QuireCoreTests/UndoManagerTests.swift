import Foundation
import Synchronization
import Testing
@testable import QuireCore

/// A main-actor model that registers its own inverse, the pattern the seeds use.
@MainActor private final class Counter {
    var value = 0
    var log: [Int] = []

    func add(_ amount: Int, undoManager: UndoManager?) {
        value += amount
        log.append(amount)
        undoManager?.registerUndo(withTarget: self) { counter in
            counter.add(-amount, undoManager: undoManager)
        }
    }
}

/// Seed 001's `toggleItem` shape, on a test document.
@MainActor private final class ToggleDocument {
    struct Item: Equatable {
        var title: String
        var isChecked = false
    }

    var items = [Item(title: "milk"), Item(title: "eggs")]

    func binding(_ index: Int) -> Binding<Item> {
        Binding(get: { self.items[index] }, set: { self.items[index] = $0 })
    }

    func toggleItem(_ item: Binding<Item>, undoManager: UndoManager? = nil) {
        item.wrappedValue.isChecked.toggle()
        undoManager?.registerUndo(withTarget: self) { doc in
            doc.toggleItem(item, undoManager: undoManager)
        }
        undoManager?.setActionName("Toggle")
    }
}

@MainActor private final class ChangeLog {
    var changes: [UndoManager.Change] = []
}

/// Names of notifications, appended from whatever thread posts them.
private final class NameLog: Sendable {
    private let names = Mutex<[Notification.Name]>([])

    func append(_ name: Notification.Name) { names.withLock { $0.append(name) } }

    func take() -> [Notification.Name] {
        names.withLock { names in
            let taken = names
            names.removeAll()
            return taken
        }
    }
}

/// Collects the notifications one undo manager posts.
private final class NotificationRecorder {
    private let log = NameLog()
    private var tokens: [NSObjectProtocol] = []

    static let observed: [Notification.Name] = [
        UndoManager.checkpointNotification, UndoManager.didOpenUndoGroupNotification,
        UndoManager.didCloseUndoGroupNotification, UndoManager.willUndoChangeNotification,
        UndoManager.didUndoChangeNotification, UndoManager.willRedoChangeNotification,
        UndoManager.didRedoChangeNotification,
    ]

    init(_ undoManager: UndoManager) {
        for name in Self.observed {
            tokens.append(NotificationCenter.default.addObserver(forName: name, object: undoManager, queue: nil) {
                [log] note in log.append(note.name)
            })
        }
    }

    /// The names recorded since the last call, shortened to the part after "NSUndoManager".
    func take() -> [String] {
        log.take().map {
            $0.rawValue.replacingOccurrences(of: "NSUndoManager", with: "")
                .replacingOccurrences(of: "Notification", with: "")
        }
    }

    deinit {
        for token in tokens { NotificationCenter.default.removeObserver(token) }
    }
}

@Suite @MainActor struct UndoManagerTests {
    @Test func undoAndRedoRoundTrip() {
        let undoManager = UndoManager()
        let counter = Counter()
        counter.add(5, undoManager: undoManager)
        #expect(undoManager.canUndo)
        #expect(!undoManager.canRedo)

        undoManager.undo()
        #expect(counter.value == 0)
        #expect(!undoManager.canUndo)
        #expect(undoManager.canRedo)

        undoManager.redo()
        #expect(counter.value == 5)
        #expect(undoManager.canUndo)
        #expect(!undoManager.canRedo)

        undoManager.undo()
        #expect(counter.value == 0)
        undoManager.undo()  // nothing left: no effect
        #expect(counter.value == 0)
        #expect(counter.log == [5, -5, 5, -5])
    }

    @Test func explicitNestedGroupsUndoAsOneInReverseOrder() {
        let undoManager = UndoManager()
        undoManager.groupsByEvent = false
        let counter = Counter()
        undoManager.beginUndoGrouping()
        counter.add(1, undoManager: undoManager)
        undoManager.beginUndoGrouping()
        #expect(undoManager.groupingLevel == 2)
        counter.add(2, undoManager: undoManager)
        counter.add(3, undoManager: undoManager)
        undoManager.endUndoGrouping()
        undoManager.endUndoGrouping()
        #expect(undoManager.groupingLevel == 0)

        undoManager.undo()
        #expect(counter.value == 0)
        #expect(counter.log == [1, 2, 3, -3, -2, -1])
        #expect(!undoManager.canUndo)

        undoManager.redo()
        #expect(counter.value == 6)
        #expect(counter.log.suffix(3) == [1, 2, 3])
    }

    @Test func groupsByEventCollectsOneMainActorTurn() async {
        let undoManager = UndoManager()
        let counter = Counter()
        counter.add(1, undoManager: undoManager)
        counter.add(2, undoManager: undoManager)
        #expect(undoManager.groupingLevel == 1)

        await Task.yield()  // the turn ends; the implicit group closes
        #expect(undoManager.groupingLevel == 0)
        counter.add(4, undoManager: undoManager)
        await Task.yield()
        #expect(undoManager.groupingLevel == 0)

        undoManager.undo()
        #expect(counter.value == 3)
        undoManager.undo()
        #expect(counter.value == 0)
        #expect(!undoManager.canUndo)
    }

    @Test func undoClosesTheOpenImplicitGroupFirst() {
        let undoManager = UndoManager()
        let counter = Counter()
        counter.add(1, undoManager: undoManager)
        counter.add(2, undoManager: undoManager)
        undoManager.undo()
        #expect(counter.value == 0)
        #expect(undoManager.groupingLevel == 0)
        undoManager.redo()
        #expect(counter.value == 3)
    }

    @Test func implicitGroupWaitsForExplicitGroupsInsideIt() async {
        let undoManager = UndoManager()
        let counter = Counter()
        counter.add(1, undoManager: undoManager)
        undoManager.beginUndoGrouping()
        counter.add(2, undoManager: undoManager)
        await Task.yield()
        #expect(undoManager.groupingLevel == 2)  // still inside the explicit group
        undoManager.endUndoGrouping()
        await Task.yield()
        #expect(undoManager.groupingLevel == 0)
        undoManager.undo()
        #expect(counter.value == 0)
    }

    @Test func levelsOfUndoDropsTheOldestGroups() {
        let undoManager = UndoManager()
        undoManager.groupsByEvent = false
        undoManager.levelsOfUndo = 2
        let counter = Counter()
        for amount in [1, 10, 100] {
            undoManager.beginUndoGrouping()
            counter.add(amount, undoManager: undoManager)
            undoManager.endUndoGrouping()
        }
        undoManager.undo()
        undoManager.undo()
        #expect(counter.value == 1)
        #expect(!undoManager.canUndo)

        undoManager.redo()
        undoManager.redo()
        #expect(counter.value == 111)
        undoManager.levelsOfUndo = 1  // lowering trims what is there
        undoManager.undo()
        #expect(counter.value == 11)
        #expect(!undoManager.canUndo)
    }

    @Test func undoHandlerRegistersTheRedo() {
        let undoManager = UndoManager()
        let document = ToggleDocument()
        document.toggleItem(document.binding(1), undoManager: undoManager)
        #expect(document.items[1].isChecked)
        #expect(undoManager.undoMenuItemTitle == "Undo Toggle")

        undoManager.undo()
        #expect(!document.items[1].isChecked)
        #expect(undoManager.canRedo)
        #expect(undoManager.redoMenuItemTitle == "Redo Toggle")
        #expect(undoManager.undoMenuItemTitle == "Undo")

        undoManager.redo()
        #expect(document.items[1].isChecked)
        #expect(undoManager.undoMenuItemTitle == "Undo Toggle")
        #expect(!undoManager.canRedo)

        undoManager.undo()
        #expect(!document.items[1].isChecked)
        #expect(document.items[0] == ToggleDocument.Item(title: "milk"))
    }

    @Test func newChangeClearsTheRedoStack() {
        let undoManager = UndoManager()
        let counter = Counter()
        counter.add(1, undoManager: undoManager)
        undoManager.undo()
        #expect(undoManager.canRedo)
        counter.add(2, undoManager: undoManager)
        #expect(!undoManager.canRedo)
    }

    @Test func actionNames() {
        let undoManager = UndoManager()
        #expect(undoManager.undoMenuItemTitle == "Undo")
        #expect(undoManager.redoMenuItemTitle == "Redo")
        #expect(undoManager.undoMenuTitle(forUndoActionName: "Typing") == "Undo Typing")
        #expect(undoManager.redoMenuTitle(forUndoActionName: "") == "Redo")

        let counter = Counter()
        undoManager.registerUndo(withTarget: counter) { counter in
            // While undoing, the name goes to the redo group being built.
            counter.value -= 1
            undoManager.setActionName("Put Back")
        }
        counter.value += 1
        undoManager.setActionName("Increment")
        #expect(undoManager.undoActionName == "Increment")
        undoManager.undo()
        #expect(undoManager.redoActionName == "")  // the handler registered nothing to redo
        #expect(undoManager.undoActionName == "")

        counter.add(1, undoManager: undoManager)
        undoManager.setActionName("Add")
        undoManager.undo()
        #expect(undoManager.redoActionName == "Add")
        undoManager.redo()
        #expect(undoManager.undoActionName == "Add")
    }

    @Test func actionNameSetWhileUndoingNamesTheRedoGroup() {
        let undoManager = UndoManager()
        let counter = Counter()
        undoManager.registerUndo(withTarget: counter) { counter in
            counter.add(0, undoManager: undoManager)
            undoManager.setActionName("Again")
        }
        undoManager.setActionName("First")
        undoManager.undo()
        #expect(undoManager.redoMenuItemTitle == "Redo Again")
    }

    @Test func removeAllActionsWithTarget() {
        let undoManager = UndoManager()
        undoManager.groupsByEvent = false
        let kept = Counter(), removed = Counter()
        undoManager.beginUndoGrouping()
        kept.add(1, undoManager: undoManager)
        removed.add(10, undoManager: undoManager)
        undoManager.endUndoGrouping()
        undoManager.beginUndoGrouping()
        removed.add(100, undoManager: undoManager)
        undoManager.endUndoGrouping()

        undoManager.removeAllActions(withTarget: removed)
        undoManager.undo()
        #expect(kept.value == 0)
        #expect(removed.value == 110)
        #expect(!undoManager.canUndo)
    }

    @Test func removeAllActionsEmptiesBothStacksAndReenables() {
        let undoManager = UndoManager()
        let counter = Counter()
        counter.add(1, undoManager: undoManager)
        counter.add(2, undoManager: undoManager)
        undoManager.undo()
        counter.add(3, undoManager: undoManager)
        undoManager.disableUndoRegistration()
        undoManager.removeAllActions()
        #expect(!undoManager.canUndo)
        #expect(!undoManager.canRedo)
        #expect(undoManager.groupingLevel == 0)
        #expect(undoManager.isUndoRegistrationEnabled)
    }

    @Test func disableAndEnableRegistrationNest() {
        let undoManager = UndoManager()
        let counter = Counter()
        undoManager.disableUndoRegistration()
        undoManager.disableUndoRegistration()
        counter.add(1, undoManager: undoManager)
        #expect(!undoManager.isUndoRegistrationEnabled)
        undoManager.enableUndoRegistration()
        counter.add(2, undoManager: undoManager)
        #expect(!undoManager.canUndo)
        undoManager.enableUndoRegistration()
        #expect(undoManager.isUndoRegistrationEnabled)
        counter.add(4, undoManager: undoManager)
        undoManager.undo()
        #expect(counter.value == 3)
        #expect(!undoManager.canUndo)
    }

    @Test func actionsOfReleasedTargetsAreSkipped() {
        let undoManager = UndoManager()
        var counter: Counter? = Counter()
        counter?.add(1, undoManager: undoManager)
        let survivor = Counter()
        survivor.add(2, undoManager: undoManager)
        counter = nil
        undoManager.undo()
        #expect(survivor.value == 0)
    }

    @Test func changeEventsAndNotificationsInOrder() {
        let undoManager = UndoManager()
        undoManager.groupsByEvent = false
        let notifications = NotificationRecorder(undoManager)
        let log = ChangeLog()
        let token = undoManager.addChangeObserver { log.changes.append($0) }
        let counter = Counter()

        undoManager.beginUndoGrouping()
        counter.add(1, undoManager: undoManager)
        undoManager.endUndoGrouping()
        #expect(log.changes == [.checkpoint, .checkpoint, .didCloseGroup])
        #expect(notifications.take() == ["Checkpoint", "DidOpenUndoGroup", "Checkpoint", "DidCloseUndoGroup"])

        log.changes.removeAll()
        undoManager.undo()
        #expect(log.changes == [.checkpoint, .didUndo])
        #expect(notifications.take() == ["Checkpoint", "WillUndoChange", "DidOpenUndoGroup", "DidCloseUndoGroup", "DidUndoChange"])

        log.changes.removeAll()
        undoManager.redo()
        #expect(log.changes == [.checkpoint, .didRedo])
        #expect(notifications.take() == ["Checkpoint", "WillRedoChange", "DidOpenUndoGroup", "DidCloseUndoGroup", "DidRedoChange"])

        log.changes.removeAll()
        undoManager.removeAllActions(withTarget: counter)
        undoManager.removeAllActions()
        #expect(log.changes == [.removedActions, .removedAll])

        token.cancel()
        log.changes.removeAll()
        undoManager.beginUndoGrouping()
        counter.add(1, undoManager: undoManager)
        undoManager.endUndoGrouping()
        #expect(log.changes.isEmpty)
    }

    @Test func implicitGroupReportsOneChangeAtTheEndOfTheTurn() async {
        let undoManager = UndoManager()
        let log = ChangeLog()
        let token = undoManager.addChangeObserver { log.changes.append($0) }
        let counter = Counter()
        counter.add(1, undoManager: undoManager)
        counter.add(2, undoManager: undoManager)
        #expect(!log.changes.contains(.didCloseGroup))
        await Task.yield()
        #expect(log.changes.filter { $0 == .didCloseGroup }.count == 1)
        token.cancel()
    }

    @Test func releasedChangeTokenStopsObserving() {
        let undoManager = UndoManager()
        undoManager.groupsByEvent = false
        let log = ChangeLog()
        do {
            let token = undoManager.addChangeObserver { log.changes.append($0) }
            undoManager.removeAllActions()
            _ = token
        }
        undoManager.removeAllActions()
        #expect(log.changes == [.removedAll])
    }

    @Test func documentStateFollowsUndoAndRedo() {
        let undoManager = UndoManager()
        let counter = Counter()
        let original = undoManager.documentStateID

        counter.add(1, undoManager: undoManager)
        undoManager.endImplicitGrouping()
        let saved = undoManager.documentStateID  // "save" here
        #expect(saved != original)

        undoManager.undo()
        #expect(undoManager.documentStateID == original)
        undoManager.redo()
        #expect(undoManager.documentStateID == saved)

        // Undo past the save point, then change something else: never clean again by counting.
        undoManager.undo()
        counter.add(2, undoManager: undoManager)
        undoManager.endImplicitGrouping()
        #expect(undoManager.documentStateID != saved)
        #expect(undoManager.documentStateID != original)
        undoManager.undo()
        #expect(undoManager.documentStateID == original)

        // Removing actions does not change the document.
        undoManager.redo()
        let current = undoManager.documentStateID
        undoManager.removeAllActions()
        #expect(undoManager.documentStateID == current)
    }

    @Test func droppedOldGroupsDoNotFakeTheOriginalState() {
        let undoManager = UndoManager()
        undoManager.groupsByEvent = false
        undoManager.levelsOfUndo = 1
        let counter = Counter()
        let original = undoManager.documentStateID
        for amount in [1, 2] {
            undoManager.beginUndoGrouping()
            counter.add(amount, undoManager: undoManager)
            undoManager.endUndoGrouping()
        }
        undoManager.undo()
        #expect(!undoManager.canUndo)
        #expect(counter.value == 1)
        #expect(undoManager.documentStateID != original)
    }

    @Test func registeringWithoutGroupWhenNotGroupingByEventMakesOneGroupEach() {
        let undoManager = UndoManager()
        undoManager.groupsByEvent = false
        let counter = Counter()
        counter.add(1, undoManager: undoManager)
        counter.add(2, undoManager: undoManager)
        #expect(undoManager.groupingLevel == 0)
        undoManager.undo()
        #expect(counter.value == 1)
    }

    /// Apps name their Undo button from `undoActionName` when a group closes (Tally does): the
    /// notification comes once the group is on the undo stack, as Foundation posts it.
    @Test func aClosedGroupIsUndoableWhenItsNotificationArrives() {
        let undoManager = UndoManager()
        undoManager.groupsByEvent = false
        let counter = Counter()
        var seen: [(name: String, canUndo: Bool)] = []
        let token = NotificationCenter.default.addObserver(forName: UndoManager.didCloseUndoGroupNotification,
                                                           object: undoManager, queue: nil) { _ in
            MainActor.assumeIsolated { seen.append((undoManager.undoActionName, undoManager.canUndo)) }
        }
        defer { NotificationCenter.default.removeObserver(token) }

        undoManager.beginUndoGrouping()
        counter.add(1, undoManager: undoManager)
        undoManager.setActionName("Add")
        undoManager.endUndoGrouping()

        #expect(seen.map(\.name) == ["Add"])
        #expect(seen.map(\.canUndo) == [true])
    }
}
