import ChecklistModel
import Foundation
@testable import QuireCore
import Testing

/// Every edit, undone and redone, must restore the exact items (ids, order, titles, checks) and keep
/// the name the person saw in the Undo and Redo menu items.
@MainActor
@Suite("ChecklistModel: edits, undo and redo")
struct ChecklistEditingTests {
    let undo = UndoManager()

    private func document(_ titles: [String] = ["Buy milk", "Walk dog", "Pay rent", "Call mum", "Water plants"]) -> ChecklistDocument {
        ChecklistDocument(checklist: Checklist(items: titles.map { ChecklistItem(title: $0) }))
    }

    /// Runs `edit` as one undo group (groupsByEvent would close it at the end of this main-actor turn;
    /// close it now), then checks undo → redo → undo → redo each land on the exact state and name.
    private func checkUndoRedo(_ doc: ChecklistDocument, named name: String,
                               sourceLocation: SourceLocation = #_sourceLocation, _ edit: () -> Void) {
        let before = doc.checklist.items
        let listID = doc.checklist.id
        edit()
        undo.endImplicitGrouping()
        let after = doc.checklist.items
        #expect(after != before, "the edit changed something", sourceLocation: sourceLocation)
        #expect(undo.undoMenuItemTitle == "Undo \(name)", sourceLocation: sourceLocation)
        #expect(!undo.canRedo, sourceLocation: sourceLocation)

        for _ in 0..<2 {
            undo.undo()
            #expect(doc.checklist.items == before, "undo restores the exact items", sourceLocation: sourceLocation)
            #expect(undo.redoMenuItemTitle == "Redo \(name)", sourceLocation: sourceLocation)
            undo.redo()
            #expect(doc.checklist.items == after, "redo restores the exact items", sourceLocation: sourceLocation)
            #expect(undo.undoMenuItemTitle == "Undo \(name)", sourceLocation: sourceLocation)
        }
        #expect(doc.checklist.id == listID, sourceLocation: sourceLocation)
    }

    private func titles(_ doc: ChecklistDocument) -> [String] { doc.checklist.items.map(\.title) }

    // MARK: Add

    @Test func addAtTheEnd() {
        let doc = document()
        checkUndoRedo(doc, named: "Add “Eggs”") { doc.addItem(title: "Eggs", undoManager: undo) }
        #expect(titles(doc) == ["Buy milk", "Walk dog", "Pay rent", "Call mum", "Water plants", "Eggs"])
    }

    @Test func addAtAnIndex() {
        let doc = document()
        var added: ChecklistItem?
        checkUndoRedo(doc, named: "Add “Eggs”") { added = doc.addItem(title: "Eggs", at: 1, undoManager: undo) }
        #expect(titles(doc) == ["Buy milk", "Eggs", "Walk dog", "Pay rent", "Call mum", "Water plants"])
        #expect(doc.checklist.items[1] == added, "redo puts back the same item, id included")
    }

    @Test(arguments: [-5, Int.min, 99, Int.max])
    func addAtAnOutOfRangeIndexIsClamped(index: Int) {
        let doc = document(["a", "b"])
        checkUndoRedo(doc, named: "Add “c”") { doc.addItem(title: "c", at: index, undoManager: undo) }
        #expect(titles(doc) == (index < 0 ? ["c", "a", "b"] : ["a", "b", "c"]))
    }

    @Test func addToAnEmptyList() {
        let doc = document([])
        checkUndoRedo(doc, named: "Add “First”") { doc.addItem(title: "First", undoManager: undo) }
        #expect(titles(doc) == ["First"])
    }

    // MARK: Delete

    @Test func deleteOne() {
        let doc = document()
        checkUndoRedo(doc, named: "Delete “Buy milk”") { doc.deleteItems(at: [0], undoManager: undo) }
        #expect(titles(doc) == ["Walk dog", "Pay rent", "Call mum", "Water plants"])
    }

    @Test func deleteByID() {
        let doc = document()
        let id = doc.checklist.items[4].id
        checkUndoRedo(doc, named: "Delete “Water plants”") { doc.deleteItem(id: id, undoManager: undo) }
        #expect(!doc.checklist.items.contains { $0.id == id })
    }

    @Test func deleteSeveralPutsEachBackInItsPlace() {
        let doc = document()
        doc.checklist.items[2].isChecked = true
        checkUndoRedo(doc, named: "Delete 3 Items") { doc.deleteItems(at: [0, 2, 3], undoManager: undo) }
        #expect(titles(doc) == ["Walk dog", "Water plants"])
    }

    @Test func deleteEverything() {
        let doc = document()
        checkUndoRedo(doc, named: "Delete 5 Items") { doc.deleteItems(at: IndexSet(0..<5), undoManager: undo) }
        #expect(doc.checklist.items.isEmpty)
    }

    @Test func deleteOutOfRangeOrUnknownDoesNothing() {
        let doc = document()
        let before = doc.checklist.items
        doc.deleteItems(at: [7, 99], undoManager: undo)
        doc.deleteItem(id: UUID(), undoManager: undo)
        undo.endImplicitGrouping()
        #expect(doc.checklist.items == before)
        #expect(!undo.canUndo, "nothing to undo after a no-op")
    }

    // MARK: Move

    @Test func moveUp() {
        let doc = document()
        checkUndoRedo(doc, named: "Move “Pay rent”") { doc.moveItems(from: [2], to: 1, undoManager: undo) }
        #expect(titles(doc) == ["Buy milk", "Pay rent", "Walk dog", "Call mum", "Water plants"])
    }

    @Test func moveDown() {
        let doc = document()
        // List's onMove destination counts the list before the move: below “Walk dog” is offset 2.
        checkUndoRedo(doc, named: "Move “Buy milk”") { doc.moveItems(from: [0], to: 2, undoManager: undo) }
        #expect(titles(doc) == ["Walk dog", "Buy milk", "Pay rent", "Call mum", "Water plants"])
    }

    @Test func moveToTheEnd() {
        let doc = document()
        checkUndoRedo(doc, named: "Move “Walk dog”") { doc.moveItems(from: [1], to: 5, undoManager: undo) }
        #expect(titles(doc) == ["Buy milk", "Pay rent", "Call mum", "Water plants", "Walk dog"])
    }

    @Test func moveSeveral() {
        let doc = document()
        checkUndoRedo(doc, named: "Move 2 Items") { doc.moveItems(from: [0, 3], to: 5, undoManager: undo) }
        #expect(titles(doc) == ["Walk dog", "Pay rent", "Water plants", "Buy milk", "Call mum"])
    }

    @Test func moveBeyondTheEndIsClamped() {
        let doc = document()
        checkUndoRedo(doc, named: "Move “Buy milk”") { doc.moveItems(from: [0], to: 500, undoManager: undo) }
        #expect(titles(doc).last == "Buy milk")
    }

    @Test func moveInPlaceRegistersNothing() {
        let doc = document()
        let before = doc.checklist.items
        doc.moveItems(from: [1], to: 1, undoManager: undo)
        doc.moveItems(from: [1], to: 2, undoManager: undo)
        doc.moveItems(from: [9], to: 0, undoManager: undo)
        undo.endImplicitGrouping()
        #expect(doc.checklist.items == before)
        #expect(!undo.canUndo)
    }

    @Test func moveKeepsItemsThatShareAnID() {
        // The public initializer repairs shared ids; a list assigned directly is moved by position.
        let doc = document([])
        let shared = UUID()
        doc.checklist.items = [ChecklistItem(id: shared, title: "one"), ChecklistItem(id: shared, title: "two"),
                               ChecklistItem(title: "three")]
        checkUndoRedo(doc, named: "Move “three”") { doc.moveItems(from: [2], to: 0, undoManager: undo) }
        #expect(titles(doc) == ["three", "one", "two"])
    }

    // MARK: Rename

    @Test func rename() {
        let doc = document()
        let id = doc.checklist.items[0].id
        checkUndoRedo(doc, named: "Rename “Buy milk”") { doc.renameItem(id: id, to: "Buy oat milk", undoManager: undo) }
        #expect(titles(doc).first == "Buy oat milk")
    }

    @Test func renameToTheSameTitleRegistersNothing() {
        let doc = document()
        doc.renameItem(id: doc.checklist.items[0].id, to: "Buy milk", undoManager: undo)
        doc.renameItem(id: UUID(), to: "Nobody", undoManager: undo)
        undo.endImplicitGrouping()
        #expect(!undo.canUndo)
    }

    // MARK: Toggle

    @Test func toggleByID() {
        let doc = document()
        let id = doc.checklist.items[0].id
        checkUndoRedo(doc, named: "Toggle “Buy milk”") { doc.toggleItem(id: id, undoManager: undo) }
        #expect(doc.checklist.items[0].isChecked)
        #expect(doc.progress == (done: 1, total: 5))
    }

    @Test func toggleThroughTheSeedsBinding() {
        // Seed 001: the view hands `toggleItem` a binding into the list; the seed names no action.
        let doc = document()
        let item = Binding<ChecklistItem>(get: { doc.checklist.items[1] }, set: { doc.checklist.items[1] = $0 })
        doc.toggleItem(item, undoManager: undo)
        undo.endImplicitGrouping()
        #expect(doc.checklist.items[1].isChecked)
        #expect(undo.undoMenuItemTitle == "Undo")
        undo.undo()
        #expect(!doc.checklist.items[1].isChecked)
        undo.redo()
        #expect(doc.checklist.items[1].isChecked)
        #expect(doc.checklist.items.filter(\.isChecked).count == 1)
    }

    @Test func toggleThroughABindingNamesTheAction() {
        // What the app's rows call: the seed's toggle, named.
        let doc = document()
        let item = Binding<ChecklistItem>(get: { doc.checklist.items[1] }, set: { doc.checklist.items[1] = $0 })
        checkUndoRedo(doc, named: "Toggle “Walk dog”") { doc.toggle(item, undoManager: undo) }
        #expect(doc.checklist.items[1].isChecked)
    }

    @Test func itemBindingFollowsTheItemWhenItMoves() throws {
        let doc = document()
        let id = doc.checklist.items[0].id
        let item = try #require(doc.binding(forItem: id))
        doc.moveItems(from: [0], to: 5, undoManager: undo)
        undo.endImplicitGrouping()
        checkUndoRedo(doc, named: "Toggle “Buy milk”") { doc.toggle(item, undoManager: undo) }
        #expect(doc.checklist.items[4].id == id && doc.checklist.items[4].isChecked)
        #expect(doc.binding(forItem: UUID()) == nil)
    }

    @Test func toggleUncheckedIsNamedTheSame() {
        let doc = document()
        doc.checklist.items[3].isChecked = true
        checkUndoRedo(doc, named: "Toggle “Call mum”") { doc.toggleItem(id: doc.checklist.items[3].id, undoManager: undo) }
        #expect(!doc.checklist.items[3].isChecked)
    }

    // MARK: Sequences

    @Test func aSessionOfEditsUndoesAndRedoesStepByStep() {
        let doc = document(["a", "b", "c"])
        var states = [doc.checklist.items]
        var names: [String] = []
        func step(_ name: String, _ edit: () -> Void) {
            edit()
            undo.endImplicitGrouping()
            states.append(doc.checklist.items)
            names.append(name)
        }
        step("Add “d”") { doc.addItem(title: "d", undoManager: undo) }
        step("Toggle “b”") { doc.toggleItem(id: doc.checklist.items[1].id, undoManager: undo) }
        step("Move “d”") { doc.moveItems(from: [3], to: 0, undoManager: undo) }
        step("Rename “a”") { doc.renameItem(id: doc.checklist.items[1].id, to: "A", undoManager: undo) }
        step("Delete 2 Items") { doc.deleteItems(at: [0, 2], undoManager: undo) }
        step("Add “e”") { doc.addItem(title: "e", at: 0, undoManager: undo) }

        for index in stride(from: names.count - 1, through: 0, by: -1) {
            #expect(undo.undoMenuItemTitle == "Undo \(names[index])")
            undo.undo()
            #expect(doc.checklist.items == states[index])
        }
        #expect(!undo.canUndo)
        for index in names.indices {
            #expect(undo.redoMenuItemTitle == "Redo \(names[index])")
            undo.redo()
            #expect(doc.checklist.items == states[index + 1])
        }
        #expect(!undo.canRedo)
    }

    @Test func aNewEditAfterUndoClearsRedo() {
        let doc = document(["a"])
        doc.addItem(title: "b", undoManager: undo)
        undo.endImplicitGrouping()
        undo.undo()
        #expect(undo.canRedo)
        doc.addItem(title: "c", undoManager: undo)
        undo.endImplicitGrouping()
        #expect(!undo.canRedo)
        #expect(titles(doc) == ["a", "c"])
    }

    @Test func editsInOneTurnUndoTogether() {
        let doc = document(["a"])
        doc.addItem(title: "b", undoManager: undo)
        doc.toggleItem(id: doc.checklist.items[0].id, undoManager: undo)
        undo.endImplicitGrouping()
        undo.undo()
        #expect(titles(doc) == ["a"])
        #expect(!doc.checklist.items[0].isChecked)
    }

    @Test func editsWithoutAnUndoManagerStillApply() {
        let doc = document(["a", "b"])
        doc.addItem(title: "c")
        doc.toggleItem(id: doc.checklist.items[0].id)
        doc.moveItems(from: [2], to: 0)
        doc.renameItem(id: doc.checklist.items[1].id, to: "A")
        doc.deleteItems(at: [2])
        #expect(titles(doc) == ["c", "A"])
        #expect(doc.checklist.items[1].isChecked)
    }

    @Test func initializerRepairsSharedIDs() {
        let shared = UUID()
        let doc = ChecklistDocument(checklist: Checklist(items: [ChecklistItem(id: shared, title: "x"),
                                                                  ChecklistItem(id: shared, title: "y")]))
        #expect(doc.checklist.items.map(\.title) == ["x", "y"])
        #expect(doc.checklist.items[0].id == shared)
        #expect(doc.checklist.items[1].id != shared)
        #expect(doc.repairNotice != nil)
        #expect(document().repairNotice == nil)
    }
}
