/// One table row's cells: each column's view of the row's value, side by side in the row's cell
/// widgets (SwiftUI's `TableRow` as the table's lazy list shows it).
struct TableRowCellsView: View, PrimitiveView {
    typealias Body = Never

    let value: Any
    /// The value's id: the row's selection tag.
    let id: AnyHashable
    let columns: [TableColumnInfo]

    func makeNode(in context: NodeContext) -> ViewNode { TableRowCellsNode(context) }
}

/// A table row's widgets, column by column, standing among a row's content widgets in its place: the
/// row node gives each cell widget its column's. Never reaches a backend.
@MainActor
final class TableRowCells: PlatformWidget {
    let cells: [[any PlatformWidget]]
    let tag: AnyHashable

    init(cells: [[any PlatformWidget]], tag: AnyHashable) {
        self.cells = cells
        self.tag = tag
    }

    func setStyle(_ style: WidgetStyle) {}

    /// What a row widget showing `column` shows of a row whose content is `widgets`: a table row's
    /// cell for that column, or a list row's whole content in column 0.
    static func content(of widgets: [any PlatformWidget], column: Int) -> [any PlatformWidget] {
        if let row = widgets.first as? TableRowCells {
            return column < row.cells.count ? row.cells[column] : []
        }
        return column == 0 ? widgets : []
    }
}

/// Renders each column's view of one row's value in a slot of its own (a column's view keeps its
/// state while the columns stay), and contributes one `TableRowCells`.
final class TableRowCellsNode: ViewNode {
    override var rendersFromViewsAlone: Bool { true }

    private var slots: [ChildSlot] = []
    private var tag: AnyHashable?
    private var shown: TableRowCells?

    override func update(_ view: any View, environment: EnvironmentValues) {
        super.update(view, environment: environment)
        let row = typed(view, as: TableRowCellsView.self)
        tag = row.id
        var cellEnvironment = environment
        cellEnvironment.layoutAxis = .horizontal
        cellEnvironment.listRowScope = nil
        while slots.count > row.columns.count {
            var slot = slots.removeLast()
            slot.clear()
        }
        for (index, column) in row.columns.enumerated() {
            if index == slots.count {
                slots.append(ChildSlot())
            }
            slots[index].reconcile(column.content(row.value), in: self, environment: cellEnvironment)
        }
        widgets = collectWidgets()
    }

    override func collectWidgets() -> [any PlatformWidget] {
        let cells = slots.map(\.widgets)
        if let shown, shown.tag == tag, shown.cells.count == cells.count,
           zip(shown.cells, cells).allSatisfy({ Self.same($0, $1) }) {
            return [shown]
        }
        let made = TableRowCells(cells: cells, tag: tag ?? AnyHashable(0))
        shown = made
        return [made]
    }

    override func unmount() {
        super.unmount()
        for index in slots.indices {
            slots[index].clear()
        }
    }
}
