import Foundation
import QuireUI

extension HeadlessBackend: CellGridBackend {
    package func makeCellGrid() -> any CellGridWidget { make(.cellGrid) }
    package func makeGridRow() -> any GridRowWidget { make(.gridRow) }
    package func makeGridCell() -> any GridCellWidget { make(.gridCell) }
    package func makeViewThatFits() -> any ViewThatFitsWidget { make(.viewThatFits) }
}

/// What `Grid`, `GridRow` and the grid cell modifiers set on their widgets, and how a `ViewThatFits`
/// (whose axes are `axes`) chose.
package struct HeadlessCellGridState {
    package var appearance: CellGridAppearance?
    package var rowAlignment: VerticalAlignment?
    package var cellAttributes = GridCellAttributes()
    /// The ideal size a test gives a `ViewThatFits` child: headless widgets measure nothing.
    package var idealSize = CGSize.zero
    /// The child a `ViewThatFits` shows, once `fit(in:)` chose.
    package var shownChild: Int?
}

extension HeadlessWidget: CellGridWidget, GridRowWidget, GridCellWidget, ViewThatFitsWidget {
    package func setGridAppearance(_ appearance: CellGridAppearance) {
        cellGrid.appearance = appearance
        changes += 1
    }

    package func setRowAlignment(_ alignment: VerticalAlignment?) {
        cellGrid.rowAlignment = alignment
        changes += 1
    }

    package func setCellAttributes(_ attributes: GridCellAttributes) {
        cellGrid.cellAttributes = attributes
        changes += 1
    }

    /// A grid's views placed as GTK's grid places them: a row widget's children are its cells, any
    /// other child spans the grid; a grid cell widget carries its modifiers' attributes.
    package var gridPlacement: GridPlacement {
        func attributes(_ widget: HeadlessWidget) -> GridCellAttributes {
            widget.kind == .gridCell ? widget.cellGrid.cellAttributes : GridCellAttributes()
        }
        let lines = children.map { child in
            child.kind == .gridRow ? GridLine.row(child.children.map(attributes), alignment: child.cellGrid.rowAlignment)
                : GridLine.spanning(attributes(child))
        }
        return GridPlacement(lines: lines, alignment: cellGrid.appearance?.alignment ?? .center)
    }

    /// Stands in for GTK allocating a `ViewThatFits` `space`: it shows the child the GTK widget
    /// would, by the children's `idealSize`.
    package func fit(in space: CGSize) {
        cellGrid.shownChild = ViewThatFitsChoice.index(idealSizes: children.map(\.cellGrid.idealSize), space: space,
                                                       axes: axes ?? [])
    }
}
