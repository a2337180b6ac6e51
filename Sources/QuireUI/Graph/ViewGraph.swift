/// The nodes of one view tree — a window's content — and the backend that draws them.
///
/// The graph renders `content()` once at creation and then keeps it current: nodes re-render when
/// their `@State`, the Observation properties they read, or their parent's output change, in one
/// batch per main-actor turn. `rootWidgets` are the top-level widgets for the host to place. The
/// host keeps the graph alive for as long as the widgets are shown; releasing it ends the tree's state
/// and observation.
@MainActor
package final class ViewGraph {
    private let runtime: GraphRuntime
    private var root: ViewNode?
    private let rootView: any View

    /// The top-level widgets, in order.
    package private(set) var rootWidgets: [any PlatformWidget] = []
    /// Called when `rootWidgets` changes after creation.
    package var onRootWidgetsChange: ([any PlatformWidget]) -> Void = { _ in }
    /// Called after each batch of updates (hosts show or log the counters).
    package var onUpdate: () -> Void = {}
    /// Called when the `.toolbar` items' widgets change (come, go, move or change edge).
    package var onToolbarChange: (ToolbarLayout) -> Void = { _ in }
    /// Called when the set of keyboard shortcuts the tree's buttons answer to changes.
    package var onKeyboardShortcutsChange: (Set<KeyboardShortcut>) -> Void = { _ in }

    /// The widgets the tree's `.toolbar` items put in the window's header bar.
    package var toolbar: ToolbarLayout { runtime.toolbar.layout }
    /// The keyboard shortcuts the tree's enabled or disabled buttons have (`.keyboardShortcut`).
    package var keyboardShortcuts: Set<KeyboardShortcut> { runtime.shortcuts.shortcuts }
    /// The appearance the tree's `preferredColorScheme` asks for (nil: the system's).
    package var preferredColorScheme: ColorScheme? { runtime.preferredColorSchemes.first }
    /// Called when `preferredColorScheme` changes.
    package var onPreferredColorSchemeChange: (ColorScheme?) -> Void = { _ in }
    /// What the tree's views publish for the focused window (`focusedValue`, `focusedSceneValue`):
    /// the scene's values and those of the views around the keyboard focus.
    package var focusedValues: FocusedValues { runtime.focusedValues.resolved }
    /// Called when a published value changed or the keyboard focus moved.
    package var onFocusedValuesChange: () -> Void = {}

    /// The keyboard focus moved in the window: `contains` says whether a widget is, or holds, the
    /// focused widget (nil: no widget of the tree has it).
    package func keyboardFocusDidMove(contains: (@MainActor (any PlatformWidget) -> Bool)?) {
        runtime.focusedValues.focusContains = contains
        runtime.focusStates.keyboardFocusDidMove(contains: contains)
        onFocusedValuesChange()
    }

    /// Presses `shortcut`: runs the action of the enabled button that has it. False if none has.
    @discardableResult
    package func performKeyboardShortcut(_ shortcut: KeyboardShortcut) -> Bool {
        runtime.shortcuts.perform(shortcut)
    }

    package var backend: any ViewBackend { runtime.backend }
    /// What the graph has done to its widgets so far.
    package var counters: WidgetCounters { runtime.counters }

    /// The environment the content starts from (a document window sets `undoManager`). Setting it
    /// re-renders the tree.
    package var environment: EnvironmentValues {
        didSet {
            ViewRendering.perform { root?.update(rootView, environment: rootEnvironment) }
            rootWidgetsDidChange()
        }
    }

    /// `environment` with what the graph itself gives its views (`resetFocus`).
    private var rootEnvironment: EnvironmentValues {
        var environment = self.environment
        environment.resetFocus = ResetFocusAction(graph: runtime)
        return environment
    }

    /// Renders `content` with `backend`. `content` is evaluated like a body: Observation properties
    /// it reads (a document session's model, say) re-render the tree when they change.
    package init<Content: View>(backend: any ViewBackend, environment: EnvironmentValues = EnvironmentValues(),
                                content: @escaping @MainActor () -> Content) {
        runtime = GraphRuntime(backend: backend)
        self.environment = environment
        rootView = HostedRoot(content: content)
        runtime.rootWidgetsDidChange = { [weak self] in self?.rootWidgetsDidChange() }
        runtime.toolbar.didChange = { [weak self] in
            guard let self else { return }
            onToolbarChange(runtime.toolbar.layout)
        }
        runtime.shortcuts.didChange = { [weak self] in
            guard let self else { return }
            onKeyboardShortcutsChange(runtime.shortcuts.shortcuts)
        }
        runtime.focusedValues.didChange = { [weak self] in self?.onFocusedValuesChange() }
        runtime.preferredColorSchemes.didChange = { [weak self] in
            guard let self else { return }
            onPreferredColorSchemeChange(preferredColorScheme)
        }
        runtime.scheduler.didFlush = { [weak self] in
            guard let self else { return }
            runtime.counters.flushes += 1
            onUpdate()
        }
        let root = ViewRendering.perform {
            runtime.makeNode(for: rootView, parent: nil, environment: rootEnvironment)
        }
        self.root = root
        rootWidgets = root.widgets
        // `onAppear` and `task` run before the tree is first shown, and what they change shows with it.
        if runtime.scheduler.hasPendingUpdates {
            runtime.scheduler.flush()
        }
    }

    isolated deinit {
        // Observation callbacks and scheduled tasks may still hold nodes; unmounted, they do nothing.
        root?.unmount()
        runtime.scheduler.finish()
    }

    /// Runs the pending updates now instead of at the end of the main-actor turn.
    package func runPendingUpdates() {
        runtime.scheduler.flush()
    }

    /// Runs `action` once the pending updates (or the next batch's) have rendered, in the same turn.
    package func afterPendingUpdates(_ action: @escaping () -> Void) {
        runtime.scheduler.enqueue(action)
    }

    /// Whether changes are waiting for the next batch.
    package var hasPendingUpdates: Bool { runtime.scheduler.hasPendingUpdates }

    /// Returns after the next batch of updates has run.
    package func nextUpdate() async {
        await runtime.scheduler.nextFlush()
    }

    private func rootWidgetsDidChange() {
        let widgets = root?.widgets ?? []
        guard !ViewNode.same(widgets, rootWidgets) else { return }
        rootWidgets = widgets
        onRootWidgetsChange(widgets)
    }
}

/// What the nodes of one graph share: the backend, the counters, the scheduler.
@MainActor
final class GraphRuntime {
    let backend: any ViewBackend
    var counters = WidgetCounters()
    let scheduler = UpdateScheduler()
    let toolbar = ToolbarRegistry()
    let shortcuts = KeyboardShortcutRegistry()
    let preferredColorSchemes = DeclaredValues<ColorScheme>()
    let focusedValues = FocusedValueRegistry()
    /// Where each `@FocusState` is bound (`focused`), to move the focus and follow it back.
    let focusStates = FocusStateRouter()
    /// The window's modal presentations: one sheet at a time (a sheet's content has a graph, and a
    /// queue, of its own).
    let presentations = PresentationQueue()
    /// The `matchedGeometryEffect` views leaving and arriving in the change rendering now.
    let matchedGeometry = MatchedGeometryRegistry()
    var typesWithoutDynamicProperties: Set<ObjectIdentifier> = []
    /// Which rows of a list's `ForEach` the nearest composite's re-render renders again (see
    /// `RowRenderRule`). Any re-render but a composite's own refresh renders every row.
    var rowRenderRule = RowRenderRule.everyRow
    var rootWidgetsDidChange: () -> Void = {}

    init(backend: any ViewBackend) {
        self.backend = backend
    }

    /// Makes and renders the node for `view`.
    func makeNode(for view: any View, parent: ViewNode?, environment: EnvironmentValues) -> ViewNode {
        let context = NodeContext(graph: self, parent: parent, depth: (parent?.depth ?? -1) + 1,
                                  viewType: ObjectIdentifier(type(of: view)))
        let node: ViewNode
        if let primitive = view as? any PrimitiveView {
            node = primitive.makeNode(in: context)
        } else {
            node = CompositeNode(context)
        }
        if !node.rendersFromViewsAlone {
            environment.listRowTies?.tie()
        }
        node.update(view, environment: environment)
        return node
    }

    /// A widget from the backend, counted.
    func make<Widget>(_ build: (any ViewBackend) -> Widget) -> Widget {
        counters.created += 1
        return build(backend)
    }
}

/// Which rows of a list a `ForEach` renders again when the body that made it ran again.
enum RowRenderRule {
    /// Every row: the body ran for a reason its rows may have captured (its parent, a `@State` it
    /// read, an `ObservableObject`).
    case everyRow
    /// The body ran only because Observation properties it read changed (same view value, state and
    /// environment): rows whose element is unchanged keep their content — unless no element changed,
    /// when what changed may be captured by every row and all render.
    case changedRows
    /// The body ran only because `@State` it did not read changed: its values are the same, so only
    /// rows whose element changed render, even none. Rows whose content reads that state when it is
    /// made observed it then and render on their own.
    case changedRowsOnly
}

/// The root of a graph: a view whose body is the host's content closure, given the tree's edit mode
/// (`EditButton` and lists anywhere in one window share it).
private struct HostedRoot<Content: View>: View {
    let content: @MainActor () -> Content
    @State private var editMode = EditMode.inactive

    var body: some View {
        content().environment(\.editMode, $editMode)
    }
}
