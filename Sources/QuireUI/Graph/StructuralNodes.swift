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
    /// The children's keys in order (outside lists, and in lists without `RowValues`).
    private var order: [AnyHashable] = []
    /// `onDelete`/`onMove` of the last `ForEach` value.
    private(set) var editActions = RowEditActions()
    /// In a list: the data, environment and actions the rows were last rendered with.
    private var shownRows: (values: any RowValues, environment: EnvironmentValues, canDelete: Bool, canMove: Bool)?
    /// In a list: the rows in order, and whether some id came more than once.
    private var rowNodes: [ListRowNode] = []
    private var hasRepeatedIDs = false
    /// In a list: the one widget standing for the rows (`ListRowGroup`).
    private var rowGroup: ListRowGroup?

    init(_ context: NodeContext, editActions: @escaping (any View) -> RowEditActions = { _ in RowEditActions() },
         rowValues: @escaping (any View) -> (any RowValues)? = { _ in nil },
         elements: @escaping (any View) -> [(AnyHashable, any View)]) {
        self.elements = elements
        readEditActions = editActions
        readRowValues = rowValues
        super.init(context)
    }

    /// The row widgets in order (a list made from `RowValues`).
    var rowWidgets: [any ListRowWidget] { rowNodes.map(\.row) }

    var rowCount: Int { rowNodes.count }

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
    /// The work is proportional to the change, not to the list: the elements are compared from both
    /// ends (`RowValues.comparison`: bytes, typed only where they differ); only the rows between the
    /// first and the last difference are looked up by id (none for one row moved across that range);
    /// the row array changes in place; and the list hears the change as `ListRowEdit`s through the
    /// group (`ListRowGroup`), the same one widget as before for the nodes in between.
    private func updateRows(_ values: any RowValues, scope: ListRowScope, environment: EnvironmentValues,
                            rowEnvironment: EnvironmentValues) {
        let canDelete = editActions.delete != nil, canMove = editActions.move != nil
        let previous = shownRows
        shownRows = (values, environment, canDelete, canMove)
        guard let previous, !hasRepeatedIDs, rowGroup != nil else {
            rebuildRows(values, scope: scope, rowEnvironment: rowEnvironment)
            return
        }
        let rule = graph.rowRenderRule
        let mayKeep = values.comparesElements && rule != .everyRow && previous.canDelete == canDelete
            && previous.canMove == canMove && environment.hasSameValues(as: previous.environment)
        if mayKeep, rule == .changedRowsOnly, values.sharesStorage(with: previous.values) {
            // The same elements in the same places, and nothing the rows captured changed.
            return
        }
        guard let comparison = values.comparison(with: previous.values, comparingElements: mayKeep) else {
            rebuildRows(values, scope: scope, rowEnvironment: rowEnvironment)
            return
        }
        graph.counters.elementComparisons += comparison.typedComparisons
        let oldCount = rowNodes.count, newCount = values.count
        let prefix = min(comparison.prefix, oldCount, newCount)
        let suffix = min(comparison.suffix, oldCount - prefix, newCount - prefix)
        let oldMiddle = prefix..<(oldCount - suffix), newMiddle = prefix..<(newCount - suffix)

        // Rows to render, by new offset: kept rows whose element changed, and new rows.
        var renderedOffsets = comparison.changed
        var edits: [ListRowEdit] = []
        if oldMiddle.isEmpty, newMiddle.isEmpty {
            // The same ids in the same places (a toggle, a rename): no row list to change.
        } else if let move = comparison.move {
            // One row moved from one end of the middle to the other: the rows between shift by one.
            let row = rowNodes.remove(at: move.from)
            rowNodes.insert(row, at: move.to)
            graph.counters.rowNodeVisits += 1
            edits = [.remove(move.from..<(move.from + 1)), .insert([row.row], at: move.to)]
        } else {
            guard let middle = replaceMiddle(oldMiddle, with: newMiddle, values: values, previous: previous.values,
                                             comparingElements: mayKeep, scope: scope) else {
                rebuildRows(values, scope: scope, rowEnvironment: rowEnvironment)
                return
            }
            renderedOffsets.append(contentsOf: middle.rendered)
            edits = middle.edits
        }

        let someElementChanged = !renderedOffsets.isEmpty || !oldMiddle.isEmpty || !newMiddle.isEmpty
        if !mayKeep || (rule == .changedRows && !someElementChanged) {
            // Every row renders: the body's values differ, or nothing in the data changed and what
            // made the body run again may be captured by every row.
            renderedOffsets = Array(0..<newCount)
        }
        graph.counters.rowNodeVisits += renderedOffsets.count
        for offset in renderedOffsets {
            rowNodes[offset].render(values.viewMaker(at: offset), environment: rowEnvironment)
        }
        rowGroup?.record(edits)
    }

    /// Replaces the rows between the common ends, keeping the row of every id that is still there:
    /// the edits that bring the list from the old middle to the new one (fewest removals and
    /// insertions, `OrderedListDiff`) and the offsets of the rows to render. Nil when an id of the new
    /// middle is a row outside the old one, or repeated: the rows must be made again by id.
    private func replaceMiddle(_ oldMiddle: Range<Int>, with newMiddle: Range<Int>, values: any RowValues,
                               previous: any RowValues, comparingElements: Bool,
                               scope: ListRowScope) -> (edits: [ListRowEdit], rendered: [Int])? {
        var oldMiddleRows: [AnyHashable: (row: ListRowNode, offset: Int)] = [:]
        oldMiddleRows.reserveCapacity(oldMiddle.count)
        for offset in oldMiddle {
            let row = rowNodes[offset]
            oldMiddleRows[row.key] = (row, offset)
        }
        var middleKeys: [AnyHashable] = []
        middleKeys.reserveCapacity(newMiddle.count)
        var seen = Set<AnyHashable>()
        for offset in newMiddle {
            let key = values.key(at: offset)
            guard seen.insert(key).inserted, oldMiddleRows[key] != nil || children[key] == nil else {
                return nil
            }
            middleKeys.append(key)
        }
        graph.counters.rowNodeVisits += oldMiddle.count + newMiddle.count
        var middleRows: [ListRowNode] = []
        middleRows.reserveCapacity(newMiddle.count)
        var rendered: [Int] = []
        for (index, key) in middleKeys.enumerated() {
            let offset = newMiddle.lowerBound + index
            if let (row, previousOffset) = oldMiddleRows.removeValue(forKey: key) {
                if !comparingElements || !values.isUnchanged(at: offset, since: previous, at: previousOffset) {
                    rendered.append(offset)
                }
                middleRows.append(row)
            } else {
                let row = makeRow(key: key, tag: key, viewType: ObjectIdentifier(ListRowNode.self), scope: scope)
                children[key] = row
                middleRows.append(row)
                rendered.append(offset)
            }
        }
        for (key, entry) in oldMiddleRows {
            children[key] = nil
            entry.row.unmount()
        }
        let diff = OrderedListDiff(from: rowNodes[oldMiddle].map { ObjectIdentifier($0.row) },
                                   to: middleRows.map { ObjectIdentifier($0.row) })
        var edits: [ListRowEdit] = []
        // Removals from the last, runs of neighbours together; then insertions from the first.
        var removals = diff.removals.sorted(by: >)[...]
        while let last = removals.first {
            var first = last
            removals.removeFirst()
            while let next = removals.first, next == first - 1 {
                first = next
                removals.removeFirst()
            }
            edits.append(.remove((oldMiddle.lowerBound + first)..<(oldMiddle.lowerBound + last + 1)))
        }
        var insertions = diff.insertions[...]
        while let first = insertions.first {
            var rows: [any ListRowWidget] = []
            var next = first
            while let index = insertions.first, index == next {
                rows.append(middleRows[index].row)
                insertions.removeFirst()
                next += 1
            }
            edits.append(.insert(rows, at: newMiddle.lowerBound + first))
        }
        rowNodes.replaceSubrange(oldMiddle, with: middleRows)
        return (edits, rendered)
    }

    /// Makes the rows from scratch by id (the first time, repeated ids, an id moved past the common
    /// ends' lookup), keeping the row of every id that is still there and re-rendering every row.
    private func rebuildRows(_ values: any RowValues, scope: ListRowScope, rowEnvironment: EnvironmentValues) {
        var remaining = children
        var occurrences: [AnyHashable: Int] = [:]
        occurrences.reserveCapacity(values.count)
        var newChildren: [AnyHashable: ViewNode] = [:]
        newChildren.reserveCapacity(values.count)
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
            newRows.append(row)
        }
        for node in remaining.values {
            node.unmount()
        }
        graph.counters.rowNodeVisits += newRows.count
        hasRepeatedIDs = newRows.count != occurrences.count
        children = newChildren
        order = []
        rowNodes = newRows
        let group = rowGroup ?? ListRowGroup(node: self, scope: scope)
        rowGroup = group
        widgets = [group]
        group.recordReset()
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
        rowGroup = nil
    }

    override func collectWidgets() -> [any PlatformWidget] {
        if shownRows != nil, let rowGroup {
            return [rowGroup]
        }
        return order.flatMap { children[$0]?.widgets ?? [] }
    }

    /// Where `row` is in the data (a person's request: a pass over pointers is fine).
    private func position(of row: ListRowNode) -> Int? {
        shownRows != nil ? rowNodes.firstIndex { $0 === row } : order.firstIndex(of: row.key)
    }

    private var rowTotal: Int { shownRows != nil ? rowNodes.count : order.count }

    /// `row` asked to be deleted: `onDelete` gets its offset.
    func deleteRow(_ row: ListRowNode) {
        guard let delete = editActions.delete, let offset = position(of: row) else { return }
        delete(IndexSet(integer: offset))
    }

    /// `row` asked to move one place up (`-1`) or down (`1`).
    func moveRow(_ row: ListRowNode, by step: Int) {
        guard let move = editActions.move, let offset = position(of: row) else { return }
        let target = offset + step
        guard target >= 0, target < rowTotal else { return }
        // `onMove`'s destination is an offset before the move: below the next row is offset + 2.
        move(IndexSet(integer: offset), step > 0 ? offset + 2 : target)
    }

    /// `row` was dropped onto `targetRow`: it takes that row's place.
    func moveRow(_ row: ListRowNode, onto targetRow: ListRowNode) {
        guard let move = editActions.move, let offset = position(of: row),
              let target = position(of: targetRow), target != offset else { return }
        move(IndexSet(integer: offset), target > offset ? target + 1 : target)
    }
}
