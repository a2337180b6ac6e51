import Foundation
import Testing
@testable import QuireUI
import QuireUIHeadless

/// One row operation on a list of 10, 1,000 or 10,000 elements costs the same widget work: the
/// reconciler diffs `ForEach` children by id, and the list widget is asked for one insertion,
/// removal or move (counted by the headless list with the GTK backend's own diff). Each size builds
/// one list of titled check boxes (the checklist's rows without their row actions, to keep 10,000
/// quick to build) and runs every operation on it; QuireListBench measures the full rows.
@MainActor
@Suite struct ListIdentityTests {
    @Test func everyElementIsOneRowInOrder() throws {
        let model = FixtureChecklist(count: 3)
        let host = HeadlessHost { FixtureChecklistView(model: model) }
        let list = try #require(host.list)
        #expect(host.rows.count == 3)
        #expect(host.rows.allSatisfy { $0.kind == .listRow })
        #expect(host.rowTitles == ["Item 0", "Item 1", "Item 2"])
        #expect(list.rowOperations == 3)
    }

    @Test(arguments: [10, 1_000, 10_000])
    func oneRowOperationCostsTheSameWidgetWorkAtEverySize(count: Int) throws {
        let model = FixtureChecklist(count: count)
        let host = HeadlessHost { LeanChecklistView(model: model) }
        let rowWidgets = (host.counters.created - 1) / count  // the list aside, the graph's widgets per row
        let middle = count / 2

        // Toggle by a click: the check box already shows it; nothing to make or set.
        let checkBox = try #require(host.toggle(inRow: middle))
        let click = host.measure { checkBox.toggle() }
        #expect(model.items[middle].isChecked)
        #expect(click == OperationCost(), "click: \(click)")

        // Toggle from the model (an undo): that check box only.
        let undo = host.measure { model.items[middle].isChecked = false }
        #expect(!checkBox.isOn)
        #expect(undo == OperationCost(updated: 1, touchedWidgets: 1), "model toggle: \(undo)")

        // Rename: the row's check box title.
        let rename = host.measure { model.items[count - 1].title = "Renamed" }
        #expect(host.rowTitles.last == "Renamed")
        #expect(rename == OperationCost(updated: 1, touchedWidgets: 1), "rename: \(rename)")

        // Insert: one row's widgets made, one row inserted into the list.
        let insert = host.measure { model.items.insert(FixtureItem(id: -1, title: "New"), at: middle) }
        #expect(host.rows.count == count + 1 && host.rowTitles[middle] == "New")
        #expect(insert == OperationCost(created: rowWidgets, updated: 1, rowOperations: 1, touchedWidgets: 1),
                "insert: \(insert)")

        // Delete: one row's widgets gone, one row removed; its row widget gives its content back.
        let delete = host.measure { model.items.remove(at: middle) }
        #expect(host.rows.count == count && host.rowTitles[middle] == "Item \(middle)")
        #expect(delete == OperationCost(updated: 1, removed: rowWidgets, rowOperations: 1, touchedWidgets: 2),
                "delete: \(delete)")

        // Move the first row to the end and back: the same row widget, one move each way.
        let rowsBefore = host.rows
        let down = host.measure { model.items.move(fromOffsets: IndexSet(integer: 0), toOffset: count) }
        #expect(host.rows.last === rowsBefore.first)
        #expect(down == OperationCost(updated: 1, rowOperations: 1, touchedWidgets: 1), "move: \(down)")
        let up = host.measure { model.items.move(fromOffsets: IndexSet(integer: count - 1), toOffset: 0) }
        #expect(host.rows.map(ObjectIdentifier.init) == rowsBefore.map(ObjectIdentifier.init))
        #expect(up == down, "move back: \(up)")
    }
}
