/// The nodes of one view tree — a window's content — and the backend that draws them.
///
/// The graph renders `content()` once at creation and then keeps it current: nodes re-render when
/// their `@State`, the Observation properties they read, or their parent's output change, in one
/// batch per main-actor turn. `rootWidgets` are the top-level widgets for the host to place.
@MainActor
package final class ViewGraph {
    package let backend: any ViewBackend
    /// What the graph has done to its widgets so far.
    package internal(set) var counters = WidgetCounters()
    /// The top-level widgets, in order.
    package private(set) var rootWidgets: [any PlatformWidget] = []
    /// Called when `rootWidgets` changes after creation.
    package var onRootWidgetsChange: ([any PlatformWidget]) -> Void = { _ in }
    /// Called after each batch of updates (hosts show or log the counters).
    package var onUpdate: () -> Void = {}

    let scheduler = UpdateScheduler()
    var typesWithoutDynamicProperties: Set<ObjectIdentifier> = []
    private var root: ViewNode?
    private let rootView: any View

    /// The environment the content starts from (a document window sets `undoManager`). Setting it
    /// re-renders the tree.
    package var environment: EnvironmentValues {
        didSet {
            root?.update(rootView, environment: environment)
            rootWidgetsDidChange()
        }
    }

    /// Renders `content` with `backend`. `content` is evaluated like a body: Observation properties
    /// it reads (a document session's model, say) re-render the tree when they change.
    package init<Content: View>(backend: any ViewBackend, environment: EnvironmentValues = EnvironmentValues(),
                                content: @escaping @MainActor () -> Content) {
        self.backend = backend
        self.environment = environment
        rootView = HostedRoot(content: content)
        scheduler.didFlush = { [weak self] in
            guard let self else { return }
            counters.flushes += 1
            onUpdate()
        }
        let root = makeNode(for: rootView, parent: nil, environment: environment)
        self.root = root
        rootWidgets = root.widgets
    }

    /// Runs the pending updates now instead of at the end of the main-actor turn.
    package func runPendingUpdates() {
        scheduler.flush()
    }

    /// Whether changes are waiting for the next batch.
    package var hasPendingUpdates: Bool { scheduler.hasPendingUpdates }

    /// Returns after the next batch of updates has run.
    package func nextUpdate() async {
        await scheduler.nextFlush()
    }

    /// Takes the tree down: state and observation end, widgets are released.
    package func unmount() {
        root?.unmount()
        root = nil
        rootWidgets = []
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
        node.update(view, environment: environment)
        return node
    }

    /// A widget from the backend, counted.
    func make<Widget>(_ build: (any ViewBackend) -> Widget) -> Widget {
        counters.created += 1
        return build(backend)
    }

    func rootWidgetsDidChange() {
        let widgets = root?.widgets ?? []
        guard !ViewNode.same(widgets, rootWidgets) else { return }
        rootWidgets = widgets
        onRootWidgetsChange(widgets)
    }
}

/// The root of a graph: a view whose body is the host's content closure.
private struct HostedRoot<Content: View>: View {
    let content: @MainActor () -> Content

    var body: Content { content() }
}
