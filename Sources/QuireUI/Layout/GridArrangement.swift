import Foundation

/// A `GridLayout`'s subviews in rows and columns, as `Grid` arranges them: `GridPlacement` says
/// each one's row, columns and anchor; a column is as wide as its widest one-column cell (a cell
/// spanning columns widens them evenly when they are too narrow for it), a row as tall as its
/// tallest cell; columns and rows holding a flexible view share what the proposal leaves. Views
/// unsized on an axis (`gridCellUnsizedAxes`) ask for nothing there and take their area's size.
struct GridArrangement {
    private let subviews: LayoutSubviews
    private let appearance: CellGridAppearance
    /// One per subview, in order.
    private let placements: [GridCellPlacement]
    private let columnCount: Int
    private let rowCount: Int

    init(subviews: LayoutSubviews, appearance: CellGridAppearance) {
        self.subviews = subviews
        self.appearance = appearance
        // Consecutive subviews of one row make a line; a subview without a cell (a container that
        // said nothing) is a line of its own.
        var lines: [GridLine] = []
        var currentRow: Int?
        var rowCells: [GridCellAttributes] = []
        var rowAlignment: VerticalAlignment?
        func endRow() {
            if currentRow != nil { lines.append(.row(rowCells, alignment: rowAlignment)) }
            currentRow = nil
            rowCells = []
        }
        for subview in subviews {
            guard let cell = subview.gridCell, cell.isInRow else {
                endRow()
                lines.append(.spanning(subview.gridCell?.attributes ?? GridCellAttributes()))
                continue
            }
            if currentRow != cell.line { endRow() }
            currentRow = cell.line
            rowAlignment = cell.rowAlignment
            rowCells.append(cell.attributes)
        }
        endRow()
        let placement = GridPlacement(lines: lines, alignment: appearance.alignment)
        placements = Array(placement.lines.joined())
        columnCount = subviews.isEmpty ? 0 : placement.columnCount
        rowCount = lines.count
    }

    private func subview(_ index: Int) -> LayoutSubview { subviews[subviews.startIndex + index] }

    /// The width of `span` columns from `column`, with the spacing between them.
    private func width(of widths: [CGFloat], column: Int, span: Int) -> CGFloat {
        widths[column..<(column + span)].reduce(0, +) + CGFloat(span - 1) * appearance.columnSpacing
    }

    private func columnWidths(for proposal: ProposedViewSize) -> [CGFloat] {
        var widths = Array(repeating: CGFloat(0), count: columnCount)
        let sized = placements.indices.filter { !placements[$0].fills.contains(.horizontal) }
        for index in sized where placements[index].columnSpan == 1 {
            let column = placements[index].column
            widths[column] = max(widths[column], subview(index).sizeThatFits(.unspecified).width)
        }
        for index in sized where placements[index].columnSpan > 1 {
            let place = placements[index]
            let missing = subview(index).sizeThatFits(.unspecified).width - width(of: widths, column: place.column, span: place.columnSpan)
            guard missing > 0 else { continue }
            for column in place.column..<(place.column + place.columnSpan) {
                widths[column] += missing / CGFloat(place.columnSpan)
            }
        }
        guard let proposed = proposal.width, proposed.isFinite else { return widths }
        let flexible = Set(sized.filter { placements[$0].columnSpan == 1 && isFlexible(subview($0), along: .horizontal) }
            .map { placements[$0].column })
        let left = proposed - total(widths, spacing: appearance.columnSpacing)
        guard !flexible.isEmpty, left > 0 else { return widths }
        for column in flexible { widths[column] += left / CGFloat(flexible.count) }
        return widths
    }

    private func rowHeights(for proposal: ProposedViewSize, columnWidths widths: [CGFloat]) -> [CGFloat] {
        var heights = Array(repeating: CGFloat(0), count: rowCount)
        var flexible = Set<Int>()
        for (index, place) in placements.enumerated() where !place.fills.contains(.vertical) {
            let offered = ProposedViewSize(width: width(of: widths, column: place.column, span: place.columnSpan), height: nil)
            heights[place.row] = max(heights[place.row], subview(index).sizeThatFits(offered).height)
            if isFlexible(subview(index), along: .vertical) { flexible.insert(place.row) }
        }
        guard let proposed = proposal.height, proposed.isFinite else { return heights }
        let left = proposed - total(heights, spacing: appearance.rowSpacing)
        guard !flexible.isEmpty, left > 0 else { return heights }
        for row in flexible { heights[row] += left / CGFloat(flexible.count) }
        return heights
    }

    /// Whether the view takes more than its ideal length on `axis` when offered more (a colour, a field).
    private func isFlexible(_ subview: LayoutSubview, along axis: Axis) -> Bool {
        var ample = ProposedViewSize.unspecified
        ample[axis] = .infinity
        return subview.sizeThatFits(ample)[axis] > subview.sizeThatFits(.unspecified)[axis] + 0.5
    }

    private func total(_ lengths: [CGFloat], spacing: CGFloat) -> CGFloat {
        lengths.reduce(0, +) + CGFloat(max(lengths.count - 1, 0)) * spacing
    }

    func size(for proposal: ProposedViewSize) -> CGSize {
        let widths = columnWidths(for: proposal)
        let heights = rowHeights(for: proposal, columnWidths: widths)
        return CGSize(width: total(widths, spacing: appearance.columnSpacing),
                      height: total(heights, spacing: appearance.rowSpacing))
    }

    /// Places each subview at its anchor in its area; the grid as a whole sits at its alignment in
    /// bounds larger than it.
    func place(in bounds: CGRect) {
        let proposal = ProposedViewSize(bounds.size)
        let widths = columnWidths(for: proposal)
        let heights = rowHeights(for: proposal, columnWidths: widths)
        let size = CGSize(width: total(widths, spacing: appearance.columnSpacing),
                          height: total(heights, spacing: appearance.rowSpacing))
        let origin = CGPoint(x: bounds.minX + max(bounds.width - size.width, 0) * appearance.alignment.horizontal.unitX,
                             y: bounds.minY + max(bounds.height - size.height, 0) * appearance.alignment.vertical.unitY)
        let columnStarts = starts(widths, spacing: appearance.columnSpacing, from: origin.x)
        let rowStarts = starts(heights, spacing: appearance.rowSpacing, from: origin.y)
        for (index, place) in placements.enumerated() {
            let area = CGRect(x: columnStarts[place.column], y: rowStarts[place.row],
                              width: width(of: widths, column: place.column, span: place.columnSpan), height: heights[place.row])
            subview(index).place(at: CGPoint(x: area.minX + place.anchor.x * area.width, y: area.minY + place.anchor.y * area.height),
                                 anchor: place.anchor, proposal: ProposedViewSize(area.size))
        }
    }

    private func starts(_ lengths: [CGFloat], spacing: CGFloat, from start: CGFloat) -> [CGFloat] {
        var position = start
        return lengths.map { length in
            defer { position += length + spacing }
            return position
        }
    }
}
