import Foundation

/// Nodes for the shapes `@ViewBuilder` produces; they have no widgets of their own and pass their
/// children's widgets on to the enclosing container.

/// `EmptyView`: no widgets.
final class EmptyNode: ViewNode {}

/// One child taken from the view (`AnyView`, `Group`, a modifier's content placeholder).
final class PassThroughNode: ViewNode {
    private let content: (any View) -> (any View)?
    private var child = ChildSlot()

    init(_ context: NodeContext, content: @escaping (any View) -> (any View)?) {
        self.content = content
        super.init(context)
    }

    override func update(_ view: any View, environment: EnvironmentValues) {
        super.update(view, environment: environment)
        child.reconcile(content(view), in: self, environment: environment)
        widgets = child.widgets
    }

    override func unmount() {
        super.unmount()
        child.clear()
    }

    override func collectWidgets() -> [any PlatformWidget] { child.widgets }
}

/// `TupleView`: one child per position.
final class TupleNode: ViewNode {
    private var children: [ChildSlot] = []

    override func update(_ view: any View, environment: EnvironmentValues) {
        super.update(view, environment: environment)
        let views = (view as? any AnyTupleView)?.childViews ?? []
        while children.count > views.count {
            var removed = children.removeLast()
            removed.clear()
        }
        for (index, childView) in views.enumerated() {
            if index == children.count {
                children.append(ChildSlot())
            }
            children[index].reconcile(childView, in: self, environment: environment)
        }
        widgets = collectWidgets()
    }

    override func unmount() {
        super.unmount()
        for index in children.indices {
            children[index].clear()
        }
    }

    override func collectWidgets() -> [any PlatformWidget] { children.flatMap(\.widgets) }
}

/// `if`/`else`: the branches are different identities even when their views have the same type.
final class ConditionalNode: ViewNode {
    private var child = ChildSlot()
    private var isTrueBranch: Bool?

    override func update(_ view: any View, environment: EnvironmentValues) {
        super.update(view, environment: environment)
        guard let conditional = view as? any AnyConditionalContent else { return }
        if isTrueBranch != conditional.isTrueBranch {
            child.clear()
            isTrueBranch = conditional.isTrueBranch
        }
        child.reconcile(conditional.branchView, in: self, environment: environment)
        widgets = child.widgets
    }

    override func unmount() {
        super.unmount()
        child.clear()
    }

    override func collectWidgets() -> [any PlatformWidget] { child.widgets }
}

/// `if` without `else`: the content, or nothing.
final class OptionalNode: ViewNode {
    private var child = ChildSlot()

    override func update(_ view: any View, environment: EnvironmentValues) {
        super.update(view, environment: environment)
        child.reconcile((view as? any AnyOptionalView)?.wrappedView, in: self, environment: environment)
        widgets = child.widgets
    }

    override func unmount() {
        super.unmount()
        child.clear()
    }

    override func collectWidgets() -> [any PlatformWidget] { child.widgets }
}

/// `ForEach` and `for` loops: children keyed by id. A child whose id is still there is updated in
/// place; new ids get new nodes; missing ids are unmounted; the widget order follows the data.
/// Inside a `List` (the environment carries its row scope) each child is a `ListRowNode`: one row
/// per element, which asks this node to delete or move it through the `ForEach`'s edit actions.
final class KeyedChildrenNode: ViewNode {
    /// An id seen again in the same data: SwiftUI's behaviour is undefined; here each repeat is a
    /// child of its own, identified by how many times the id came before.
    private struct RepeatedID: Hashable {
        let id: AnyHashable
        let occurrence: Int
    }

    private let elements: (any View) -> [(AnyHashable, any View)]
    private let readEditActions: (any View) -> RowEditActions
    private var children: [AnyHashable: ViewNode] = [:]
    private var order: [AnyHashable] = []
    /// `onDelete`/`onMove` of the last `ForEach` value.
    private(set) var editActions = RowEditActions()

    init(_ context: NodeContext, editActions: @escaping (any View) -> RowEditActions = { _ in RowEditActions() },
         elements: @escaping (any View) -> [(AnyHashable, any View)]) {
        self.elements = elements
        readEditActions = editActions
        super.init(context)
    }

    override func update(_ view: any View, environment: EnvironmentValues) {
        super.update(view, environment: environment)
        editActions = readEditActions(view)
        let rowScope = environment.listRowScope
        // Rows get their content's environment made once here rather than one copy per row.
        var rowEnvironment = environment
        if rowScope != nil {
            rowEnvironment.listRowScope = nil
            rowEnvironment.layoutAxis = .horizontal
        }
        var remaining = children
        var occurrences: [AnyHashable: Int] = [:]
        var newChildren: [AnyHashable: ViewNode] = [:]
        var newOrder: [AnyHashable] = []
        for (elementID, childView) in elements(view) {
            let seen = occurrences[elementID, default: 0]
            occurrences[elementID] = seen + 1
            let id = seen == 0 ? elementID : AnyHashable(RepeatedID(id: elementID, occurrence: seen))
            newOrder.append(id)
            let existing = remaining.removeValue(forKey: id)
            if let existing, existing.viewType == ObjectIdentifier(type(of: childView)) {
                existing.update(childView, environment: rowScope == nil ? environment : rowEnvironment)
                newChildren[id] = existing
            } else {
                existing?.unmount()
                if let rowScope {
                    let context = NodeContext(graph: graph, parent: self, depth: depth + 1,
                                              viewType: ObjectIdentifier(type(of: childView)))
                    let row = ListRowNode(context, key: id, tag: elementID, scope: rowScope)
                    row.update(childView, environment: rowEnvironment)
                    newChildren[id] = row
                } else {
                    newChildren[id] = graph.makeNode(for: childView, parent: self, environment: environment)
                }
            }
        }
        for node in remaining.values {
            node.unmount()
        }
        children = newChildren
        order = newOrder
        widgets = collectWidgets()
    }

    override func unmount() {
        super.unmount()
        for node in children.values {
            node.unmount()
        }
        children.removeAll()
    }

    override func collectWidgets() -> [any PlatformWidget] {
        order.flatMap { children[$0]?.widgets ?? [] }
    }

    /// The row keyed `key` asked to be deleted: `onDelete` gets its offset.
    func deleteRow(_ key: AnyHashable) {
        guard let delete = editActions.delete, let offset = order.firstIndex(of: key) else { return }
        delete(IndexSet(integer: offset))
    }

    /// The row keyed `key` asked to move one place up (`-1`) or down (`1`).
    func moveRow(_ key: AnyHashable, by step: Int) {
        guard let move = editActions.move, let offset = order.firstIndex(of: key) else { return }
        let target = offset + step
        guard target >= 0, target < order.count else { return }
        // `onMove`'s destination is an offset before the move: below the next row is offset + 2.
        move(IndexSet(integer: offset), step > 0 ? offset + 2 : target)
    }

    /// The row keyed `key` was dropped onto the row keyed `targetKey`: it takes that row's place.
    func moveRow(_ key: AnyHashable, onto targetKey: AnyHashable) {
        guard let move = editActions.move, let offset = order.firstIndex(of: key),
              let target = order.firstIndex(of: targetKey), target != offset else { return }
        move(IndexSet(integer: offset), target > offset ? target + 1 : target)
    }
}
