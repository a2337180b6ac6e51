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

    override init(_ context: NodeContext) {
        widget = context.graph.make { $0.makeForm() }
        super.init(context)
        widgets = [widget]
    }

    override func update(_ view: any View, environment: EnvironmentValues) {
        super.update(view, environment: environment)
        guard let form = view as? any AnyForm else { return }
        var contentEnvironment = environment
        contentEnvironment.layoutAxis = .vertical
        contentEnvironment.accessibilityLabel = nil
        contentEnvironment.listRowScope = nil
        contentEnvironment.formScope = scope
        content.reconcile(form.contentView, in: self, environment: contentEnvironment)
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
/// section.
final class SectionNode: LeafNode {
    private let widget: any SectionWidget
    private var header = ChildSlot()
    private var content = ChildSlot()
    private var footer = ChildSlot()
    private var shownHeader: [any PlatformWidget]?
    private var shownRows: [any PlatformWidget]?
    private var shownFooter: [any PlatformWidget]?
    private var formScope: FormScope?

    override init(_ context: NodeContext) {
        widget = context.graph.make { $0.makeSection() }
        super.init(context)
        widgets = [widget]
    }

    override func update(_ view: any View, environment: EnvironmentValues) {
        super.update(view, environment: environment)
        guard let section = view as? any AnySection else { return }
        if environment.formScope !== formScope {
            formScope?.remove(widget)
            formScope = environment.formScope
            formScope?.add(widget)
        }
        var contentEnvironment = environment
        contentEnvironment.layoutAxis = .vertical
        contentEnvironment.accessibilityLabel = nil
        contentEnvironment.listRowScope = nil
        contentEnvironment.formScope = nil
        var headerEnvironment = contentEnvironment
        headerEnvironment.layoutAxis = .horizontal
        headerEnvironment.font = environment.font ?? .headline
        var footerEnvironment = contentEnvironment
        footerEnvironment.font = environment.font ?? .footnote
        footerEnvironment.foregroundStyle = environment.foregroundStyle ?? HierarchicalShapeStyle.secondary.resolved
        header.reconcile(section.headerView, in: self, environment: headerEnvironment)
        content.reconcile(section.contentView, in: self, environment: contentEnvironment)
        footer.reconcile(section.footerView, in: self, environment: footerEnvironment)
        childWidgetsDidChange()
        applyStyle(to: widget)
    }

    override func childWidgetsDidChange() {
        let widget = self.widget
        assign(header.widgets, to: &shownHeader) { widget.setHeader($0) }
        assign(content.widgets, to: &shownRows) { widget.setSectionRows($0) }
        assign(footer.widgets, to: &shownFooter) { widget.setFooter($0) }
    }

    override func unmount() {
        super.unmount()
        formScope?.remove(widget)
        formScope = nil
        header.clear()
        content.clear()
        footer.clear()
    }
}
