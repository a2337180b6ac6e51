import QuireUI
/// A headless lazy list, table or lazy stack, standing in for GTK's list and column views: it makes
/// its own row widgets (kind `.listRow`; a table one per cell), binds them to the positions in view —
/// every position, or `viewport` rows from `top` — and, as GTK 4.8 does, binds a row again when an
/// edit shifts its position. `children` are the bound rows in position order (a table's cells row by
/// row), so a test reads an eager list's rows as before.
@MainActor
package struct HeadlessListState {
    /// How many rows the list has.
    package var rowCount = 0
    /// How many rows are in view; nil: all of them.
    package var viewport: Int?
    /// The first row in view.
    package var top = 0
    /// A table's columns (a list has one column).
    package var columns: [TableColumnDescription] = []
    package var selectedPositions: [Int] = []
    /// Row insertions, removals and moves the list was told (what GtkListView's model is told).
    package var rowOperations = 0
    /// Rows made and bound so far (GTK's list items).
    package var rowsMade = 0
    package var binds = 0
    /// The last `scrollToRow`, and a scroll view's last `scrollTo` a widget.
    package var scrolledTo: (position: Int, anchor: UnitPoint?)?
    package var scrolledToWidget: (widget: HeadlessWidget?, anchor: UnitPoint?)?
    /// The scroll bars of a list or scroll view.
    package var scrollIndicators = ScrollIndicatorSettings()
    /// A table's sort indicator and whether its headers show.
    package var sortIndicator: (column: Int?, ascending: Bool) = (nil, true)
    package var headersVisible = true
    var makeRow: () -> HeadlessWidget = { HeadlessWidget(kind: .listRow) }
    /// Unbound rows, to bind again (GTK recycles list items the same way).
    var pool: [HeadlessWidget] = []
    var onBindRow: (@MainActor (any ListRowWidget) -> Void)?
    var onUnbindRow: (@MainActor (any ListRowWidget) -> Void)?
    var onSelectionChange: (@MainActor ([Int]) -> Void)?
    var onActivateRow: (@MainActor (Int) -> Void)?
    var onContextMenuRequest: (@MainActor (Int?) -> [MenuEntry]?)?
    var onContextMenuItem: (@MainActor (Int) -> Void)?
    var onSortRequest: (@MainActor (Int) -> Void)?

    package init() {}
}

/// Where a headless row widget is bound, and what it shows around its content.
@MainActor
package struct HeadlessRowState {
    package var position: Int?
    package var column = 0
    package var outline: ListRowOutline?
    var onExpansionToggle: (@MainActor () -> Void)?
    /// A disclosure group: whether it is expanded, and its content (shown in `children` while it is).
    package var isExpanded = false
    package var disclosedContent: [HeadlessWidget] = []
    var onExpandedChange: (@MainActor (Bool) -> Void)?

    package init() {}
}

extension HeadlessWidget {
    // MARK: ListWidget

    package var scrollsItself: Bool { kind == .list || kind == .table || kind == .lazyStack }

    package var onBindRow: (@MainActor (any ListRowWidget) -> Void)? {
        get { listState.onBindRow }
        set { listState.onBindRow = newValue }
    }
    package var onUnbindRow: (@MainActor (any ListRowWidget) -> Void)? {
        get { listState.onUnbindRow }
        set { listState.onUnbindRow = newValue }
    }
    package var onSelectionChange: (@MainActor ([Int]) -> Void)? {
        get { listState.onSelectionChange }
        set { listState.onSelectionChange = newValue }
    }
    package var onActivateRow: (@MainActor (Int) -> Void)? {
        get { listState.onActivateRow }
        set { listState.onActivateRow = newValue }
    }
    package var onContextMenuRequest: (@MainActor (Int?) -> [MenuEntry]?)? {
        get { listState.onContextMenuRequest }
        set { listState.onContextMenuRequest = newValue }
    }
    package var onContextMenuItem: (@MainActor (Int) -> Void)? {
        get { listState.onContextMenuItem }
        set { listState.onContextMenuItem = newValue }
    }

    package func editRows(_ edits: [ListRowEdit]) {
        var shifted = Set<ObjectIdentifier>()
        for edit in edits {
            switch edit {
            case let .remove(range):
                listState.rowOperations += range.count
                listState.rowCount -= range.count
                for row in children where row.rowState.position.map(range.contains) == true {
                    unbindRow(row)
                }
                for row in children {
                    guard let position = row.rowState.position, position >= range.upperBound else { continue }
                    row.rowState.position = position - range.count
                    shifted.insert(ObjectIdentifier(row))
                }
                listState.selectedPositions = listState.selectedPositions.compactMap { position in
                    range.contains(position) ? nil : position >= range.upperBound ? position - range.count : position
                }
            case let .insert(count, at):
                listState.rowOperations += count
                listState.rowCount += count
                for row in children {
                    guard let position = row.rowState.position, position >= at else { continue }
                    row.rowState.position = position + count
                    shifted.insert(ObjectIdentifier(row))
                }
                listState.selectedPositions = listState.selectedPositions.map { $0 >= at ? $0 + count : $0 }
            case let .move(from, to):
                listState.rowOperations += 1
                for row in children {
                    guard let position = row.rowState.position else { continue }
                    let moved = Self.moved(position, from: from, to: to)
                    if moved != position {
                        row.rowState.position = moved
                        shifted.insert(ObjectIdentifier(row))
                    }
                }
                listState.selectedPositions = listState.selectedPositions.map { Self.moved($0, from: from, to: to) }.sorted()
            }
        }
        changes += 1
        // GTK 4.8 binds the rows in view again when their position changed.
        if listState.viewport != nil {
            for row in children where shifted.contains(ObjectIdentifier(row)) && row.rowState.position != nil {
                listState.onBindRow?(row)
            }
        }
        fillViewport()
    }

    private static func moved(_ position: Int, from: Int, to: Int) -> Int {
        if position == from { return to }
        if from < to, position > from, position <= to { return position - 1 }
        if to < from, position >= to, position < from { return position + 1 }
        return position
    }

    package func setSelectedPositions(_ positions: [Int]) {
        listState.selectedPositions = positions
        changes += 1
    }

    package func scrollToRow(at position: Int, anchor: UnitPoint?) {
        listState.scrolledTo = (position, anchor)
        scroll(to: position)
    }

    package func setScrollIndicators(_ indicators: ScrollIndicatorSettings) {
        listState.scrollIndicators = indicators
        changes += 1
    }

    package func scrollTo(_ widget: any PlatformWidget, anchor: UnitPoint?) {
        listState.scrolledToWidget = (widget as? HeadlessWidget, anchor)
    }

    /// The rows in view: unbinds the rows that left it, binds rows (from the pool, or new) to the
    /// positions without one. `children` stay in position order.
    private func fillViewport() {
        let count = listState.rowCount
        let first = listState.viewport == nil ? 0 : min(listState.top, max(count - (listState.viewport ?? 0), 0))
        let end = max(first, listState.viewport.map { min(first + $0, count) } ?? count)
        for row in children where !(first..<end).contains(row.rowState.position ?? -1) {
            unbindRow(row)
        }
        let inOrder = { (lhs: HeadlessWidget, rhs: HeadlessWidget) in
            (lhs.rowState.position ?? 0, lhs.rowState.column) < (rhs.rowState.position ?? 0, rhs.rowState.column)
        }
        // Only a move breaks the order.
        let isSorted = zip(children, children.dropFirst()).allSatisfy { inOrder($0, $1) }
        let bound = isSorted ? children : children.sorted(by: inOrder)
        let columns = max(listState.columns.count, 1)
        var rows: [HeadlessWidget] = []
        rows.reserveCapacity((end - first) * columns)
        var newRows: [HeadlessWidget] = []
        var index = 0
        for position in first..<end {
            for column in 0..<columns {
                if index < bound.count, bound[index].rowState.position == position, bound[index].rowState.column == column {
                    rows.append(bound[index])
                    index += 1
                    continue
                }
                let row = listState.pool.popLast() ?? {
                    listState.rowsMade += 1
                    return listState.makeRow()
                }()
                row.rowState.position = position
                row.rowState.column = column
                rows.append(row)
                newRows.append(row)
            }
        }
        children = rows
        for row in newRows {
            listState.binds += 1
            listState.onBindRow?(row)
        }
    }

    private func unbindRow(_ row: HeadlessWidget) {
        guard row.rowState.position != nil else { return }
        row.rowState.position = nil
        children.removeAll { $0 === row }
        listState.pool.append(row)
        listState.onUnbindRow?(row)
    }

    // MARK: TableWidget

    package var onSortRequest: (@MainActor (Int) -> Void)? {
        get { listState.onSortRequest }
        set { listState.onSortRequest = newValue }
    }

    package func setColumns(_ columns: [TableColumnDescription]) {
        let before = max(listState.columns.count, 1)
        listState.columns = columns
        changes += 1
        if max(columns.count, 1) < before {
            for row in children where row.rowState.column >= columns.count {
                unbindRow(row)
            }
        }
        fillViewport()
    }

    package func setSortIndicator(column: Int?, ascending: Bool) {
        listState.sortIndicator = (column, ascending)
        changes += 1
    }

    package func setHeadersVisible(_ visible: Bool) {
        listState.headersVisible = visible
        changes += 1
    }

    // MARK: ListRowWidget

    package var position: Int? { rowState.position }
    package var column: Int { rowState.column }
    package var onExpansionToggle: (@MainActor () -> Void)? {
        get { rowState.onExpansionToggle }
        set { rowState.onExpansionToggle = newValue }
    }

    package func setOutline(_ outline: ListRowOutline?) {
        rowState.outline = outline
        changes += 1
    }

    // MARK: DisclosureGroupWidget

    package var onExpandedChange: (@MainActor (Bool) -> Void)? {
        get { rowState.onExpandedChange }
        set { rowState.onExpandedChange = newValue }
    }

    package func setLabel(_ content: [any PlatformWidget]) {
        header = content.compactMap { $0 as? HeadlessWidget }
        changes += 1
    }

    package func setContent(_ content: [any PlatformWidget]) {
        rowState.disclosedContent = content.compactMap { $0 as? HeadlessWidget }
        children = rowState.isExpanded ? rowState.disclosedContent : []
        changes += 1
    }

    package func setExpanded(_ expanded: Bool) {
        rowState.isExpanded = expanded
        children = expanded ? rowState.disclosedContent : []
        changes += 1
    }

    // MARK: looking

    /// Row insertions, removals and moves the list was told.
    package var rowOperations: Int { listState.rowOperations }

    /// The selected rows that are bound (every selected row, in an eager list).
    package var selectedRows: [HeadlessWidget] { listState.selectedPositions.compactMap { row(at: $0) } }

    // MARK: standing in for the person

    /// Scrolls a lazy list so the row at `position` is the first in view (or as near as the end
    /// allows): rows that leave the view are unbound, rows that come into it bound.
    package func scroll(to position: Int) {
        listState.top = max(0, position)
        fillViewport()
    }

    /// The bound row (a table: the first column's cell) at `position`, if it is in view.
    package func row(at position: Int) -> HeadlessWidget? {
        children.first { $0.rowState.position == position && $0.rowState.column == 0 }
    }

    /// A table's cells at `position`, by column.
    package func cells(at position: Int) -> [HeadlessWidget] {
        children.filter { $0.rowState.position == position }.sorted { $0.rowState.column < $1.rowState.column }
    }

    /// Selects rows as clicks would (rows of this list).
    package func select(_ rows: [HeadlessWidget]) {
        select(positions: rows.compactMap(\.rowState.position))
    }

    /// Selects the rows at `positions` as clicks would.
    package func select(positions: [Int]) {
        listState.selectedPositions = positions.sorted()
        listState.onSelectionChange?(listState.selectedPositions)
    }

    /// Double-clicks the row at `position`.
    package func activate(_ position: Int) {
        listState.onActivateRow?(position)
    }

    /// Opens the list's context menu on the row at `position` (nil: the empty space): its entries.
    package func openContextMenu(at position: Int?) -> [MenuEntry]? {
        listState.onContextMenuRequest?(position)
    }

    /// Chooses item `index` of the context menu last opened.
    package func chooseContextMenuItem(_ index: Int) {
        listState.onContextMenuItem?(index)
    }

    /// Clicks a table column's header.
    package func clickHeader(_ column: Int) {
        guard listState.columns.indices.contains(column), listState.columns[column].isSortable else { return }
        listState.onSortRequest?(column)
    }

    /// Clicks a row's expander, or a disclosure group's label.
    package func toggleExpanded() {
        if kind == .disclosureGroup {
            rowState.onExpandedChange?(!rowState.isExpanded)
        } else {
            rowState.onExpansionToggle?()
        }
    }
}
