/// What the views inside one navigation stack tell it: the destinations declared for value types
/// (`navigationDestination(for:)`, keyed by the node that declared each, so a view leaving the tree
/// takes its declaration back), the pages links push, and the pages bindings present
/// (`navigationDestination(isPresented:)`, `(item:)`).
@MainActor
final class NavigationScope {
    /// A destination: the view for a value of its type.
    typealias Destination = @MainActor (AnyHashable) -> (any View)?

    /// Whether links push onto a stack, or (in a split view's leading columns) show their page in
    /// the detail column.
    enum Kind {
        case stack, splitColumns
    }

    let kind: Kind

    init(kind: Kind = .stack) {
        self.kind = kind
    }

    private var destinations: [ObjectIdentifier: [(owner: ObjectIdentifier, make: Destination)]] = [:]
    /// Pushes a page for a value (`NavigationLink(value:)`).
    var pushValue: @MainActor (AnyHashable) -> Void = { _ in }
    /// Pushes a page showing a view (`NavigationLink(destination:)`).
    var pushView: @MainActor (any View) -> Void = { _ in }
    /// A destination was declared or taken back.
    var destinationsDidChange: () -> Void = {}

    /// A page a binding presents: whose binding, which item (or `true`), its view as last rendered
    /// (`generation` counts renders), and how to set the binding back.
    struct PresentedPage {
        let owner: ObjectIdentifier
        let id: AnyHashable
        var generation: Int
        var view: any View
        let dismiss: @MainActor () -> Void
    }

    /// The pages bindings present, in the order they were presented.
    private(set) var presentedPages: [PresentedPage] = []
    private var generations = 0
    /// A binding presented, changed or took back its page.
    var presentedPagesDidChange: () -> Void = {}

    /// Going back past the presented pages from `index` on: their bindings are set back, and the
    /// pages leave at once (their views take them back when they render next).
    func dismissPresentedPages(from index: Int) {
        guard index < presentedPages.count else { return }
        let leaving = presentedPages[index...]
        presentedPages.removeSubrange(index...)
        for page in leaving.reversed() { page.dismiss() }
    }

    /// The page `owner`'s binding presents now: `view` for `id`, or none.
    func present(_ view: (any View)?, id: AnyHashable, by owner: AnyObject, dismiss: @escaping @MainActor () -> Void) {
        let key = ObjectIdentifier(owner)
        let index = presentedPages.firstIndex { $0.owner == key }
        guard let view else {
            guard let index else { return }
            presentedPages.remove(at: index)
            presentedPagesDidChange()
            return
        }
        generations += 1
        let page = PresentedPage(owner: key, id: id, generation: generations, view: view, dismiss: dismiss)
        if let index, presentedPages[index].id == id {
            presentedPages[index] = page
        } else if let index {
            presentedPages.remove(at: index)
            presentedPages.append(page)
        } else {
            presentedPages.append(page)
        }
        presentedPagesDidChange()
    }

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
