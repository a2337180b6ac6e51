import Foundation

/// A column of a `Table` (SwiftUI's `TableColumn`): a header and, for each row, a view made from the
/// row's value. A column made with a key path (`value:`) can sort: a click on its header puts its
/// comparator first in the table's `sortOrder` (or turns its order around), and the app sorts its
/// data by that order, as in SwiftUI.
public struct TableColumn<RowValue: Identifiable, Sort: SortComparator, Content: View, Label: View>: TableColumnContent {
    public typealias TableRowValue = RowValue
    public typealias TableColumnSortComparator = Sort
    public typealias TableColumnBody = Never

    var info: TableColumnInfo

    init(title: String, comparator: Sort?, content: @escaping (RowValue) -> Content) {
        info = TableColumnInfo(title: title, content: { value in
            // The table hands each column its own row values.
            guard let value = value as? RowValue else { return EmptyView() }
            return content(value)
        }, comparator: comparator)
    }
}

/// `keyPath` as Foundation's `KeyPathComparator` takes it. A key path is an immutable description of
/// a property: it holds no state to race on, and SwiftUI's `value:` parameters are plain key paths.
private func sendable<Root, Value>(_ keyPath: KeyPath<Root, Value>) -> any KeyPath<Root, Value> & Sendable {
    unsafeBitCast(keyPath, to: (any KeyPath<Root, Value> & Sendable).self)
}

extension TableColumn: TableColumnReading {
    func readColumns(into columns: inout [TableColumnInfo]) {
        columns.append(info)
    }
}

// MARK: columns that do not sort

extension TableColumn where Sort == Never, Label == Text {
    /// A column titled `titleKey` showing `content` for each row.
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.init(title: titleKey.resolved, comparator: nil, content: content)
    }

    /// A column titled `title` showing `content` for each row.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.init(title: String(title), comparator: nil, content: content)
    }

    /// A column titled by `text` showing `content` for each row.
    public init(_ text: Text, @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.init(title: text.content, comparator: nil, content: content)
    }
}

extension TableColumn where Sort == Never, Content == Text, Label == Text {
    /// A column showing the string at `value` of each row.
    public init(_ titleKey: LocalizedStringKey, value: KeyPath<RowValue, String>) {
        self.init(title: titleKey.resolved, comparator: nil) { Text(verbatim: $0[keyPath: value]) }
    }

    /// A column showing the string at `value` of each row.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, value: KeyPath<RowValue, String>) {
        self.init(title: String(title), comparator: nil) { Text(verbatim: $0[keyPath: value]) }
    }

    /// A column showing the string at `value` of each row.
    public init(_ text: Text, value: KeyPath<RowValue, String>) {
        self.init(title: text.content, comparator: nil) { Text(verbatim: $0[keyPath: value]) }
    }
}

// MARK: columns sorting by a key path

extension TableColumn where Sort == KeyPathComparator<RowValue>, Content == Text, Label == Text {
    /// A column showing the string at `value` of each row, sorting by it with `comparator`.
    public init<C: SortComparator>(_ titleKey: LocalizedStringKey, value: KeyPath<RowValue, String>,
                                   comparator: C = .localizedStandard) where C.Compared == String {
        self.init(title: titleKey.resolved, comparator: KeyPathComparator(sendable(value), comparator: comparator)) {
            Text(verbatim: $0[keyPath: value])
        }
    }

    /// A column showing the string at `value` of each row, sorting by it with `comparator`.
    @_disfavoredOverload
    public init<S: StringProtocol, C: SortComparator>(_ title: S, value: KeyPath<RowValue, String>,
                                                       comparator: C = .localizedStandard) where C.Compared == String {
        self.init(title: String(title), comparator: KeyPathComparator(sendable(value), comparator: comparator)) {
            Text(verbatim: $0[keyPath: value])
        }
    }

    /// A column showing the string at `value` of each row, sorting by it with `comparator`.
    public init<C: SortComparator>(_ text: Text, value: KeyPath<RowValue, String>,
                                   comparator: C = .localizedStandard) where C.Compared == String {
        self.init(title: text.content, comparator: KeyPathComparator(sendable(value), comparator: comparator)) {
            Text(verbatim: $0[keyPath: value])
        }
    }
}

extension TableColumn where Sort == KeyPathComparator<RowValue>, Label == Text {
    /// A column showing `content` for each row, sorting by the string at `value` with `comparator`.
    public init<C: SortComparator>(_ titleKey: LocalizedStringKey, value: KeyPath<RowValue, String>,
                                   comparator: C = .localizedStandard,
                                   @ViewBuilder content: @escaping (RowValue) -> Content) where C.Compared == String {
        self.init(title: titleKey.resolved, comparator: KeyPathComparator(sendable(value), comparator: comparator), content: content)
    }

    /// A column showing `content` for each row, sorting by the string at `value` with `comparator`.
    @_disfavoredOverload
    public init<S: StringProtocol, C: SortComparator>(_ title: S, value: KeyPath<RowValue, String>,
                                                       comparator: C = .localizedStandard,
                                                       @ViewBuilder content: @escaping (RowValue) -> Content)
    where C.Compared == String {
        self.init(title: String(title), comparator: KeyPathComparator(sendable(value), comparator: comparator), content: content)
    }

    /// A column showing `content` for each row, sorting by the value at `value`.
    public init<V: Comparable>(_ titleKey: LocalizedStringKey, value: KeyPath<RowValue, V>,
                               @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.init(title: titleKey.resolved, comparator: KeyPathComparator(sendable(value)), content: content)
    }

    /// A column showing `content` for each row, sorting by the value at `value`.
    @_disfavoredOverload
    public init<S: StringProtocol, V: Comparable>(_ title: S, value: KeyPath<RowValue, V>,
                                                  @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.init(title: String(title), comparator: KeyPathComparator(sendable(value)), content: content)
    }

    /// A column showing `content` for each row, sorting by the value at `value`.
    public init<V: Comparable>(_ text: Text, value: KeyPath<RowValue, V>,
                               @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.init(title: text.content, comparator: KeyPathComparator(sendable(value)), content: content)
    }

    /// A column showing `content` for each row, sorting by the value at `value` with `comparator`.
    public init<V, C: SortComparator>(_ titleKey: LocalizedStringKey, value: KeyPath<RowValue, V>, comparator: C,
                                      @ViewBuilder content: @escaping (RowValue) -> Content) where C.Compared == V {
        self.init(title: titleKey.resolved, comparator: KeyPathComparator(sendable(value), comparator: comparator), content: content)
    }

    /// A column showing `content` for each row, sorting by the value at `value` with `comparator`.
    @_disfavoredOverload
    public init<S: StringProtocol, V, C: SortComparator>(_ title: S, value: KeyPath<RowValue, V>, comparator: C,
                                                         @ViewBuilder content: @escaping (RowValue) -> Content)
    where C.Compared == V {
        self.init(title: String(title), comparator: KeyPathComparator(sendable(value), comparator: comparator), content: content)
    }
}

// MARK: columns sorting with a comparator of rows

extension TableColumn where Sort.Compared == RowValue, Label == Text {
    /// A column showing `content` for each row, sorting with `comparator` (a click on the header puts
    /// it first in the table's sort order, or turns its order around).
    public init(_ titleKey: LocalizedStringKey, sortUsing comparator: Sort,
                @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.init(title: titleKey.resolved, comparator: comparator, content: content)
    }

    /// A column showing `content` for each row, sorting with `comparator`.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, sortUsing comparator: Sort,
                                   @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.init(title: String(title), comparator: comparator, content: content)
    }

    /// A column showing `content` for each row, sorting with `comparator`.
    public init(_ text: Text, sortUsing comparator: Sort, @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.init(title: text.content, comparator: comparator, content: content)
    }
}

// MARK: sizes, alignment, customization

/// How a column lines up its cells' content (SwiftUI's `TableColumnAlignment`).
public struct TableColumnAlignment: Hashable, Sendable {
    let horizontal: HorizontalAlignment

    public static let automatic = TableColumnAlignment(horizontal: .leading)
    public static let leading = TableColumnAlignment(horizontal: .leading)
    public static let center = TableColumnAlignment(horizontal: .center)
    public static let trailing = TableColumnAlignment(horizontal: .trailing)
    /// Numbers line up at the trailing edge (GTK has no decimal-point alignment).
    public static let numeric = TableColumnAlignment(horizontal: .trailing)

    /// Numbers in the style `numberingSystem` names: lined up at the trailing edge.
    public static func numeric(_ numberingSystem: Locale.NumberingSystem) -> TableColumnAlignment { .numeric }
}

/// What a person may customize of a column (SwiftUI's `TableColumnCustomizationBehavior`): accepted —
/// GTK 4.8's column view lets people resize columns and nothing else.
public struct TableColumnCustomizationBehavior: OptionSet, Hashable, Sendable {
    public let rawValue: Int

    public init(rawValue: Int) {
        self.rawValue = rawValue
    }

    public static let resize = TableColumnCustomizationBehavior(rawValue: 1)
    public static let reorder = TableColumnCustomizationBehavior(rawValue: 2)
    public static let visibility = TableColumnCustomizationBehavior(rawValue: 4)
    public static let all: TableColumnCustomizationBehavior = [.resize, .reorder, .visibility]
}

extension TableColumn {
    /// A fixed width; nil leaves the width to the column's content.
    public func width(_ width: CGFloat? = nil) -> TableColumn {
        var column = self
        column.info.width = TableColumnDescription.ColumnWidth(minimum: width.map(Double.init), ideal: width.map(Double.init),
                                                                maximum: width.map(Double.init))
        return column
    }

    /// A width the person may drag between `minWidth` and `maxWidth`, starting at `idealWidth`.
    public func width(min minWidth: CGFloat? = nil, ideal idealWidth: CGFloat? = nil, max maxWidth: CGFloat? = nil) -> TableColumn {
        var column = self
        column.info.width = TableColumnDescription.ColumnWidth(minimum: minWidth.map(Double.init),
                                                                ideal: idealWidth.map(Double.init),
                                                                maximum: maxWidth.map(Double.init))
        return column
    }

    /// How the cells line up their content.
    public func alignment(_ alignment: TableColumnAlignment) -> TableColumn {
        var column = self
        column.info.alignment = alignment.horizontal
        return column
    }

    /// The id the table's `TableColumnCustomization` knows the column by.
    public func customizationID(_ id: String) -> TableColumn {
        var column = self
        column.info.customizationID = id
        return column
    }

    /// Whether the column shows when the table's customization says nothing of it (`.hidden`: not).
    public func defaultVisibility(_ visibility: Visibility) -> TableColumn {
        var column = self
        column.info.defaultVisibility = visibility
        return column
    }

    /// Accepted: the person can only resize columns in GTK 4.8's column view.
    public func disabledCustomizationBehavior(_ behavior: TableColumnCustomizationBehavior) -> TableColumn {
        self
    }
}

extension SortComparator where Self == LocalizedStandardStringComparator {
    /// Strings compared as Files sorts names: case-insensitive, numbers by value ("Item 9" before
    /// "Item 10"), in the person's locale (Foundation's `localizedStandard` on Apple's platforms).
    public static var localizedStandard: LocalizedStandardStringComparator { LocalizedStandardStringComparator() }
}

extension SortComparator where Self == String.StandardComparator {
    /// Strings compared by their Unicode scalars.
    public static var lexical: String.StandardComparator { String.StandardComparator.lexical }
}

/// Compares strings as Files sorts names (`localizedStandardCompare`).
public struct LocalizedStandardStringComparator: SortComparator, Hashable, Sendable {
    public var order: SortOrder = .forward

    public init() {}

    public func compare(_ lhs: String, _ rhs: String) -> ComparisonResult {
        let result = lhs.localizedStandardCompare(rhs)
        guard order == .reverse else { return result }
        return switch result {
        case .orderedAscending: .orderedDescending
        case .orderedDescending: .orderedAscending
        case .orderedSame: .orderedSame
        }
    }
}
