extension View {
    /// Draws the page a navigation stack pushes for a value of type `data` (`NavigationLink(value:)`,
    /// or a value in the stack's path).
    public func navigationDestination<D: Hashable, C: View>(for data: D.Type,
                                                            @ViewBuilder destination: @escaping (D) -> C)
    -> some View {
        modifier(_NavigationDestinationModifier(type: data) { value in
            (value.base as? D).map { destination($0) }
        })
    }
}

/// `navigationDestination(for:destination:)`: the content renders in place; the destination is
/// declared to the enclosing navigation stack for as long as this view is in the tree.
struct _NavigationDestinationModifier: ViewModifier, PrimitiveModifier {
    typealias Body = Never

    let type: Any.Type
    let make: NavigationScope.Destination

    func makeNode(in context: NodeContext) -> ViewNode { NavigationDestinationNode(context) }
}

/// The node of `_NavigationDestinationModifier`: passes its content's widgets through and declares
/// the destination to the navigation scope of its environment.
final class NavigationDestinationNode: ViewNode {
    private var child = ChildSlot()
    private weak var scope: NavigationScope?

    override func update(_ view: any View, environment: EnvironmentValues) {
        super.update(view, environment: environment)
        guard let modified = view as? any AnyModifiedContent,
              let modifier = modified.anyModifier as? _NavigationDestinationModifier else { return }
        if scope !== environment.navigationScope {
            scope?.remove(owner: self)
            scope = environment.navigationScope
        }
        scope?.declare(modifier.type, by: self, make: modifier.make)
        child.reconcile(modified.anyContent, in: self, environment: environment)
        widgets = child.widgets
    }

    override func unmount() {
        super.unmount()
        scope?.remove(owner: self)
        child.clear()
    }

    override func collectWidgets() -> [any PlatformWidget] { child.widgets }
}
