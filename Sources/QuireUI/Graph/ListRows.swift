/// The rows of one `List` (or `Table`, or lazy stack), shared by the list's node and the `ForEach`es
/// inside it: a `ForEach` that finds it in the environment makes a `ListRowGroup`, which tells it when
/// its rows change by themselves (its body re-rendered without the list).
@MainActor
final class ListRowScope {
    /// Set by the list.
    var onRowGroupChange: (@MainActor () -> Void)?
    weak var rows: ListRows?

    /// Where `source`'s rows start in the list as the widget has it now.
    func start(of source: any ListRowSource) -> Int? {
        rows?.start(of: source)
    }

    func rowGroupDidChange() {
        onRowGroupChange?()
    }

    /// The links the rows in view hold, by row tag (split-view sidebars): a list with any is selectable.
    private var links: [AnyHashable: ListRowLink] = [:]
    /// Set by the list: the rows went from holding no link to holding some, or back.
    var onLinkRowsChange: (@MainActor () -> Void)?

    var hasLinkRows: Bool { !links.isEmpty }

    /// The link the row tagged `tag` holds, if it is in view and holds one.
    func link(tagged tag: AnyHashable) -> ListRowLink? { links[tag] }

    /// A link came into the row tagged `tag` or left it.
    func rowLinkDidChange(_ link: ListRowLink, tag: AnyHashable) {
        let before = hasLinkRows
        links[tag] = link.follow == nil ? nil : link
        if before != hasLinkRows { onLinkRowsChange?() }
    }
}

/// A lazy list's rows: the content's widgets as row sources laid end to end (`ListRowSource`: a
/// `ForEach`'s rows, a static view's row, a section header's), and the row widgets the toolkit has
/// bound, each handed to the source its position falls in.
///
/// The widget hears how the row count changes as `ListRowEdit`s, in O(changes): a group's own edits
/// shifted to its place, sources that came or went as whole ranges. Binds and unbinds the toolkit
/// makes while those edits apply wait until all of them are applied, so a position always means the
/// rows as they are now.
@MainActor
final class ListRows {
    private struct Shown {
        let source: any ListRowSource
        var count: Int
    }

    let widget: any ListWidget
    private let graph: GraphRuntime
    /// Whether the widget has had rows (the first rows belong to its creation, later edits are updates).
    private var hasApplied = false
    /// The sources as the widget has them, with their row counts.
    private var shown: [Shown] = []
    /// Where each shown source starts (made again after a change).
    private var starts: [Int]?
    /// The row each static widget is shown in, kept for as long as the widget.
    private var staticRows: [ObjectIdentifier: ListStaticRow] = [:]
    /// The source each bound row widget shows a row of.
    private var boundSources: [ObjectIdentifier: any ListRowSource] = [:]
    /// While edits apply: the binds (true) and unbinds the toolkit made, to answer afterwards.
    private var deferred: [(row: any ListRowWidget, isBind: Bool)]?

    init(widget: any ListWidget, graph: GraphRuntime) {
        self.widget = widget
        self.graph = graph
        widget.onBindRow = { [weak self] row in self?.bind(row) }
        widget.onUnbindRow = { [weak self] row in self?.unbind(row) }
    }

    var rowCount: Int { shown.reduce(0) { $0 + $1.count } }

    /// Brings the rows to `widgets` (the content's, in order); returns whether any row came, went or
    /// moved.
    @discardableResult
    func sync(_ widgets: [any PlatformWidget]) -> Bool {
        var keptStatic: [ObjectIdentifier: ListStaticRow] = [:]
        let sources: [any ListRowSource] = widgets.map { widget in
            if let source = widget as? any ListRowSource { return source }
            let key = ObjectIdentifier(widget)
            let row = staticRows[key] ?? ListStaticRow(content: [widget])
            keptStatic[key] = row
            return row
        }
        staticRows = keptStatic
        var edits: [ListRowEdit] = []
        removeSourcesNotIn(sources, into: &edits)
        takeChanges(into: &edits)
        placeSources(sources, into: &edits)
        guard !edits.isEmpty else { return false }
        apply(edits)
        return true
    }

    /// Sources that left: their rows, from the last.
    private func removeSourcesNotIn(_ sources: [any ListRowSource], into edits: inout [ListRowEdit]) {
        let kept = Set(sources.map { ObjectIdentifier($0) })
        var end = rowCount
        for index in shown.indices.reversed() {
            let start = end - shown[index].count
            if !kept.contains(ObjectIdentifier(shown[index].source)) {
                if start < end {
                    edits.append(.remove(start..<end))
                }
                shown.remove(at: index)
            }
            end = start
        }
    }

    /// The kept sources' own changes, shifted to their places.
    private func takeChanges(into edits: inout [ListRowEdit]) {
        var base = 0
        for index in shown.indices {
            let source = shown[index].source
            switch source.takeChanges() {
            case .none:
                break
            case let .edits(sourceEdits):
                for edit in sourceEdits {
                    switch edit {
                    case let .remove(range): edits.append(.remove((base + range.lowerBound)..<(base + range.upperBound)))
                    case let .insert(count, position): edits.append(.insert(count: count, at: base + position))
                    case let .move(from, to): edits.append(.move(from: base + from, to: base + to))
                    }
                }
            case .reset:
                if shown[index].count > 0 {
                    edits.append(.remove(base..<(base + shown[index].count)))
                }
                if source.rowCount > 0 {
                    edits.append(.insert(count: source.rowCount, at: base))
                }
            }
            shown[index].count = source.rowCount
            base += shown[index].count
        }
    }

    /// New sources go in, and kept ones out of order move, so the shown sources are `sources`.
    private func placeSources(_ sources: [any ListRowSource], into edits: inout [ListRowEdit]) {
        var position = 0
        for (index, source) in sources.enumerated() {
            if index < shown.count, shown[index].source === source {
                position += shown[index].count
                continue
            }
            if let later = shown.indices.dropFirst(index).first(where: { shown[$0].source === source }) {
                // A source that moved past others (rare: an `if` reordering content): out, then in.
                let from = position + shown[index..<later].reduce(0) { $0 + $1.count }
                if shown[later].count > 0 {
                    edits.append(.remove(from..<(from + shown[later].count)))
                }
                shown.remove(at: later)
            } else {
                _ = source.takeChanges()
            }
            let count = source.rowCount
            shown.insert(Shown(source: source, count: count), at: index)
            if count > 0 {
                edits.append(.insert(count: count, at: position))
            }
            position += count
        }
    }

    private func apply(_ edits: [ListRowEdit]) {
        starts = nil
        if hasApplied {
            graph.counters.updated += 1
        }
        hasApplied = true
        graph.counters.rowNodeVisits += edits.count
        deferred = []
        widget.editRows(edits)
        let answers = deferred ?? []
        deferred = nil
        // Only each row widget's last event counts: GTK unbinds and binds again a row whose position
        // shifted, and the row keeps what it shows.
        var last: [ObjectIdentifier: Int] = [:]
        for (index, answer) in answers.enumerated() {
            last[ObjectIdentifier(answer.row)] = index
        }
        for (index, answer) in answers.enumerated() where last[ObjectIdentifier(answer.row)] == index {
            if answer.isBind {
                bind(answer.row)
            } else {
                unbind(answer.row)
            }
        }
    }

    /// Where `source`'s rows start, as the widget has them.
    func start(of source: any ListRowSource) -> Int? {
        var start = 0
        for entry in shown {
            if entry.source === source {
                return start
            }
            start += entry.count
        }
        return nil
    }

    /// The source the row at `position` belongs to, and the row's offset in it.
    func locate(_ position: Int) -> (source: any ListRowSource, offset: Int)? {
        let starts = self.starts ?? {
            var starts: [Int] = []
            starts.reserveCapacity(shown.count)
            var start = 0
            for entry in shown {
                starts.append(start)
                start += entry.count
            }
            self.starts = starts
            return starts
        }()
        // The last source starting at or before `position` that has rows there.
        var low = 0, high = starts.count
        while low < high {
            let middle = (low + high) / 2
            if starts[middle] <= position { low = middle + 1 } else { high = middle }
        }
        var index = low - 1
        while index >= 0, shown[index].count == 0 {
            index -= 1
        }
        guard index >= 0, position < starts[index] + shown[index].count else { return nil }
        return (shown[index].source, position - starts[index])
    }

    private func bind(_ row: any ListRowWidget) {
        if deferred != nil {
            deferred?.append((row, true))
            return
        }
        let key = ObjectIdentifier(row)
        guard let position = row.position, let (source, offset) = locate(position) else {
            boundSources.removeValue(forKey: key)?.unbind(row)
            return
        }
        if let previous = boundSources[key], previous !== source {
            previous.unbind(row)
        }
        boundSources[key] = source
        source.bind(row, at: offset)
    }

    private func unbind(_ row: any ListRowWidget) {
        if deferred != nil {
            deferred?.append((row, false))
            return
        }
        boundSources.removeValue(forKey: ObjectIdentifier(row))?.unbind(row)
    }

    /// The selection tags of the rows at `positions` (rows without one are left out).
    func tags(at positions: [Int]) -> Set<AnyHashable> {
        Set(positions.compactMap { position in locate(position).flatMap { $0.source.tag(at: $0.offset) } })
    }

    /// The positions of the rows tagged with one of `tags`, ascending.
    func positions(tagged tags: Set<AnyHashable>) -> [Int] {
        guard !tags.isEmpty else { return [] }
        var positions: [Int] = []
        var base = 0
        for entry in shown {
            positions.append(contentsOf: entry.source.offsets(tagged: tags).map { base + $0 })
            base += entry.count
        }
        return positions
    }
}
