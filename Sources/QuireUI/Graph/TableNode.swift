/// `Table`: a list (`ListNode`) whose widget is a table: rows of cells under column headers. The
/// columns are read from the view each update (shown ones only); the sort indicator follows the
/// `sortOrder` binding, read with the selection under the list's Observation tracking; a click on a
/// sortable header writes the binding (`TableSorting`).
final class TableNode: ListNode {
    private struct SortIndicator: Equatable {
        let column: Int?
        let ascending: Bool
    }

    private let table: any TableWidget
    private var columns: [TableColumnInfo] = []
    private var shownColumns: [TableColumnDescription]?
    private var sorting: TableSorting?
    private var primarySort: (column: Int, ascending: Bool)?
    private var shownSort: SortIndicator?

    init(_ context: NodeContext) {
        let table = context.graph.make { $0.makeTable() }
        self.table = table
        super.init(context, widget: table)
        table.onSortRequest = { [weak self] column in self?.sortRequested(column) }
    }

    override func update(_ view: any View, environment: EnvironmentValues) {
        if let tableView = view as? any AnyTable {
            columns = tableView.tableColumns
            sorting = tableView.sorting
        }
        super.update(view, environment: environment)
        assign(columns.map(\.description), to: &shownColumns) { table.setColumns($0) }
    }

    override func contentView(of list: any AnyList) -> any View {
        (list as? any AnyTable)?.rowsView(columns: columns) ?? list.contentView
    }

    override func readTrackedState() {
        primarySort = sorting?.primary(columns)
    }

    override func applyTrackedState() {
        guard sorting != nil else { return }
        let indicator = SortIndicator(column: primarySort?.column, ascending: primarySort?.ascending ?? true)
        assign(indicator, to: &shownSort) { table.setSortIndicator(column: $0.column, ascending: $0.ascending) }
    }

    private func sortRequested(_ column: Int) {
        guard isMounted else { return }
        sorting?.click(columns, column)
    }
}
