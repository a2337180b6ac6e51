import Observation
import Testing
@testable import QuireUI
import QuireUIHeadless

/// `ForEach` keeps rows by id: inserting, deleting and moving touch only the rows concerned.
@MainActor
@Suite struct ForEachTests {
    struct Item: Identifiable, Equatable {
        let id: Int
        var title: String
    }

    @Observable @MainActor
    final class Items {
        var items: [Item] = (1...5).map { Item(id: $0, title: "Item \($0)") }
    }

    struct Row: View {
        let item: Item
        @State private var taps = 0

        var body: some View {
            Button("\(item.title) · \(taps)") { taps += 1 }
        }
    }

    struct List: View {
        let model: Items

        var body: some View {
            VStack {
                ForEach(model.items) { item in
                    Row(item: item)
                }
            }
        }
    }

    private func rowTitles(_ host: HeadlessHost) -> [String] {
        host.widgets(.button).map(\.title)
    }

    @Test func insertingMakesOneRowAndTouchesNoOther() throws {
        let model = Items()
        let host = HeadlessHost { List(model: model) }
        let before = host.widgets(.button)
        let changesBefore = before.map(\.changes)
        let stack = try host.widget(.stack(.vertical))
        let stackChanges = stack.changes
        let counters = host.counters

        model.items.insert(Item(id: 99, title: "New"), at: 2)
        host.flush()

        #expect(rowTitles(host) == ["Item 1 · 0", "Item 2 · 0", "New · 0", "Item 3 · 0", "Item 4 · 0", "Item 5 · 0"])
        #expect(host.counters.created - counters.created == 1, "one button for the new row")
        #expect(host.counters.updated - counters.updated == 1, "the stack's children, once")
        #expect(before.map(\.changes) == changesBefore, "no existing row widget changed")
        #expect(stack.changes == stackChanges + 1)
    }

    @Test func deletingRemovesOnlyThatRow() throws {
        let model = Items()
        let host = HeadlessHost { List(model: model) }
        let counters = host.counters
        model.items.remove(at: 0)
        host.flush()
        #expect(rowTitles(host) == ["Item 2 · 0", "Item 3 · 0", "Item 4 · 0", "Item 5 · 0"])
        #expect(host.counters.created == counters.created)
        #expect(host.counters.removed - counters.removed == 1)
    }

    @Test func movingKeepsEachRowsWidgetAndState() throws {
        let model = Items()
        let host = HeadlessHost { List(model: model) }
        let buttons = host.widgets(.button)
        buttons[4].click()  // Item 5 remembers a tap in its @State
        host.flush()
        let counters = host.counters

        model.items.move(fromOffsets: IndexSet(integer: 4), toOffset: 0)
        host.flush()

        #expect(rowTitles(host) == ["Item 5 · 1", "Item 1 · 0", "Item 2 · 0", "Item 3 · 0", "Item 4 · 0"])
        #expect(host.widgets(.button).first === buttons[4], "the same widget, moved")
        #expect(host.counters.created == counters.created)
        #expect(host.counters.updated - counters.updated == 1, "one children change on the stack")
    }

    @Test func changingOneElementUpdatesOneWidget() throws {
        let model = Items()
        let host = HeadlessHost { List(model: model) }
        let buttons = host.widgets(.button)
        let changesBefore = buttons.map(\.changes)
        model.items[3].title = "Renamed"
        host.flush()
        #expect(zip(buttons, changesBefore).map { $0.changes - $1 } == [0, 0, 0, 1, 0])
        #expect(buttons[3].title == "Renamed · 0")
    }

    @Test func rangesAndKeyPathsIdentifyRows() {
        let host = HeadlessHost {
            VStack {
                ForEach(0..<3) { Text("r\($0)") }
                ForEach(["a", "b", "a"], id: \.self) { Text($0) }
            }
        }
        #expect(host.texts == ["r0", "r1", "r2", "a", "b", "a"], "a repeated id still gets its row")
    }
}

import Foundation
import QuireCore
