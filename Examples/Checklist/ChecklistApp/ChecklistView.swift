import Quire
import ChecklistModel

/// The checklist editor: the items as a libadwaita boxed list (check box, title editable in place, a
/// flat delete button, context menu; delete and reorder by keyboard, drag and edit mode), a new-item
/// row at its end (Enter adds and keeps the focus there), "N of M done" under it, and an Edit button
/// in the header bar (`.toolbar`). Every change goes through `ChecklistDocument`'s editing methods with
/// the window's undo manager, so each is undoable under its name ("Undo Toggle “Milk”") — the
/// document window's header-bar Undo/Redo buttons show those names as tooltips.
struct ChecklistView: View {
    @Bindable var document: ChecklistDocument
    @Environment(\.undoManager) private var undoManager
    @State private var newTitle = ""
    @FocusState private var isAddingItem: Bool

    var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            // A file whose items shared ids opened repaired: say so (the file changes only when saved).
            if let notice = document.repairNotice {
                Text(notice)
                    .foregroundStyle(.secondary)
            }
            if document.checklist.items.isEmpty {
                ContentUnavailableView("No Items", systemImage: "checkmark",
                                       description: Text("Type a title below and press Enter."))
            }
            List {
                // Element bindings: each row's binding finds its item by position (checked by id), so
                // a row costs O(1) however long the list, and follows its item through moves.
                ForEach($document.checklist.items) { $item in
                    ChecklistRow(document: document, item: $item, undoManager: undoManager)
                }
                .onDelete { offsets in
                    document.deleteItems(at: offsets, undoManager: undoManager)
                }
                .onMove { source, destination in
                    document.moveItems(from: source, to: destination, undoManager: undoManager)
                }
                newItemRow
            }
            .listStyle(.inset)
            Text(progressText)
                .font(.caption)
                .foregroundStyle(.secondary)
                .frame(maxWidth: .infinity)
        }
        .padding(16)
        .toolbar {
            // Edit mode (delete buttons and drag handles on the rows) from the header bar, beside the
            // window's own Undo/Redo and menu.
            ToolbarItem(placement: .primaryAction) {
                EditButton()
            }
        }
    }

    /// The last row: a field that adds an item on Enter and keeps the focus for the next one.
    private var newItemRow: some View {
        HStack {
            Image(systemName: "plus")
                .foregroundStyle(.secondary)
            TextField("New item", text: $newTitle, prompt: Text("Add an item"))
                .textFieldStyle(.plain)
                .focused($isAddingItem)
                .onSubmit(addItem)
                .frame(maxWidth: .infinity)
        }
    }

    private var progressText: String {
        let (done, total) = document.progress
        return "\(done) of \(total) done"
    }

    private func addItem() {
        let title = newTitle.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !title.isEmpty else { return }
        document.addItem(title: title, undoManager: undoManager)
        newTitle = ""
        isAddingItem = true
    }
}
