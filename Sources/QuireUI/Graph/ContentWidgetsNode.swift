/// The node of a modifier that renders its content in place and acts on the content's widgets
/// (`focusable`, `onHover`, `onLongPressGesture`): `contentWidgetsDidChange` runs after each render
/// and whenever the content's widgets change, with `modifier` the latest value.
class ContentWidgetsNode<Modifier>: ViewNode {
    private var child = ChildSlot()
    private(set) var modifier: Modifier?

    func contentWidgetsDidChange() {}

    final override func update(_ view: any View, environment: EnvironmentValues) {
        super.update(view, environment: environment)
        guard let modified = view as? any AnyModifiedContent,
              let modifier = modified.anyModifier as? Modifier else { return }
        self.modifier = modifier
        child.reconcile(modified.anyContent, in: self, environment: environment)
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
