/// The node of a modifier that renders its content unchanged and acts on the node's life: when it
/// appears, each time it is updated with a new modifier value, and when it leaves the graph.
/// Subclasses queue app code with `graph.scheduler.enqueue`, which runs it after the render.
class LifecycleNode<Modifier>: ViewNode {
    private var child = ChildSlot()
    /// The modifier from the last update.
    private(set) var modifier: Modifier?

    override func update(_ view: any View, environment: EnvironmentValues) {
        super.update(view, environment: environment)
        guard let modified = view as? any AnyModifiedContent, let new = modified.anyModifier as? Modifier else {
            preconditionFailure("\(Self.self) was given \(type(of: view)): a modifier made a node for another modifier")
        }
        let old = modifier
        modifier = new
        child.reconcile(modified.anyContent, in: self, environment: environment)
        widgets = child.widgets
        didUpdate(from: old, to: new)
    }

    /// The node has a new modifier value; `old` is nil when the node has just appeared.
    func didUpdate(from old: Modifier?, to new: Modifier) {}

    /// The node is leaving the graph (its content has been removed).
    func willLeave() {}

    override func unmount() {
        super.unmount()
        child.clear()
        willLeave()
    }

    override func collectWidgets() -> [any PlatformWidget] { child.widgets }
}
