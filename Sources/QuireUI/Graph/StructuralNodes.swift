import Foundation

/// Nodes for the shapes `@ViewBuilder` produces; they have no widgets of their own and pass their
/// children's widgets on to the enclosing container.

/// `EmptyView`: no widgets.
final class EmptyNode: ViewNode {
    override var rendersFromViewsAlone: Bool { true }
}

/// One child taken from the view (`AnyView`, `Group`, a modifier's content placeholder).
final class PassThroughNode: ViewNode {
    override var rendersFromViewsAlone: Bool { true }

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

    override func beginRemoval(finished: @escaping @MainActor () -> Void) -> Bool {
        child.node?.beginRemoval(finished: finished) ?? false
    }
}

/// `TupleView`: one child per position.
final class TupleNode: ViewNode {
    override var rendersFromViewsAlone: Bool { true }

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
    override var rendersFromViewsAlone: Bool { true }

    private var child = ChildSlot()
    private var isTrueBranch: Bool?

    override func update(_ view: any View, environment: EnvironmentValues) {
        super.update(view, environment: environment)
        let conditional = typed(view, as: (any AnyConditionalContent).self)
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
    override var rendersFromViewsAlone: Bool { true }

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
/// Inside a lazy list (the environment carries its row scope) the node's one widget is a
/// `ListRowGroup`, which makes the rows in view from the data and asks this node's edit actions to
/// delete or move them.
final class KeyedChildrenNode: ViewNode {
    override var rendersFromViewsAlone: Bool { true }

    /// An id seen again in the same data: SwiftUI's behaviour is undefined; here each repeat is a
    /// child of its own, identified by how many times the id came before.
    private struct RepeatedID: Hashable {
        let id: AnyHashable
        let occurrence: Int
    }

    private let elements: (any View) -> [(AnyHashable, any View)]
    private let readEditActions: (any View) -> RowEditActions
    private let readRowValues: (any View) -> (any RowValues)?
    private var children: [AnyHashable: ViewNode] = [:]
    /// The children's keys in order.
    private var order: [AnyHashable] = []
    /// `onDelete`/`onMove` of the last `ForEach` value.
    private(set) var editActions = RowEditActions()
    /// In a list: the one widget standing for the rows.
    private var rowGroup: ListRowGroup?

    init(_ context: NodeContext, editActions: @escaping (any View) -> RowEditActions = { _ in RowEditActions() },
         rowValues: @escaping (any View) -> (any RowValues)? = { _ in nil },
         elements: @escaping (any View) -> [(AnyHashable, any View)]) {
        self.elements = elements
        readEditActions = editActions
        readRowValues = rowValues
        super.init(context)
    }

    override func update(_ view: any View, environment: EnvironmentValues) {
        super.update(view, environment: environment)
        editActions = readEditActions(view)
        if let rowScope = environment.listRowScope, let values = readRowValues(view) {
            clearChildren()
            // Rows get their content's environment made once here rather than one copy per row.
            var rowEnvironment = environment
            rowEnvironment.listRowScope = nil
            rowEnvironment.layoutAxis = .horizontal
            let group = rowGroup ?? ListRowGroup(owner: self, scope: rowScope)
            rowGroup = group
            // Inside a disclosure group's content, the rows are leaves of its outline.
            let leaf = environment.listOutlineDepth.map { ListRowOutline(depth: $0, isExpanded: nil) }
            group.update(values, environment: environment, rowEnvironment: rowEnvironment, outline: leaf.map { leaf in { _ in leaf } })
            widgets = [group]
            return
        }
        rowGroup?.unmount()
        rowGroup = nil
        var remaining = children
        var occurrences: [AnyHashable: Int] = [:]
        var newChildren: [AnyHashable: ViewNode] = [:]
        var newOrder: [AnyHashable] = []
        for (elementID, childView) in elements(view) {
            let id = Self.key(for: elementID, occurrences: &occurrences)
            newOrder.append(id)
            let existing = remaining.removeValue(forKey: id)
            if let existing, existing.viewType == ObjectIdentifier(type(of: childView)) {
                existing.update(childView, environment: environment)
                newChildren[id] = existing
            } else {
                existing?.unmount()
                newChildren[id] = graph.makeNode(for: childView, parent: self, environment: environment)
            }
        }
        for node in remaining.values {
            node.unmount()
        }
        children = newChildren
        order = newOrder
        widgets = collectWidgets()
    }

    /// An id seen again in the same data becomes a key of its own.
    private static func key(for elementID: AnyHashable, occurrences: inout [AnyHashable: Int]) -> AnyHashable {
        let seen = occurrences[elementID, default: 0]
        occurrences[elementID] = seen + 1
        return seen == 0 ? elementID : AnyHashable(RepeatedID(id: elementID, occurrence: seen))
    }

    private func clearChildren() {
        for node in children.values {
            node.unmount()
        }
        children.removeAll()
        order.removeAll()
    }

    override func unmount() {
        super.unmount()
        clearChildren()
        rowGroup?.unmount()
        rowGroup = nil
    }

    override func collectWidgets() -> [any PlatformWidget] {
        if let rowGroup {
            return [rowGroup]
        }
        return order.flatMap { children[$0]?.widgets ?? [] }
    }
}
