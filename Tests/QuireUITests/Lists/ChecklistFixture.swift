import Foundation
import Observation
import QuireCore
@testable import QuireUI
import QuireUIHeadless

/// A checklist model and view like the Checklist app's: `ForEach($items)` rows of check boxes with a
/// delete button and a context menu, deletable and movable, inside a `List`.
struct FixtureItem: Identifiable, Equatable {
    let id: Int
    var title: String
    var isChecked = false
}

@Observable @MainActor
final class FixtureChecklist {
    var items: [FixtureItem]
    var selection: Set<Int> = []
    private(set) var deletedOffsets: [IndexSet] = []
    private(set) var moves: [(IndexSet, Int)] = []

    init(count: Int) {
        items = (0..<count).map { FixtureItem(id: $0, title: "Item \($0)") }
    }

    func delete(_ offsets: IndexSet) {
        deletedOffsets.append(offsets)
        items.remove(atOffsets: offsets)
    }

    /// Removes the item with `id` (the id is read before `items` is modified: a binding's getter
    /// reading `items` inside `removeAll`'s predicate would overlap the mutation).
    func remove(_ id: Int) {
        items.removeAll { $0.id == id }
    }

    func move(_ offsets: IndexSet, _ destination: Int) {
        moves.append((offsets, destination))
        items.move(fromOffsets: offsets, toOffset: destination)
    }
}

struct FixtureChecklistView: View {
    @Bindable var model: FixtureChecklist
    var selectable = false

    var body: some View {
        List(selection: selectable ? $model.selection : nil) {
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
                    Button("Rename") { item.title += "!" }
                    Divider()
                    Button("Delete", role: .destructive) { model.remove(item.id) }
                }
            }
            .onDelete { model.delete($0) }
            .onMove { model.move($0, $1) }
        }
    }
}

/// The same list with the smallest rows: a titled check box each (the scaling tests build 10,000).
struct LeanChecklistView: View {
    @Bindable var model: FixtureChecklist

    var body: some View {
        List {
            ForEach($model.items) { $item in
                Toggle(item.title, isOn: $item.isChecked)
                    .toggleStyle(.checkbox)
            }
            .onDelete { model.delete($0) }
            .onMove { model.move($0, $1) }
        }
    }
}

/// What one operation did to the widgets of a headless graph.
struct OperationCost: Equatable, CustomStringConvertible {
    var created = 0
    var updated = 0
    var removed = 0
    var rowOperations = 0
    /// Widgets (existing before the operation) whose properties or children changed.
    var touchedWidgets = 0

    var description: String {
        "created \(created), updated \(updated), removed \(removed), row operations \(rowOperations), "
            + "touched \(touchedWidgets)"
    }
}

@MainActor
extension HeadlessHost {
    var list: HeadlessWidget? { widgets(.list).first }
    var rows: [HeadlessWidget] { list?.children ?? [] }

    /// Runs `operation`, flushes, and reports what it cost.
    func measure(_ operation: () -> Void) -> OperationCost {
        let widgetsBefore = backend.madeWidgets
        let changesBefore = widgetsBefore.map(\.changes)
        let countersBefore = counters
        let rowOperationsBefore = list?.rowOperations ?? 0
        operation()
        flush()
        let touched = zip(widgetsBefore, changesBefore).count { $0.changes != $1 }
        return OperationCost(created: counters.created - countersBefore.created,
                             updated: counters.updated - countersBefore.updated,
                             removed: counters.removed - countersBefore.removed,
                             rowOperations: (list?.rowOperations ?? 0) - rowOperationsBefore,
                             touchedWidgets: touched)
    }

    /// The title of each row's check box, in order.
    var rowTitles: [String] {
        rows.map { row in
            let toggle = row.allWidgets.first { $0.kind == .toggle }
            return toggle.map { $0.title.isEmpty ? $0.accessibilityLabel : $0.title } ?? "?"
        }
    }

    func toggle(inRow index: Int) -> HeadlessWidget? {
        rows[index].allWidgets.first { $0.kind == .toggle }
    }
}
