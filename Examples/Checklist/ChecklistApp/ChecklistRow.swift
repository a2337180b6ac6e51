import Quire
import ChecklistModel

/// One item: a check box (named by the title, for assistive technologies) bound through the
/// document's binding to the item, the title in a frameless field that renames the item on Enter, a
/// flat delete button shown while the pointer is over the row or the keyboard focus is in it (and
/// the same in the context menu); Delete on the check box deletes the item.
struct ChecklistRow: View {
    let document: ChecklistDocument
    /// The item, through the document (`$document.checklist.items`' element binding).
    @Binding var item: ChecklistItem
    let undoManager: UndoManager?
    /// The title being typed, until Enter commits it; nil shows the item's title (so an undone rename
    /// shows at once).
    @State private var draftTitle: String? = nil
    @State private var isHovering = false
    /// Whether the keyboard focus is in the row (its check box, field or button).
    @FocusState private var hasFocus: Bool

    var body: some View {
        HStack {
            Toggle(isOn: isChecked) {
                EmptyView()
            }
            .toggleStyle(.checkbox)
            .accessibilityLabel(item.title)
            // Delete on the check box deletes the item: where the focus is when tabbing through rows.
            .onDeleteCommand(perform: delete)
            // Just the box: the title beside it is the field.
            .frame(width: 32)
            TextField("Title", text: title)
                .textFieldStyle(.plain)
                .onSubmit(rename)
                .frame(maxWidth: .infinity)
            Button(action: delete) {
                Label("Delete", systemImage: "trash")
            }
            .buttonStyle(.borderless)
            .labelStyle(.iconOnly)
            .help("Delete “\(item.title)”")
            // Transparent rather than gone: the title keeps its width, and Tab still reaches the
            // button (the focus in the row shows it).
            .opacity(isHovering || hasFocus ? 1 : 0)
        }
        .focused($hasFocus)
        .onHover { isHovering = $0 }
        .contextMenu {
            Button("Delete", role: .destructive, action: delete)
        }
    }

    /// The check state through the item's binding; a change is the seed's `toggleItem` (which
    /// registers its undo, and the undo its redo), named for the Undo menu (`toggle`).
    private var isChecked: Binding<Bool> {
        let document = document, undoManager = undoManager, item = $item
        return Binding(get: {
            item.wrappedValue.isChecked
        }, set: { newValue in
            guard item.wrappedValue.isChecked != newValue else { return }
            document.toggle(item, undoManager: undoManager)
        })
    }

    /// The draft while one is being typed, else the item's title.
    private var title: Binding<String> {
        let draft = $draftTitle, item = $item
        return Binding(get: {
            draft.wrappedValue ?? item.wrappedValue.title
        }, set: { newValue in
            draft.wrappedValue = newValue
        })
    }

    private func delete() {
        document.deleteItem(id: item.id, undoManager: undoManager)
    }

    private func rename() {
        guard let draft = draftTitle else { return }
        let title = draft.trimmingCharacters(in: .whitespacesAndNewlines)
        draftTitle = nil
        guard !title.isEmpty else { return }
        document.renameItem(id: item.id, to: title, undoManager: undoManager)
    }
}
