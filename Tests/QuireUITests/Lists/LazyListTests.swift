import Foundation
import QuireCore
import Testing
@testable import QuireUI
import QuireUIHeadless

/// A lazy list (GTK's GtkListView; here the headless backend's stand-in, `lazyListViewport`, which
/// binds the rows in view as GTK does): 10,000 elements make widgets for the rows in view only, a
/// change to an element out of view renders nothing, one in view renders its row, a row that comes
/// into view renders then — with its element as it is now — and a row that leaves it drops its
/// widgets (and its `@State`, as SwiftUI's lists do). Every operation touches a bounded number of
/// widgets.
@MainActor
@Suite struct LazyListTests {
    private static let viewport = 20

    private func makeHost(_ model: FixtureChecklist) -> HeadlessHost {
        HeadlessHost(backend: HeadlessBackend(lazyListViewport: Self.viewport)) { FixtureChecklistView(model: model) }
    }

    /// Widgets the graph made and has not dropped.
    private func aliveWidgets(_ host: HeadlessHost) -> Int {
        host.counters.created - host.counters.removed
    }

    @Test func tenThousandRowsMakeWidgetsOnlyForTheRowsInView() throws {
        let model = FixtureChecklist(count: 10_000)
        let host = makeHost(model)
        let list = try #require(host.list)
        #expect(list.listState.rowCount == 10_000)
        #expect(host.rows.count == Self.viewport)
        #expect(list.listState.rowsMade == Self.viewport)
        #expect(host.counters.rowRenders == Self.viewport)
        let perRow = aliveWidgets(host) / Self.viewport
        #expect(perRow > 0 && perRow < 20, "\(aliveWidgets(host)) widgets for \(Self.viewport) rows")
        #expect(host.rowTitles == model.items.prefix(Self.viewport).map(\.title))
    }

    @Test func scrollingThroughTenThousandRowsKeepsTheWidgetsOfTheRowsInView() throws {
        let model = FixtureChecklist(count: 10_000)
        let host = makeHost(model)
        let list = try #require(host.list)
        let alive = aliveWidgets(host)
        for top in stride(from: 0, to: 10_000, by: 500) {
            list.scroll(to: top)
            host.flush()
            #expect(host.rowTitles == model.items[top..<(top + Self.viewport)].map(\.title))
            #expect(aliveWidgets(host) == alive, "at row \(top)")
        }
        // GTK's list items are recycled: no more row widgets than fit in view.
        #expect(list.listState.rowsMade == Self.viewport)
    }

    @Test func changesOutOfViewCostNothingUntilTheRowComesIntoView() throws {
        let model = FixtureChecklist(count: 10_000)
        let host = makeHost(model)
        let list = try #require(host.list)
        let renders = host.counters.rowRenders

        let hidden = host.measure {
            model.items[5_000].isChecked = true
            model.items[5_000].title = "Far away"
        }
        #expect(hidden.created == 0 && hidden.updated == 0 && hidden.touchedWidgets == 0, "\(hidden)")
        #expect(host.counters.rowRenders == renders)

        let shown = host.measure { model.items[3].isChecked = true }
        #expect(shown.created == 0 && shown.updated == 1 && shown.touchedWidgets == 1, "\(shown)")
        #expect(host.counters.rowRenders == renders + 1)

        // Scrolled into view: the row renders, showing its element as it is now.
        list.scroll(to: 4_990)
        host.flush()
        #expect(host.rowTitles[10] == "Far away")
        #expect(try #require(host.toggle(inRow: 10)).isOn)
        // It keeps its content while in view: a change renders it alone.
        let again = host.measure { model.items[5_000].title = "Near" }
        #expect(again.created == 0 && again.touchedWidgets <= 2, "\(again)")
        #expect(host.rowTitles[10] == "Near")
    }

    @Test func insertDeleteAndMoveTouchABoundedNumberOfWidgets() throws {
        let model = FixtureChecklist(count: 10_000)
        let host = makeHost(model)
        let list = try #require(host.list)

        // Out of view: the list hears one more row; nothing is made.
        let farInsert = host.measure { model.items.insert(FixtureItem(id: -1, title: "Far"), at: 5_000) }
        #expect(farInsert.created == 0 && farInsert.rowOperations == 1, "\(farInsert)")
        #expect(list.listState.rowCount == 10_001)

        // In view: the new row renders; the rows pushed down keep their content, the last one leaves.
        let renders = host.counters.rowRenders
        let nearInsert = host.measure { model.items.insert(FixtureItem(id: -2, title: "Near"), at: 1) }
        #expect(nearInsert.rowOperations == 1, "\(nearInsert)")
        host.flush()
        #expect(host.counters.rowRenders == renders + 1)
        #expect(host.rowTitles == model.items.prefix(Self.viewport).map(\.title))

        let delete = host.measure { model.items.remove(at: 5_001) }
        #expect(delete.created == 0 && delete.rowOperations == 1 && delete.touchedWidgets <= 1, "\(delete)")

        // The last row moved to the top comes into view and renders; moved back, it leaves it.
        let rendersBeforeMove = host.counters.rowRenders
        let up = host.measure { model.items.move(fromOffsets: IndexSet(integer: model.items.count - 1), toOffset: 0) }
        #expect(up.rowOperations == 1, "\(up)")
        #expect(host.counters.rowRenders == rendersBeforeMove + 1)
        #expect(host.rowTitles == model.items.prefix(Self.viewport).map(\.title))
        // Moved to the end, it leaves the view and the next row comes into it: one row's widgets each.
        let perRow = up.created
        let down = host.measure { model.items.move(fromOffsets: IndexSet(integer: 0), toOffset: model.items.count) }
        #expect(down.created == perRow && down.rowOperations == 1, "\(down)")
        #expect(host.rowTitles == model.items.prefix(Self.viewport).map(\.title))
    }

    @Test func aRowShownInEditModeShowsItsDeleteButtonAndHandle() throws {
        let model = FixtureChecklist(count: 1_000)
        let host = HeadlessHost(backend: HeadlessBackend(lazyListViewport: Self.viewport)) {
            VStack {
                EditButton()
                FixtureChecklistView(model: model)
            }
        }
        let list = try #require(host.list)
        let edit = try host.widget(.button, titled: "Edit")
        edit.click()
        host.flush()
        let editing = ListRowEditing(isEditing: true, canDelete: true, canMove: true)
        #expect(host.rows.allSatisfy { $0.editing == editing })
        list.scroll(to: 500)
        host.flush()
        #expect(try #require(list.row(at: 500)).editing == editing)
        edit.click()
        host.flush()
        #expect(host.rows.allSatisfy { !$0.editing.isEditing })
    }

    @Test func aRowsStateGoesWithItsWidgetsWhenItLeavesTheView() throws {
        let host = HeadlessHost(backend: HeadlessBackend(lazyListViewport: 5)) {
            List(0..<100, id: \.self) { number in
                CounterRow(number: number)
            }
        }
        let list = try #require(host.list)
        let button = try #require(list.row(at: 2)?.allWidgets.first { $0.kind == .button })
        button.click()
        host.flush()
        #expect(button.title == "2: 1")
        // While in view (and while the list scrolls by less than a page) the row keeps its state.
        list.scroll(to: 1)
        host.flush()
        #expect(list.row(at: 2)?.allWidgets.first { $0.kind == .button }?.title == "2: 1")
        // Out of view and back: a new row, its state from the start, as in SwiftUI's lists.
        list.scroll(to: 50)
        host.flush()
        list.scroll(to: 0)
        host.flush()
        #expect(list.row(at: 2)?.allWidgets.first { $0.kind == .button }?.title == "2: 0")
    }
}

/// A row with state of its own: a button counting its clicks.
private struct CounterRow: View {
    let number: Int
    @State private var clicks = 0

    var body: some View {
        Button("\(number): \(clicks)") { clicks += 1 }
    }
}
