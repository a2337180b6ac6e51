/// One widget of a toolbar item and the placement of its item.
@MainActor
struct ToolbarEntry {
    let widget: any PlatformWidget
    let placement: ToolbarItemPlacement

    var edge: ToolbarItemPlacement.Edge { placement.edge }
}

/// The widgets a window shows for the `.toolbar` modifiers of its view tree: in its header bar, leading
/// items at its start, `.principal` ones in place of its title and the rest at its end; in the action
/// bar at its bottom, `.bottomBar`, `.status` and `.keyboard` items. Each list is in the order the
/// items were declared. A bar hidden with `toolbar(.hidden, for:)` shows none of its items.
@MainActor
package struct ToolbarLayout {
    package var start: [any PlatformWidget] = []
    package var end: [any PlatformWidget] = []
    /// `.principal` items: the header bar's title widget while there are some.
    package var principal: [any PlatformWidget] = []
    /// The action bar's start, middle and end; no action bar while all are empty.
    package var bottomStart: [any PlatformWidget] = []
    package var bottomCenter: [any PlatformWidget] = []
    package var bottomEnd: [any PlatformWidget] = []
    /// The widgets of `.cancellationAction` items (also in `start`): a sheet's Escape activates the
    /// first one.
    package var cancellation: [any PlatformWidget] = []
    /// The widgets of `.confirmationAction` items (also in `end`): a sheet draws them as its
    /// suggested action.
    package var confirmation: [any PlatformWidget] = []
    /// The widgets of `.automatic` and `.secondaryAction` items (also in `end`): where the header bar
    /// has no room for all its items (a compact window), these go into its overflow menu, as
    /// SwiftUI's toolbars put what doesn't fit.
    package var overflow: [any PlatformWidget] = []

    package init(start: [any PlatformWidget] = [], end: [any PlatformWidget] = [],
                 cancellation: [any PlatformWidget] = [], confirmation: [any PlatformWidget] = []) {
        self.start = start
        self.end = end
        self.cancellation = cancellation
        self.confirmation = confirmation
    }

    package var isEmpty: Bool { start.isEmpty && end.isEmpty && principal.isEmpty && !hasBottomBar }

    /// Whether the window shows an action bar at its bottom.
    package var hasBottomBar: Bool { !(bottomStart.isEmpty && bottomCenter.isEmpty && bottomEnd.isEmpty) }

    /// Whether both hold the same widgets in the same order and roles.
    func same(as other: ToolbarLayout) -> Bool {
        let lists: [KeyPath<ToolbarLayout, [any PlatformWidget]>] = [
            \.start, \.end, \.principal, \.bottomStart, \.bottomCenter, \.bottomEnd, \.cancellation, \.confirmation,
            \.overflow,
        ]
        return lists.allSatisfy { ViewNode.same(self[keyPath: $0], other[keyPath: $0]) }
    }
}

/// Collects the toolbar entries of every `.toolbar` in a graph (several views may each add items)
/// into one `ToolbarLayout`, and says when it changes — only when widgets come, go or move, or a bar
/// is hidden or shown.
@MainActor
final class ToolbarRegistry {
    private var contributions: [(owner: ObjectIdentifier, entries: [ToolbarEntry])] = []
    private(set) var layout = ToolbarLayout()
    var didChange: () -> Void = {}
    /// The bars views hid or showed (`toolbar(_:for:)`); for each bar, the first that said anything
    /// but `.automatic` counts.
    let visibilities = DeclaredValues<ToolbarVisibilities>()

    init() {
        visibilities.didChange = { [weak self] in self?.recompute() }
    }

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
        let hidden = ToolbarVisibilities(merging: visibilities.all)
        let entries = contributions.flatMap(\.entries).filter { entry in
            entry.edge.isBottom ? hidden.bottomBar != .hidden : hidden.windowToolbar != .hidden
        }
        func widgets(_ edge: ToolbarItemPlacement.Edge) -> [any PlatformWidget] {
            entries.filter { $0.edge == edge }.map(\.widget)
        }
        var new = ToolbarLayout(start: widgets(.start), end: widgets(.end),
                                cancellation: entries.filter { $0.placement == .cancellationAction }.map(\.widget),
                                confirmation: entries.filter { $0.placement == .confirmationAction }.map(\.widget))
        new.principal = widgets(.title)
        new.overflow = entries.filter { $0.placement == .automatic || $0.placement == .secondaryAction }.map(\.widget)
        new.bottomStart = widgets(.bottomStart)
        new.bottomCenter = widgets(.bottomCenter)
        new.bottomEnd = widgets(.bottomEnd)
        guard !new.same(as: layout) else { return }
        layout = new
        didChange()
    }
}
