import Foundation

/// Makes `Grid`'s and `ViewThatFits`'s widgets.
@MainActor package protocol CellGridBackend {
    func makeCellGrid() -> any CellGridWidget
    /// A `GridRow`: its cells go into the grid that holds it; outside a grid, a horizontal row.
    func makeGridRow() -> any GridRowWidget
    /// A view carrying `gridCellColumns`, `gridCellAnchor`, `gridCellUnsizedAxes` or
    /// `gridColumnAlignment` for the grid around it; elsewhere it is only its content.
    func makeGridCell() -> any GridCellWidget
    func makeViewThatFits() -> any ViewThatFitsWidget
}

/// `Grid`: each child a row of its own cells when it is a `GridRow`'s widget, else one view across
/// all columns.
@MainActor package protocol CellGridWidget: PlatformWidget {
    func setGridAppearance(_ appearance: CellGridAppearance)
    func setChildren(_ children: [any PlatformWidget])
}

@MainActor package protocol GridRowWidget: PlatformWidget {
    /// nil: the grid's vertical alignment.
    func setRowAlignment(_ alignment: VerticalAlignment?)
    func setChildren(_ children: [any PlatformWidget])
}

@MainActor package protocol GridCellWidget: PlatformWidget {
    func setCellAttributes(_ attributes: GridCellAttributes)
    func setChildren(_ children: [any PlatformWidget])
}

/// Shows the first child whose ideal size fits the space given on `axes`, else the last.
@MainActor package protocol ViewThatFitsWidget: PlatformWidget {
    func setAxes(_ axes: Axis.Set)
    func setChildren(_ children: [any PlatformWidget])
}

/// A grid's cell alignment and spacing (nil spacing: 8, SwiftUI's default on macOS).
package struct CellGridAppearance: Hashable, Sendable {
    package var alignment: Alignment
    package var horizontalSpacing: CGFloat?
    package var verticalSpacing: CGFloat?

    package init(alignment: Alignment, horizontalSpacing: CGFloat?, verticalSpacing: CGFloat?) {
        self.alignment = alignment
        self.horizontalSpacing = horizontalSpacing
        self.verticalSpacing = verticalSpacing
    }

    package var columnSpacing: CGFloat { horizontalSpacing ?? 8 }
    package var rowSpacing: CGFloat { verticalSpacing ?? 8 }
}

/// What the grid modifiers say about one cell.
package struct GridCellAttributes: Hashable, Sendable {
    /// `gridCellColumns`: how many columns the cell spans.
    package var columns: Int?
    /// `gridCellAnchor`: where the cell's view sits in its cell, overriding every alignment.
    package var anchor: UnitPoint?
    /// `gridCellUnsizedAxes`: axes on which the view asks for no size and takes the cell's.
    package var unsizedAxes: Axis.Set = []
    /// `gridColumnAlignment`: the horizontal alignment of the cell's whole column.
    package var columnAlignment: HorizontalAlignment?

    package init() {}

    /// These attributes with `inner`'s (a modifier applied closer to the view) where these have none.
    package func merged(with inner: GridCellAttributes) -> GridCellAttributes {
        var merged = self
        merged.columns = columns ?? inner.columns
        merged.anchor = anchor ?? inner.anchor
        merged.unsizedAxes = unsizedAxes.union(inner.unsizedAxes)
        merged.columnAlignment = columnAlignment ?? inner.columnAlignment
        return merged
    }
}
