/// `ContentUnavailableView`: a status page with the label's icon and title, the description, and
/// the actions' widgets (laid out in a column).
final class StatusPageNode: LeafNode {
    private let widget: any StatusPageWidget
    private var title: String?
    private var iconName: String?
    private var pageDescription: String?
    private var actions = ChildSlot()
    private var shownActions: [any PlatformWidget]?

    override init(_ context: NodeContext) {
        widget = context.graph.make { $0.makeStatusPage() }
        super.init(context)
        widgets = [widget]
    }

    override func update(_ view: any View, environment: EnvironmentValues) {
        super.update(view, environment: environment)
        let page = typed(view, as: (any AnyContentUnavailableView).self)
        assign(page.pageTitle, to: &title) { widget.setTitle($0) }
        assign(page.pageIconName, to: &iconName) { widget.setIconName($0) }
        assign(page.pageDescription, to: &pageDescription) { widget.setDescription($0) }
        var actionsEnvironment = environment
        actionsEnvironment.layoutAxis = .vertical
        actionsEnvironment.listRowScope = nil
        actions.reconcile(page.actionsView, in: self, environment: actionsEnvironment)
        childWidgetsDidChange()
        applyStyle(to: widget)
    }

    override func childWidgetsDidChange() {
        if let shownActions, Self.same(shownActions, actions.widgets) { return }
        if shownActions != nil {
            graph.counters.updated += 1
        }
        shownActions = actions.widgets
        widget.setActions(actions.widgets)
    }

    override func unmount() {
        super.unmount()
        actions.clear()
    }
}
