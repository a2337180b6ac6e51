import CGtk
import Foundation
import QuireUI

/// `Grid`: a GtkGrid. A `GridRow`'s cells are attached in a row of their own (the row widget itself
/// is not shown while the grid holds it), any other child across all columns; `GridPlacement` says
/// where. Each view sits in a bin of the grid's, which carries the cell's alignment, so the view's
/// own alignment is left alone; a view that expands (or fills a divider's cross axis, or is unsized
/// on an axis) fills its cell instead.
final class GTKCellGrid: GTKWidget, CellGridWidget {
    private var appearance = CellGridAppearance(alignment: .center, horizontalSpacing: nil, verticalSpacing: nil)
    private var children: [GTKWidget] = []
    private var rows: [ObjectIdentifier: GTKGridRow] = [:]
    private var bins: [ObjectIdentifier: GObjectRef] = [:]
    private var cells: [GTKWidget] = []

    init() {
        super.init(adopting: gtk_grid_new())
    }

    private var grid: UnsafeMutablePointer<GtkGrid> { ref.cast() }

    func setGridAppearance(_ appearance: CellGridAppearance) {
        self.appearance = appearance
        gtk_grid_set_column_spacing(grid, UInt32(appearance.columnSpacing.rounded()))
        gtk_grid_set_row_spacing(grid, UInt32(appearance.rowSpacing.rounded()))
        arrangeCells()
    }

    func setChildren(_ newChildren: [any PlatformWidget]) {
        children = newChildren.compactMap(\.gtk)
        arrangeCells()
    }

    /// Every cell is attached again: grids change shape rarely, and a GtkGrid has no "move".
    func arrangeCells() {
        for bin in bins.values where gtk_widget_get_parent(bin.cast(to: GtkWidget.self)) != nil {
            gtk_grid_remove(grid, bin.cast(to: GtkWidget.self))
        }
        let newRows = Dictionary(children.compactMap { $0 as? GTKGridRow }.map { (ObjectIdentifier($0), $0) },
                                 uniquingKeysWith: { first, _ in first })
        let leaving = rows.values.filter { newRows[ObjectIdentifier($0)] == nil }
        for row in newRows.values {
            row.grid = self
            row.releaseCells()
        }
        let lines: [[GTKWidget]] = children.map { ($0 as? GTKGridRow)?.cells ?? [$0] }
        let kept = Set(lines.joined().map(ObjectIdentifier.init))
        for cell in cells where !kept.contains(ObjectIdentifier(cell)) {
            (cell as? GTKGridCell)?.grid = nil
        }
        cells = Array(lines.joined())
        for cell in cells {
            (cell as? GTKGridCell)?.grid = self
        }
        for (key, bin) in bins where !kept.contains(key) {
            adw_bin_set_child(bin.cast(to: AdwBin.self), nil)
        }
        bins = bins.filter { kept.contains($0.key) }
        for row in leaving {
            row.grid = nil
            row.showOwnCells()
        }
        rows = newRows
        let placement = GridPlacement(lines: children.map { child in
            if let row = child as? GTKGridRow {
                return .row(row.cells.map(Self.attributes), alignment: row.rowAlignment)
            }
            return .spanning(Self.attributes(of: child))
        }, alignment: appearance.alignment)
        for (line, places) in zip(lines, placement.lines) {
            for (cell, place) in zip(line, places) {
                let bin = bin(for: cell)
                align(bin, holding: cell, at: place)
                gtk_grid_attach(grid, bin, Int32(place.column), Int32(place.row), Int32(place.columnSpan), 1)
            }
        }
    }

    private static func attributes(of cell: GTKWidget) -> GridCellAttributes {
        (cell as? GTKGridCell)?.attributes ?? GridCellAttributes()
    }

    private func align(_ bin: UnsafeMutablePointer<GtkWidget>, holding cell: GTKWidget, at place: GridCellPlacement) {
        let fillsWidth = place.fills.contains(.horizontal) || cell.fillsCrossAxis
            || gtk_widget_compute_expand(cell.widget, GTK_ORIENTATION_HORIZONTAL) != 0
        let fillsHeight = place.fills.contains(.vertical)
            || gtk_widget_compute_expand(cell.widget, GTK_ORIENTATION_VERTICAL) != 0
        gtk_widget_set_halign(bin, fillsWidth ? GTK_ALIGN_FILL : Self.gtkAlign(place.anchor.x))
        gtk_widget_set_valign(bin, fillsHeight ? GTK_ALIGN_FILL : Self.gtkAlign(place.anchor.y))
        // An unsized axis asks the grid for no room: the view's wish to expand stops at its bin.
        if place.fills.contains(.horizontal) { gtk_widget_set_hexpand(bin, 0) } else { gtk_widget_set_hexpand_set(bin, 0) }
        if place.fills.contains(.vertical) { gtk_widget_set_vexpand(bin, 0) } else { gtk_widget_set_vexpand_set(bin, 0) }
    }

    private func bin(for cell: GTKWidget) -> UnsafeMutablePointer<GtkWidget> {
        let key = ObjectIdentifier(cell)
        if let bin = bins[key] { return bin.cast(to: GtkWidget.self) }
        let bin = GObjectRef(adopting: UnsafeMutableRawPointer(adw_bin_new()))
        adw_bin_set_child(bin.cast(to: AdwBin.self), cell.widget)
        bins[key] = bin
        return bin.cast(to: GtkWidget.self)
    }
}

/// A widget that places `GridRow`s' cells itself (a `Grid`, a layout widget under a `GridLayout`),
/// told when a row's cells or a cell's attributes change.
@MainActor
protocol GTKGridCellsHolder: AnyObject {
    func arrangeCells()
}

extension GTKCellGrid: GTKGridCellsHolder {}

/// `GridRow`: its cells, shown in a horizontal box of its own unless a grid holds it (then the grid
/// attaches them and hears of every change).
final class GTKGridRow: GTKWidget, GridRowWidget {
    private(set) var cells: [GTKWidget] = []
    private(set) var rowAlignment: VerticalAlignment?
    private var list = GTKChildList()
    weak var grid: (any GTKGridCellsHolder)?

    init() {
        super.init(adopting: gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 8))
    }

    func setRowAlignment(_ alignment: VerticalAlignment?) {
        rowAlignment = alignment
        grid?.arrangeCells()
    }

    func setChildren(_ children: [any PlatformWidget]) {
        cells = children.compactMap(\.gtk)
        if let grid { grid.arrangeCells() } else { showOwnCells() }
    }

    /// The cells leave the row's box for a grid.
    func releaseCells() { list.set([], in: ref.cast(to: GtkBox.self)) }

    func showOwnCells() { list.set(cells, in: ref.cast(to: GtkBox.self)) }
}

/// A view with grid cell attributes: a box showing the view, whose attributes the grid reads.
final class GTKGridCell: GTKWidget, GridCellWidget {
    private(set) var attributes = GridCellAttributes()
    private var list = GTKChildList()
    /// The grid the cell is in, which places it by its attributes.
    weak var grid: (any GTKGridCellsHolder)?

    init() {
        super.init(adopting: gtk_box_new(GTK_ORIENTATION_VERTICAL, 0))
    }

    func setCellAttributes(_ attributes: GridCellAttributes) {
        self.attributes = attributes
        grid?.arrangeCells()
    }

    func setChildren(_ children: [any PlatformWidget]) {
        list.set(children.compactMap(\.gtk), in: ref.cast(to: GtkBox.self))
    }
}

extension GTKViewBackend: CellGridBackend {
    package func makeCellGrid() -> any CellGridWidget { GTKCellGrid() }
    package func makeGridRow() -> any GridRowWidget { GTKGridRow() }
    package func makeGridCell() -> any GridCellWidget { GTKGridCell() }
    package func makeViewThatFits() -> any ViewThatFitsWidget { GTKViewThatFits() }
}
