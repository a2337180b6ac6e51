import Testing
import Quire

// Seed 001's model types and its `toggleItem` body, verbatim. They sit in a namespace so the full seed
// 001 listing (ChecklistDocument, added later) can declare the same names beside them.
enum UndoListing {
    struct ChecklistItem: Identifiable, Codable, Equatable {
        var id = UUID()
        var isChecked = false
        var title: String
    }

    struct Checklist: Identifiable, Codable {
        var id = UUID()
        var items: [ChecklistItem]
    }

    @Observable @MainActor final class UndoListingChecklist {
        var checklist = Checklist(items: [ChecklistItem(title: "Milk"), ChecklistItem(title: "Eggs")])

        @MainActor
        func toggleItem(_ item: Binding<ChecklistItem>, undoManager: UndoManager? = nil) {
            item.wrappedValue.isChecked.toggle()

            undoManager?.registerUndo(withTarget: self) { doc in
                doc.toggleItem(item, undoManager: undoManager)
            }
        }
    }
}

@Suite @MainActor struct SeedUndoListingTests {
    @Test func toggleUndoRedoThroughABindingIntoTheArray() {
        let document = UndoListing.UndoListingChecklist()
        let undoManager = UndoManager()
        // What `ForEach($document.checklist.items) { $item in … }` hands the row for the second item.
        let item = Binding(
            get: { document.checklist.items[1] },
            set: { document.checklist.items[1] = $0 }
        )

        document.toggleItem(item, undoManager: undoManager)
        #expect(document.checklist.items.map(\.isChecked) == [false, true])

        undoManager.undo()
        #expect(document.checklist.items.map(\.isChecked) == [false, false])
        #expect(undoManager.canRedo)

        undoManager.redo()
        #expect(document.checklist.items.map(\.isChecked) == [false, true])
        #expect(!undoManager.canRedo)
        #expect(undoManager.canUndo)
    }
}
