import Foundation
import QuireCore

/// `NavigationSplitView`: a split view widget whose columns hold the sidebar's, the content's and
/// the detail's widgets. Each leading column has a `SplitColumnScope` for its views' column width.
/// The sidebar shows as the `columnVisibility` binding says (read with Observation tracking), or as
/// the person last chose when there is no binding; F9 writes the other choice to the binding.
/// The leading columns share a navigation scope: a `NavigationLink` followed there shows its page
/// (the `navigationDestination(for:)` of its value, or its destination view) in the detail column
/// in place of the detail view. While the window is narrow (compact width) the columns fold into one
/// at a time: the `preferredCompactColumn` binding's, or (without one) the sidebar until a choice
/// there (a followed link, a list's selection) moves on to the next column.
final class SplitViewNode: LeafNode {
    /// The widths a column starts at without `navigationSplitViewColumnWidth`: those of GNOME's
    /// sidebars and of a list of documents beside them.
    static let sidebarWidth = SplitColumnWidth(minimum: 180, ideal: 220, maximum: 400)
    static let contentWidth = SplitColumnWidth(minimum: 200, ideal: 300, maximum: 600)

    private let widget: any SplitViewWidget
    private var sidebar = ChildSlot()
    private var content = ChildSlot()
    private var detail = ChildSlot()
    private let sidebarScope = SplitColumnScope()
    private let contentScope = SplitColumnScope()
    private var columnVisibility: Binding<NavigationSplitViewVisibility>?
    private var preferredCompactColumn: Binding<NavigationSplitViewColumn>?
    /// Without a binding: the column a folded split view shows.
    private var compactColumn = NavigationSplitViewColumn.sidebar
    private var shownCollapse: NavigationSplitViewColumn??
    private var threeColumns = false
    /// Without a binding: whether the person hid the sidebar.
    private var hidesSidebar = false
    private var shownSidebar: [any PlatformWidget]?
    private var shownContent: [any PlatformWidget]?
    private var shownDetail: [any PlatformWidget]?
    private var showsSidebar: Bool?
    private var widths: [SplitColumnWidth]?
    private let navigation = NavigationScope(kind: .splitColumns)
    /// What a followed link shows in the detail column; nil: the detail view.
    private var detailPage: DetailPage?
    private var detailView: (any View)?
    private var warnedTypes: Set<ObjectIdentifier> = []
    /// A destination was declared or taken back while a value's page shows: it renders again.
    private var destinationsChanged = false

    private enum DetailPage {
        case value(AnyHashable)
        case view(any View)
    }

    override init(_ context: NodeContext) {
        widget = context.graph.make { $0.makeSplitView() }
        super.init(context)
        widgets = [widget]
        sidebarScope.onChange = { [weak self] in self?.applyWidths() }
        contentScope.onChange = { [weak self] in self?.applyWidths() }
        widget.onToggleSidebar = { [weak self] in self?.toggleSidebar() }
        widget.onCompactColumnChange = { [weak self] column in self?.setCompactColumn(column) }
        sidebarScope.onChoice = { [weak self] in
            guard let self else { return }
            self.setCompactColumn(self.threeColumns ? .content : .detail)
        }
        contentScope.onChoice = { [weak self] in self?.setCompactColumn(.detail) }
        navigation.pushValue = { [weak self] value in self?.show(.value(value)) }
        navigation.pushView = { [weak self] view in self?.show(.view(view)) }
        navigation.destinationsDidChange = { [weak self] in
            guard let self, case .value? = self.detailPage else { return }
            self.destinationsChanged = true
            self.invalidate()
        }
    }

    override func update(_ view: any View, environment: EnvironmentValues) {
        super.update(view, environment: environment)
        let split = typed(view, as: (any AnyNavigationSplitView).self)
        columnVisibility = split.columnVisibility
        preferredCompactColumn = split.preferredCompactColumn
        threeColumns = split.contentColumnView != nil
        var columnEnvironment = environment
        columnEnvironment.layoutAxis = .vertical
        columnEnvironment.accessibilityLabel = nil
        columnEnvironment.listRowScope = nil
        columnEnvironment.formScope = nil
        var sidebarEnvironment = columnEnvironment
        sidebarEnvironment.isInSidebarColumn = true
        sidebarEnvironment.splitColumnScope = sidebarScope
        sidebarEnvironment.navigationScope = navigation
        var contentEnvironment = columnEnvironment
        contentEnvironment.splitColumnScope = contentScope
        contentEnvironment.navigationScope = navigation
        sidebar.reconcile(split.sidebarView, in: self, environment: sidebarEnvironment)
        content.reconcile(split.contentColumnView, in: self, environment: contentEnvironment)
        detailView = split.detailView
        renderDetail(columnEnvironment)
        childWidgetsDidChange()
        refresh()
        applyWidths()
        applyStyle(to: widget)
    }

    /// The detail column: a followed link's page, else the detail view.
    private func renderDetail(_ environment: EnvironmentValues) {
        detailEnvironment = environment
        detail.reconcile(detailPage.map(pageView) ?? detailView, in: self, environment: environment)
    }

    private var detailEnvironment = EnvironmentValues()

    private func pageView(_ page: DetailPage) -> any View {
        switch page {
        case .view(let view):
            return view
        case .value(let value):
            if let view = navigation.destination(for: value) { return view }
            if warnedTypes.insert(ObjectIdentifier(type(of: value.base))).inserted {
                FileHandle.standardError.write(Data("""
                    A NavigationLink is presenting a value of type “\(type(of: value.base))” but there is \
                    no matching navigationDestination declaration visible from the location of the link.\n
                    """.utf8))
            }
            return EmptyView()
        }
    }

    private func show(_ page: DetailPage) {
        guard isMounted else { return }
        detailPage = page
        setCompactColumn(.detail)
        renderDetail(detailEnvironment)
        childWidgetsDidChange()
    }

    override func refresh() {
        if destinationsChanged {
            destinationsChanged = false
            renderDetail(detailEnvironment)
            childWidgetsDidChange()
        }
        let (shows, collapse) = tracked { (sidebarIsShown(), collapsedColumn()) }
        assign(shows, to: &showsSidebar) { widget.setVisibleColumns(sidebar: $0) }
        if shownCollapse == nil || shownCollapse! != collapse {
            shownCollapse = collapse
            widget.setCollapsed(showing: collapse)
        }
        // The window's sidebar, for `SidebarCommands` (a window with several: the outermost's).
        let toggle = SidebarToggle(owner: ObjectIdentifier(self), isShown: shows) { [weak self] in self?.toggleSidebar() }
        graph.focusedValues.publish(toggle, for: .keyPath(\FocusedValues.sidebarToggle),
                                    apply: { $0.sidebarToggle = $0.sidebarToggle ?? toggle }, scope: .scene,
                                    by: self, depth: depth) { [weak self] in self?.widgets ?? [] }
    }

    override func childWidgetsDidChange() {
        let widget = self.widget
        assign(sidebar.widgets, to: &shownSidebar) { widget.setSidebar($0) }
        // The widget starts with two columns; it is told only when a content column comes or goes.
        if threeColumns {
            assign(content.widgets, to: &shownContent) { widget.setContentColumn($0) }
        } else if shownContent != nil {
            shownContent = nil
            graph.counters.updated += 1
            widget.setContentColumn(nil)
        }
        assign(detail.widgets, to: &shownDetail) { widget.setDetail($0) }
    }

    override func unmount() {
        super.unmount()
        graph.focusedValues.withdraw(self)
        sidebar.clear()
        content.clear()
        detail.clear()
    }

    /// The column shown while the window is narrow; nil while it is wide enough for all of them.
    private func collapsedColumn() -> NavigationSplitViewColumn? {
        guard environment.horizontalSizeClass == .compact else { return nil }
        let column = preferredCompactColumn?.wrappedValue ?? compactColumn
        return !threeColumns && column == .content ? .detail : column
    }

    private func setCompactColumn(_ column: NavigationSplitViewColumn) {
        guard isMounted else { return }
        if let preferredCompactColumn {
            if preferredCompactColumn.wrappedValue != column { preferredCompactColumn.wrappedValue = column }
        } else if compactColumn != column {
            compactColumn = column
            invalidate()
        }
    }

    private func sidebarIsShown() -> Bool {
        if let columnVisibility {
            return columnVisibility.wrappedValue.showsSidebar(threeColumns: threeColumns)
        }
        return !hidesSidebar
    }

    private func applyWidths() {
        let resolved = [Self.resolved(sidebarScope.width, default: Self.sidebarWidth),
                        Self.resolved(contentScope.width, default: Self.contentWidth)]
        assign(resolved, to: &widths) { widget.setColumnWidths(sidebar: $0[0], content: $0[1]) }
    }

    /// A width asked for, its missing bounds taken from `fallback` but never past the ideal width.
    private static func resolved(_ width: SplitColumnWidth?, default fallback: SplitColumnWidth) -> SplitColumnWidth {
        guard let width else { return fallback }
        return SplitColumnWidth(minimum: width.minimum ?? Swift.min(fallback.minimum ?? width.ideal, width.ideal),
                                ideal: width.ideal,
                                maximum: width.maximum ?? Swift.max(fallback.maximum ?? width.ideal, width.ideal))
    }

    private func toggleSidebar() {
        guard isMounted else { return }
        let shows = sidebarIsShown()
        if let columnVisibility {
            columnVisibility.wrappedValue = shows ? (threeColumns ? .doubleColumn : .detailOnly) : .all
        } else {
            hidesSidebar = shows
            refresh()
        }
    }
}
