import Foundation
import Observation
import Testing
@testable import QuireUI
import QuireUIHeadless

/// The graph's own work per row operation does not grow with the list: typed element comparisons
/// (`WidgetCounters.elementComparisons`: ids read and `==` called; unchanged elements are compared
/// by their bytes) and row nodes visited or rows handed to the list (`rowNodeVisits`) are the same
/// small numbers at 10 and 5,000 rows. Also: a `ForEach`'s rows stand in the list as one group
/// (`ListRowGroup`) beside static rows and other groups, and a group changed by its own body (without
/// the list's) still reaches the list as edits at the right places.
@MainActor
@Suite struct ListOperationWorkTests {
    struct Work: Equatable, CustomStringConvertible {
        var comparisons = 0
        var visits = 0
        var rowRenders = 0

        var description: String { "comparisons \(comparisons), visits \(visits), rows rendered \(rowRenders)" }
    }

    static let operations: [(name: String, run: @MainActor (FixtureChecklist) -> Void)] = [
        ("toggle", { $0.items[$0.items.count / 2].isChecked.toggle() }),
        ("rename", { $0.items[$0.items.count / 3].title += "!" }),
        ("insert", { $0.items.insert(FixtureItem(id: -$0.items.count, title: "New"), at: $0.items.count / 2) }),
        ("insert at top", { $0.items.insert(FixtureItem(id: -$0.items.count - 100_000, title: "Top"), at: 0) }),
        ("append", { $0.items.append(FixtureItem(id: -$0.items.count - 200_000, title: "Last")) }),
        ("delete", { $0.items.remove(at: $0.items.count / 2) }),
        ("delete last", { $0.items.removeLast() }),
        ("move first→last", { $0.move(IndexSet(integer: 0), $0.items.count) }),
        ("move last→first", { $0.move(IndexSet(integer: $0.items.count - 1), 0) }),
        ("move one down", { $0.move(IndexSet(integer: 3), 5) }),
    ]

    private func work(count: Int) -> [String: Work] {
        let model = FixtureChecklist(count: count)
        let host = HeadlessHost { LeanChecklistView(model: model) }
        var result: [String: Work] = [:]
        for operation in Self.operations {
            let before = host.counters
            operation.run(model)
            host.flush()
            let after = host.counters
            result[operation.name] = Work(comparisons: after.elementComparisons - before.elementComparisons,
                                          visits: after.rowNodeVisits - before.rowNodeVisits,
                                          rowRenders: after.rowRenders - before.rowRenders)
        }
        #expect(host.rowTitles == model.items.map(\.title))
        return result
    }

    @Test func everyRowOperationDoesTheSameSmallWorkAtEverySize() {
        let small = work(count: 10)
        let large = work(count: 5_000)
        for (name, _) in Self.operations {
            let work = large[name] ?? Work(comparisons: .max)
            #expect(work == small[name], "\(name): \(work) at 5,000 rows, \(small[name].map(String.init(describing:)) ?? "-") at 10")
            #expect(work.comparisons <= 8 && work.visits <= 6 && work.rowRenders <= 1, "\(name): \(work)")
        }
    }

    @Test func aKeystrokeBesideTheListComparesNothing() {
        let model = FixtureChecklist(count: 2_000)
        let host = HeadlessHost { LeanChecklistView(model: model) }
        let before = host.counters
        model.items[7].isChecked = model.items[7].isChecked  // the same value: Observation still fires
        host.flush()
        // The body ran; every element's bytes are the same: not one typed comparison.
        #expect(host.counters.elementComparisons == before.elementComparisons)
    }

    @Test func groupsAndStaticRowsKeepTheirPlaces() throws {
        let first = FixtureChecklist(count: 3)
        let second = FixtureChecklist(count: 2)
        let host = HeadlessHost { TwoGroupsView(first: first, second: second) }
        let list = try #require(host.list)
        func titles() -> [String] { host.rows.map(Self.title(of:)) }
        #expect(titles() == ["Header", "Item 0", "Item 1", "Item 2", "Middle", "Item 0", "Item 1", "Footer"])

        // Each change re-renders only the group's own body (the list's is not invalidated) and is one
        // row operation for the list.
        let bodiesBefore = host.counters.bodyEvaluations
        var operations = list.rowOperations
        first.items.insert(FixtureItem(id: 10, title: "A"), at: 1)
        host.flush()
        #expect(titles() == ["Header", "Item 0", "A", "Item 1", "Item 2", "Middle", "Item 0", "Item 1", "Footer"])
        #expect(list.rowOperations == operations + 1)
        #expect(host.counters.bodyEvaluations == bodiesBefore + 1)

        operations = list.rowOperations
        second.move(IndexSet(integer: 1), 0)
        host.flush()
        #expect(titles() == ["Header", "Item 0", "A", "Item 1", "Item 2", "Middle", "Item 1", "Item 0", "Footer"])
        #expect(list.rowOperations == operations + 1)

        second.items.append(FixtureItem(id: 20, title: "B"))
        first.items.removeFirst()
        host.flush()
        #expect(titles() == ["Header", "A", "Item 1", "Item 2", "Middle", "Item 1", "Item 0", "B", "Footer"])

        first.items.removeAll()
        second.items.insert(FixtureItem(id: 21, title: "C"), at: 0)
        host.flush()
        #expect(titles() == ["Header", "Middle", "C", "Item 1", "Item 0", "B", "Footer"])

        first.items = [FixtureItem(id: 30, title: "D"), FixtureItem(id: 31, title: "E")]
        host.flush()
        #expect(titles() == ["Header", "D", "E", "Middle", "C", "Item 1", "Item 0", "B", "Footer"])
    }

    @Test func aReorderOfManyRowsIsTheFewestOperations() throws {
        let model = FixtureChecklist(count: 50)
        let host = HeadlessHost { LeanChecklistView(model: model) }
        let list = try #require(host.list)
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<10 {
            let operations = list.rowOperations
            let kept = model.items.count
            // Swap two rows: each out and in again, whatever lies between them.
            let a = Int.random(in: 0..<(kept / 2), using: &generator), b = Int.random(in: (kept / 2)..<kept, using: &generator)
            model.items.swapAt(a, b)
            host.flush()
            #expect(host.rowTitles == model.items.map(\.title))
            #expect(list.rowOperations - operations <= 4)
        }
        model.items.reverse()
        host.flush()
        #expect(host.rowTitles == model.items.map(\.title))
    }

    private static func title(of row: HeadlessWidget) -> String {
        let widgets = row.allWidgets
        if let toggle = widgets.first(where: { $0.kind == .toggle }) {
            return toggle.title.isEmpty ? toggle.accessibilityLabel : toggle.title
        }
        return widgets.first { $0.kind == .text }?.text ?? "?"
    }
}

/// Static rows around two `ForEach`es, each in a view of its own whose body alone reads its model.
private struct TwoGroupsView: View {
    let first: FixtureChecklist
    let second: FixtureChecklist

    var body: some View {
        List {
            Text("Header")
            GroupRows(model: first)
            Text("Middle")
            GroupRows(model: second)
            Text("Footer")
        }
    }
}

private struct GroupRows: View {
    @Bindable var model: FixtureChecklist

    var body: some View {
        ForEach($model.items) { $item in
            Toggle(item.title, isOn: $item.isChecked)
        }
    }
}
