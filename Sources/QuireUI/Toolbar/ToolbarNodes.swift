/// Where the widgets of one `.toolbar`'s items go: each item node records the placement its widgets
/// belong to, keyed by widget.
@MainActor
final class ToolbarScope {
    fileprivate var placements: [ObjectIdentifier: ToolbarItemPlacement] = [:]
    /// An item's placement changed while its widgets stayed the same.
    var placementsDidChange: () -> Void = {}

    func placement(of widget: any PlatformWidget) -> ToolbarItemPlacement {
        placements[ObjectIdentifier(widget)] ?? .automatic
    }
}

private struct ToolbarScopeKey: EnvironmentKey {
    static var defaultValue: ToolbarScope? { nil }
}

private struct IsInToolbarKey: EnvironmentKey {
    static var defaultValue: Bool { false }
}

extension EnvironmentValues {
    /// The toolbar whose items are being rendered (set inside `.toolbar` only).
    var toolbarScope: ToolbarScope? {
        get { self[ToolbarScopeKey.self] }
        set { self[ToolbarScopeKey.self] = newValue }
    }

    /// Whether the views are a toolbar's items (controls take their toolbar look), items' content
    /// included.
    var isInToolbar: Bool {
        get { self[IsInToolbarKey.self] }
        set { self[IsInToolbarKey.self] = newValue }
    }
}

/// `.toolbar`: the content's widgets pass through to the enclosing container; the items' widgets go
/// to the graph's `ToolbarRegistry` (the window's header bar), each with its edge. Items are nodes
/// like any others, so an update changes only the widgets whose values changed.
final class ToolbarModifierNode: ViewNode {
    private var child = ChildSlot()
    private var items = ChildSlot()
    private let scope = ToolbarScope()
    private var isRenderingItems = false

    override init(_ context: NodeContext) {
        super.init(context)
        scope.placementsDidChange = { [weak self] in self?.publish() }
    }

    override func update(_ view: any View, environment: EnvironmentValues) {
        super.update(view, environment: environment)
        guard let modified = view as? any AnyModifiedContent,
              let modifier = modified.anyModifier as? _ToolbarModifier else { return }
        child.reconcile(modified.anyContent, in: self, environment: environment)
        var itemEnvironment = environment
        itemEnvironment.layoutAxis = .horizontal
        // As on Apple's toolbars: a `Label` shows its icon (its title names the button); a
        // `.labelStyle` inside an item still chooses otherwise.
        itemEnvironment.labelDisplay = .iconOnly
        itemEnvironment.listRowScope = nil
        itemEnvironment.toolbarScope = scope
        itemEnvironment.isInToolbar = true
        isRenderingItems = true
        items.reconcile(modifier.items, in: self, environment: itemEnvironment)
        isRenderingItems = false
        widgets = child.widgets
        publish()
    }

    override func childWidgetsDidChange() {
        let before = widgets
        widgets = child.widgets
        if !Self.same(before, widgets) {
            reportWidgetsChanged()
        }
        publish()
    }

    override func unmount() {
        super.unmount()
        child.clear()
        items.clear()
        graph.toolbar.remove(owner: self)
    }

    override func collectWidgets() -> [any PlatformWidget] { child.widgets }

    private func publish() {
        guard isMounted, !isRenderingItems else { return }
        let scope = self.scope
        graph.toolbar.set(items.widgets.map { ToolbarEntry(widget: $0, placement: scope.placement(of: $0)) }, for: self)
    }
}

/// `ToolbarItem` / `ToolbarItemGroup`: its content's widgets, recorded in the toolbar's scope at the
/// item's edge. Outside a toolbar it passes its widgets through.
final class ToolbarItemNode: ViewNode {
    private var child = ChildSlot()
    private var placement: ToolbarItemPlacement?
    private weak var scope: ToolbarScope?
    private var recorded: [ObjectIdentifier] = []

    override func update(_ view: any View, environment: EnvironmentValues) {
        super.update(view, environment: environment)
        guard let item = view as? any AnyToolbarItemView else { return }
        scope = environment.toolbarScope
        var contentEnvironment = environment
        contentEnvironment.toolbarScope = nil
        child.reconcile(item.anyContent, in: self, environment: contentEnvironment)
        let placementChanged = placement != nil && placement != item.placement
        placement = item.placement
        widgets = child.widgets
        record()
        if placementChanged { scope?.placementsDidChange() }
    }

    override func childWidgetsDidChange() {
        let before = widgets
        widgets = child.widgets
        record()
        if !Self.same(before, widgets) {
            reportWidgetsChanged()
        }
    }

    override func unmount() {
        super.unmount()
        child.clear()
        if let scope {
            for id in recorded { scope.placements[id] = nil }
        }
        recorded = []
    }

    override func collectWidgets() -> [any PlatformWidget] { child.widgets }

    private func record() {
        guard let scope, let placement else { return }
        for id in recorded { scope.placements[id] = nil }
        recorded = widgets.map { ObjectIdentifier($0) }
        for id in recorded { scope.placements[id] = placement }
    }
}
