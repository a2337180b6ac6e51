/// The rows of one `List`, shared by the list's node and the row nodes its `ForEach`es make: which
/// widgets are rows (so the list does not wrap them again), which node owns each, and which row
/// shows each selection id. Every lookup is O(1); rows register when made and leave when unmounted.
@MainActor
final class ListRowScope {
    private var nodesByRow: [ObjectIdentifier: ListRowNode] = [:]
    private var nodesByTag: [AnyHashable: ListRowNode] = [:]

    func register(_ node: ListRowNode) {
        nodesByRow[ObjectIdentifier(node.row)] = node
        nodesByTag[node.tag] = node
    }

    func unregister(_ node: ListRowNode) {
        nodesByRow[ObjectIdentifier(node.row)] = nil
        if nodesByTag[node.tag] === node {
            nodesByTag[node.tag] = nil
        }
    }

    /// The row node owning `widget`, when `widget` is a row a `ForEach` made.
    func node(for widget: any PlatformWidget) -> ListRowNode? {
        nodesByRow[ObjectIdentifier(widget)]
    }

    /// The row of the element whose id is `tag`.
    func row(tagged tag: AnyHashable) -> (any ListRowWidget)? {
        nodesByTag[tag]?.row
    }

    /// Set by the list: a `ForEach`'s rows changed (`ListRowGroup.pending`).
    var onRowGroupChange: (@MainActor () -> Void)?

    /// How many rows hold a `NavigationLink` (split-view sidebars): such a list is selectable.
    private(set) var linkRows = 0
    /// Set by the list: `linkRows` went from zero to more or back.
    var onLinkRowsChange: (@MainActor () -> Void)?

    func rowLinkDidChange(_ node: ListRowNode) {
        let before = linkRows
        linkRows += node.link.follow == nil ? -1 : 1
        if (before == 0) != (linkRows == 0) { onLinkRowsChange?() }
    }

    func rowGroupDidChange() {
        onRowGroupChange?()
    }
}

/// `List`: a list widget whose rows are the content's widgets. Rows a `ForEach` made (one per
/// element) are used as they are; any other widget gets a row of the list's own, kept for as long
/// as that widget (a section's header or footer label: a row of that kind). The list gets the new row list once per change; the backend inserts, removes and
/// moves only what differs. With a selection binding, the selected rows follow the binding (read
/// with Observation tracking) and the person's selection sets it.
final class ListNode: LeafNode {
    private let widget: any ListWidget
    private let scope = ListRowScope()
    private var content = ChildSlot()
    private var ownRows: [ObjectIdentifier: any ListRowWidget] = [:]
    /// The list's rows, as the widget has them (changed in place by the groups' edits).
    private var rows: [any ListRowWidget]?
    /// The content's widgets `rows` were made from: rows, widgets given an own row, and groups of
    /// rows (`ListRowGroup`).
    private var rowsSource: [any PlatformWidget] = []
    /// While the content renders, groups' changes wait for `syncRows` after it.
    private var isRenderingContent = false
    private var selection: (any ListSelection)?
    private var selectionMode: ListSelectionMode?
    private var appearance: ListAppearance?
    private var shownSelection: Set<AnyHashable>?

    override init(_ context: NodeContext) {
        widget = context.graph.make { $0.makeList() }
        super.init(context)
        widgets = [widget]
        widget.onSelectionChange = { [weak self] rows in self?.userSelected(rows) }
        scope.onRowGroupChange = { [weak self] in self?.rowGroupDidChange() }
        scope.onLinkRowsChange = { [weak self] in self?.applySelectionMode() }
    }

    override func update(_ view: any View, environment: EnvironmentValues) {
        super.update(view, environment: environment)
        guard let list = view as? any AnyList else { return }
        selection = list.listSelection
        applySelectionMode()
        let appearance = environment.listStyleAppearance ?? (environment.isInSidebarColumn ? .sidebar : .boxed)
        assign(appearance, to: &self.appearance) { widget.setAppearance($0) }
        var contentEnvironment = environment
        contentEnvironment.layoutAxis = .vertical
        contentEnvironment.accessibilityLabel = nil
        contentEnvironment.listRowScope = scope
        isRenderingContent = true
        content.reconcile(list.contentView, in: self, environment: contentEnvironment)
        isRenderingContent = false
        let rowsChanged = syncRows()
        syncSelection(rowsChanged: rowsChanged)
        applyStyle(to: widget)
    }

    override func refresh() {
        syncSelection(rowsChanged: false)
    }

    /// Single or multiple as the binding says; without one, single while rows hold links.
    private func applySelectionMode() {
        let mode: ListSelectionMode = switch selection?.allowsMultiple {
        case nil: scope.linkRows > 0 ? .single : .none
        case false?: .single
        case true?: .multiple
        }
        assign(mode, to: &selectionMode) { widget.setSelectionMode($0) }
    }

    override func childWidgetsDidChange() {
        let rowsChanged = syncRows()
        syncSelection(rowsChanged: rowsChanged)
    }

    /// A `ForEach` in the content changed its rows by itself (its body re-rendered without the list).
    private func rowGroupDidChange() {
        guard isMounted, !isRenderingContent, rows != nil else { return }
        childWidgetsDidChange()
    }

    override func unmount() {
        super.unmount()
        content.clear()
        graph.counters.removed += ownRows.count
        ownRows.removeAll()
    }

    /// Brings the list's rows to the content's widgets; returns whether they changed. When the content
    /// has the same widgets, only the groups' edits go to the widget (at the list's positions: a
    /// group's edits are shifted by the rows before it); otherwise the whole row list does.
    private func syncRows() -> Bool {
        let source = content.widgets
        if rows != nil, ViewNode.same(source, rowsSource) {
            return applyGroupEdits()
        }
        rowsSource = source
        var keptOwnRows: [ObjectIdentifier: any ListRowWidget] = [:]
        var newRows: [any ListRowWidget] = []
        for widget in source {
            if let group = widget as? ListRowGroup {
                _ = group.takePending()
                newRows.append(contentsOf: group.rows)
                continue
            }
            if let node = scope.node(for: widget) {
                newRows.append(node.row)
                continue
            }
            let key = ObjectIdentifier(widget)
            let row = ownRows[key] ?? graph.make { backend in
                let row = backend.makeListRow()
                if let label = widget as? ListSectionLabel {
                    row.setKind(label.kind)
                    row.setRowContent(label.content)
                } else {
                    row.setRowContent([widget])
                }
                return row
            }
            keptOwnRows[key] = row
            newRows.append(row)
        }
        graph.counters.removed += ownRows.keys.filter { keptOwnRows[$0] == nil }.count
        ownRows = keptOwnRows
        if let rows, Self.same(rows, newRows) {
            return false
        }
        if rows != nil {
            graph.counters.updated += 1
        }
        graph.counters.rowNodeVisits += newRows.count
        rows = newRows
        widget.setRows(newRows)
        return true
    }

    /// The groups' edits since the last sync, in the content's order, at the list's positions.
    private func applyGroupEdits() -> Bool {
        var edits: [ListRowEdit] = []
        var base = 0
        for widget in rowsSource {
            guard let group = widget as? ListRowGroup else {
                base += 1
                continue
            }
            switch group.takePending() {
            case .none:
                break
            case let .edits(groupEdits):
                for edit in groupEdits {
                    switch edit {
                    case let .remove(range): edits.append(.remove((base + range.lowerBound)..<(base + range.upperBound)))
                    case let .insert(rows, position): edits.append(.insert(rows, at: base + position))
                    }
                }
            case .reset:
                // Rows made again: the whole list (rare — the first time, repeated ids).
                rowsSource = []
                return syncRows()
            }
            base += group.count
        }
        guard !edits.isEmpty, var rows else { return false }
        self.rows = nil
        for edit in edits {
            switch edit {
            case let .remove(range):
                rows.removeSubrange(range)
                graph.counters.rowNodeVisits += range.count
            case let .insert(inserted, position):
                rows.insert(contentsOf: inserted, at: position)
                graph.counters.rowNodeVisits += inserted.count
            }
        }
        self.rows = rows
        graph.counters.updated += 1
        widget.editRows(edits)
        return true
    }

    private func syncSelection(rowsChanged: Bool) {
        guard let selection else { return }
        let ids = tracked { selection.get() }
        guard rowsChanged || ids != shownSelection else { return }
        if ids == shownSelection, ids.isEmpty {
            return
        }
        if shownSelection != nil {
            graph.counters.updated += 1
        }
        shownSelection = ids
        widget.setSelectedRows(ids.compactMap { scope.row(tagged: $0) })
    }

    /// The person chose rows: the binding follows, and a single chosen row holding a link follows it.
    private func userSelected(_ rows: [any ListRowWidget]) {
        guard isMounted else { return }
        if let selection {
            let ids = Set(rows.compactMap { scope.node(for: $0)?.tag })
            shownSelection = ids
            selection.set(ids)
        }
        if rows.count == 1, let follow = rows.first.flatMap({ scope.node(for: $0) })?.link.follow {
            follow()
        }
        // In a split view's column, a choice moves a folded split view on to the next column.
        if !rows.isEmpty { environment.splitColumnScope?.onChoice?() }
    }

    private static func same(_ lhs: [any ListRowWidget], _ rhs: [any ListRowWidget]) -> Bool {
        lhs.count == rhs.count && zip(lhs, rhs).allSatisfy { $0 === $1 }
    }
}

/// One element of a `ForEach` inside a `List`: a row widget holding the element view's widgets,
/// kept for as long as the element's id. A change inside the element changes only this row's
/// content; the list's rows stay the same objects. The row asks its `ForEach` to delete or move it.
final class ListRowNode: LeafNode {
    let row: any ListRowWidget
    /// The element's key among its `ForEach`'s children.
    let key: AnyHashable
    /// The element's id, the value a selection binding holds.
    let tag: AnyHashable
    private weak var scope: ListRowScope?
    /// The `NavigationLink` the row's content holds, in a split view's column.
    let link = ListRowLink()
    private var content = ChildSlot()
    private var shownContent: [any PlatformWidget]?
    private var editing: ListRowEditing?
    /// Makes the element's view (`render`), kept to make it again when what it read changes.
    private var makeContent: (@MainActor () -> any View)?
    /// A row of a lazy list not shown yet: the environment to render it with when it is.
    private var deferredEnvironment: EnvironmentValues?

    init(_ context: NodeContext, key: AnyHashable, tag: AnyHashable, scope: ListRowScope) {
        let row = context.graph.make { $0.makeListRow() }
        self.row = row
        self.key = key
        self.tag = tag
        self.scope = scope
        super.init(context)
        widgets = [row]
        row.onDeleteRequest = { [weak self] in self?.requestDelete() }
        row.onMoveRequest = { [weak self] move in self?.requestMove(move) }
        row.onContentNeeded = { [weak self] in self?.renderDeferred() }
        scope.register(self)
        link.didChange = { [weak self] in
            guard let self else { return }
            self.scope?.rowLinkDidChange(self)
        }
    }

    /// `environment` is already the content's: its `ForEach` took the list's row scope out and set a
    /// horizontal layout axis, once for all rows.
    override func update(_ view: any View, environment: EnvironmentValues) {
        super.update(view, environment: environment)
        graph.counters.rowRenders += 1
        var environment = environment
        environment.listRowLink = link
        content.reconcile(view, in: self, environment: environment)
        syncContent()
        let actions = (parent as? KeyedChildrenNode)?.editActions ?? RowEditActions()
        let editing = ListRowEditing(isEditing: environment.editMode?.wrappedValue.isEditing == true,
                                     canDelete: actions.delete != nil, canMove: actions.move != nil)
        assign(editing, to: &self.editing) { row.setEditing($0) }
    }

    /// Renders the element's view made by `makeContent`, recording the Observation properties making
    /// it reads (a content closure that reads a model directly): when one changes, only this row
    /// renders again.
    /// A row of a lazy list that is not shown yet only keeps `makeContent`: it renders when it comes
    /// into view (`renderDeferred`), so a list of 10,000 elements makes the widgets of the few rows
    /// on screen, and a change to an element out of view costs nothing.
    func render(_ makeContent: @escaping @MainActor () -> any View, environment: EnvironmentValues) {
        self.makeContent = makeContent
        guard row.wantsContent else {
            deferredEnvironment = environment
            return
        }
        deferredEnvironment = nil
        // The row renders for its own reasons: a list inside it renders its rows by its own rules.
        let outerRule = graph.rowRenderRule
        graph.rowRenderRule = .everyRow
        defer { graph.rowRenderRule = outerRule }
        let view = tracked { () -> any View in
            // The edit mode the row shows (`update`), observed with the content: a row kept while its
            // `ForEach`'s body re-ran (edit mode is `@State` no body reads) still follows it.
            _ = environment.editMode?.wrappedValue
            return makeContent()
        }
        update(view, environment: environment)
    }

    override func refresh() {
        guard let makeContent else { return }
        render(makeContent, environment: deferredEnvironment ?? environment)
    }

    /// The row came into view (GTK bound it; it may be inside the list's own update): renders the
    /// element it kept.
    private func renderDeferred() {
        guard isMounted, let makeContent, let environment = deferredEnvironment else { return }
        ViewRendering.perform {
            render(makeContent, environment: environment)
        }
    }

    override func childWidgetsDidChange() {
        syncContent()
    }

    override func unmount() {
        super.unmount()
        content.clear()
        scope?.unregister(self)
        makeContent = nil
        deferredEnvironment = nil
    }

    private func syncContent() {
        let widgets = content.widgets
        if let shownContent, Self.same(shownContent, widgets) { return }
        if shownContent != nil {
            graph.counters.updated += 1
        }
        shownContent = widgets
        row.setRowContent(widgets)
    }

    private func requestDelete() {
        guard isMounted else { return }
        (parent as? KeyedChildrenNode)?.deleteRow(self)
    }

    private func requestMove(_ move: ListRowMove) {
        guard isMounted, let owner = parent as? KeyedChildrenNode else { return }
        switch move {
        case .up: owner.moveRow(self, by: -1)
        case .down: owner.moveRow(self, by: 1)
        case let .onto(target):
            guard let targetNode = scope?.node(for: target), targetNode.parent === owner else { return }
            owner.moveRow(self, onto: targetNode)
        }
    }
}
