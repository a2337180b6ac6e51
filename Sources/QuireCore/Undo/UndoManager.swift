import CombineCore
import Foundation

/// Records changes so they can be undone and redone (Foundation's `UndoManager`, which Foundation on
/// Linux lacks). Main-actor isolated as Apple's SDK imports it — `@preconcurrency @MainActor` — so
/// Swift 5 mode code that calls it from a nonisolated context compiles as it does on Apple platforms
/// (and must still run on the main thread).
///
/// Semantics follow Foundation: actions registered while undoing go to the redo stack, while redoing
/// to the undo stack, and any other registration clears the redo stack. With `groupsByEvent` (the
/// default) registrations made outside an explicit group are collected into one group per main-actor
/// turn, as AppKit collects them per event. Change notifications are posted under Apple's names on
/// `NotificationCenter.default`; `addChangeObserver(_:)` offers the same information to Swift code.
///
/// Where Foundation raises an exception for a programming error (undo with nested groups open,
/// unbalanced `endUndoGrouping()`/`enableUndoRegistration()`, registering with `groupsByEvent` off and
/// no group open) Quire does not crash: the call is ignored, or — for the registration — the action
/// becomes a group of its own.
@preconcurrency @MainActor
open class UndoManager {
    private enum Phase { case idle, undoing, redoing }

    private var undoStack: [UndoGroup] = []
    private var redoStack: [UndoGroup] = []
    /// Groups being built, outermost first.
    private var openGroups: [UndoGroup] = []
    private var phase = Phase.idle
    /// `openGroups[0]` was opened by `groupsByEvent`, not by `beginUndoGrouping()`.
    private var implicitGroupOpen = false
    private var implicitCloseScheduled = false
    /// The turn ended while explicit groups were open inside the implicit one: close it once they are.
    private var implicitCloseDue = false
    private var disableCount = 0
    private var lastStateID: UInt64 = 0
    private let changeObservers = ObserverList<@MainActor (Change) -> Void>()

    /// Identifies the state the document is in, as far as undo knows. A new change gets a new id;
    /// undoing returns to the id before the change, redoing to the id after it. Removing actions or
    /// dropping old groups never changes it. The document engine stores it when saving: the document
    /// has unsaved changes exactly when the id differs (NSDocument's change count, minus its blind
    /// spot: undo past the save point, then make a new change — the count matches again, the id never
    /// does).
    package private(set) var documentStateID: UInt64 = 0

    public nonisolated init() {}

    // MARK: Registering

    /// Registers `handler` to run, with `target`, when the current group is undone (or redone, when
    /// called while undoing). The target is not retained; the action is skipped if it has gone away.
    public func registerUndo<TargetType: AnyObject>(
        withTarget target: TargetType,
        handler: @escaping @MainActor (TargetType) -> Void
    ) {
        guard disableCount == 0 else { return }
        if phase == .idle { redoStack.removeAll() }
        let action = UndoAction(target: target) { object in
            // The object is the registered target, so the cast always succeeds.
            if let target = object as? TargetType { handler(target) }
        }
        if openGroups.isEmpty {
            if groupsByEvent {
                beginImplicitGroup()
            } else {
                beginUndoGrouping()
                openGroups[openGroups.count - 1].entries.append(.action(action))
                endUndoGrouping()
                return
            }
        }
        openGroups[openGroups.count - 1].entries.append(.action(action))
    }

    /// Whether registrations are recorded (see `disableUndoRegistration()`).
    public var isUndoRegistrationEnabled: Bool { disableCount == 0 }

    /// Stops recording registrations until the matching `enableUndoRegistration()`. Calls nest.
    open func disableUndoRegistration() { disableCount += 1 }

    /// Balances one `disableUndoRegistration()`.
    open func enableUndoRegistration() {
        if disableCount > 0 { disableCount -= 1 }
    }

    // MARK: Grouping

    /// Whether registrations outside an explicit group are grouped per main-actor turn. Default `true`.
    open var groupsByEvent = true

    /// How many groups are open (0 when none).
    open var groupingLevel: Int { openGroups.count }

    /// Opens a group; everything registered until the matching `endUndoGrouping()` undoes as one step.
    open func beginUndoGrouping() {
        if phase == .idle { checkpoint() }
        openGroup(UndoGroup(before: documentStateID, after: 0))
    }

    /// Closes the innermost open group.
    open func endUndoGrouping() {
        guard !openGroups.isEmpty else { return }
        if phase == .idle { checkpoint() }
        closeGroup()
    }

    /// The most groups kept on each stack; older ones are dropped. 0 (the default) means no limit.
    open var levelsOfUndo = 0 {
        didSet {
            trim(&undoStack)
            trim(&redoStack)
        }
    }

    // MARK: Undoing and redoing

    /// Whether there is something to undo (including the group being collected this turn).
    open var canUndo: Bool {
        !undoStack.isEmpty || (phase == .idle && openGroups.contains { !$0.isEmpty })
    }

    /// Whether there is something to redo.
    open var canRedo: Bool { !redoStack.isEmpty }

    /// Whether an undo is running.
    open var isUndoing: Bool { phase == .undoing }

    /// Whether a redo is running.
    open var isRedoing: Bool { phase == .redoing }

    /// Closes the group open at level 1 (such as this turn's), then undoes the last group.
    open func undo() {
        if groupingLevel == 1 { endUndoGrouping() }
        undoNestedGroup()
    }

    /// Undoes the last group, recording what its actions register as one redo group. Ignored while a
    /// group is open or an undo or redo runs.
    open func undoNestedGroup() {
        guard phase == .idle, openGroups.isEmpty else { return }
        checkpoint()
        guard let group = undoStack.popLast() else { return }
        post(Self.willUndoChangeNotification)
        perform(group, as: .undoing)
        documentStateID = group.before
        post(Self.didUndoChangeNotification)
        emit(.didUndo)
    }

    /// Redoes the last undone group, recording what its actions register as one undo group.
    open func redo() {
        if groupingLevel == 1, implicitGroupOpen { endUndoGrouping() }
        guard phase == .idle, openGroups.isEmpty else { return }
        checkpoint()
        guard let group = redoStack.popLast() else { return }
        post(Self.willRedoChangeNotification)
        perform(group, as: .redoing)
        documentStateID = group.after
        post(Self.didRedoChangeNotification)
        emit(.didRedo)
    }

    // MARK: Action names

    /// Names the group being built (the redo group while undoing), or else the last undo group; shown
    /// in the menu as "Undo <name>". Undoing a group gives its name to the redo group.
    open func setActionName(_ actionName: String) {
        if !openGroups.isEmpty {
            openGroups[0].actionName = actionName
        } else if phase == .idle, !undoStack.isEmpty {
            undoStack[undoStack.count - 1].actionName = actionName
        }
    }

    /// The name of the group `undo()` would undo, or "".
    open var undoActionName: String {
        if phase == .idle, let open = openGroups.first, openGroups.contains(where: { !$0.isEmpty }) {
            return open.actionName
        }
        return undoStack.last?.actionName ?? ""
    }

    /// The name of the group `redo()` would redo, or "".
    open var redoActionName: String { redoStack.last?.actionName ?? "" }

    /// "Undo <name>", or "Undo" when there is no name.
    open var undoMenuItemTitle: String { undoMenuTitle(forUndoActionName: undoActionName) }

    /// "Redo <name>", or "Redo" when there is no name.
    open var redoMenuItemTitle: String { redoMenuTitle(forUndoActionName: redoActionName) }

    /// The Undo menu title for an action name.
    open func undoMenuTitle(forUndoActionName actionName: String) -> String {
        actionName.isEmpty ? "Undo" : "Undo \(actionName)"
    }

    /// The Redo menu title for an action name.
    open func redoMenuTitle(forUndoActionName actionName: String) -> String {
        actionName.isEmpty ? "Redo" : "Redo \(actionName)"
    }

    // MARK: Removing

    /// Empties both stacks, discards open groups and re-enables registration, as Foundation does.
    open func removeAllActions() {
        undoStack.removeAll()
        redoStack.removeAll()
        if phase == .idle {
            openGroups.removeAll()
            implicitGroupOpen = false
            implicitCloseDue = false
        }
        disableCount = 0
        emit(.removedAll)
    }

    /// Removes every action registered with `target` from both stacks and the open groups; groups
    /// left empty go too. Call it when a target stops being part of the document.
    open func removeAllActions(withTarget target: AnyObject) {
        var changed = false
        for index in openGroups.indices where openGroups[index].removeActions(withTarget: target) {
            changed = true
        }
        if Self.removeActions(withTarget: target, from: &undoStack) { changed = true }
        if Self.removeActions(withTarget: target, from: &redoStack) { changed = true }
        if changed { emit(.removedActions) }
    }

    // MARK: Observing

    /// What happened to an undo manager, for Swift observers (see `addChangeObserver(_:)`).
    public enum Change: Sendable, Hashable {
        /// Foundation's checkpoint: before a group opens or closes and before each undo or redo.
        case checkpoint
        /// A new change was recorded: a top-level group with actions closed outside undo and redo.
        case didCloseGroup
        /// A group was undone.
        case didUndo
        /// A group was redone.
        case didRedo
        /// `removeAllActions()` emptied both stacks.
        case removedAll
        /// `removeAllActions(withTarget:)` removed actions.
        case removedActions
    }

    /// Calls `body` after each change, in order, until the token is cancelled or released. Together
    /// with `documentStateID` this is what a document needs for dirty tracking: `.didCloseGroup`,
    /// `.didUndo` and `.didRedo` are the moments the document's state changes.
    public func addChangeObserver(_ body: @escaping @MainActor (Change) -> Void) -> AnyCancellable {
        changeObservers.add(body)
    }

    /// Closes the group `groupsByEvent` opened this turn now, instead of on the next turn, so that a
    /// save taken now records the state after it.
    package func endImplicitGrouping() {
        if implicitGroupOpen, openGroups.count == 1 { endUndoGrouping() }
    }

    // MARK: Internals

    private func beginImplicitGroup() {
        beginUndoGrouping()
        implicitGroupOpen = true
        scheduleImplicitClose()
    }

    private func scheduleImplicitClose() {
        guard !implicitCloseScheduled else { return }
        implicitCloseScheduled = true
        // A main-actor job runs after everything already queued on the main queue, that is, once the
        // current turn (the event being handled) is over.
        Task { @MainActor [weak self] in self?.turnEnded() }
    }

    private func turnEnded() {
        implicitCloseScheduled = false
        guard implicitGroupOpen else { return }
        if openGroups.count == 1 {
            endUndoGrouping()
        } else {
            implicitCloseDue = true
        }
    }

    private func openGroup(_ group: UndoGroup) {
        openGroups.append(group)
        post(Self.didOpenUndoGroupNotification)
    }

    private func closeGroup() {
        let group = openGroups.removeLast()
        // Posted once the group is where it goes, as Foundation does: an observer reading
        // `undoActionName` (to name an Undo button) reads the group just closed.
        defer { post(Self.didCloseUndoGroupNotification) }
        if !openGroups.isEmpty {
            if !group.isEmpty { openGroups[openGroups.count - 1].entries.append(.group(group)) }
            if openGroups.count == 1, implicitGroupOpen, implicitCloseDue {
                implicitCloseDue = false
                scheduleImplicitClose()
            }
            return
        }
        implicitGroupOpen = false
        implicitCloseDue = false
        guard !group.isEmpty else { return }
        switch phase {
        case .undoing:
            redoStack.append(group)
            trim(&redoStack)
        case .redoing:
            undoStack.append(group)
            trim(&undoStack)
        case .idle:
            var change = group
            lastStateID += 1
            change.after = lastStateID
            documentStateID = change.after
            undoStack.append(change)
            trim(&undoStack)
            emit(.didCloseGroup)
        }
    }

    /// Runs `group` as an undo or redo, collecting what its actions register into a group that keeps
    /// its name and states.
    private func perform(_ group: UndoGroup, as performing: Phase) {
        phase = performing
        openGroup(UndoGroup(actionName: group.actionName, before: group.before, after: group.after))
        group.performReversed()
        // Handlers that leave groups open must not leak them into the next change.
        while !openGroups.isEmpty { closeGroup() }
        phase = .idle
    }

    private func trim(_ stack: inout [UndoGroup]) {
        if levelsOfUndo > 0, stack.count > levelsOfUndo { stack.removeFirst(stack.count - levelsOfUndo) }
    }

    private static func removeActions(withTarget target: AnyObject, from stack: inout [UndoGroup]) -> Bool {
        var changed = false
        for index in stack.indices where stack[index].removeActions(withTarget: target) { changed = true }
        stack.removeAll { $0.isEmpty }
        return changed
    }

    private func checkpoint() {
        post(Self.checkpointNotification)
        emit(.checkpoint)
    }

    private func post(_ name: Notification.Name) {
        NotificationCenter.default.post(name: name, object: self)
    }

    private func emit(_ change: Change) {
        for observer in changeObservers.handlers { observer(change) }
    }
}
