import Foundation
import Observation
import QuireCore
import Testing
@testable import QuireUI
import QuireUIHeadless

/// `Table` (GTK's GtkColumnView; here the headless backend's lazy list with columns): its columns'
/// headers and widths, cells made only for the rows in view, a header click writing `sortOrder`
/// (the app sorts, as in SwiftUI), a sort order naming a column that went away, selection one and
/// several at a time, rows built by `TableRow`/`ForEach`, columns by `TableColumnForEach`,
/// column visibility by `TableColumnCustomization`, and the selection-based context menu.
@MainActor
@Suite struct TableTests {
    struct File: Identifiable, Hashable {
        let id: Int
        var name: String
        var size: Int
    }

    @Observable final class Folder {
        var files: [File]
        var sortOrder = [KeyPathComparator(\File.name)]
        var selection: File.ID?
        var selected = Set<File.ID>()
        var showsSize = true

        init(count: Int) {
            files = (0..<count).map { File(id: $0, name: "File \($0)", size: (count - $0) * 10) }
        }

        var sorted: [File] { files.sorted(using: sortOrder) }
    }

    private static let viewport = 20

    /// The texts of each row in view, cell by cell.
    private func rowTexts(_ table: HeadlessWidget) -> [[String]] {
        (0..<table.listState.rowCount).compactMap { position in
            let cells = table.cells(at: position)
            return cells.isEmpty ? nil : cells.map { $0.texts.joined(separator: " ") }
        }
    }

    @Test func columnsShowTheirTitlesWidthsAndWhetherTheySort() throws {
        let folder = Folder(count: 3)
        let host = HeadlessHost {
            Table(folder.sorted, sortOrder: Binding(get: { folder.sortOrder }, set: { folder.sortOrder = $0 })) {
                TableColumn("Name", value: \.name)
                TableColumn("Size", value: \.size) { file in Text("\(file.size) KB") }
                    .width(80)
                TableColumn("Kind") { _ in Text("Document") }
                    .width(min: 40, ideal: 100, max: 200)
                    .alignment(.trailing)
            }
        }
        let table = try host.widget(.table)
        let columns = table.listState.columns
        #expect(columns.map(\.title) == ["Name", "Size", "Kind"])
        #expect(columns.map(\.isSortable) == [true, true, false])
        #expect(columns[1].width.isFixed && columns[1].width.ideal == 80)
        #expect(columns[2].width == TableColumnDescription.ColumnWidth(minimum: 40, ideal: 100, maximum: 200))
        #expect(columns[2].alignment == .trailing)
        #expect(rowTexts(table) == [["File 0", "30 KB", "Document"], ["File 1", "20 KB", "Document"],
                                    ["File 2", "10 KB", "Document"]])
        #expect(table.listState.sortIndicator.column == 0 && table.listState.sortIndicator.ascending)
    }

    @Test func aHundredThousandRowsMakeCellsOnlyForTheRowsInView() throws {
        let folder = Folder(count: 100_000)
        let host = HeadlessHost(backend: HeadlessBackend(lazyListViewport: Self.viewport)) {
            Table(folder.files) {
                TableColumn("Name", value: \.name)
                TableColumn("Size") { file in Text("\(file.size)") }
            }
        }
        let table = try host.widget(.table)
        #expect(table.listState.rowCount == 100_000)
        #expect(table.children.count == Self.viewport * 2, "one cell per column per row in view")
        let alive = host.counters.created - host.counters.removed
        #expect(alive < Self.viewport * 10, "\(alive) widgets for \(Self.viewport) rows")

        table.scroll(to: 50_000)
        host.flush()
        #expect(rowTexts(table).first == ["File 50000", "\(folder.files[50_000].size)"])
        #expect(rowTexts(table).count == Self.viewport)
        #expect(host.counters.created - host.counters.removed == alive)
        #expect(table.listState.rowsMade == Self.viewport * 2, "cells are recycled, as GTK's list items")
    }

    @Test func aHeaderClickWritesTheSortOrderAndTheAppsSortReordersTheRows() throws {
        let folder = Folder(count: 3)
        let host = HeadlessHost {
            Table(folder.sorted, sortOrder: Binding(get: { folder.sortOrder }, set: { folder.sortOrder = $0 })) {
                TableColumn("Name", value: \.name)
                TableColumn("Size", value: \.size) { file in Text("\(file.size)") }
                TableColumn("Kind") { _ in Text("Document") }
            }
        }
        let table = try host.widget(.table)
        #expect(rowTexts(table).map(\.[0]) == ["File 0", "File 1", "File 2"])

        // Another column: its comparator goes first, ascending; the table sorts nothing itself.
        table.clickHeader(1)
        #expect(folder.sortOrder.first == KeyPathComparator(\File.size))
        #expect(folder.sortOrder.map(\.keyPath) == [\File.size, \File.name], "the earlier comparators stay after it")
        host.flush()
        #expect(rowTexts(table).map(\.[1]) == ["10", "20", "30"])
        #expect(table.listState.sortIndicator.column == 1 && table.listState.sortIndicator.ascending)

        // The same column again: its order turns around.
        table.clickHeader(1)
        #expect(folder.sortOrder.first == KeyPathComparator(\File.size, order: .reverse))
        host.flush()
        #expect(rowTexts(table).map(\.[1]) == ["30", "20", "10"])
        #expect(table.listState.sortIndicator.column == 1 && !table.listState.sortIndicator.ascending)

        // A column that does not sort: nothing changes.
        let before = folder.sortOrder
        table.clickHeader(2)
        #expect(folder.sortOrder == before)
    }

    @Test func aSortOrderByAColumnThatWentAwayShowsNoSortedColumn() throws {
        let folder = Folder(count: 3)
        folder.sortOrder = [KeyPathComparator(\File.size, order: .reverse)]
        let host = HeadlessHost {
            Table(folder.sorted, sortOrder: Binding(get: { folder.sortOrder }, set: { folder.sortOrder = $0 })) {
                TableColumn("Name", value: \.name)
                if folder.showsSize {
                    TableColumn("Size", value: \.size) { file in Text("\(file.size)") }
                }
            }
        }
        let table = try host.widget(.table)
        #expect(table.listState.sortIndicator.column == 1)

        folder.showsSize = false
        host.flush()
        #expect(table.listState.columns.map(\.title) == ["Name"])
        #expect(table.listState.sortIndicator.column == nil, "no column has the sort order's comparator")
        // The app still sorts by it; the rows show as it sorted them.
        #expect(rowTexts(table).map(\.[0]) == ["File 0", "File 1", "File 2"])

        table.clickHeader(0)
        #expect(folder.sortOrder.first?.keyPath == \File.name && folder.sortOrder.first?.order == .forward)
        host.flush()
        #expect(table.listState.sortIndicator.column == 0)
    }

    @Test func oneRowSelectedReachesTheBindingAndBack() throws {
        let folder = Folder(count: 5)
        let host = HeadlessHost {
            Table(folder.files, selection: Binding(get: { folder.selection }, set: { folder.selection = $0 })) {
                TableColumn("Name", value: \.name)
            }
        }
        let table = try host.widget(.table)
        #expect(table.selectionMode == .single)
        table.select(positions: [3])
        #expect(folder.selection == 3)
        folder.selection = 1
        host.flush()
        #expect(table.listState.selectedPositions == [1])
        folder.selection = nil
        host.flush()
        #expect(table.listState.selectedPositions.isEmpty)
    }

    @Test func severalRowsSelectedReachTheSetAndBack() throws {
        let folder = Folder(count: 5)
        let host = HeadlessHost {
            Table(folder.sorted, selection: Binding(get: { folder.selected }, set: { folder.selected = $0 }),
                  sortOrder: Binding(get: { folder.sortOrder }, set: { folder.sortOrder = $0 })) {
                TableColumn("Name", value: \.name)
                TableColumn("Size", value: \.size) { file in Text("\(file.size)") }
            }
        }
        let table = try host.widget(.table)
        #expect(table.selectionMode == .multiple)
        table.select(positions: [0, 4])
        #expect(folder.selected == [0, 4])
        // Sorted the other way, the selection stays with the rows' ids.
        table.clickHeader(1)
        host.flush()
        #expect(rowTexts(table).map(\.[0]).first == "File 4")
        #expect(table.listState.selectedPositions == [0, 4])
        folder.selected = [2]
        host.flush()
        #expect(table.listState.selectedPositions == [2])
    }

    @Test func rowsBuiltByTableRowAndForEach() throws {
        let folder = Folder(count: 3)
        let host = HeadlessHost {
            Table(of: File.self) {
                TableColumn("Name", value: \.name)
            } rows: {
                TableRow(File(id: 100, name: "Pinned", size: 0))
                ForEach(folder.files) { file in
                    TableRow(file)
                }
            }
        }
        let table = try host.widget(.table)
        #expect(rowTexts(table).map(\.[0]) == ["Pinned", "File 0", "File 1", "File 2"])
        folder.files.remove(at: 1)
        host.flush()
        #expect(rowTexts(table).map(\.[0]) == ["Pinned", "File 0", "File 2"])
    }

    @Test func columnsMadeByTableColumnForEach() throws {
        let folder = Folder(count: 2)
        let channels = ["L", "R"]
        let host = HeadlessHost {
            Table(folder.files) {
                TableColumn("Name", value: \.name)
                TableColumnForEach(channels, id: \.self) { channel in
                    TableColumn(channel) { file in Text("\(channel)\(file.id)") }
                }
            }
        }
        let table = try host.widget(.table)
        #expect(table.listState.columns.map(\.title) == ["Name", "L", "R"])
        #expect(rowTexts(table) == [["File 0", "L0", "R0"], ["File 1", "L1", "R1"]])
    }

    @Test func aCustomizationHidesTheColumnsItSaysAreHidden() throws {
        let folder = Folder(count: 1)
        var customization = TableColumnCustomization<File>()
        customization[visibility: "size"] = .hidden
        customization.resetOrder()
        let stored = customization
        let host = HeadlessHost {
            Table(folder.files, columnCustomization: .constant(stored)) {
                TableColumn("Name", value: \.name)
                    .customizationID("name")
                TableColumn("Size") { file in Text("\(file.size)") }
                    .customizationID("size")
                    .disabledCustomizationBehavior(.reorder)
                TableColumn("Kind") { _ in Text("Document") }
                    .customizationID("kind")
                    .defaultVisibility(.hidden)
            }
        }
        let table = try host.widget(.table)
        #expect(table.listState.columns.map(\.title) == ["Name"])
        #expect(rowTexts(table) == [["File 0"]])
        // It round-trips through Codable, as apps keep it in scene or app storage.
        let decoded = try JSONDecoder().decode(TableColumnCustomization<File>.self, from: JSONEncoder().encode(stored))
        #expect(decoded == stored && decoded[visibility: "size"] == .hidden && decoded[visibility: "name"] == .automatic)
    }

    @Test func theSelectionContextMenuActsOnTheSelectionAndItsPrimaryActionOnDoubleClick() throws {
        let folder = Folder(count: 5)
        var opened: Set<File.ID> = []
        var deleted: Set<File.ID> = []
        let host = HeadlessHost {
            Table(folder.files, selection: Binding(get: { folder.selected }, set: { folder.selected = $0 })) {
                TableColumn("Name", value: \.name)
            }
            .contextMenu(forSelectionType: File.ID.self) { ids in
                if !ids.isEmpty {
                    Button("Delete \(ids.count)") { deleted = ids }
                }
            } primaryAction: { ids in
                opened = ids
            }
        }
        let table = try host.widget(.table)
        table.select(positions: [1, 2])
        host.flush()

        // On a selected row: the whole selection.
        let entries = try #require(table.openContextMenu(at: 2))
        #expect(entries.count == 1)
        table.chooseContextMenuItem(0)
        #expect(deleted == [1, 2])
        // On a row outside the selection: that row alone. On empty space: no buttons, no menu.
        #expect(table.openContextMenu(at: 4) != nil)
        table.chooseContextMenuItem(0)
        #expect(deleted == [4])
        #expect(table.openContextMenu(at: nil) == nil)

        table.activate(1)
        #expect(opened == [1, 2])
        table.activate(3)
        #expect(opened == [3])
    }
}
