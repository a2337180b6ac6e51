import Foundation
import Observation
import QuireCore
import QuireUI

/// One item of the list demo.
struct ListDemoItem: Identifiable, Equatable {
    let id: Int
    var title: String
    var isChecked = false
}

/// The list demo's items.
@Observable @MainActor
final class ListDemoModel {
    var items: [ListDemoItem] = []
    private var nextID = 1

    func add(_ title: String) {
        items.append(ListDemoItem(id: nextID, title: title))
        nextID += 1
    }

    func delete(_ id: Int) {
        items.removeAll { $0.id == id }
    }
}

/// A checklist: a field that adds an item on Enter, then a list of check boxes — each row with a
/// delete button (swipe action) and a context menu —, deletable and movable (Alt+Up/Down, drag,
/// edit mode), and a count of done items.
struct ListDemoView: View {
    @Bindable var model: ListDemoModel
    @State private var newTitle = ""

    var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            HStack {
                TextField("New item", text: $newTitle, prompt: Text("Add an item"))
                    .onSubmit(add)
                    .frame(maxWidth: .infinity)
                EditButton()
            }
            if model.items.isEmpty {
                ContentUnavailableView("No Items", systemImage: "list.bullet",
                                       description: Text("Type a title and press Enter."))
            } else {
                List {
                    ForEach($model.items) { $item in
                        Toggle(isOn: $item.isChecked) {
                            Text(item.title)
                        }
                        .toggleStyle(.checkbox)
                        .swipeActions {
                            Button(role: .destructive) {
                                model.delete(item.id)
                            } label: {
                                Label("Delete", systemImage: "trash")
                            }
                        }
                        .contextMenu {
                            Button("Delete", role: .destructive) { model.delete(item.id) }
                        }
                    }
                    .onDelete { model.items.remove(atOffsets: $0) }
                    .onMove { model.items.move(fromOffsets: $0, toOffset: $1) }
                }
            }
            Text("\(model.items.count { $0.isChecked }) of \(model.items.count) done")
                .foregroundStyle(.secondary)
        }
        .padding(16)
    }

    private func add() {
        let title = newTitle.trimmingCharacters(in: .whitespaces)
        guard !title.isEmpty else { return }
        model.add(title)
        newTitle = ""
    }
}
