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

/// The node of `_NavigationDestinationModifier`: declares the destination to the navigation scope of
/// its environment.
final class NavigationDestinationNode: DeclaringModifierNode<_NavigationDestinationModifier, NavigationScope> {
    override func scope(in environment: EnvironmentValues) -> NavigationScope? { environment.navigationScope }
    override func declare(_ modifier: _NavigationDestinationModifier, to scope: NavigationScope) {
        scope.declare(modifier.type, by: self, make: modifier.make)
    }
    override func withdraw(from scope: NavigationScope) { scope.remove(owner: self) }
}
