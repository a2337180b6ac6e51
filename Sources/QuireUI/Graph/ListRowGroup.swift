import Foundation

/// The node a `ListRowGroup` renders its rows under: it owns the data, the edit actions and, for an
/// outline, the expansion.
@MainActor
protocol ListRowGroupOwner: ViewNode {
    var editActions: RowEditActions { get }
    /// The row of the element `tag` identifies asked to expand or collapse.
    func toggleExpansion(of tag: AnyHashable)
}

extension KeyedChildrenNode: ListRowGroupOwner {
    func toggleExpansion(of tag: AnyHashable) {}
}

/// The rows of one `ForEach` in a lazy list, standing among the list content's widgets in their place:
/// the `ForEach`'s node contributes this one object whatever the row count, and the list hears what
/// changed as `ListRowEdit`s at the group's own offsets. Never reaches a backend.
///
/// Rows are virtual: the group keeps the `ForEach`'s data (`RowValues`) and makes a `ListRowNode` for
/// an element only when the toolkit binds a row widget to its position; a node no row widget shows any
/// more is unmounted at the end of the turn (a row widget that is unbound and bound again to the same
/// element meanwhile — GTK does that when positions shift — keeps it). A row widget the toolkit binds
/// to another element as the person scrolls keeps its widgets: the node that showed the element that
/// left gives them to the one coming in (`ListRowTies`: unless its content held anything of its
/// element's own, then a new node is made). Opening a list of 100,000 elements reads their count;
/// changing one element out of view renders nothing.
///
/// An update costs O(changed rows): the elements are compared from both ends (`RowValues.comparison`:
/// bytes, typed only where they differ); only the ids between the first and the last difference are
/// read; only the nodes of changed elements in view are looked up, by id. Nodes keep no offset: the
/// toolkit's row positions say where a row is.
final class ListRowGroup: ListRowSource, ListRowNodeOwner {
    /// An id seen again in the data: SwiftUI leaves this undefined; here the repeat shown at another
    /// offset gets a row node of its own.
    private struct RepeatedID: Hashable {
        let id: AnyHashable
        let offset: Int
    }

    private weak var owner: (any ListRowGroupOwner)?
    private weak var scope: ListRowScope?
    /// The data, environment and actions the rows were last rendered with.
    private var shown: (values: any RowValues, environment: EnvironmentValues, canDelete: Bool, canMove: Bool)?
    /// The environment rows render with (the content's, made once for all rows).
    private var rowEnvironment = EnvironmentValues()
    /// Each row's place in an outline (nil: the rows are not in one).
    private var outline: ((Int) -> ListRowOutline?)?
    private var changes = ListRowChanges.reset
    private var nodesByKey: [AnyHashable: ListRowNode] = [:]
    private var nodesByRow: [ObjectIdentifier: ListRowNode] = [:]
    /// Nodes no row widget shows, to unmount at the end of the turn unless bound again.
    private var detached: [ListRowNode] = []
    /// The node each unbound row widget showed last (the widget may still hold its widgets).
    private var leftIn: [ObjectIdentifier: ListRowNode] = [:]
    /// Whether rows with a repeated id are shown: their nodes are not found by id, so every update
    /// renders every row in view.
    private var hasRepeatedIDs = false

    init(owner: any ListRowGroupOwner, scope: ListRowScope) {
        self.owner = owner
        self.scope = scope
    }

    var rowCount: Int { shown?.values.count ?? 0 }

    var editActions: RowEditActions { owner?.editActions ?? RowEditActions() }

    /// The rows' nodes now (those in view), for tests and the owner's unmount.
    var materializedRows: [ListRowNode] { Array(nodesByKey.values) }

    func takeChanges() -> ListRowChanges {
        defer { changes = .none }
        return changes
    }

    private func record(_ edits: [ListRowEdit]) {
        guard !edits.isEmpty else { return }
        switch changes {
        case .none: changes = .edits(edits)
        case let .edits(earlier): changes = .edits(earlier + edits)
        case .reset: break
        }
        scope?.rowGroupDidChange()
    }

    // MARK: updates

    /// The `ForEach` rendered with `values`. A row whose element is unchanged (`Equatable` elements)
    /// keeps its content when the body that made the `ForEach` re-rendered only because model
    /// properties it read changed, with the same environment and actions, and some element did change
    /// (when none did, the change was elsewhere and may be captured by the rows: all re-render); or
    /// only because `@State` it did not read changed (typing in a field above the list: no row
    /// renders). Otherwise every row in view re-renders, as outside lists (`RowRenderRule`).
    func update(_ values: any RowValues, environment: EnvironmentValues, rowEnvironment: EnvironmentValues,
                outline: ((Int) -> ListRowOutline?)? = nil) {
        guard let graph = owner?.graph else { return }
        self.outline = outline
        let actions = editActions
        let canDelete = actions.delete != nil, canMove = actions.move != nil
        let previous = shown
        shown = (values, environment, canDelete, canMove)
        self.rowEnvironment = rowEnvironment
        guard let previous else {
            reset()
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
            reset()
            return
        }
        graph.counters.elementComparisons += comparison.typedComparisons
        let oldCount = previous.values.count, newCount = values.count
        let prefix = min(comparison.prefix, oldCount, newCount)
        let suffix = min(comparison.suffix, oldCount - prefix, newCount - prefix)
        let oldMiddle = prefix..<(oldCount - suffix), newMiddle = prefix..<(newCount - suffix)
        // Where the rows' offsets (as the list still has them) go.
        var newOffset: (Int) -> Int? = { $0 }
        var edits: [ListRowEdit] = []
        var renders: [(node: ListRowNode, offset: Int)] = []
        if hasRepeatedIDs, !oldMiddle.isEmpty || !newMiddle.isEmpty {
            // Rows of repeated ids are not found by id: the rows are made again.
            reset()
            return
        }
        if oldMiddle.isEmpty, newMiddle.isEmpty {
            // The same ids in the same places (a toggle, a rename): no row count to change.
        } else if let move = comparison.move {
            // One row moved from one end of the middle to the other: the rows between shift by one.
            newOffset = { offset in
                if offset == move.from { return move.to }
                if move.from < move.to, offset > move.from, offset <= move.to { return offset - 1 }
                if move.to < move.from, offset >= move.to, offset < move.from { return offset + 1 }
                return offset
            }
            edits = [.move(from: move.from, to: move.to)]
        } else {
            guard let middle = replaceMiddle(oldMiddle, with: newMiddle, values: values, previous: previous.values,
                                             comparingElements: mayKeep) else {
                reset()
                return
            }
            edits = middle.edits
            renders = middle.renders
            let delta = newMiddle.count - oldMiddle.count
            let newOffsets = middle.newOffsets
            newOffset = { offset in
                if offset < oldMiddle.lowerBound { return offset }
                if offset >= oldMiddle.upperBound { return offset + delta }
                return newOffsets[previous.values.key(at: offset)]
            }
        }
        let someElementChanged = !comparison.changed.isEmpty || !oldMiddle.isEmpty || !newMiddle.isEmpty
        if !mayKeep || (rule == .changedRows && !someElementChanged) || hasRepeatedIDs {
            // Every row in view renders, at its offset in the new data.
            let start = scope?.start(of: self)
            renders = nodesByKey.values.compactMap { node in
                guard let start, let position = node.position, let offset = newOffset(position - start) else { return nil }
                return (node, offset)
            }
        } else {
            for offset in comparison.changed {
                if let node = nodesByKey[values.key(at: offset)] {
                    renders.append((node, offset))
                }
            }
        }
        graph.counters.rowNodeVisits += renders.count
        for (node, offset) in renders where node.isMounted {
            node.render(values.viewMaker(at: offset), environment: rowEnvironment)
            node.setOutline(outline?(offset))
        }
        record(edits)
    }

    /// The rows between the common ends changed: the edits that bring the old middle to the new one
    /// (fewest removals and insertions, `OrderedListDiff` over the ids), the new offsets of the ids in
    /// the new middle, and the rows in view whose element changed there; the rows of ids that left
    /// are unmounted. Nil when an id repeats in a middle: the rows are made again.
    private func replaceMiddle(_ oldMiddle: Range<Int>, with newMiddle: Range<Int>, values: any RowValues,
                               previous: any RowValues, comparingElements: Bool)
        -> (edits: [ListRowEdit], newOffsets: [AnyHashable: Int], renders: [(node: ListRowNode, offset: Int)])? {
        let oldKeys = oldMiddle.map { previous.key(at: $0) }
        let newKeys = newMiddle.map { values.key(at: $0) }
        var newOffsets: [AnyHashable: Int] = [:]
        newOffsets.reserveCapacity(newKeys.count)
        for (index, key) in newKeys.enumerated() where newOffsets.updateValue(newMiddle.lowerBound + index, forKey: key) != nil {
            return nil
        }
        var oldOffsets: [AnyHashable: Int] = [:]
        oldOffsets.reserveCapacity(oldKeys.count)
        for (index, key) in oldKeys.enumerated() where oldOffsets.updateValue(oldMiddle.lowerBound + index, forKey: key) != nil {
            return nil
        }
        owner?.graph.counters.rowNodeVisits += oldKeys.count + newKeys.count
        var renders: [(node: ListRowNode, offset: Int)] = []
        for key in oldKeys {
            guard let node = nodesByKey[key] else { continue }
            if let offset = newOffsets[key] {
                if let oldOffset = oldOffsets[key],
                   !comparingElements || !values.isUnchanged(at: offset, since: previous, at: oldOffset) {
                    renders.append((node, offset))
                }
            } else {
                remove(node)
            }
        }
        let diff = OrderedListDiff(from: oldKeys, to: newKeys)
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
            var next = first
            while let index = insertions.first, index == next {
                insertions.removeFirst()
                next += 1
            }
            edits.append(.insert(count: next - first, at: newMiddle.lowerBound + first))
        }
        return (edits, newOffsets, renders)
    }

    /// Every row made again: the list replaces its rows, and binds make the nodes of those in view.
    private func reset() {
        for node in Array(nodesByKey.values) {
            remove(node)
        }
        hasRepeatedIDs = false
        changes = .reset
        scope?.rowGroupDidChange()
    }

    // MARK: binding

    func bind(_ row: any ListRowWidget, at offset: Int) {
        guard let values = shown?.values, offset < values.count, let owner else { return }
        let rowKey = ObjectIdentifier(row)
        let left = leftIn.removeValue(forKey: rowKey)
        let id = values.key(at: offset)
        var key = id
        if let other = nodesByKey[id]?.rows[row.column], other !== row, isShowing(id, in: other) {
            // The same id shown in another row, at its place in the data: a repeated id.
            key = AnyHashable(RepeatedID(id: id, offset: offset))
            hasRepeatedIDs = true
        }
        let node: ListRowNode
        if let existing = nodesByKey[key] {
            node = existing
        } else if let left, left.canShowAnotherElement, left.isLeft(in: row) {
            // The element that left the row widget gives the one coming in its nodes and widgets.
            node = left
            if nodesByKey[left.key] === left {
                nodesByKey[left.key] = nil
            }
            left.showElement(key: key, tag: id)
            nodesByKey[key] = left
            watchLink(of: left)
            node.render(values.viewMaker(at: offset), environment: rowEnvironment)
        } else {
            node = makeNode(key: key, tag: id, in: owner)
            // Rendered before it is attached: its first content is part of the row's making.
            node.render(values.viewMaker(at: offset), environment: rowEnvironment)
        }
        node.setOutline(outline?(offset))
        if let previous = nodesByRow[rowKey], previous !== node, previous.detach(row, keepingContent: false) {
            detached.append(previous)
            scheduleRelease()
        }
        if let left = node.rows[row.column], left !== row {
            // The element moved to this row widget (a new list item at its new position).
            nodesByRow[ObjectIdentifier(left)] = nil
        }
        nodesByRow[rowKey] = node
        node.attach(row)
    }

    /// Whether `row` is bound where the data has `id` now (while binds are answered after an edit, a
    /// row may still show the element it showed before it).
    private func isShowing(_ id: AnyHashable, in row: any ListRowWidget) -> Bool {
        guard let values = shown?.values, let position = row.position, let start = scope?.start(of: self) else {
            return false
        }
        let offset = position - start
        return offset >= 0 && offset < values.count && values.key(at: offset) == id
    }

    func unbind(_ row: any ListRowWidget) {
        let rowKey = ObjectIdentifier(row)
        guard let node = nodesByRow.removeValue(forKey: rowKey) else { return }
        leftIn[rowKey] = node
        if node.detach(row, keepingContent: true) {
            detached.append(node)
            scheduleRelease()
        }
    }

    private func makeNode(key: AnyHashable, tag: AnyHashable, in owner: any ListRowGroupOwner) -> ListRowNode {
        let context = NodeContext(graph: owner.graph, parent: owner, depth: owner.depth + 1,
                                  viewType: ObjectIdentifier(ListRowNode.self))
        let node = ListRowNode(context, key: key, tag: tag, group: self)
        watchLink(of: node)
        nodesByKey[key] = node
        return node
    }

    /// A link coming into or leaving the row registers under the row's tag.
    private func watchLink(of node: ListRowNode) {
        let link = node.link, tag = node.tag, scope = self.scope
        link.didChange = { [weak scope] in scope?.rowLinkDidChange(link, tag: tag) }
    }

    private func scheduleRelease() {
        guard detached.count == 1, let graph = owner?.graph else { return }
        graph.scheduler.enqueue { [weak self] in self?.releaseDetached() }
    }

    /// Unmounts the nodes that no row widget shows (out of view since the binds of this turn).
    private func releaseDetached() {
        let nodes = detached
        detached.removeAll()
        for node in nodes where !node.isAttached && node.isMounted {
            remove(node)
        }
    }

    private func remove(_ node: ListRowNode) {
        if nodesByKey[node.key] === node {
            nodesByKey[node.key] = nil
        }
        for row in node.rows.values where nodesByRow[ObjectIdentifier(row)] === node {
            nodesByRow[ObjectIdentifier(row)] = nil
        }
        leftIn = leftIn.filter { $0.value !== node }
        node.unmount()
    }

    /// The `ForEach` left the list.
    func unmount() {
        for node in Array(nodesByKey.values) {
            remove(node)
        }
        detached.removeAll()
        leftIn.removeAll()
        shown = nil
    }

    // MARK: selection and requests

    func tag(at offset: Int) -> AnyHashable? {
        guard let values = shown?.values, offset < values.count else { return nil }
        return values.key(at: offset)
    }

    /// A pass over the ids, stopping at the last one found.
    func offsets(tagged tags: Set<AnyHashable>) -> [Int] {
        guard let values = shown?.values, !tags.isEmpty else { return [] }
        var offsets: [Int] = []
        var remaining = tags.count
        var offset = 0
        while offset < values.count, remaining > 0 {
            if tags.contains(values.key(at: offset)) {
                offsets.append(offset)
                remaining -= 1
            }
            offset += 1
        }
        return offsets
    }

    /// Where `row` is in the data now (its row widget's position in the list, less where the group
    /// starts).
    private func offset(of row: ListRowNode) -> Int? {
        guard let position = row.position, let start = scope?.start(of: self) else { return nil }
        return position - start
    }

    /// `row` asked to be deleted: `onDelete` gets its offset.
    func deleteRow(_ row: ListRowNode) {
        guard let offset = offset(of: row) else { return }
        editActions.delete?(IndexSet(integer: offset))
    }

    /// `row` asked to move one place up or down, or onto another row of this group (it takes that
    /// row's place). `onMove`'s destination is an offset before the move: below the next row is
    /// offset + 2.
    func moveRow(_ row: ListRowNode, _ request: ListRowMove) {
        guard let move = editActions.move, let offset = offset(of: row) else { return }
        switch request {
        case .up:
            guard offset > 0 else { return }
            move(IndexSet(integer: offset), offset - 1)
        case .down:
            guard offset + 1 < rowCount else { return }
            move(IndexSet(integer: offset), offset + 2)
        case let .onto(target):
            guard let targetNode = nodesByRow[ObjectIdentifier(target)], let targetOffset = self.offset(of: targetNode),
                  targetOffset != offset else { return }
            move(IndexSet(integer: offset), targetOffset > offset ? targetOffset + 1 : targetOffset)
        }
    }

    func toggleExpansion(of row: ListRowNode) {
        owner?.toggleExpansion(of: row.tag)
    }
}
