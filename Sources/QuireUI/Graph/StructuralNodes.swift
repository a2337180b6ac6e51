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
    private let readRowValues: (any View) -> (any RowValues)?
    private var children: [AnyHashable: ViewNode] = [:]
    private var order: [AnyHashable] = []
    /// `onDelete`/`onMove` of the last `ForEach` value.
    private(set) var editActions = RowEditActions()
    /// In a list: the data, environment and actions the rows were last rendered with.
    private var shownRows: (values: any RowValues, environment: EnvironmentValues, canDelete: Bool, canMove: Bool)?
    /// In a list: the rows in order (`order`'s nodes), and whether some id came more than once.
    private var rowNodes: [ListRowNode] = []
    private var hasRepeatedIDs = false

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
        let rowScope = environment.listRowScope
        // Rows get their content's environment made once here rather than one copy per row.
        var rowEnvironment = environment
        if rowScope != nil {
            rowEnvironment.listRowScope = nil
            rowEnvironment.layoutAxis = .horizontal
        }
        if let rowScope, let values = readRowValues(view) {
            updateRows(values, scope: rowScope, environment: environment, rowEnvironment: rowEnvironment)
            return
        }
        shownRows = nil
        rowNodes = []
        var remaining = children
        var occurrences: [AnyHashable: Int] = [:]
        var newChildren: [AnyHashable: ViewNode] = [:]
        var newOrder: [AnyHashable] = []
        for (elementID, childView) in elements(view) {
            let id = Self.key(for: elementID, occurrences: &occurrences)
            newOrder.append(id)
            let existing = remaining.removeValue(forKey: id)
            if let existing, existing.viewType == ObjectIdentifier(type(of: childView)) {
                existing.update(childView, environment: rowScope == nil ? environment : rowEnvironment)
                newChildren[id] = existing
            } else {
                existing?.unmount()
                if let rowScope {
                    let row = makeRow(key: id, tag: elementID, viewType: ObjectIdentifier(type(of: childView)), scope: rowScope)
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

    /// A `ForEach`'s rows in a list. A row whose element is unchanged (`Equatable` elements) keeps its
    /// content when the body that made the `ForEach` re-rendered only because model properties it read
    /// changed, with the same environment and actions, and some element did change (when none did, the
    /// change was elsewhere and may be captured by the rows: all re-render); or only because `@State`
    /// it did not read changed (typing in a field above the list: no row renders). Otherwise every row
    /// re-renders, as outside lists (`RowRenderRule`).
    ///
    /// The ids are compared typed from both ends; only the rows between the first and the last
    /// difference are looked up by id, so a toggle or a rename costs one comparison per element and no
    /// change to the row list, and an insertion, deletion or move costs a few hashes more.
    private func updateRows(_ values: any RowValues, scope: ListRowScope, environment: EnvironmentValues,
                            rowEnvironment: EnvironmentValues) {
        let canDelete = editActions.delete != nil, canMove = editActions.move != nil
        let previous = shownRows
        shownRows = (values, environment, canDelete, canMove)
        guard let previous, !hasRepeatedIDs else {
            rebuildRows(values, scope: scope, rowEnvironment: rowEnvironment)
            return
        }
        let unchanged = values.unchangedTest(since: previous.values)
        let rule = graph.rowRenderRule
        let mayKeep = unchanged != nil && rule != .everyRow && previous.canDelete == canDelete
            && previous.canMove == canMove && environment.hasSameValues(as: previous.environment)
        if mayKeep, rule == .changedRowsOnly, values.sharesStorage(with: previous.values) {
            // The same elements in the same places, and nothing the rows captured changed.
            return
        }
        let oldCount = order.count, newCount = values.count
        let ends = values.commonEnds(with: previous.values)
        let prefix = min(ends.prefix, oldCount, newCount)
        let suffix = min(ends.suffix, oldCount - prefix, newCount - prefix)

        // Which kept rows render: by their new and old offsets. Rows are fetched only to render, so a
        // pass over 10,000 kept rows is typed comparisons, not retains.
        var renderedOffsets: [Int] = []
        var someElementChanged = false
        func check(_ offset: Int, from previousOffset: Int) {
            if !mayKeep || unchanged?(offset, previousOffset) != true {
                someElementChanged = true
                renderedOffsets.append(offset)
            }
        }
        func renderRows(_ newRows: [Int]) {
            if mayKeep, rule == .changedRows, !someElementChanged {
                // Nothing in the data changed: what made the body run again may be captured by every row.
                renderedOffsets = Array(0..<newCount)
            } else {
                renderedOffsets.append(contentsOf: newRows)
            }
            for offset in renderedOffsets {
                rowNodes[offset].render(values.viewMaker(at: offset), environment: rowEnvironment)
            }
        }
        let oldMiddle = prefix..<(oldCount - suffix), newMiddle = prefix..<(newCount - suffix)
        let shift = newCount - oldCount
        func checkEnds() {
            for offset in 0..<prefix {
                check(offset, from: offset)
            }
            for offset in (newCount - suffix)..<newCount {
                check(offset, from: offset - shift)
            }
        }

        // The same ids in the same places (a toggle, a rename): no row list to change.
        if oldMiddle.isEmpty, newMiddle.isEmpty {
            checkEnds()
            renderRows([])
            return
        }
        someElementChanged = true

        // One row moved from one end of the middle to the other: the rows between shift by one.
        if oldMiddle.count == newMiddle.count, let move = values.singleMove(in: newMiddle, since: previous.values) {
            checkEnds()
            let step = move.to < move.from ? 1 : -1
            check(move.to, from: move.from)
            for offset in newMiddle where offset != move.to {
                check(offset, from: offset - step)
            }
            let row = rowNodes.remove(at: move.from)
            rowNodes.insert(row, at: move.to)
            let key = order.remove(at: move.from)
            order.insert(key, at: move.to)
            renderRows([])
            widgets = collectWidgets()
            return
        }

        // The rows between the common ends, by id; an id that is elsewhere too needs the full rebuild.
        var oldMiddleRows: [AnyHashable: (row: ListRowNode, offset: Int)] = [:]
        oldMiddleRows.reserveCapacity(oldMiddle.count)
        for offset in oldMiddle {
            oldMiddleRows[order[offset]] = (rowNodes[offset], offset)
        }
        var middleKeys: [AnyHashable] = []
        middleKeys.reserveCapacity(newMiddle.count)
        var seen = Set<AnyHashable>()
        for offset in newMiddle {
            let key = values.key(at: offset)
            guard seen.insert(key).inserted, oldMiddleRows[key] != nil || children[key] == nil else {
                rebuildRows(values, scope: scope, rowEnvironment: rowEnvironment)
                return
            }
            middleKeys.append(key)
        }
        checkEnds()
        var middleRows: [ListRowNode] = []
        middleRows.reserveCapacity(newMiddle.count)
        var newRowOffsets: [Int] = []
        for (index, key) in middleKeys.enumerated() {
            let offset = prefix + index
            if let (row, previousOffset) = oldMiddleRows.removeValue(forKey: key) {
                check(offset, from: previousOffset)
                middleRows.append(row)
            } else {
                let row = makeRow(key: key, tag: key, viewType: ObjectIdentifier(ListRowNode.self), scope: scope)
                children[key] = row
                middleRows.append(row)
                newRowOffsets.append(offset)
            }
        }
        for (key, entry) in oldMiddleRows {
            children[key] = nil
            entry.row.unmount()
        }
        rowNodes.replaceSubrange(oldMiddle, with: middleRows)
        order.replaceSubrange(oldMiddle, with: middleKeys)
        renderRows(newRowOffsets)
        widgets = collectWidgets()
    }

    /// Makes the rows from scratch by id (the first time, repeated ids, an id moved past the common
    /// ends' lookup), keeping the row of every id that is still there and re-rendering every row.
    private func rebuildRows(_ values: any RowValues, scope: ListRowScope, rowEnvironment: EnvironmentValues) {
        var remaining = children
        var occurrences: [AnyHashable: Int] = [:]
        occurrences.reserveCapacity(values.count)
        var newChildren: [AnyHashable: ViewNode] = [:]
        newChildren.reserveCapacity(values.count)
        var newOrder: [AnyHashable] = []
        newOrder.reserveCapacity(values.count)
        var newRows: [ListRowNode] = []
        newRows.reserveCapacity(values.count)
        for offset in 0..<values.count {
            let elementID = values.key(at: offset)
            let key = Self.key(for: elementID, occurrences: &occurrences)
            let row: ListRowNode
            if let existing = remaining.removeValue(forKey: key) as? ListRowNode {
                row = existing
            } else {
                row = makeRow(key: key, tag: elementID, viewType: ObjectIdentifier(ListRowNode.self), scope: scope)
            }
            row.render(values.viewMaker(at: offset), environment: rowEnvironment)
            newChildren[key] = row
            newOrder.append(key)
            newRows.append(row)
        }
        for node in remaining.values {
            node.unmount()
        }
        hasRepeatedIDs = newOrder.count != occurrences.count
        children = newChildren
        order = newOrder
        rowNodes = newRows
        widgets = collectWidgets()
    }

    private func makeRow(key: AnyHashable, tag: AnyHashable, viewType: ObjectIdentifier, scope: ListRowScope) -> ListRowNode {
        let context = NodeContext(graph: graph, parent: self, depth: depth + 1, viewType: viewType)
        return ListRowNode(context, key: key, tag: tag, scope: scope)
    }

    /// An id seen again in the same data becomes a key of its own.
    private static func key(for elementID: AnyHashable, occurrences: inout [AnyHashable: Int]) -> AnyHashable {
        let seen = occurrences[elementID, default: 0]
        occurrences[elementID] = seen + 1
        return seen == 0 ? elementID : AnyHashable(RepeatedID(id: elementID, occurrence: seen))
    }

    override func unmount() {
        super.unmount()
        for node in children.values {
            node.unmount()
        }
        children.removeAll()
        rowNodes.removeAll()
        shownRows = nil
    }

    override func collectWidgets() -> [any PlatformWidget] {
        if shownRows != nil {
            return rowNodes.map { $0.row as any PlatformWidget }
        }
        return order.flatMap { children[$0]?.widgets ?? [] }
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
