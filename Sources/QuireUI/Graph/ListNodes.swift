/// `List`: a lazy list widget whose rows are the content's views. The content's widgets become row
/// sources (`ListRows`): a `ForEach`'s elements, made only while in view; any other widget a row of
/// its own, kept for as long as that widget (a section's header or footer: a row of that kind). With
/// a selection binding, the selected rows follow the binding (read with Observation tracking) and the
/// person's selection sets it; `contextMenu(forSelectionType:)` gives rows a menu and a primary
/// action. Tables (`TableNode`) and lazy stacks are lists too.
class ListNode: LeafNode {
    private let widget: any ListWidget
    private let scope = ListRowScope()
    private var content = ChildSlot()
    private let rows: ListRows
    /// While the content renders, groups' changes wait for the sync after it.
    private var isRenderingContent = false
    private var selection: (any ListSelection)?
    private var selectionMode: ListSelectionMode?
    private var appearance: ListAppearance?
    private var indicators: ScrollIndicatorSettings?
    private var shownSelection: Set<AnyHashable>?
    private var selectionMenu: SelectionContextMenu?

    override convenience init(_ context: NodeContext) {
        self.init(context, widget: context.graph.make { $0.makeList() })
    }

    init(_ context: NodeContext, widget: any ListWidget) {
        self.widget = widget
        rows = ListRows(widget: widget, graph: context.graph)
        super.init(context)
        widgets = [widget]
        scope.rows = rows
        widget.onSelectionChange = { [weak self] positions in self?.userSelected(positions) }
        scope.onRowGroupChange = { [weak self] in self?.rowGroupDidChange() }
        scope.onLinkRowsChange = { [weak self] in self?.applySelectionMode() }
    }

    override func update(_ view: any View, environment: EnvironmentValues) {
        super.update(view, environment: environment)
        let list = typed(view, as: (any AnyList).self)
        selection = list.listSelection
        applySelectionMode()
        let appearance = list.listAppearance ?? environment.listStyleAppearance
            ?? (environment.isInSidebarColumn ? .sidebar : .boxed)
        assign(appearance, to: &self.appearance) { widget.setAppearance($0) }
        assign(environment.scrollIndicatorVisibility, to: &indicators) { widget.setScrollIndicators($0) }
        environment.scrollTargets?.register(rows)
        selectionMenu = environment.selectionContextMenu
        SelectionContextMenu.install(selectionMenu, on: widget, rows: rows) { [weak self] in self?.selection?.get() ?? [] }
        var contentEnvironment = environment
        contentEnvironment.layoutAxis = .vertical
        contentEnvironment.accessibilityLabel = nil
        contentEnvironment.listRowScope = scope
        contentEnvironment.selectionContextMenu = nil
        isRenderingContent = true
        content.reconcile(contentView(of: list), in: self, environment: contentEnvironment)
        isRenderingContent = false
        let rowsChanged = rows.sync(content.widgets)
        syncTrackedState(rowsChanged: rowsChanged)
        applyStyle(to: widget)
    }

    /// The view whose widgets are the rows.
    func contentView(of list: any AnyList) -> any View { list.contentView }

    override func refresh() {
        syncTrackedState(rowsChanged: false)
    }

    override func childWidgetsDidChange() {
        let rowsChanged = rows.sync(content.widgets)
        syncTrackedState(rowsChanged: rowsChanged)
    }

    /// A `ForEach` in the content changed its rows by itself (its body re-rendered without the list).
    private func rowGroupDidChange() {
        guard isMounted, !isRenderingContent else { return }
        childWidgetsDidChange()
    }

    override func unmount() {
        super.unmount()
        content.clear()
    }

    /// Reads the bindings the list shows — the selection, and what a subclass reads in
    /// `readTrackedState` — in one Observation recording (only a node's latest recording counts), and
    /// shows them.
    private func syncTrackedState(rowsChanged: Bool) {
        let ids = tracked { () -> Set<AnyHashable>? in
            readTrackedState()
            return selection?.get()
        }
        applyTrackedState()
        if let ids {
            syncSelection(ids, rowsChanged: rowsChanged)
        }
    }

    /// Reads, under the list's Observation tracking, what the subclass shows from bindings.
    func readTrackedState() {}

    /// Shows what `readTrackedState` read.
    func applyTrackedState() {}

    /// Shows the binding's selection: when it changed, or when rows moved under a selection.
    private func syncSelection(_ ids: Set<AnyHashable>, rowsChanged: Bool) {
        guard rowsChanged || ids != shownSelection else { return }
        if ids == shownSelection, ids.isEmpty {
            return
        }
        if shownSelection != nil {
            graph.counters.updated += 1
        }
        shownSelection = ids
        widget.setSelectedPositions(rows.positions(tagged: ids))
    }

    /// Single or multiple as the binding says; without one, single while rows hold links.
    private func applySelectionMode() {
        let mode: ListSelectionMode = switch selection?.allowsMultiple {
        case nil: scope.hasLinkRows ? .single : .none
        case false?: .single
        case true?: .multiple
        }
        assign(mode, to: &selectionMode) { widget.setSelectionMode($0) }
    }

    /// The person chose rows: the binding follows, and a single chosen row holding a link follows it.
    private func userSelected(_ positions: [Int]) {
        guard isMounted else { return }
        let ids = rows.tags(at: positions)
        if let selection {
            shownSelection = ids
            selection.set(ids)
        }
        if ids.count == 1, let follow = ids.first.flatMap({ scope.link(tagged: $0) })?.follow {
            follow()
        }
        // In a split view's column, a choice moves a folded split view on to the next column.
        if !ids.isEmpty { environment.splitColumnScope?.onChoice?() }
    }
}
