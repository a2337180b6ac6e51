import QuireCore

/// `DisclosureGroup`. Outside a list: a disclosure widget with the label's widgets and, while
/// expanded, the content's. In a list it makes no widget of its own: a row for the label (with an
/// expander at the group's outline depth) and, while expanded, the content's rows one level deeper —
/// a `ForEach` in it still makes only the rows in view. Expanded or not is the `isExpanded` binding
/// (read with Observation tracking), else the node's own state; a person's toggle sets it.
final class DisclosureGroupNode: LeafNode {
    private var widget: (any DisclosureGroupWidget)?
    private var label = ChildSlot()
    private var content = ChildSlot()
    private var binding: Binding<Bool>?
    private var ownExpansion = false
    private var makeContent: (@MainActor () -> any View)?
    private var shownExpanded: Bool?
    private var shownLabel: [any PlatformWidget]?
    private var shownContent: [any PlatformWidget]?
    /// In a list: the label's row and the rows of the content's widgets that are not row sources.
    private var labelRow: ListStaticRow?
    private var contentRows: [ObjectIdentifier: ListStaticRow] = [:]

    override func update(_ view: any View, environment: EnvironmentValues) {
        super.update(view, environment: environment)
        let group = typed(view, as: (any AnyDisclosureGroup).self)
        binding = group.expansion
        makeContent = { group.makeContent() }
        if environment.listRowScope == nil, widget == nil {
            let made = graph.make { $0.makeDisclosureGroup() }
            made.onExpandedChange = { [weak self] expanded in self?.setExpanded(expanded) }
            widget = made
            widgets = [made]
        }
        var labelEnvironment = environment
        labelEnvironment.listRowScope = nil
        labelEnvironment.layoutAxis = .horizontal
        label.reconcile(group.labelView, in: self, environment: labelEnvironment)
        renderContent()
    }

    override func refresh() {
        renderContent()
    }

    override func childWidgetsDidChange() {
        let before = widgets
        show()
        if !Self.same(before, widgets) {
            reportWidgetsChanged()
        }
    }

    override func unmount() {
        if widget == nil {
            // In a list: the label's and content's nodes count their own widgets.
            widgets = []
        }
        super.unmount()
        label.clear()
        content.clear()
    }

    private var isInList: Bool { environment.listRowScope != nil }

    private var outlineDepth: Int { environment.listOutlineDepth ?? 0 }

    /// The content while expanded (made again each render, as a body is), nothing while collapsed.
    private func renderContent() {
        let expanded = tracked { binding?.wrappedValue ?? ownExpansion }
        if expanded, let makeContent {
            var contentEnvironment = environment
            if isInList {
                contentEnvironment.listOutlineDepth = outlineDepth + 1
            } else {
                contentEnvironment.layoutAxis = .vertical
            }
            content.reconcile(makeContent(), in: self, environment: contentEnvironment)
        } else {
            content.clear()
        }
        shownExpandedChanged(expanded)
        show()
    }

    private func shownExpandedChanged(_ expanded: Bool) {
        guard let widget else {
            shownExpanded = expanded
            return
        }
        assign(expanded, to: &shownExpanded) { widget.setExpanded($0) }
    }

    /// Puts the label and content where they show: in the widget, or as list rows (`widgets`).
    private func show() {
        if let widget {
            assign(label.widgets, to: &shownLabel) { widget.setLabel($0) }
            assign(content.widgets, to: &shownContent) { widget.setContent($0) }
            applyStyle(to: widget)
            return
        }
        let expanded = shownExpanded ?? false
        let row = labelRow.flatMap { $0.shows(label.widgets, kind: .element) ? $0 : nil }
            ?? ListStaticRow(content: label.widgets)
        row.outline = ListRowOutline(depth: outlineDepth, isExpanded: expanded)
        row.toggle = { [weak self] in self?.setExpanded(!(self?.shownExpanded ?? false)) }
        labelRow = row
        var kept: [ObjectIdentifier: ListStaticRow] = [:]
        let rows: [any PlatformWidget] = content.widgets.map { widget in
            if widget is any ListRowSource { return widget }
            let key = ObjectIdentifier(widget)
            let contentRow = contentRows[key] ?? ListStaticRow(content: [widget])
            contentRow.outline = ListRowOutline(depth: outlineDepth + 1, isExpanded: nil)
            kept[key] = contentRow
            return contentRow
        }
        contentRows = kept
        widgets = [row] + rows
    }

    /// The person expanded or collapsed the group.
    private func setExpanded(_ expanded: Bool) {
        guard isMounted else { return }
        if let binding {
            binding.wrappedValue = expanded
        } else {
            ownExpansion = expanded
            invalidate()
        }
    }
}
