/// The node of a modifier that renders its content in place and acts on the content's widgets
/// (`focusable`, `onHover`, `onLongPressGesture`): `contentWidgetsDidChange` runs after each render
/// and whenever the content's widgets change, with `modifier` the latest value.
class ContentWidgetsNode<Modifier>: ViewNode {
    private var child = ChildSlot()
    private(set) var modifier: Modifier?
    private var content: (any View)?

    func contentWidgetsDidChange() {}

    /// The environment the content renders with (the node's own, unless a subclass adds to it).
    func contentEnvironment(_ environment: EnvironmentValues) -> EnvironmentValues { environment }

    final override func update(_ view: any View, environment: EnvironmentValues) {
        super.update(view, environment: environment)
        let modified = typed(view, as: (any AnyModifiedContent).self)
        let modifier = typed(modified.anyModifier, as: Modifier.self)
        self.modifier = modifier
        content = modified.anyContent
        renderContent()
    }

    /// Renders the content again with `contentEnvironment` (after `invalidate`).
    final override func refresh() {
        renderContent()
    }

    private func renderContent() {
        guard let content else { return }
        child.reconcile(content, in: self, environment: contentEnvironment(environment))
        widgets = child.widgets
        contentWidgetsDidChange()
    }

    final override func childWidgetsDidChange() {
        super.childWidgetsDidChange()
        contentWidgetsDidChange()
    }

    override func unmount() {
        super.unmount()
        child.clear()
    }

    final override func collectWidgets() -> [any PlatformWidget] { child.widgets }
}
