/// The rows of a `Table` (SwiftUI's `TableRowContent`): `TableRow`s, `ForEach` over values, groups of
/// them built by `@TableRowBuilder`, or a type of the app's own whose `tableRowBody` is made of those.
@MainActor @preconcurrency
public protocol TableRowContent<TableRowValue> {
    /// The type of value each row shows.
    associatedtype TableRowValue: Identifiable = TableRowBody.TableRowValue
    associatedtype TableRowBody: TableRowContent
    @TableRowBuilder<TableRowValue>
    var tableRowBody: TableRowBody { get }
}

extension Never: TableRowContent {
    public typealias TableRowValue = Never
    public typealias TableRowBody = Never
    public var tableRowBody: Never { neverBody(Never.self) }
}

extension TableRowContent where TableRowBody == Never {
    /// Built-in row content has no body: the table reads it directly.
    public var tableRowBody: Never { neverBody(Self.self) }
}

/// One row of a table, showing `value` (SwiftUI's `TableRow`).
public struct TableRow<Value: Identifiable>: TableRowContent {
    public typealias TableRowValue = Value
    public typealias TableRowBody = Never

    let value: Value

    public init(_ value: Value) {
        self.value = value
    }
}

/// The rows of `Table(_:columns:)` and its sibling initializers: one per element of the data
/// (SwiftUI's `TableForEachContent`).
public struct TableForEachContent<Data: RandomAccessCollection>: TableRowContent where Data.Element: Identifiable {
    public typealias TableRowValue = Data.Element
    public typealias TableRowBody = Never

    /// The collection the rows are made from.
    public var data: Data
}

extension ForEach: TableRowContent where Content: TableRowContent {
    public typealias TableRowValue = Content.TableRowValue
    public typealias TableRowBody = Never
}

extension ForEach where ID == Data.Element.ID, Content: TableRowContent, Data.Element: Identifiable {
    /// Table rows for each element of `data`, identified by the element's `id`.
    public init<V>(_ data: Data, @TableRowBuilder<V> content: @escaping (Data.Element) -> Content)
    where V == Content.TableRowValue {
        self.init(tableRows: data, id: \.id, content: content)
    }
}

/// Rows built from several (SwiftUI's `TupleTableRowContent`).
public struct TupleTableRowContent<Value: Identifiable, T>: TableRowContent {
    public typealias TableRowValue = Value
    public typealias TableRowBody = Never

    /// The rows, as a tuple.
    public var value: T
    let rows: [any TableRowContent]
}

/// One of two row contents, chosen by an `if`/`else`.
public struct _ConditionalTableRowContent<First: TableRowContent, Second: TableRowContent>: TableRowContent
where First.TableRowValue == Second.TableRowValue {
    public typealias TableRowValue = First.TableRowValue
    public typealias TableRowBody = Never

    let rows: any TableRowContent
    let isFirst: Bool
}

extension Optional: TableRowContent where Wrapped: TableRowContent {
    public typealias TableRowValue = Wrapped.TableRowValue
    public typealias TableRowBody = Never
}

/// Builds a table's rows (SwiftUI's `TableRowBuilder`).
@MainActor @resultBuilder
public struct TableRowBuilder<Value: Identifiable> {
    public static func buildExpression<Content: TableRowContent>(_ content: Content) -> Content
    where Content.TableRowValue == Value {
        content
    }

    public static func buildBlock<Content: TableRowContent>(_ content: Content) -> Content
    where Content.TableRowValue == Value {
        content
    }

    public static func buildBlock<C0: TableRowContent, C1: TableRowContent>(_ c0: C0, _ c1: C1)
        -> TupleTableRowContent<Value, (C0, C1)> where C0.TableRowValue == Value, C1.TableRowValue == Value {
        TupleTableRowContent(value: (c0, c1), rows: [c0, c1])
    }

    public static func buildBlock<C0: TableRowContent, C1: TableRowContent, C2: TableRowContent>(_ c0: C0, _ c1: C1, _ c2: C2)
        -> TupleTableRowContent<Value, (C0, C1, C2)> where C0.TableRowValue == Value, C1.TableRowValue == Value, C2.TableRowValue == Value {
        TupleTableRowContent(value: (c0, c1, c2), rows: [c0, c1, c2])
    }

    public static func buildBlock<C0: TableRowContent, C1: TableRowContent, C2: TableRowContent, C3: TableRowContent>(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3)
        -> TupleTableRowContent<Value, (C0, C1, C2, C3)> where C0.TableRowValue == Value, C1.TableRowValue == Value, C2.TableRowValue == Value, C3.TableRowValue == Value {
        TupleTableRowContent(value: (c0, c1, c2, c3), rows: [c0, c1, c2, c3])
    }

    public static func buildBlock<C0: TableRowContent, C1: TableRowContent, C2: TableRowContent, C3: TableRowContent, C4: TableRowContent>(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4)
        -> TupleTableRowContent<Value, (C0, C1, C2, C3, C4)> where C0.TableRowValue == Value, C1.TableRowValue == Value, C2.TableRowValue == Value, C3.TableRowValue == Value, C4.TableRowValue == Value {
        TupleTableRowContent(value: (c0, c1, c2, c3, c4), rows: [c0, c1, c2, c3, c4])
    }

    public static func buildBlock<C0: TableRowContent, C1: TableRowContent, C2: TableRowContent, C3: TableRowContent, C4: TableRowContent, C5: TableRowContent>(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5)
        -> TupleTableRowContent<Value, (C0, C1, C2, C3, C4, C5)> where C0.TableRowValue == Value, C1.TableRowValue == Value, C2.TableRowValue == Value, C3.TableRowValue == Value, C4.TableRowValue == Value, C5.TableRowValue == Value {
        TupleTableRowContent(value: (c0, c1, c2, c3, c4, c5), rows: [c0, c1, c2, c3, c4, c5])
    }

    public static func buildBlock<C0: TableRowContent, C1: TableRowContent, C2: TableRowContent, C3: TableRowContent, C4: TableRowContent, C5: TableRowContent, C6: TableRowContent>(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6)
        -> TupleTableRowContent<Value, (C0, C1, C2, C3, C4, C5, C6)> where C0.TableRowValue == Value, C1.TableRowValue == Value, C2.TableRowValue == Value, C3.TableRowValue == Value, C4.TableRowValue == Value, C5.TableRowValue == Value, C6.TableRowValue == Value {
        TupleTableRowContent(value: (c0, c1, c2, c3, c4, c5, c6), rows: [c0, c1, c2, c3, c4, c5, c6])
    }

    public static func buildBlock<C0: TableRowContent, C1: TableRowContent, C2: TableRowContent, C3: TableRowContent, C4: TableRowContent, C5: TableRowContent, C6: TableRowContent, C7: TableRowContent>(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6, _ c7: C7)
        -> TupleTableRowContent<Value, (C0, C1, C2, C3, C4, C5, C6, C7)> where C0.TableRowValue == Value, C1.TableRowValue == Value, C2.TableRowValue == Value, C3.TableRowValue == Value, C4.TableRowValue == Value, C5.TableRowValue == Value, C6.TableRowValue == Value, C7.TableRowValue == Value {
        TupleTableRowContent(value: (c0, c1, c2, c3, c4, c5, c6, c7), rows: [c0, c1, c2, c3, c4, c5, c6, c7])
    }

    public static func buildBlock<C0: TableRowContent, C1: TableRowContent, C2: TableRowContent, C3: TableRowContent, C4: TableRowContent, C5: TableRowContent, C6: TableRowContent, C7: TableRowContent, C8: TableRowContent>(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6, _ c7: C7, _ c8: C8)
        -> TupleTableRowContent<Value, (C0, C1, C2, C3, C4, C5, C6, C7, C8)> where C0.TableRowValue == Value, C1.TableRowValue == Value, C2.TableRowValue == Value, C3.TableRowValue == Value, C4.TableRowValue == Value, C5.TableRowValue == Value, C6.TableRowValue == Value, C7.TableRowValue == Value, C8.TableRowValue == Value {
        TupleTableRowContent(value: (c0, c1, c2, c3, c4, c5, c6, c7, c8), rows: [c0, c1, c2, c3, c4, c5, c6, c7, c8])
    }

    public static func buildBlock<C0: TableRowContent, C1: TableRowContent, C2: TableRowContent, C3: TableRowContent, C4: TableRowContent, C5: TableRowContent, C6: TableRowContent, C7: TableRowContent, C8: TableRowContent, C9: TableRowContent>(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6, _ c7: C7, _ c8: C8, _ c9: C9)
        -> TupleTableRowContent<Value, (C0, C1, C2, C3, C4, C5, C6, C7, C8, C9)> where C0.TableRowValue == Value, C1.TableRowValue == Value, C2.TableRowValue == Value, C3.TableRowValue == Value, C4.TableRowValue == Value, C5.TableRowValue == Value, C6.TableRowValue == Value, C7.TableRowValue == Value, C8.TableRowValue == Value, C9.TableRowValue == Value {
        TupleTableRowContent(value: (c0, c1, c2, c3, c4, c5, c6, c7, c8, c9), rows: [c0, c1, c2, c3, c4, c5, c6, c7, c8, c9])
    }

    public static func buildOptional<Content: TableRowContent>(_ content: Content?) -> Content?
    where Content.TableRowValue == Value {
        content
    }

    public static func buildEither<First: TableRowContent, Second: TableRowContent>(first: First)
        -> _ConditionalTableRowContent<First, Second>
    where First.TableRowValue == Value, Second.TableRowValue == Value {
        _ConditionalTableRowContent(rows: first, isFirst: true)
    }

    public static func buildEither<First: TableRowContent, Second: TableRowContent>(second: Second)
        -> _ConditionalTableRowContent<First, Second>
    where First.TableRowValue == Value, Second.TableRowValue == Value {
        _ConditionalTableRowContent(rows: second, isFirst: false)
    }
}

// MARK: rows as views

/// A table's rows as the views its lazy list shows: each row is a `TableRowCells` view of its value,
/// a `ForEach` stays a `ForEach` (so its rows are made only in view and diffed by id).
@MainActor
protocol TableRowsReading {
    func rowsView(columns: [TableColumnInfo]) -> any View
}

@MainActor
enum TableRows {
    static func view(of rows: any TableRowContent, columns: [TableColumnInfo], depth: Int = 0) -> any View {
        if let reading = rows as? any TableRowsReading {
            return reading.rowsView(columns: columns)
        }
        guard depth < ViewStructure.maximumDepth else { return EmptyView() }
        return view(of: rows.tableRowBody, columns: columns, depth: depth + 1)
    }
}

extension TableRow: TableRowsReading {
    func rowsView(columns: [TableColumnInfo]) -> any View {
        TableRowCellsView(value: value, id: AnyHashable(value.id), columns: columns)
    }
}

extension TableForEachContent: TableRowsReading {
    func rowsView(columns: [TableColumnInfo]) -> any View {
        ForEach(data) { value in
            TableRowCellsView(value: value, id: AnyHashable(value.id), columns: columns)
        }
    }
}

extension ForEach: TableRowsReading where Content: TableRowContent {
    func rowsView(columns: [TableColumnInfo]) -> any View {
        ForEach<Data, ID, AnyView>(data, id: id) { element in
            AnyView(TableRows.view(of: content(element), columns: columns))
        }
    }
}

extension TupleTableRowContent: TableRowsReading {
    func rowsView(columns: [TableColumnInfo]) -> any View {
        TupleView(value: (), children: rows.map { TableRows.view(of: $0, columns: columns) })
    }
}

extension _ConditionalTableRowContent: TableRowsReading {
    func rowsView(columns: [TableColumnInfo]) -> any View {
        let content = TableRows.view(of: rows, columns: columns)
        return isFirst ? AnyView(_ConditionalContent<AnyView, AnyView>(storage: .trueContent(AnyView(content))))
            : AnyView(_ConditionalContent<AnyView, AnyView>(storage: .falseContent(AnyView(content))))
    }
}

extension Optional: TableRowsReading where Wrapped: TableRowContent {
    func rowsView(columns: [TableColumnInfo]) -> any View {
        map { TableRows.view(of: $0, columns: columns) } ?? EmptyView()
    }
}
