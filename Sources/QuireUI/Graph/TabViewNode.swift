/// `TabView`: one page per tab of the content (`TabPage`), each page's widgets in a column of its own
/// (made once, so the tab view's pages change only when tabs come or go). Pages are kept by position.
/// The shown tab is the one whose tag is the bound selection (read with Observation tracking), or,
/// without a binding, the one the person chose last.
final class TabViewNode: LeafNode {
    private struct Page {
        var slot = ChildSlot()
        let column: any StackWidget
        var shown: [any PlatformWidget]?
    }

    private let widget: any TabViewWidget
    private var tabView: (any AnyTabView)?
    private var pages: [Page] = []
    private var tags: [AnyHashable?] = []
    private var options: [PickerOption]?
    private var shownPages: [any PlatformWidget]?
    /// Without a binding: the tab the person chose.
    private var chosenIndex = 0
    private var selectedIndex: Int??
    private var presentation: TabViewPresentation?

    override init(_ context: NodeContext) {
        widget = context.graph.make { $0.makeTabView() }
        super.init(context)
        widgets = [widget]
        widget.onSelect = { [weak self] index in self?.personChose(index) }
    }

    override func update(_ view: any View, environment: EnvironmentValues) {
        super.update(view, environment: environment)
        let tabView = typed(view, as: (any AnyTabView).self)
        self.tabView = tabView
        assign(environment.tabViewPresentation, to: &presentation) { widget.setPresentation($0) }
        let tabs = TabPage.pages(in: tabView.contentView)
        var pageEnvironment = environment
        pageEnvironment.layoutAxis = .vertical
        pageEnvironment.accessibilityLabel = nil
        pageEnvironment.listRowScope = nil
        for (index, tab) in tabs.enumerated() {
            if index == pages.count {
                let column = graph.make { $0.makeStack(.vertical) }
                column.setLayout(StackLayout(spacing: 8, alignment: .center))
                pages.append(Page(column: column))
            }
            pages[index].slot.reconcile(tab.view, in: self, environment: pageEnvironment)
        }
        for index in pages.indices.dropFirst(tabs.count).reversed() {
            pages[index].slot.clear()
            graph.counters.removed += 1
            pages.remove(at: index)
        }
        tags = tabs.map(\.tag)
        syncColumns()
        let tabOptions = tabs.map(\.option)
        let columns: [any PlatformWidget] = pages.map(\.column)
        if options != tabOptions || shownPages.map({ Self.same($0, columns) }) != true {
            if options != nil {
                graph.counters.updated += 1
            }
            options = tabOptions
            shownPages = columns
            widget.setTabs(tabOptions, pages: columns)
            // New pages: the widget shows its first until told again.
            selectedIndex = nil
        }
        showSelection()
        applyStyle(to: widget)
    }

    override func refresh() {
        showSelection()
    }

    override func childWidgetsDidChange() {
        syncColumns()
    }

    override func unmount() {
        super.unmount()
        graph.counters.removed += pages.count
        for index in pages.indices {
            pages[index].slot.clear()
        }
        pages = []
    }

    /// Each page's column shows its view's widgets.
    private func syncColumns() {
        for index in pages.indices {
            let column = pages[index].column
            assign(pages[index].slot.widgets, to: &pages[index].shown) { column.setChildren($0) }
        }
    }

    private func showSelection() {
        guard let tabView else { return }
        let index: Int?
        if tabView.hasSelection {
            let selection = tracked { tabView.readSelection() }
            index = tags.firstIndex { $0 == selection }
        } else {
            index = pages.indices.contains(chosenIndex) ? chosenIndex : nil
        }
        assign(index, to: &selectedIndex) { widget.setSelectedIndex($0) }
    }

    private func personChose(_ index: Int) {
        guard isMounted, let tabView, tags.indices.contains(index) else { return }
        selectedIndex = index
        if tabView.hasSelection {
            // An untagged tab has no value to write: it shows, and the binding keeps its value.
            if let tag = tags[index] {
                _ = tabView.writeSelection(tag)
            }
        } else {
            chosenIndex = index
        }
    }
}
