import Foundation

/// One column of a table as its widget shows it.
package struct TableColumnDescription: Hashable, Sendable {
    package var title: String
    /// The width it starts at (nil: what its content asks), and the range the person may drag it in.
    package var width: ColumnWidth
    /// Whether a click on its header asks to sort by it.
    package var isSortable: Bool
    package var alignment: HorizontalAlignment

    package init(title: String, width: ColumnWidth = ColumnWidth(), isSortable: Bool = false,
                 alignment: HorizontalAlignment = .leading) {
        self.title = title
        self.width = width
        self.isSortable = isSortable
        self.alignment = alignment
    }

    /// A column's width (`TableColumn.width`): nil parts are left to the toolkit.
    package struct ColumnWidth: Hashable, Sendable {
        package var minimum: Double?
        package var ideal: Double?
        package var maximum: Double?

        package init(minimum: Double? = nil, ideal: Double? = nil, maximum: Double? = nil) {
            self.minimum = minimum
            self.ideal = ideal
            self.maximum = maximum
        }

        /// A width the person cannot change.
        package var isFixed: Bool { minimum != nil && minimum == maximum }
    }
}

/// A lazy table (`Table`): a list whose rows are made of one cell per column under a row of column
/// headers. Its row widgets (`ListRowWidget`) are cells: each is bound on its own and says its
/// `column`. A click on a sortable column's header asks to sort (`onSortRequest`); the node answers
/// with `setSortIndicator` — the table never reorders its rows itself.
@MainActor package protocol TableWidget: ListWidget {
    var onSortRequest: (@MainActor (Int) -> Void)? { get set }
    func setColumns(_ columns: [TableColumnDescription])
    /// The header showing the sort order: `column` sorted ascending or descending; nil: none.
    func setSortIndicator(column: Int?, ascending: Bool)
    func setHeadersVisible(_ visible: Bool)
}

/// A disclosure group outside a list (`DisclosureGroup`): a label with an arrow that shows or hides
/// the content below it. The person's toggle arrives through `onExpandedChange`; the node answers
/// with `setExpanded`. Setting it from the node never calls `onExpandedChange`.
@MainActor package protocol DisclosureGroupWidget: PlatformWidget {
    var onExpandedChange: (@MainActor (Bool) -> Void)? { get set }
    func setLabel(_ content: [any PlatformWidget])
    func setContent(_ content: [any PlatformWidget])
    func setExpanded(_ expanded: Bool)
}
