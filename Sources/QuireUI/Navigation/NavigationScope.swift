/// What the views inside one navigation stack tell it: the destinations declared for value types
/// (`navigationDestination(for:)`, keyed by the node that declared each, so a view leaving the tree
/// takes its declaration back), and the pages links push.
@MainActor
final class NavigationScope {
    /// A destination: the view for a value of its type.
    typealias Destination = @MainActor (AnyHashable) -> (any View)?

    private var destinations: [ObjectIdentifier: [(owner: ObjectIdentifier, make: Destination)]] = [:]
    /// Pushes a page for a value (`NavigationLink(value:)`).
    var pushValue: @MainActor (AnyHashable) -> Void = { _ in }
    /// Pushes a page showing a view (`NavigationLink(destination:)`).
    var pushView: @MainActor (any View) -> Void = { _ in }
    /// A destination was declared or taken back.
    var destinationsDidChange: () -> Void = {}

    /// Declares `make` as the destination for values of type `type`. The latest declaration of a type
    /// that is still in the tree wins.
    func declare(_ type: Any.Type, by owner: AnyObject, make: @escaping Destination) {
        let key = ObjectIdentifier(type)
        let id = ObjectIdentifier(owner)
        var list = destinations[key, default: []]
        let isNew = !list.contains { $0.owner == id }
        list.removeAll { $0.owner == id }
        list.append((id, make))
        destinations[key] = list
        if isNew { destinationsDidChange() }
    }

    func remove(owner: AnyObject) {
        let id = ObjectIdentifier(owner)
        var removed = false
        for (key, list) in destinations where list.contains(where: { $0.owner == id }) {
            destinations[key] = list.filter { $0.owner != id }
            removed = true
        }
        if removed { destinationsDidChange() }
    }

    /// The view for `value`, or nil when no destination for its type is declared.
    func destination(for value: AnyHashable) -> (any View)? {
        destinations[ObjectIdentifier(type(of: value.base))]?.last?.make(value)
    }
}

private struct NavigationScopeKey: EnvironmentKey {
    static var defaultValue: NavigationScope? { nil }
}

extension EnvironmentValues {
    /// The navigation stack the view is in, if any.
    var navigationScope: NavigationScope? {
        get { self[NavigationScopeKey.self] }
        set { self[NavigationScopeKey.self] = newValue }
    }
}
