import Foundation

/// One line of a `Grid` as its layout sees it: a `GridRow`'s cells, or one view across all columns.
package enum GridLine: Hashable, Sendable {
    case row([GridCellAttributes], alignment: VerticalAlignment?)
    case spanning(GridCellAttributes)
}

/// Where one view of a `Grid` goes: its row, first column and column count, where it sits in that
/// area (a unit point), and the axes on which it takes the area's whole size.
package struct GridCellPlacement: Hashable, Sendable {
    package var row: Int
    package var column: Int
    package var columnSpan: Int
    package var anchor: UnitPoint
    package var fills: Axis.Set
}

/// A `Grid`'s cells placed as SwiftUI places them: each row's cells fill its columns from the first,
/// a cell taking `gridCellColumns` columns; as many columns as the widest row needs; a view outside
/// a row spans them all. A cell sits at its `gridCellAnchor`, else horizontally at its column's
/// alignment (`gridColumnAlignment` of the first cell that sets one there) or the grid's, and
/// vertically at its row's alignment or the grid's.
package struct GridPlacement: Hashable, Sendable {
    package let columnCount: Int
    /// One entry per line, one placement per view of the line.
    package let lines: [[GridCellPlacement]]

    package init(lines: [GridLine], alignment: Alignment) {
        var columnCount = 1
        var columnAlignments: [Int: HorizontalAlignment] = [:]
        for case .row(let cells, _) in lines {
            var column = 0
            for cell in cells {
                if let alignment = cell.columnAlignment, columnAlignments[column] == nil {
                    columnAlignments[column] = alignment
                }
                column += Self.span(of: cell)
            }
            columnCount = max(columnCount, column)
        }
        self.columnCount = columnCount
        self.lines = lines.enumerated().map { row, line in
            switch line {
            case .spanning(let cell):
                let anchor = cell.anchor ?? UnitPoint(x: alignment.horizontal.unitX, y: alignment.vertical.unitY)
                return [GridCellPlacement(row: row, column: 0, columnSpan: columnCount, anchor: anchor,
                                          fills: cell.unsizedAxes)]
            case .row(let cells, let rowAlignment):
                var column = 0
                return cells.map { cell in
                    let span = Self.span(of: cell)
                    defer { column += span }
                    let horizontal = columnAlignments[column] ?? alignment.horizontal
                    let anchor = cell.anchor ?? UnitPoint(x: horizontal.unitX, y: (rowAlignment ?? alignment.vertical).unitY)
                    return GridCellPlacement(row: row, column: column, columnSpan: span, anchor: anchor,
                                             fills: cell.unsizedAxes)
                }
            }
        }
    }

    /// A span below one is SwiftUI's one column.
    private static func span(of cell: GridCellAttributes) -> Int { max(cell.columns ?? 1, 1) }
}
