import Foundation
import QuireCore

/// Rows of values in columns (SwiftUI's `Table`): a GtkColumnView with a header per column, its rows
/// made only while in view. Rows are selected by their values' ids (`selection:`, one or a set); a
/// click on a sortable column's header writes `sortOrder` — the clicked column's comparator first, or
/// its order turned around — and the app sorts its data by it, as in SwiftUI. A sort order whose
/// first comparator no column has (a column that went away) shows no column as sorted.
public struct Table<Value: Identifiable, Rows: TableRowContent, Columns: TableColumnContent>: View
where Rows.TableRowValue == Value, Columns.TableRowValue == Value {
    public typealias Body = Never

    let rows: Rows
    let columns: Columns
    let selection: (any ListSelection)?
    let sorting: TableSorting?
    let customization: Binding<TableColumnCustomization<Value>>?

    private init(rows: Rows, columns: Columns, selection: (any ListSelection)?, sorting: TableSorting?,
                 customization: Binding<TableColumnCustomization<Value>>?) {
        self.rows = rows
        self.columns = columns
        self.selection = selection
        self.sorting = sorting
        self.customization = customization
    }
}

// MARK: rows from a collection

extension Table {
    /// A row per element of `data`.
    public init<Data: RandomAccessCollection>(_ data: Data, @TableColumnBuilder<Value, Never> columns: () -> Columns)
    where Rows == TableForEachContent<Data>, Data.Element == Value {
        self.init(rows: TableForEachContent(data: data), columns: columns(), selection: nil, sorting: nil, customization: nil)
    }

    /// A row per element of `data`, one selectable at a time.
    public init<Data: RandomAccessCollection>(_ data: Data, selection: Binding<Value.ID?>,
                                              @TableColumnBuilder<Value, Never> columns: () -> Columns)
    where Rows == TableForEachContent<Data>, Data.Element == Value {
        self.init(rows: TableForEachContent(data: data), columns: columns(),
                  selection: SingleListSelection(binding: selection), sorting: nil, customization: nil)
    }

    /// A row per element of `data`, several selectable at a time.
    public init<Data: RandomAccessCollection>(_ data: Data, selection: Binding<Set<Value.ID>>,
                                              @TableColumnBuilder<Value, Never> columns: () -> Columns)
    where Rows == TableForEachContent<Data>, Data.Element == Value {
        self.init(rows: TableForEachContent(data: data), columns: columns(),
                  selection: MultipleListSelection(binding: selection), sorting: nil, customization: nil)
    }

    /// A row per element of `data`, sortable by its columns into `sortOrder`.
    public init<Data: RandomAccessCollection, Sort: SortComparator>(
        _ data: Data, sortOrder: Binding<[Sort]>, @TableColumnBuilder<Value, Sort> columns: () -> Columns
    ) where Rows == TableForEachContent<Data>, Data.Element == Value, Sort.Compared == Value {
        self.init(rows: TableForEachContent(data: data), columns: columns(), selection: nil,
                  sorting: TableSorting(sortOrder), customization: nil)
    }

    /// A row per element of `data`, one selectable at a time, sortable into `sortOrder`.
    public init<Data: RandomAccessCollection, Sort: SortComparator>(
        _ data: Data, selection: Binding<Value.ID?>, sortOrder: Binding<[Sort]>,
        @TableColumnBuilder<Value, Sort> columns: () -> Columns
    ) where Rows == TableForEachContent<Data>, Data.Element == Value, Sort.Compared == Value {
        self.init(rows: TableForEachContent(data: data), columns: columns(),
                  selection: SingleListSelection(binding: selection), sorting: TableSorting(sortOrder), customization: nil)
    }

    /// A row per element of `data`, several selectable at a time, sortable into `sortOrder`.
    public init<Data: RandomAccessCollection, Sort: SortComparator>(
        _ data: Data, selection: Binding<Set<Value.ID>>, sortOrder: Binding<[Sort]>,
        @TableColumnBuilder<Value, Sort> columns: () -> Columns
    ) where Rows == TableForEachContent<Data>, Data.Element == Value, Sort.Compared == Value {
        self.init(rows: TableForEachContent(data: data), columns: columns(),
                  selection: MultipleListSelection(binding: selection), sorting: TableSorting(sortOrder), customization: nil)
    }

    /// A row per element of `data`; columns shown as `columnCustomization` says.
    public init<Data: RandomAccessCollection>(
        _ data: Data, columnCustomization: Binding<TableColumnCustomization<Value>>,
        @TableColumnBuilder<Value, Never> columns: () -> Columns
    ) where Rows == TableForEachContent<Data>, Data.Element == Value {
        self.init(rows: TableForEachContent(data: data), columns: columns(), selection: nil, sorting: nil,
                  customization: columnCustomization)
    }

    /// A row per element of `data`, one selectable at a time; columns as `columnCustomization` says.
    public init<Data: RandomAccessCollection>(
        _ data: Data, selection: Binding<Value.ID?>, columnCustomization: Binding<TableColumnCustomization<Value>>,
        @TableColumnBuilder<Value, Never> columns: () -> Columns
    ) where Rows == TableForEachContent<Data>, Data.Element == Value {
        self.init(rows: TableForEachContent(data: data), columns: columns(),
                  selection: SingleListSelection(binding: selection), sorting: nil, customization: columnCustomization)
    }

    /// A row per element of `data`, several selectable at a time; columns as `columnCustomization` says.
    public init<Data: RandomAccessCollection>(
        _ data: Data, selection: Binding<Set<Value.ID>>, columnCustomization: Binding<TableColumnCustomization<Value>>,
        @TableColumnBuilder<Value, Never> columns: () -> Columns
    ) where Rows == TableForEachContent<Data>, Data.Element == Value {
        self.init(rows: TableForEachContent(data: data), columns: columns(),
                  selection: MultipleListSelection(binding: selection), sorting: nil, customization: columnCustomization)
    }

    /// A row per element of `data`, sortable into `sortOrder`; columns as `columnCustomization` says.
    public init<Data: RandomAccessCollection, Sort: SortComparator>(
        _ data: Data, sortOrder: Binding<[Sort]>, columnCustomization: Binding<TableColumnCustomization<Value>>,
        @TableColumnBuilder<Value, Sort> columns: () -> Columns
    ) where Rows == TableForEachContent<Data>, Data.Element == Value, Sort.Compared == Value {
        self.init(rows: TableForEachContent(data: data), columns: columns(), selection: nil,
                  sorting: TableSorting(sortOrder), customization: columnCustomization)
    }

    /// A row per element of `data`, one selectable at a time, sortable into `sortOrder`; columns as
    /// `columnCustomization` says.
    public init<Data: RandomAccessCollection, Sort: SortComparator>(
        _ data: Data, selection: Binding<Value.ID?>, sortOrder: Binding<[Sort]>,
        columnCustomization: Binding<TableColumnCustomization<Value>>,
        @TableColumnBuilder<Value, Sort> columns: () -> Columns
    ) where Rows == TableForEachContent<Data>, Data.Element == Value, Sort.Compared == Value {
        self.init(rows: TableForEachContent(data: data), columns: columns(),
                  selection: SingleListSelection(binding: selection), sorting: TableSorting(sortOrder),
                  customization: columnCustomization)
    }

    /// A row per element of `data`, several selectable at a time, sortable into `sortOrder`; columns as
    /// `columnCustomization` says.
    public init<Data: RandomAccessCollection, Sort: SortComparator>(
        _ data: Data, selection: Binding<Set<Value.ID>>, sortOrder: Binding<[Sort]>,
        columnCustomization: Binding<TableColumnCustomization<Value>>,
        @TableColumnBuilder<Value, Sort> columns: () -> Columns
    ) where Rows == TableForEachContent<Data>, Data.Element == Value, Sort.Compared == Value {
        self.init(rows: TableForEachContent(data: data), columns: columns(),
                  selection: MultipleListSelection(binding: selection), sorting: TableSorting(sortOrder),
                  customization: columnCustomization)
    }
}

// MARK: rows built by `rows:`

extension Table {
    /// The rows `rows` builds (`TableRow`s, `ForEach`).
    public init(@TableColumnBuilder<Value, Never> columns: () -> Columns, @TableRowBuilder<Value> rows: () -> Rows) {
        self.init(rows: rows(), columns: columns(), selection: nil, sorting: nil, customization: nil)
    }

    /// The rows `rows` builds, of values of `valueType`.
    public init(of valueType: Value.Type, @TableColumnBuilder<Value, Never> columns: () -> Columns,
                @TableRowBuilder<Value> rows: () -> Rows) {
        self.init(columns: columns, rows: rows)
    }

    /// The rows `rows` builds, one selectable at a time.
    public init(selection: Binding<Value.ID?>, @TableColumnBuilder<Value, Never> columns: () -> Columns,
                @TableRowBuilder<Value> rows: () -> Rows) {
        self.init(rows: rows(), columns: columns(), selection: SingleListSelection(binding: selection), sorting: nil,
                  customization: nil)
    }

    /// The rows `rows` builds, several selectable at a time.
    public init(selection: Binding<Set<Value.ID>>, @TableColumnBuilder<Value, Never> columns: () -> Columns,
                @TableRowBuilder<Value> rows: () -> Rows) {
        self.init(rows: rows(), columns: columns(), selection: MultipleListSelection(binding: selection), sorting: nil,
                  customization: nil)
    }

    /// The rows `rows` builds, of values of `valueType`, one selectable at a time.
    public init(of valueType: Value.Type, selection: Binding<Value.ID?>,
                @TableColumnBuilder<Value, Never> columns: () -> Columns, @TableRowBuilder<Value> rows: () -> Rows) {
        self.init(selection: selection, columns: columns, rows: rows)
    }

    /// The rows `rows` builds, of values of `valueType`, several selectable at a time.
    public init(of valueType: Value.Type, selection: Binding<Set<Value.ID>>,
                @TableColumnBuilder<Value, Never> columns: () -> Columns, @TableRowBuilder<Value> rows: () -> Rows) {
        self.init(selection: selection, columns: columns, rows: rows)
    }

    /// The rows `rows` builds, sortable into `sortOrder`.
    public init<Sort: SortComparator>(sortOrder: Binding<[Sort]>, @TableColumnBuilder<Value, Sort> columns: () -> Columns,
                                      @TableRowBuilder<Value> rows: () -> Rows) where Sort.Compared == Value {
        self.init(rows: rows(), columns: columns(), selection: nil, sorting: TableSorting(sortOrder), customization: nil)
    }

    /// The rows `rows` builds, of values of `valueType`, sortable into `sortOrder`.
    public init<Sort: SortComparator>(of valueType: Value.Type, sortOrder: Binding<[Sort]>,
                                      @TableColumnBuilder<Value, Sort> columns: () -> Columns,
                                      @TableRowBuilder<Value> rows: () -> Rows) where Sort.Compared == Value {
        self.init(sortOrder: sortOrder, columns: columns, rows: rows)
    }

    /// The rows `rows` builds, one selectable at a time, sortable into `sortOrder`.
    public init<Sort: SortComparator>(selection: Binding<Value.ID?>, sortOrder: Binding<[Sort]>,
                                      @TableColumnBuilder<Value, Sort> columns: () -> Columns,
                                      @TableRowBuilder<Value> rows: () -> Rows) where Sort.Compared == Value {
        self.init(rows: rows(), columns: columns(), selection: SingleListSelection(binding: selection),
                  sorting: TableSorting(sortOrder), customization: nil)
    }

    /// The rows `rows` builds, several selectable at a time, sortable into `sortOrder`.
    public init<Sort: SortComparator>(selection: Binding<Set<Value.ID>>, sortOrder: Binding<[Sort]>,
                                      @TableColumnBuilder<Value, Sort> columns: () -> Columns,
                                      @TableRowBuilder<Value> rows: () -> Rows) where Sort.Compared == Value {
        self.init(rows: rows(), columns: columns(), selection: MultipleListSelection(binding: selection),
                  sorting: TableSorting(sortOrder), customization: nil)
    }

    /// The rows `rows` builds, of values of `valueType`, one selectable at a time, sortable into
    /// `sortOrder`.
    public init<Sort: SortComparator>(of valueType: Value.Type, selection: Binding<Value.ID?>, sortOrder: Binding<[Sort]>,
                                      @TableColumnBuilder<Value, Sort> columns: () -> Columns,
                                      @TableRowBuilder<Value> rows: () -> Rows) where Sort.Compared == Value {
        self.init(selection: selection, sortOrder: sortOrder, columns: columns, rows: rows)
    }

    /// The rows `rows` builds, of values of `valueType`, several selectable at a time, sortable into
    /// `sortOrder`.
    public init<Sort: SortComparator>(of valueType: Value.Type, selection: Binding<Set<Value.ID>>,
                                      sortOrder: Binding<[Sort]>, @TableColumnBuilder<Value, Sort> columns: () -> Columns,
                                      @TableRowBuilder<Value> rows: () -> Rows) where Sort.Compared == Value {
        self.init(selection: selection, sortOrder: sortOrder, columns: columns, rows: rows)
    }
}

extension Table: PrimitiveView {
    func makeNode(in context: NodeContext) -> ViewNode { TableNode(context) }
}

/// A table's `sortOrder` binding with its comparator type erased: which column it sorts by, and what
/// a click on a header writes.
@MainActor
struct TableSorting {
    /// The column `sortOrder`'s first comparator is for, and whether it sorts ascending; nil when no
    /// column has it.
    let primary: @MainActor ([TableColumnInfo]) -> (column: Int, ascending: Bool)?
    /// A click on the header of the column at an index.
    let click: @MainActor ([TableColumnInfo], Int) -> Void

    init<Sort: SortComparator>(_ sortOrder: Binding<[Sort]>) {
        primary = { columns in
            guard let first = sortOrder.wrappedValue.first else { return nil }
            for (index, column) in columns.enumerated() {
                if let comparator = column.comparator as? Sort, Self.sameColumn(comparator, first) {
                    return (index, first.order == .forward)
                }
            }
            return nil
        }
        click = { columns, index in
            guard columns.indices.contains(index), let prototype = columns[index].comparator as? Sort else { return }
            var order = sortOrder.wrappedValue
            if var first = order.first, Self.sameColumn(first, prototype) {
                first.order = first.order == .forward ? .reverse : .forward
                order[0] = first
            } else {
                order.removeAll { Self.sameColumn($0, prototype) }
                order.insert(prototype, at: 0)
            }
            sortOrder.wrappedValue = order
        }
    }

    /// Whether two comparators are for the same column: key path comparators by their key path (the
    /// app's `KeyPathComparator(\.name)` is the `TableColumn("Name", value: \.name)` column whatever
    /// string comparator each holds), others when they sort the same way but for their order.
    private static func sameColumn<Sort: SortComparator>(_ lhs: Sort, _ rhs: Sort) -> Bool {
        if let lhs = lhs as? KeyPathComparator<Sort.Compared>, let rhs = rhs as? KeyPathComparator<Sort.Compared> {
            return lhs.keyPath == rhs.keyPath
        }
        var lhs = lhs, rhs = rhs
        lhs.order = .forward
        rhs.order = .forward
        return lhs == rhs
    }
}

/// What a table node needs of a `Table`.
@MainActor
protocol AnyTable: AnyList {
    var tableColumns: [TableColumnInfo] { get }
    func rowsView(columns: [TableColumnInfo]) -> any View
    var sorting: TableSorting? { get }
}

extension Table: AnyTable {
    /// The columns shown: the customization's hidden ones and those hidden by default left out.
    var tableColumns: [TableColumnInfo] {
        let customization = customization?.wrappedValue
        return TableColumns.read(columns).filter { column in
            let visibility = column.customizationID.map { customization?[visibility: $0] ?? .automatic } ?? .automatic
            return visibility == .automatic ? column.defaultVisibility != .hidden : visibility != .hidden
        }
    }

    func rowsView(columns: [TableColumnInfo]) -> any View {
        TableRows.view(of: rows, columns: columns)
    }

    var contentView: any View { rowsView(columns: tableColumns) }
    var listSelection: (any ListSelection)? { selection }
}

/// The columns people show, hide, reorder and resize (SwiftUI's `TableColumnCustomization`), kept by
/// the app (`@SceneStorage`, `@AppStorage` through `Codable`). A column's visibility here decides
/// whether the table shows it; the order and sizes are kept but not applied — GTK 4.8's column view
/// lets people resize columns, and a GNOME table has no column chooser.
public struct TableColumnCustomization<RowValue: Identifiable>: Equatable, Sendable, Codable {
    private var visibilities: [String: VisibilityValue] = [:]

    /// `Visibility` as it is stored.
    private enum VisibilityValue: String, Codable, Sendable {
        case automatic, visible, hidden
    }

    public init() {}

    /// The visibility of the column whose `customizationID` is `id`.
    public subscript(visibility id: String) -> Visibility {
        get {
            switch visibilities[id] {
            case .visible?: .visible
            case .hidden?: .hidden
            case .automatic?, nil: .automatic
            }
        }
        set {
            visibilities[id] = switch newValue {
            case .visible: .visible
            case .hidden: .hidden
            case .automatic: nil
            }
        }
    }

    /// Every column back to its default visibility.
    public mutating func resetVisibility() {
        visibilities.removeAll()
    }

    /// Every column back to its order in the table's `columns` (the order is not applied yet).
    public mutating func resetOrder() {}
}
