import Foundation

/// The columns of a `Table` (SwiftUI's `TableColumnContent`): `TableColumn`s, groups of them built by
/// `@TableColumnBuilder`, `TableColumnForEach`, or a type of the app's own whose `tableColumnBody`
/// is made of those.
@MainActor @preconcurrency
public protocol TableColumnContent<TableRowValue, TableColumnSortComparator> {
    /// The type of value each row shows.
    associatedtype TableRowValue: Identifiable = TableColumnBody.TableRowValue
    /// What sorts the rows by the column (`Never`: the column does not sort).
    associatedtype TableColumnSortComparator: SortComparator = TableColumnBody.TableColumnSortComparator
    associatedtype TableColumnBody: TableColumnContent
    @TableColumnBuilder<TableRowValue, TableColumnSortComparator>
    var tableColumnBody: TableColumnBody { get }
}

extension Never: TableColumnContent {
    // `TableRowValue` is `TableRowContent`'s `Never` too.
    public typealias TableColumnSortComparator = Never
    public typealias TableColumnBody = Never
    public var tableColumnBody: Never { neverBody(Never.self) }
}

extension TableColumnContent where TableColumnBody == Never {
    /// Built-in column content has no body: the table reads it directly.
    public var tableColumnBody: Never { neverBody(Self.self) }
}

/// Builds a table's columns (SwiftUI's `TableColumnBuilder`). In a table that cannot sort
/// (`Sort == Never`) sortable columns are taken as they are and do not sort; in a sortable table,
/// columns that cannot sort are welcome too.
@MainActor @resultBuilder
public struct TableColumnBuilder<RowValue: Identifiable, Sort: SortComparator> {
    public static func buildExpression<Column: TableColumnContent>(_ column: Column) -> Column
    where Column.TableRowValue == RowValue, Column.TableColumnSortComparator == Sort {
        column
    }

    /// A column that cannot sort, in a table that can. Disfavored: a column that can be made either
    /// way (`TableColumn("Name", value: \.name)`) is made sortable in a sortable table, as in SwiftUI.
    @_disfavoredOverload
    public static func buildExpression<Column: TableColumnContent>(_ column: Column) -> _UnsortableTableColumn<Column, Sort>
    where Column.TableRowValue == RowValue, Column.TableColumnSortComparator == Never {
        _UnsortableTableColumn(column: column)
    }

    public static func buildBlock<Column: TableColumnContent>(_ column: Column) -> Column
    where Column.TableRowValue == RowValue, Column.TableColumnSortComparator == Sort {
        column
    }

    // One overload per count up to ten, as Apple's: a parameter pack cannot require each column's
    // row value and comparator to be the table's ("same-element requirements are not yet supported").
    public static func buildBlock<C0: TableColumnContent, C1: TableColumnContent>(_ c0: C0, _ c1: C1)
        -> TupleTableColumnContent<RowValue, Sort, (C0, C1)>
    where C0.TableRowValue == RowValue, C0.TableColumnSortComparator == Sort,
          C1.TableRowValue == RowValue, C1.TableColumnSortComparator == Sort {
        TupleTableColumnContent(value: (c0, c1), columns: [c0, c1])
    }

    public static func buildBlock<C0: TableColumnContent, C1: TableColumnContent, C2: TableColumnContent>(_ c0: C0, _ c1: C1, _ c2: C2)
        -> TupleTableColumnContent<RowValue, Sort, (C0, C1, C2)>
    where C0.TableRowValue == RowValue, C0.TableColumnSortComparator == Sort,
          C1.TableRowValue == RowValue, C1.TableColumnSortComparator == Sort,
          C2.TableRowValue == RowValue, C2.TableColumnSortComparator == Sort {
        TupleTableColumnContent(value: (c0, c1, c2), columns: [c0, c1, c2])
    }

    public static func buildBlock<C0: TableColumnContent, C1: TableColumnContent, C2: TableColumnContent, C3: TableColumnContent>(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3)
        -> TupleTableColumnContent<RowValue, Sort, (C0, C1, C2, C3)>
    where C0.TableRowValue == RowValue, C0.TableColumnSortComparator == Sort,
          C1.TableRowValue == RowValue, C1.TableColumnSortComparator == Sort,
          C2.TableRowValue == RowValue, C2.TableColumnSortComparator == Sort,
          C3.TableRowValue == RowValue, C3.TableColumnSortComparator == Sort {
        TupleTableColumnContent(value: (c0, c1, c2, c3), columns: [c0, c1, c2, c3])
    }

    public static func buildBlock<C0: TableColumnContent, C1: TableColumnContent, C2: TableColumnContent, C3: TableColumnContent, C4: TableColumnContent>(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4)
        -> TupleTableColumnContent<RowValue, Sort, (C0, C1, C2, C3, C4)>
    where C0.TableRowValue == RowValue, C0.TableColumnSortComparator == Sort,
          C1.TableRowValue == RowValue, C1.TableColumnSortComparator == Sort,
          C2.TableRowValue == RowValue, C2.TableColumnSortComparator == Sort,
          C3.TableRowValue == RowValue, C3.TableColumnSortComparator == Sort,
          C4.TableRowValue == RowValue, C4.TableColumnSortComparator == Sort {
        TupleTableColumnContent(value: (c0, c1, c2, c3, c4), columns: [c0, c1, c2, c3, c4])
    }

    public static func buildBlock<C0: TableColumnContent, C1: TableColumnContent, C2: TableColumnContent, C3: TableColumnContent, C4: TableColumnContent, C5: TableColumnContent>(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5)
        -> TupleTableColumnContent<RowValue, Sort, (C0, C1, C2, C3, C4, C5)>
    where C0.TableRowValue == RowValue, C0.TableColumnSortComparator == Sort,
          C1.TableRowValue == RowValue, C1.TableColumnSortComparator == Sort,
          C2.TableRowValue == RowValue, C2.TableColumnSortComparator == Sort,
          C3.TableRowValue == RowValue, C3.TableColumnSortComparator == Sort,
          C4.TableRowValue == RowValue, C4.TableColumnSortComparator == Sort,
          C5.TableRowValue == RowValue, C5.TableColumnSortComparator == Sort {
        TupleTableColumnContent(value: (c0, c1, c2, c3, c4, c5), columns: [c0, c1, c2, c3, c4, c5])
    }

    public static func buildBlock<C0: TableColumnContent, C1: TableColumnContent, C2: TableColumnContent, C3: TableColumnContent, C4: TableColumnContent, C5: TableColumnContent, C6: TableColumnContent>(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6)
        -> TupleTableColumnContent<RowValue, Sort, (C0, C1, C2, C3, C4, C5, C6)>
    where C0.TableRowValue == RowValue, C0.TableColumnSortComparator == Sort,
          C1.TableRowValue == RowValue, C1.TableColumnSortComparator == Sort,
          C2.TableRowValue == RowValue, C2.TableColumnSortComparator == Sort,
          C3.TableRowValue == RowValue, C3.TableColumnSortComparator == Sort,
          C4.TableRowValue == RowValue, C4.TableColumnSortComparator == Sort,
          C5.TableRowValue == RowValue, C5.TableColumnSortComparator == Sort,
          C6.TableRowValue == RowValue, C6.TableColumnSortComparator == Sort {
        TupleTableColumnContent(value: (c0, c1, c2, c3, c4, c5, c6), columns: [c0, c1, c2, c3, c4, c5, c6])
    }

    public static func buildBlock<C0: TableColumnContent, C1: TableColumnContent, C2: TableColumnContent, C3: TableColumnContent, C4: TableColumnContent, C5: TableColumnContent, C6: TableColumnContent, C7: TableColumnContent>(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6, _ c7: C7)
        -> TupleTableColumnContent<RowValue, Sort, (C0, C1, C2, C3, C4, C5, C6, C7)>
    where C0.TableRowValue == RowValue, C0.TableColumnSortComparator == Sort,
          C1.TableRowValue == RowValue, C1.TableColumnSortComparator == Sort,
          C2.TableRowValue == RowValue, C2.TableColumnSortComparator == Sort,
          C3.TableRowValue == RowValue, C3.TableColumnSortComparator == Sort,
          C4.TableRowValue == RowValue, C4.TableColumnSortComparator == Sort,
          C5.TableRowValue == RowValue, C5.TableColumnSortComparator == Sort,
          C6.TableRowValue == RowValue, C6.TableColumnSortComparator == Sort,
          C7.TableRowValue == RowValue, C7.TableColumnSortComparator == Sort {
        TupleTableColumnContent(value: (c0, c1, c2, c3, c4, c5, c6, c7), columns: [c0, c1, c2, c3, c4, c5, c6, c7])
    }

    public static func buildBlock<C0: TableColumnContent, C1: TableColumnContent, C2: TableColumnContent, C3: TableColumnContent, C4: TableColumnContent, C5: TableColumnContent, C6: TableColumnContent, C7: TableColumnContent, C8: TableColumnContent>(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6, _ c7: C7, _ c8: C8)
        -> TupleTableColumnContent<RowValue, Sort, (C0, C1, C2, C3, C4, C5, C6, C7, C8)>
    where C0.TableRowValue == RowValue, C0.TableColumnSortComparator == Sort,
          C1.TableRowValue == RowValue, C1.TableColumnSortComparator == Sort,
          C2.TableRowValue == RowValue, C2.TableColumnSortComparator == Sort,
          C3.TableRowValue == RowValue, C3.TableColumnSortComparator == Sort,
          C4.TableRowValue == RowValue, C4.TableColumnSortComparator == Sort,
          C5.TableRowValue == RowValue, C5.TableColumnSortComparator == Sort,
          C6.TableRowValue == RowValue, C6.TableColumnSortComparator == Sort,
          C7.TableRowValue == RowValue, C7.TableColumnSortComparator == Sort,
          C8.TableRowValue == RowValue, C8.TableColumnSortComparator == Sort {
        TupleTableColumnContent(value: (c0, c1, c2, c3, c4, c5, c6, c7, c8), columns: [c0, c1, c2, c3, c4, c5, c6, c7, c8])
    }

    public static func buildBlock<C0: TableColumnContent, C1: TableColumnContent, C2: TableColumnContent, C3: TableColumnContent, C4: TableColumnContent, C5: TableColumnContent, C6: TableColumnContent, C7: TableColumnContent, C8: TableColumnContent, C9: TableColumnContent>(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6, _ c7: C7, _ c8: C8, _ c9: C9)
        -> TupleTableColumnContent<RowValue, Sort, (C0, C1, C2, C3, C4, C5, C6, C7, C8, C9)>
    where C0.TableRowValue == RowValue, C0.TableColumnSortComparator == Sort,
          C1.TableRowValue == RowValue, C1.TableColumnSortComparator == Sort,
          C2.TableRowValue == RowValue, C2.TableColumnSortComparator == Sort,
          C3.TableRowValue == RowValue, C3.TableColumnSortComparator == Sort,
          C4.TableRowValue == RowValue, C4.TableColumnSortComparator == Sort,
          C5.TableRowValue == RowValue, C5.TableColumnSortComparator == Sort,
          C6.TableRowValue == RowValue, C6.TableColumnSortComparator == Sort,
          C7.TableRowValue == RowValue, C7.TableColumnSortComparator == Sort,
          C8.TableRowValue == RowValue, C8.TableColumnSortComparator == Sort,
          C9.TableRowValue == RowValue, C9.TableColumnSortComparator == Sort {
        TupleTableColumnContent(value: (c0, c1, c2, c3, c4, c5, c6, c7, c8, c9), columns: [c0, c1, c2, c3, c4, c5, c6, c7, c8, c9])
    }

    public static func buildOptional<Column: TableColumnContent>(_ column: Column?) -> Column?
    where Column.TableRowValue == RowValue, Column.TableColumnSortComparator == Sort {
        column
    }

    public static func buildEither<First: TableColumnContent, Second: TableColumnContent>(first: First)
        -> _ConditionalTableColumnContent<First, Second>
    where First.TableRowValue == RowValue, First.TableColumnSortComparator == Sort,
          Second.TableRowValue == RowValue, Second.TableColumnSortComparator == Sort {
        _ConditionalTableColumnContent(column: first)
    }

    public static func buildEither<First: TableColumnContent, Second: TableColumnContent>(second: Second)
        -> _ConditionalTableColumnContent<First, Second>
    where First.TableRowValue == RowValue, First.TableColumnSortComparator == Sort,
          Second.TableRowValue == RowValue, Second.TableColumnSortComparator == Sort {
        _ConditionalTableColumnContent(column: second)
    }

    public static func buildLimitedAvailability<Column: TableColumnContent>(_ column: Column) -> Column
    where Column.TableRowValue == RowValue, Column.TableColumnSortComparator == Sort {
        column
    }
}

extension TableColumnBuilder where Sort == Never {
    /// A column that cannot sort, in a table that cannot either.
    public static func buildExpression<Column: TableColumnContent>(_ column: Column) -> Column
    where Column.TableRowValue == RowValue, Column.TableColumnSortComparator == Never {
        column
    }

    /// A sortable column in a table that cannot sort: shown, never sorting.
    public static func buildExpression<Column: TableColumnContent>(_ column: Column) -> _UnsortableTableColumn<Column, Never>
    where Column.TableRowValue == RowValue {
        _UnsortableTableColumn(column: column)
    }
}

/// Columns built from several (SwiftUI's `TupleTableColumnContent`).
public struct TupleTableColumnContent<RowValue: Identifiable, Sort: SortComparator, T>: TableColumnContent {
    public typealias TableRowValue = RowValue
    public typealias TableColumnSortComparator = Sort
    public typealias TableColumnBody = Never

    /// The columns, as a tuple.
    public var value: T
    let columns: [any TableColumnContent]
}

/// A column taken by a table of another sort comparator type: it shows, and its header never sorts.
public struct _UnsortableTableColumn<Column: TableColumnContent, Sort: SortComparator>: TableColumnContent {
    public typealias TableRowValue = Column.TableRowValue
    public typealias TableColumnSortComparator = Sort
    public typealias TableColumnBody = Never

    let column: Column
}

/// One of two column contents, chosen by an `if`/`else`.
public struct _ConditionalTableColumnContent<First: TableColumnContent, Second: TableColumnContent>: TableColumnContent
where First.TableRowValue == Second.TableRowValue, First.TableColumnSortComparator == Second.TableColumnSortComparator {
    public typealias TableRowValue = First.TableRowValue
    public typealias TableColumnSortComparator = First.TableColumnSortComparator
    public typealias TableColumnBody = Never

    let column: any TableColumnContent
}

extension Optional: TableColumnContent where Wrapped: TableColumnContent {
    public typealias TableRowValue = Wrapped.TableRowValue
    public typealias TableColumnSortComparator = Wrapped.TableColumnSortComparator
    public typealias TableColumnBody = Never
}

/// Columns made from a collection, one group per element (SwiftUI's `TableColumnForEach`): a column
/// per audio channel, say.
public struct TableColumnForEach<Data: RandomAccessCollection, ID: Hashable, RowValue, Sort, Content: TableColumnContent>:
    TableColumnContent
where RowValue == Content.TableRowValue, Sort == Content.TableColumnSortComparator {
    public typealias TableRowValue = RowValue
    public typealias TableColumnSortComparator = Sort
    public typealias TableColumnBody = Never

    /// The collection the columns are made from.
    public var data: Data
    /// Makes the columns of one element.
    public var content: (Data.Element) -> Content

    /// Columns for each element of `data`, identified by the element's `id`.
    public init(_ data: Data, @TableColumnBuilder<RowValue, Sort> content: @escaping (Data.Element) -> Content)
    where ID == Data.Element.ID, Data.Element: Identifiable {
        self.data = data
        self.content = content
    }

    /// Columns for each element of `data`, identified by the element's property at `id`.
    public init(_ data: Data, id: KeyPath<Data.Element, ID>,
                @TableColumnBuilder<RowValue, Sort> content: @escaping (Data.Element) -> Content) {
        self.data = data
        self.content = content
    }
}

extension TableColumnForEach where Data == Range<Int>, ID == Int {
    /// Columns for each number of a constant range.
    public init(_ data: Range<Int>, @TableColumnBuilder<RowValue, Sort> content: @escaping (Int) -> Content) {
        self.data = data
        self.content = content
    }
}

// MARK: reading columns

/// One column as a table reads it: what its header says, what each row shows in it, what sorts by it.
struct TableColumnInfo {
    var title: String
    /// Makes the cell's view for a row's value (of the table's `RowValue`).
    let content: @MainActor (Any) -> any View
    /// The comparator a click on the header puts first in the sort order (nil: not sortable).
    var comparator: (any SortComparator)?
    var width = TableColumnDescription.ColumnWidth()
    var alignment = HorizontalAlignment.leading
    var customizationID: String?
    var defaultVisibility = Visibility.automatic

    var description: TableColumnDescription {
        TableColumnDescription(title: title, width: width, isSortable: comparator != nil, alignment: alignment)
    }
}

/// Column content the table reads directly (the built-in kinds).
@MainActor
protocol TableColumnReading {
    func readColumns(into columns: inout [TableColumnInfo])
}

@MainActor
enum TableColumns {
    /// The columns `content` stands for, in order.
    static func read(_ content: any TableColumnContent) -> [TableColumnInfo] {
        var columns: [TableColumnInfo] = []
        read(content, into: &columns, depth: 0)
        return columns
    }

    static func read(_ content: any TableColumnContent, into columns: inout [TableColumnInfo], depth: Int) {
        if let reading = content as? any TableColumnReading {
            reading.readColumns(into: &columns)
            return
        }
        // The app's own column content: its body, as far as a view's body would go.
        guard depth < ViewStructure.maximumDepth else { return }
        read(content.tableColumnBody, into: &columns, depth: depth + 1)
    }
}

extension TupleTableColumnContent: TableColumnReading {
    func readColumns(into columns: inout [TableColumnInfo]) {
        for column in self.columns {
            TableColumns.read(column, into: &columns, depth: 0)
        }
    }
}

extension _UnsortableTableColumn: TableColumnReading {
    func readColumns(into columns: inout [TableColumnInfo]) {
        let start = columns.count
        TableColumns.read(column, into: &columns, depth: 0)
        for index in start..<columns.count {
            columns[index].comparator = nil
        }
    }
}

extension _ConditionalTableColumnContent: TableColumnReading {
    func readColumns(into columns: inout [TableColumnInfo]) {
        TableColumns.read(column, into: &columns, depth: 0)
    }
}

extension Optional: TableColumnReading where Wrapped: TableColumnContent {
    func readColumns(into columns: inout [TableColumnInfo]) {
        if let self {
            TableColumns.read(self, into: &columns, depth: 0)
        }
    }
}

extension TableColumnForEach: TableColumnReading {
    func readColumns(into columns: inout [TableColumnInfo]) {
        for element in data {
            TableColumns.read(content(element), into: &columns, depth: 0)
        }
    }
}
