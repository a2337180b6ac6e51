/// The node of a modifier that renders its content in place and declares its value to a place above
/// it (a sheet, a navigation stack or page, a split view's column, the graph) for as long as it is in
/// the tree: a subclass says where (`scope(in:)`), how to declare and how to take the value back.
/// The declaration moves when the environment's scope changes and is taken back on unmount.
class DeclaringModifierNode<Modifier, Scope: AnyObject>: ViewNode {
    private var child = ChildSlot()
    private weak var scope: Scope?

    /// Where the value goes, as the environment says (nil: nowhere).
    func scope(in environment: EnvironmentValues) -> Scope? { nil }

    func declare(_ modifier: Modifier, to scope: Scope) {}

    func withdraw(from scope: Scope) {}

    final override func update(_ view: any View, environment: EnvironmentValues) {
        super.update(view, environment: environment)
        let modified = typed(view, as: (any AnyModifiedContent).self)
        let modifier = typed(modified.anyModifier, as: Modifier.self)
        let current = scope(in: environment)
        if scope !== current {
            if let scope { withdraw(from: scope) }
            scope = current
        }
        if let scope { declare(modifier, to: scope) }
        child.reconcile(modified.anyContent, in: self, environment: environment)
        widgets = child.widgets
    }

    final override func unmount() {
        super.unmount()
        if let scope { withdraw(from: scope) }
        child.clear()
    }

    final override func collectWidgets() -> [any PlatformWidget] { child.widgets }
}
