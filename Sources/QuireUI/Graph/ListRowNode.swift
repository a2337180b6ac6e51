/// One element of a `ForEach` in a lazy list, while it is in view: the element's views, shown in the
/// row widget the toolkit bound to its position (in a table, one cell widget per column). It exists
/// only while bound: its group makes it at the first bind and unmounts it once no row widget shows it
/// (out of view, or removed) — its `@State` goes with it, as in SwiftUI's lists and lazy stacks.
///
/// A row whose content holds nothing of its element's own (`ListRowTies`) may instead show the
/// element coming into view in the row widget it leaves (`showElement`): updated with that element's
/// view, as SwiftUI's lists reuse their cells, its widgets stay where they are.
///
/// A change inside the element changes only this row's content. The row asks its group to delete or
/// move it, or to expand or collapse it (outlines).
final class ListRowNode: ViewNode {
    /// The element's key among its group's rows.
    private(set) var key: AnyHashable
    /// The element's id, the value a selection binding holds.
    private(set) var tag: AnyHashable
    private weak var group: (any ListRowNodeOwner)?
    /// The `NavigationLink` the row's content holds, in a split view's column.
    let link = ListRowLink()
    /// What in the content belongs to the element (nothing: the row can show another one).
    private let ties = ListRowTies()
    private var content = ChildSlot()
    /// The row widgets showing the element, by column (a list has column 0 only).
    private(set) var rows: [Int: any ListRowWidget] = [:]
    /// What each row widget shows, by column.
    private var shownContent: [Int: [any PlatformWidget]] = [:]
    /// Row widgets the toolkit unbound, with the widgets of this row they held then: while they still
    /// hold them, the row can come back to them (`attach`) without moving a widget.
    private var leftRows: [LeftRow] = []
    private var editing = ListRowEditing()
    /// Whether it has rendered once (what its first render sets belongs to its making).
    private var isRendered = false
    private var outline: ListRowOutline?
    /// Makes the element's view (`render`), kept to make it again when what it read changes.
    private var makeContent: (@MainActor () -> any View)?

    init(_ context: NodeContext, key: AnyHashable, tag: AnyHashable, group: any ListRowNodeOwner) {
        self.key = key
        self.tag = tag
        self.group = group
        super.init(context)
    }

    /// `environment` is already the content's: its group took the list's row scope out and set a
    /// horizontal layout axis, once for all rows.
    override func update(_ view: any View, environment: EnvironmentValues) {
        super.update(view, environment: environment)
        graph.counters.rowRenders += 1
        var environment = environment
        environment.listRowLink = link
        environment.listRowTies = ties
        content.reconcile(view, in: self, environment: environment)
        syncContent()
        let actions = group?.editActions ?? RowEditActions()
        let canDelete = actions.delete != nil
        let editing = ListRowEditing(isEditing: canDelete && environment.editMode?.wrappedValue.isEditing == true,
                                     canDelete: canDelete, canMove: actions.move != nil)
        guard editing != self.editing else { return }
        if isRendered {
            graph.counters.updated += 1
        }
        self.editing = editing
        for row in rows.values {
            row.setEditing(editing)
        }
    }

    /// Renders the element's view made by `makeContent`, recording the Observation properties making
    /// it reads (a content closure that reads a model directly): when one changes, only this row
    /// renders again.
    func render(_ makeContent: @escaping @MainActor () -> any View, environment: EnvironmentValues) {
        self.makeContent = makeContent
        // The row renders for its own reasons: a list inside it renders its rows by its own rules.
        let outerRule = graph.rowRenderRule
        graph.rowRenderRule = .everyRow
        defer { graph.rowRenderRule = outerRule }
        // Edit mode shows only in a row that can be deleted (its delete button); the group renders
        // every row again when its `ForEach` gains or loses `onDelete`.
        let showsEditMode = group?.editActions.delete != nil
        let view = tracked { () -> any View in
            // The edit mode the row shows (`update`), observed with the content: a row kept while its
            // `ForEach`'s body re-ran (edit mode is `@State` no body reads) still follows it.
            if showsEditMode {
                _ = environment.editMode?.wrappedValue
            }
            return makeContent()
        }
        ViewRendering.perform {
            update(view, environment: environment)
        }
        isRendered = true
    }

    override func refresh() {
        guard let makeContent else { return }
        render(makeContent, environment: environment)
    }

    /// Whether it may show another element (`showElement`): nothing in its content is the element's
    /// own, and no row widget shows it.
    var canShowAnotherElement: Bool { isMounted && rows.isEmpty && !ties.isTiedToElement }

    /// Becomes the row of another element — `key` and `tag` in its group — keeping its nodes and
    /// widgets; the group renders it with that element's view next.
    func showElement(key: AnyHashable, tag: AnyHashable) {
        self.key = key
        self.tag = tag
    }

    /// Whether `row`, which the toolkit unbound from this row, still holds its widgets.
    func isLeft(in row: any ListRowWidget) -> Bool {
        leftRows.contains { $0.row === row && $0.stillShown }
    }

    /// Shows the element in `row` (in `row`'s column), taking it out of the row widget that showed
    /// that column before.
    func attach(_ row: any ListRowWidget) {
        let column = row.column
        if let previous = rows[column] {
            guard previous !== row else { return }
            previous.setRowContent([])
        }
        rows[column] = row
        shownContent[column] = nil
        if let index = leftRows.firstIndex(where: { $0.row === row }) {
            let left = leftRows.remove(at: index)
            if left.column == column, left.stillShown {
                // Back in the row widget that still holds its widgets.
                shownContent[column] = left.content
            }
        }
        if let index = leftRows.firstIndex(where: { $0.column == column }) {
            // A widget has one parent: it leaves the row widget it was left in.
            emptyIfShowing(leftRows.remove(at: index))
        }
        row.setKind(.element)
        row.setEditing(editing)
        row.setOutline(column == 0 ? outline : nil)
        row.onDeleteRequest = { [weak self] in
            guard let self else { return }
            group?.deleteRow(self)
        }
        row.onMoveRequest = { [weak self] move in
            guard let self else { return }
            group?.moveRow(self, move)
        }
        row.onExpansionToggle = { [weak self] in
            guard let self else { return }
            group?.toggleExpansion(of: self)
        }
        syncContent()
    }

    /// `row` no longer shows the element; returns whether no row widget does. `keepingContent`: the
    /// toolkit unbound it, and it holds the widgets until something else fills it; or else it is
    /// emptied now.
    func detach(_ row: any ListRowWidget, keepingContent: Bool) -> Bool {
        let column = row.column
        if rows[column] === row {
            rows[column] = nil
            if keepingContent {
                leftRows.append(LeftRow(column: column, row: row, content: shownContent[column] ?? []))
            } else {
                row.setRowContent([])
            }
            shownContent[column] = nil
        }
        return rows.isEmpty
    }

    /// Empties a row widget it left, unless something else fills it by now.
    private func emptyIfShowing(_ left: LeftRow) {
        if left.stillShown {
            left.row.setRowContent([])
        }
    }

    var isAttached: Bool { !rows.isEmpty }

    /// The position of the row widgets showing it, in their list.
    var position: Int? { rows.values.first?.position }

    /// The row's place in an outline (column 0 shows the expander).
    func setOutline(_ outline: ListRowOutline?) {
        guard outline != self.outline else { return }
        self.outline = outline
        rows[0]?.setOutline(outline)
    }

    override func childWidgetsDidChange() {
        syncContent()
    }

    override func unmount() {
        super.unmount()
        content.clear()
        for row in rows.values {
            row.setRowContent([])
        }
        for left in leftRows {
            emptyIfShowing(left)
        }
        rows.removeAll()
        shownContent.removeAll()
        leftRows.removeAll()
        makeContent = nil
    }

    /// Gives each bound row widget its column's widgets: a table row's cells (`TableRowCells`) one per
    /// column, a list row's content all in column 0.
    private func syncContent() {
        let widgets = content.widgets
        for (column, row) in rows {
            let columnWidgets = TableRowCells.content(of: widgets, column: column)
            if let shown = shownContent[column], Self.same(shown, columnWidgets) { continue }
            if shownContent[column] != nil {
                graph.counters.updated += 1
            }
            shownContent[column] = columnWidgets
            row.setRowContent(columnWidgets)
        }
    }
}

/// A row widget a row node left (the toolkit unbound it) and the widgets it held of one column.
@MainActor
private struct LeftRow {
    let column: Int
    let row: any ListRowWidget
    let content: [any PlatformWidget]

    /// Whether the row widget still shows them (nothing else filled it since).
    var stillShown: Bool { ViewNode.same(row.rowContent, content) }
}

/// What a row node asks of the group that made it.
@MainActor
protocol ListRowNodeOwner: AnyObject {
    var editActions: RowEditActions { get }
    func deleteRow(_ row: ListRowNode)
    func moveRow(_ row: ListRowNode, _ move: ListRowMove)
    func toggleExpansion(of row: ListRowNode)
}
