/// `VStack`, `HStack`, `ZStack`: a container widget whose children are the content's widgets. When
/// they change the container gets the new list once; the backend moves only what moved.
final class StackNode: LeafNode {
    override var rendersFromViewsAlone: Bool { true }

    private let kind: StackKind
    private let widget: any StackWidget
    private var content = ChildSlot()
    private var layout: StackLayout?
    private var children: [any PlatformWidget]?

    init(_ context: NodeContext, kind: StackKind) {
        self.kind = kind
        widget = context.graph.make { $0.makeStack(kind) }
        super.init(context)
        widgets = [widget]
    }

    override func update(_ view: any View, environment: EnvironmentValues) {
        super.update(view, environment: environment)
        let stack = typed(view, as: (any StackView).self)
        assign(stack.layout, to: &layout) { widget.setLayout($0) }
        var contentEnvironment = environment
        switch kind {
        case .vertical, .card: contentEnvironment.layoutAxis = .vertical
        case .horizontal, .linked: contentEnvironment.layoutAxis = .horizontal
        case .overlay: break
        }
        contentEnvironment.accessibilityLabel = nil
        contentEnvironment.listRowScope = nil
        content.reconcile(stack.contentView, in: self, environment: contentEnvironment)
        childWidgetsDidChange()
        applyStyle(to: widget)
    }

    override func childWidgetsDidChange() {
        let widget = self.widget
        assign(content.widgets, to: &children) { widget.setChildren($0) }
    }

    override func unmount() {
        super.unmount()
        content.clear()
    }
}

/// `ScrollView`: its content's widgets, top to bottom, in a scrolling container. Content that is one
/// lazy list (`ScrollView { LazyVStack { … } }`) scrolls itself: the scroll view passes its widget on
/// instead of its own, so the list still makes rows only for what is in view.
final class ScrollNode: LeafNode {
    private let widget: any ScrollWidget
    private var content = ChildSlot()
    private var axes: Axis.Set?
    private var indicators: ScrollIndicatorSettings?
    private var margins: ContentMargins?
    private var children: [any PlatformWidget]?
    private lazy var enclosing = EnclosingScroll(widget)

    override init(_ context: NodeContext) {
        widget = context.graph.make { $0.makeScroll() }
        super.init(context)
        widgets = [widget]
    }

    override func update(_ view: any View, environment: EnvironmentValues) {
        super.update(view, environment: environment)
        let scroll = typed(view, as: (any AnyScrollView).self)
        assign(scroll.axes, to: &axes) { widget.setAxes($0) }
        let indicators = scroll.showsIndicators ? environment.scrollIndicatorVisibility
            : ScrollIndicatorSettings(horizontal: .hidden, vertical: .hidden)
        assign(indicators, to: &self.indicators) { widget.setScrollIndicators($0) }
        assign(environment.scrollContentMargins, to: &margins) { widget.setContentMargins($0) }
        var contentEnvironment = environment
        contentEnvironment.layoutAxis = scroll.axes == .horizontal ? .horizontal : .vertical
        contentEnvironment.listRowScope = nil
        contentEnvironment.enclosingScroll = enclosing
        contentEnvironment.scrollIndicatorVisibility = indicators
        content.reconcile(scroll.contentView, in: self, environment: contentEnvironment)
        syncChildren()
    }

    override func childWidgetsDidChange() {
        let before = widgets
        syncChildren()
        if !Self.same(before, widgets) {
            reportWidgetsChanged()
        }
    }

    private func syncChildren() {
        let contentWidgets = content.widgets
        if contentWidgets.count == 1, (contentWidgets[0] as? any ListWidget)?.scrollsItself == true {
            widgets = contentWidgets
            return
        }
        widgets = [widget]
        let widget = self.widget
        assign(contentWidgets, to: &children) { widget.setChildren($0) }
    }

    override func unmount() {
        super.unmount()
        content.clear()
    }
}

/// `LazyVGrid`, `LazyHGrid`: a grid widget whose children are the content's widgets, laid out as
/// the grid's tracks say. Every child is made at once: Quire's grids are not lazy (GTK lays out the
/// children it is given; a grid of thousands belongs in a `List`).
final class GridNode: LeafNode {
    private let widget: any GridWidget
    private var content = ChildSlot()
    private var layout: LazyGridLayout?
    private let sectionScope = LazyGridSectionScope()
    private var sections: [LazyGridSection]?

    override init(_ context: NodeContext) {
        widget = context.graph.make { $0.makeGrid() }
        super.init(context)
        widgets = [widget]
    }

    override func update(_ view: any View, environment: EnvironmentValues) {
        super.update(view, environment: environment)
        let grid = typed(view, as: (any AnyLazyGrid).self)
        assign(grid.layout, to: &layout) { widget.setGridLayout($0) }
        var contentEnvironment = environment
        contentEnvironment.layoutAxis = grid.layout.axis == .vertical ? .horizontal : .vertical
        contentEnvironment.accessibilityLabel = nil
        contentEnvironment.listRowScope = nil
        contentEnvironment.lazyGridSections = sectionScope
        content.reconcile(grid.contentView, in: self, environment: contentEnvironment)
        childWidgetsDidChange()
        applyStyle(to: widget)
    }

    override func childWidgetsDidChange() {
        let shown = sectionScope.sections(of: content.widgets)
        if let sections {
            if LazyGridSection.same(sections, shown) { return }
            graph.counters.updated += 1
        }
        sections = shown
        widget.setSections(shown)
    }

    override func unmount() {
        super.unmount()
        content.clear()
    }
}
