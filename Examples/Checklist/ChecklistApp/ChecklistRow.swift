import Quire
import ChecklistModel

/// One item: a check box (named by the title, for assistive technologies) bound through the
/// document's item binding, the title in a field that renames the item on Enter, a delete button
/// (the desktop's swipe action) and a context menu.
struct ChecklistRow: View {
    let document: ChecklistDocument
    let item: ChecklistItem
    let undoManager: UndoManager?
    /// The title being typed, until Enter commits it; nil shows the item's title (so an undone rename
    /// shows at once).
    @State private var draftTitle: String? = nil

    var body: some View {
        HStack {
            Toggle(isOn: isChecked) {
                EmptyView()
            }
            .toggleStyle(.checkbox)
            .accessibilityLabel(item.title)
            TextField("Title", text: title)
                .onSubmit(rename)
                .frame(maxWidth: .infinity)
        }
        .swipeActions {
            Button(role: .destructive) {
                document.deleteItem(id: item.id, undoManager: undoManager)
            } label: {
                Label("Delete", systemImage: "trash")
            }
        }
        .contextMenu {
            Button("Delete", role: .destructive) {
                document.deleteItem(id: item.id, undoManager: undoManager)
            }
        }
    }

    /// The check state through the document's binding for this item; a change is the seed's
    /// `toggleItem`, which registers its undo.
    private var isChecked: Binding<Bool> {
        let document = document, undoManager = undoManager
        let item = document.binding(forItem: self.item.id)
        return Binding(get: {
            item?.wrappedValue.isChecked ?? false
        }, set: { newValue in
            guard let item, item.wrappedValue.isChecked != newValue else { return }
            document.toggleItem(item, undoManager: undoManager)
        })
    }

    private var title: Binding<String> {
        let draft = $draftTitle
        let item = document.binding(forItem: self.item.id)
        let fallback = self.item.title
        return Binding(get: {
            draft.wrappedValue ?? item?.wrappedValue.title ?? fallback
        }, set: { newValue in
            draft.wrappedValue = newValue
        })
    }

    private func rename() {
        guard let draft = draftTitle else { return }
        let title = draft.trimmingCharacters(in: .whitespacesAndNewlines)
        draftTitle = nil
        guard !title.isEmpty else { return }
        document.renameItem(id: item.id, to: title, undoManager: undoManager)
    }
}
