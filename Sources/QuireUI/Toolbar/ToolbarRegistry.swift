/// One widget of a toolbar item and the placement of its item.
@MainActor
struct ToolbarEntry {
    let widget: any PlatformWidget
    let placement: ToolbarItemPlacement

    var edge: ToolbarItemPlacement.Edge { placement.edge }
}

/// The widgets a window's header bar shows for the `.toolbar` modifiers of its view tree: leading
/// items at its start, the rest at its end, each list in the order the items were declared.
@MainActor
package struct ToolbarLayout {
    package var start: [any PlatformWidget] = []
    package var end: [any PlatformWidget] = []
    /// The widgets of `.cancellationAction` items (also in `start`): a sheet's Escape activates the
    /// first one.
    package var cancellation: [any PlatformWidget] = []
    /// The widgets of `.confirmationAction` items (also in `end`): a sheet draws them as its
    /// suggested action.
    package var confirmation: [any PlatformWidget] = []

    package init(start: [any PlatformWidget] = [], end: [any PlatformWidget] = [],
                 cancellation: [any PlatformWidget] = [], confirmation: [any PlatformWidget] = []) {
        self.start = start
        self.end = end
        self.cancellation = cancellation
        self.confirmation = confirmation
    }

    package var isEmpty: Bool { start.isEmpty && end.isEmpty }

    /// Whether both hold the same widgets in the same order and roles.
    func same(as other: ToolbarLayout) -> Bool {
        ViewNode.same(start, other.start) && ViewNode.same(end, other.end)
            && ViewNode.same(cancellation, other.cancellation) && ViewNode.same(confirmation, other.confirmation)
    }
}

/// Collects the toolbar entries of every `.toolbar` in a graph (several views may each add items)
/// into one `ToolbarLayout`, and says when it changes — only when widgets come, go or move.
@MainActor
final class ToolbarRegistry {
    private var contributions: [(owner: ObjectIdentifier, entries: [ToolbarEntry])] = []
    private(set) var layout = ToolbarLayout()
    var didChange: () -> Void = {}

    /// The entries of the toolbar modifier `owner` (its first call decides its position).
    func set(_ entries: [ToolbarEntry], for owner: AnyObject) {
        let id = ObjectIdentifier(owner)
        if let index = contributions.firstIndex(where: { $0.owner == id }) {
            contributions[index].entries = entries
        } else {
            guard !entries.isEmpty else { return }
            contributions.append((id, entries))
        }
        recompute()
    }

    func remove(owner: AnyObject) {
        let id = ObjectIdentifier(owner)
        guard contributions.contains(where: { $0.owner == id }) else { return }
        contributions.removeAll { $0.owner == id }
        recompute()
    }

    private func recompute() {
        let entries = contributions.flatMap(\.entries)
        let new = ToolbarLayout(start: entries.filter { $0.edge == .start }.map(\.widget),
                                end: entries.filter { $0.edge == .end }.map(\.widget),
                                cancellation: entries.filter { $0.placement == .cancellationAction }.map(\.widget),
                                confirmation: entries.filter { $0.placement == .confirmationAction }.map(\.widget))
        guard !new.same(as: layout) else { return }
        layout = new
        didChange()
    }
}
