import Foundation
import Observation
import QuireCore
import QuireUI

/// The benchmark's list: the Checklist app's shape (`ForEach($items)` of check boxes with a delete
/// button and a context menu, `onDelete`/`onMove`) and a done count read by the same body.
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
}

struct BenchChecklistView: View {
    @Bindable var model: BenchChecklist

    var body: some View {
        VStack {
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

    var body: some View {
        VStack {
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
