/// The rows of one `ForEach` in a `List`, standing among the list content's widgets in their place:
/// the `ForEach`'s node contributes this one object instead of a widget per row, so the nodes between
/// it and the list pass one widget up whatever the row count, and the list hears what changed
/// (`ListRowEdit`s at the group's own positions) instead of comparing row arrays. Never reaches a
/// backend: the list puts the group's rows in its place.
@MainActor
final class ListRowGroup: PlatformWidget {
    /// What the group's rows did since the list last took them.
    enum Pending {
        case none
        /// Changed in these ways, in order.
        case edits([ListRowEdit])
        /// Made from scratch: the list takes them all.
        case reset
    }

    private weak var node: KeyedChildrenNode?
    private weak var scope: ListRowScope?
    private(set) var pending = Pending.reset

    init(node: KeyedChildrenNode, scope: ListRowScope) {
        self.node = node
        self.scope = scope
    }

    /// The rows now, in order.
    var rows: [any ListRowWidget] { node?.rowWidgets ?? [] }

    /// How many rows there are now.
    var count: Int { node?.rowCount ?? 0 }

    /// Records a change and tells the list (which takes it after its own update when it is updating).
    func record(_ edits: [ListRowEdit]) {
        guard !edits.isEmpty else { return }
        switch pending {
        case .none: pending = .edits(edits)
        case var .edits(earlier):
            pending = .none
            earlier.append(contentsOf: edits)
            pending = .edits(earlier)
        case .reset: break
        }
        scope?.rowGroupDidChange()
    }

    /// The rows were made again.
    func recordReset() {
        pending = .reset
        scope?.rowGroupDidChange()
    }

    /// The list took what changed.
    func takePending() -> Pending {
        defer { pending = .none }
        return pending
    }

    func setStyle(_ style: WidgetStyle) {}
}
