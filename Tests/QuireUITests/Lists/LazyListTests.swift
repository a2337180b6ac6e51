import Foundation
import QuireCore
import Testing
@testable import QuireUI

/// A lazy list (GTK's GtkListView; here the headless backend's stand-in, `lazyListViewport`, which
/// shows the first rows as GTK binds the rows in view): 10,000 elements make row widgets for the
/// rows in view only, a change to an element out of view renders nothing, one in view renders its
/// row, and a row that comes into view renders then — with its element as it is now. Every
/// operation touches a bounded number of widgets.
@MainActor
@Suite struct LazyListTests {
    private static let viewport = 20

    private func makeHost(_ model: FixtureChecklist) -> HeadlessHost {
        HeadlessHost(backend: HeadlessBackend(lazyListViewport: Self.viewport)) { FixtureChecklistView(model: model) }
    }

    /// Widgets made for row content (everything but the list and its row handles).
    private func contentWidgets(_ host: HeadlessHost) -> Int {
        host.backend.madeWidgets.count { $0.kind != .listRow && $0.kind != .list }
    }

    @Test func tenThousandRowsMakeWidgetsOnlyForTheRowsInView() {
        let model = FixtureChecklist(count: 10_000)
        let host = makeHost(model)
        #expect(host.rows.count == 10_000)
        #expect(host.counters.rowRenders == Self.viewport)
        let perRow = contentWidgets(host) / Self.viewport
        #expect(perRow > 0 && perRow < 20, "\(contentWidgets(host)) widgets for \(Self.viewport) rows")
        #expect(host.rows.prefix(Self.viewport).allSatisfy { $0.isShown && !$0.children.isEmpty })
        #expect(host.rows.dropFirst(Self.viewport).allSatisfy { !$0.isShown && $0.children.isEmpty })
        #expect(Array(host.rowTitles.prefix(Self.viewport)) == model.items.prefix(Self.viewport).map(\.title))
    }

    @Test func changesOutOfViewCostNothingUntilTheRowComesIntoView() throws {
        let model = FixtureChecklist(count: 10_000)
        let host = makeHost(model)
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

        // Scrolled into view: the row renders once, showing its element as it is now.
        let row = host.rows[5_000]
        row.show()
        #expect(host.counters.rowRenders == renders + 2)
        #expect(host.rowTitles[5_000] == "Far away")
        #expect(try #require(host.toggle(inRow: 5_000)).isOn)
        #expect(row.contentRequests == 1)
        // It keeps its content: a change now renders it alone.
        let again = host.measure { model.items[5_000].title = "Near" }
        #expect(again.created == 0 && again.touchedWidgets <= 2, "\(again)")
        #expect(host.rowTitles[5_000] == "Near")
    }

    @Test func insertDeleteAndMoveTouchABoundedNumberOfWidgets() {
        let model = FixtureChecklist(count: 10_000)
        let host = makeHost(model)
        let created = host.backend.madeWidgets.count

        // Out of view: the row's handle only, no content.
        let farInsert = host.measure { model.items.insert(FixtureItem(id: -1, title: "Far"), at: 5_000) }
        #expect(farInsert.created == 1 && farInsert.rowOperations == 1 && farInsert.touchedWidgets == 1, "\(farInsert)")
        #expect(host.backend.madeWidgets.count == created + 1)

        // In view: the new row renders; the rows pushed down keep their content.
        let renders = host.counters.rowRenders
        let nearInsert = host.measure { model.items.insert(FixtureItem(id: -2, title: "Near"), at: 1) }
        #expect(nearInsert.rowOperations == 1 && nearInsert.touchedWidgets <= 2, "\(nearInsert)")
        #expect(host.counters.rowRenders == renders + 1)
        #expect(host.rowTitles[1] == "Near")

        let delete = host.measure { model.items.remove(at: 5_001) }
        #expect(delete.created == 0 && delete.rowOperations == 1 && delete.touchedWidgets == 1, "\(delete)")

        // The last row moved to the top comes into view and renders; moved back, nothing renders.
        let rendersBeforeMove = host.counters.rowRenders
        let up = host.measure { model.items.move(fromOffsets: IndexSet(integer: model.items.count - 1), toOffset: 0) }
        #expect(up.rowOperations == 1 && up.touchedWidgets <= 2, "\(up)")
        #expect(host.counters.rowRenders == rendersBeforeMove + 1)
        #expect(host.rowTitles[0] == model.items[0].title)
        let down = host.measure { model.items.move(fromOffsets: IndexSet(integer: 0), toOffset: model.items.count) }
        #expect(down.created == 0 && down.rowOperations == 1 && down.touchedWidgets == 1, "\(down)")
        #expect(host.counters.rowRenders == rendersBeforeMove + 1)
        #expect(Array(host.rowTitles.prefix(Self.viewport)) == model.items.prefix(Self.viewport).map(\.title))
    }

    @Test func aRowShownInEditModeShowsItsDeleteButtonAndHandle() throws {
        let model = FixtureChecklist(count: 1_000)
        let host = HeadlessHost(backend: HeadlessBackend(lazyListViewport: Self.viewport)) {
            VStack {
                EditButton()
                FixtureChecklistView(model: model)
            }
        }
        let edit = try host.widget(.button, titled: "Edit")
        edit.click()
        host.flush()
        let editing = ListRowEditing(isEditing: true, canDelete: true, canMove: true)
        #expect(host.rows.prefix(Self.viewport).allSatisfy { $0.editing == editing })
        let row = host.rows[500]
        #expect(row.editing == ListRowEditing(), "not rendered while out of view")
        row.show()
        #expect(row.editing == editing)
        edit.click()
        host.flush()
        #expect(!row.editing.isEditing && !host.rows[0].editing.isEditing)
    }
}
