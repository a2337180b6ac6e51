/// Which of a form's content widgets are sections: each `Section` rendered directly in the form's
/// content registers its widget while it is mounted.
@MainActor
final class FormScope {
    private(set) var sections: [ObjectIdentifier: any SectionWidget] = [:]

    func add(_ section: any SectionWidget) {
        sections[ObjectIdentifier(section)] = section
    }

    func remove(_ section: any SectionWidget) {
        sections[ObjectIdentifier(section)] = nil
    }
}

/// `Form`: a form widget whose sections are the content's `Section`s, in order; each run of other
/// widgets between them becomes the rows of a section the node makes (kept by position, so a
/// toggle that stays where it is stays in the same section widget).
final class FormNode: LeafNode {
    private let widget: any FormWidget
    private let scope = FormScope()
    private var content = ChildSlot()
    private var looseSections: [(widget: any SectionWidget, rows: [any PlatformWidget])] = []
    private var shownSections: [any SectionWidget]?
    private var appearance: FormAppearance?

    override init(_ context: NodeContext) {
        widget = context.graph.make { $0.makeForm() }
        super.init(context)
        widgets = [widget]
    }

    override func update(_ view: any View, environment: EnvironmentValues) {
        super.update(view, environment: environment)
        let form = typed(view, as: (any AnyForm).self)
        var contentEnvironment = environment
        contentEnvironment.layoutAxis = .vertical
        contentEnvironment.accessibilityLabel = nil
        contentEnvironment.listRowScope = nil
        contentEnvironment.formScope = scope
        content.reconcile(form.contentView, in: self, environment: contentEnvironment)
        if form.appearance != .grouped || appearance != nil {
            assign(form.appearance, to: &appearance) { widget.setAppearance($0) }
        }
        childWidgetsDidChange()
        applyStyle(to: widget)
    }

    override func childWidgetsDidChange() {
        var sections: [any SectionWidget] = []
        var runs: [[any PlatformWidget]] = []
        var run: [any PlatformWidget] = []
        for child in content.widgets {
            if let section = scope.sections[ObjectIdentifier(child)] {
                if !run.isEmpty {
                    sections.append(looseSection(at: runs.count, rows: run))
                    runs.append(run)
                    run = []
                }
                sections.append(section)
            } else {
                run.append(child)
            }
        }
        if !run.isEmpty {
            sections.append(looseSection(at: runs.count, rows: run))
            runs.append(run)
        }
        looseSections.removeLast(looseSections.count - runs.count)
        if let shownSections, Self.same(shownSections, sections) { return }
        if shownSections != nil {
            graph.counters.updated += 1
        }
        shownSections = sections
        widget.setSections(sections)
    }

    /// The node's own section at `index` among the runs of loose rows, showing `rows`.
    private func looseSection(at index: Int, rows: [any PlatformWidget]) -> any SectionWidget {
        if index == looseSections.count {
            let section = graph.make { $0.makeSection() }
            looseSections.append((section, rows))
            section.setSectionRows(rows)
            return section
        }
        let section = looseSections[index]
        if !Self.same(section.rows, rows) {
            graph.counters.updated += 1
            looseSections[index].rows = rows
            section.widget.setSectionRows(rows)
        }
        return section.widget
    }

    override func unmount() {
        super.unmount()
        content.clear()
    }

    private static func same(_ lhs: [any SectionWidget], _ rhs: [any SectionWidget]) -> Bool {
        lhs.count == rhs.count && zip(lhs, rhs).allSatisfy { $0 === $1 }
    }
}

/// `Section`: a section widget with the header's widgets above (in the heading style unless the
/// header sets a font), one row per widget of the content, and the footer's widgets below (small and
/// dimmed unless the footer sets otherwise). Directly inside a `Form`, it tells the form it is a
/// section. Inside a `List` it makes no widget of its own: its content's rows go into the list
/// between a header row and a footer row (`ListStaticRow`s of those kinds), so a `ForEach` in it keeps its rows,
/// its selection and its edits. Inside a lazy grid it gives the grid its header's, content's and footer's
/// widgets, saying which is which in the grid's `LazyGridSectionScope`.
final class SectionNode: LeafNode {
    /// Outside a list: made on the first update.
    private var widget: (any SectionWidget)?
    private var header = ChildSlot()
    private var content = ChildSlot()
    private var footer = ChildSlot()
    private var shownHeader: [any PlatformWidget]?
    private var shownRows: [any PlatformWidget]?
    private var shownFooter: [any PlatformWidget]?
    private var formScope: FormScope?
    private var isInList = false
    /// Set in a lazy grid: the section makes no widget; its parts go into the grid (`LazyGridSectionScope`).
    private var gridScope: LazyGridSectionScope?
    private var headerLabel: ListStaticRow?
    private var footerLabel: ListStaticRow?

    override func update(_ view: any View, environment: EnvironmentValues) {
        super.update(view, environment: environment)
        let section = typed(view, as: (any AnySection).self)
        isInList = environment.listRowScope != nil && environment.formScope == nil
        let inGrid = isInList || environment.formScope != nil ? nil : environment.lazyGridSections
        if gridScope !== inGrid {
            gridScope?.remove(self)
            gridScope = inGrid
        }
        if !isInList, gridScope == nil, widget == nil {
            let made = graph.make { $0.makeSection() }
            widget = made
            widgets = [made]
        }
        if let widget, environment.formScope !== formScope {
            formScope?.remove(widget)
            formScope = environment.formScope
            formScope?.add(widget)
        }
        var contentEnvironment = environment
        contentEnvironment.layoutAxis = .vertical
        contentEnvironment.accessibilityLabel = nil
        contentEnvironment.listRowScope = isInList ? environment.listRowScope : nil
        contentEnvironment.formScope = nil
        contentEnvironment.lazyGridSections = nil
        var headerEnvironment = contentEnvironment
        headerEnvironment.listRowScope = nil
        headerEnvironment.layoutAxis = .horizontal
        var footerEnvironment = headerEnvironment
        if !isInList {
            // A list's section rows take the list's header and footer styles.
            headerEnvironment.font = environment.font ?? .headline
            footerEnvironment.font = environment.font ?? .footnote
            footerEnvironment.foregroundStyle = environment.foregroundStyle ?? HierarchicalShapeStyle.secondary.resolved
        }
        header.reconcile(section.headerView, in: self, environment: headerEnvironment)
        content.reconcile(section.contentView, in: self, environment: contentEnvironment)
        footer.reconcile(section.footerView, in: self, environment: footerEnvironment)
        if isInList {
            widgets = listWidgets()
        } else if gridScope != nil {
            widgets = gridWidgets()
        } else {
            syncSectionWidget()
            if let widget {
                applyStyle(to: widget)
            }
        }
    }

    override func childWidgetsDidChange() {
        guard isInList || gridScope != nil else {
            syncSectionWidget()
            return
        }
        let before = widgets
        widgets = isInList ? listWidgets() : gridWidgets()
        if !Self.same(before, widgets) {
            reportWidgetsChanged()
        }
    }

    override func unmount() {
        // Only its own widget counts as removed: in a list, the content's nodes count theirs.
        widgets = widget.map { [$0] } ?? []
        super.unmount()
        if let widget {
            formScope?.remove(widget)
        }
        formScope = nil
        gridScope?.remove(self)
        gridScope = nil
        header.clear()
        content.clear()
        footer.clear()
    }

    private func syncSectionWidget() {
        guard let widget else { return }
        assign(header.widgets, to: &shownHeader) { widget.setHeader($0) }
        assign(content.widgets, to: &shownRows) { widget.setSectionRows($0) }
        assign(footer.widgets, to: &shownFooter) { widget.setFooter($0) }
    }

    /// The header's, content's and footer's widgets, for the enclosing lazy grid, which learns
    /// which is which.
    private func gridWidgets() -> [any PlatformWidget] {
        gridScope?.set(self, header: header.widgets, cells: content.widgets, footer: footer.widgets)
        return header.widgets + content.widgets + footer.widgets
    }

    /// The header's row, the content's widgets and the footer's row, for the enclosing list.
    private func listWidgets() -> [any PlatformWidget] {
        headerLabel = Self.label(.sectionHeader, showing: header.widgets, reusing: headerLabel)
        footerLabel = Self.label(.sectionFooter, showing: footer.widgets, reusing: footerLabel)
        return [headerLabel].compactMap { $0 } + content.widgets + [footerLabel].compactMap { $0 }
    }

    /// A label row for `widgets` (nil when there are none): `previous` while it shows the same ones.
    private static func label(_ kind: ListRowKind, showing widgets: [any PlatformWidget],
                              reusing previous: ListStaticRow?) -> ListStaticRow? {
        guard !widgets.isEmpty else { return nil }
        if let previous, previous.shows(widgets, kind: kind) { return previous }
        return ListStaticRow(kind: kind, content: widgets)
    }
}
