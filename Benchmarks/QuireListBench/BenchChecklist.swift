import Foundation
import Observation
import QuireCore
import QuireUI

/// The benchmark's list: the Checklist app's shape (a "New item" field bound to the view's `@State`
/// above a `ForEach($items)` of check boxes with a delete button and a context menu,
/// `onDelete`/`onMove`).
struct BenchItem: Identifiable, Equatable {
    let id: Int
    var title: String
    var isChecked = false
}

@Observable @MainActor
final class BenchChecklist {
    var items: [BenchItem]
    private var nextID: Int

    init(count: Int) {
        items = (0..<count).map { BenchItem(id: $0, title: "Item \($0)") }
        nextID = count
    }

    func remove(_ id: Int) {
        items.removeAll { $0.id == id }
    }

    func makeID() -> Int {
        nextID += 1
        return nextID
    }

    /// The binding of the "New item" field above the list (the view's `@State`), so the benchmark can
    /// type into it as the field's change handler does.
    @ObservationIgnored private(set) var newItemField: Binding<String>?

    func recordField(_ binding: Binding<String>) -> Binding<String> {
        newItemField = binding
        return binding
    }
}

struct BenchChecklistView: View {
    @Bindable var model: BenchChecklist
    @State private var newTitle = ""

    var body: some View {
        VStack {
            TextField("New item", text: model.recordField($newTitle))
            List {
                ForEach($model.items) { $item in
                    Toggle(isOn: $item.isChecked) {
                        Text(item.title)
                    }
                    .toggleStyle(.checkbox)
                    .swipeActions {
                        Button(role: .destructive) {
                            model.remove(item.id)
                        } label: {
                            Label("Delete", systemImage: "trash")
                        }
                    }
                    .contextMenu {
                        Button("Delete", role: .destructive) { model.remove(item.id) }
                    }
                }
                .onDelete { model.items.remove(atOffsets: $0) }
                .onMove { model.items.move(fromOffsets: $0, toOffset: $1) }
            }
        }
    }
}

/// The smallest checklist rows: a titled check box each, `onDelete`/`onMove`.
struct LeanBenchChecklistView: View {
    @Bindable var model: BenchChecklist
    @State private var newTitle = ""

    var body: some View {
        VStack {
            TextField("New item", text: model.recordField($newTitle))
            List {
                ForEach($model.items) { $item in
                    Toggle(item.title, isOn: $item.isChecked)
                        .toggleStyle(.checkbox)
                }
                .onDelete { model.items.remove(atOffsets: $0) }
                .onMove { model.items.move(fromOffsets: $0, toOffset: $1) }
            }
        }
    }
}
