import Dispatch
import Foundation
import Observation

/// One view's place in the view graph: what persists while the view values describing it are
/// re-created — its widgets, state, observation and children.
///
/// A node is updated with a new view value of the same type (`update`); a view of another type in its
/// place gets a new node. Nodes re-render themselves when invalidated (`invalidate` → the graph's
/// scheduler → `refresh`), and report changed widget lists to their parent.
@MainActor
class ViewNode {
    let graph: GraphRuntime
    weak var parent: ViewNode?
    let depth: Int
    /// The type of view this node renders.
    let viewType: ObjectIdentifier
    /// The environment from the last update.
    private(set) var environment = EnvironmentValues()
    /// The widgets this node contributes to the nearest enclosing container, in order.
    var widgets: [any PlatformWidget] = []
    private(set) var isMounted = true
    /// Set by `invalidate`, cleared when the node re-renders.
    private(set) var needsRefresh = false
    /// Whether everything that invalidated the node since it last rendered was a change to an
    /// Observation property it read or to a `@State` its body did not read (not a `@State` it read,
    /// not an `ObservableObject`, not its parent).
    private(set) var onlyObservedValuesChanged = true
    /// Whether one of those was an Observation property the node read (a model property, or a
    /// `@State` read by its body or content), rather than only `@State` its body did not read.
    private(set) var someObservedValueChanged = false
    private var trackingGeneration = 0

    init(_ context: NodeContext) {
        graph = context.graph
        parent = context.parent
        depth = context.depth
        viewType = context.viewType
    }

    /// Renders `view` (a value of `viewType`) with `environment`. Subclasses call this first.
    func update(_ view: any View, environment: EnvironmentValues) {
        self.environment = environment
        needsRefresh = false
        onlyObservedValuesChanged = true
        someObservedValueChanged = false
    }

    /// Renders again from the last view value, after `invalidate`.
    func refresh() {}

    /// Whether the node keeps nothing but what the views it is given make (no state, actions, motions
    /// or editing of its own): updated with another view of its type, it is what a node made for that
    /// view would be. A lazy list row made of such nodes can show another element (`ListRowTies`).
    var rendersFromViewsAlone: Bool { false }

    /// The node left the graph: its state and observation end with it.
    func unmount() {
        isMounted = false
    }

    /// The node is being removed in the change rendering now: a node whose view has a `transition`
    /// starts its removal motion and returns true, staying mounted until `finished` runs; the
    /// others return false and are unmounted at once.
    func beginRemoval(finished: @escaping @MainActor () -> Void) -> Bool { false }

    /// Asks for a `refresh` in the scheduler's next batch (one per main-actor turn), for `cause`.
    final func invalidate(_ cause: InvalidationCause = .other) {
        guard isMounted else { return }
        switch cause {
        case .observedValue: someObservedValueChanged = true
        case .unreadState: break
        case .other: onlyObservedValuesChanged = false
        }
        graph.scheduler.noteAnimatedTransaction()
        guard !needsRefresh else { return }
        needsRefresh = true
        graph.scheduler.schedule(self)
    }

    /// Called by the scheduler: refreshes if still needed and tells the parent when the widgets changed.
    final func runScheduledRefresh() {
        guard isMounted, needsRefresh else { return }
        needsRefresh = false
        let before = widgets
        refresh()
        onlyObservedValuesChanged = true
        someObservedValueChanged = false
        if !Self.same(before, widgets) {
            reportWidgetsChanged()
        }
    }

    /// A child's widgets changed by the child's own refresh. Pass-through nodes recompute theirs and
    /// report further up; containers and decorations override this.
    func childWidgetsDidChange() {
        let before = widgets
        widgets = collectWidgets()
        if !Self.same(before, widgets) {
            reportWidgetsChanged()
        }
    }

    /// The widgets of this node's children, for nodes that pass them through.
    func collectWidgets() -> [any PlatformWidget] { widgets }

    final func reportWidgetsChanged() {
        if let parent {
            parent.childWidgetsDidChange()
        } else {
            graph.rootWidgetsDidChange()
        }
    }

    /// Runs `read` recording the Observation properties it reads; when one of them changes, the node
    /// is invalidated. Only the latest recording counts: older ones, still registered with their
    /// objects until those change, are ignored when they fire.
    final func tracked<T>(_ read: () -> T) -> T {
        trackingGeneration &+= 1
        let generation = trackingGeneration
        return withObservationTracking(read) { [weak self] in
            let node = self
            if MainActorCheck.isOnMainActor {
                MainActor.assumeIsolated { node?.observedValueWillChange(generation: generation) }
            } else {
                Task { @MainActor in node?.observedValueWillChange(generation: generation) }
            }
        }
    }

    private func observedValueWillChange(generation: Int) {
        if generation == trackingGeneration {
            invalidate(.observedValue)
        }
    }

    /// Whether two widget lists hold the same widgets in the same order.
    static func same(_ lhs: [any PlatformWidget], _ rhs: [any PlatformWidget]) -> Bool {
        lhs.count == rhs.count && zip(lhs, rhs).allSatisfy { $0 === $1 }
    }
}

/// Why a node must render again.
enum InvalidationCause {
    /// An Observation property it read changed (a model's, or a `@State` read under tracking).
    case observedValue
    /// A `@State` of its own that its body did not read: the body would make the same views, except
    /// for closures and bindings that read the state when they run (which track it themselves).
    case unreadState
    /// Anything else: a `@State` its body read, an `ObservableObject`, …
    case other
}

/// Whether code runs on the main actor, without trapping when it does not. The main actor runs on
/// the main thread in an app (GTK's loop drains the main queue there), but on the thread draining
/// the main queue after `dispatchMain()` — the test runner's case — so both are checked.
enum MainActorCheck {
    private static let key: DispatchSpecificKey<Bool> = {
        let key = DispatchSpecificKey<Bool>()
        DispatchQueue.main.setSpecific(key: key, value: true)
        return key
    }()

    static var isOnMainActor: Bool {
        Thread.isMainThread || DispatchQueue.getSpecific(key: key) == true
    }
}

extension ViewNode {
    /// The view (or modifier) a node was made for, as its type. A slot keeps a node only while
    /// views of the type that made it arrive — identity is type and position — so another type is a
    /// programmer error in the graph, never a view silently left as it was.
    func typed<T>(_ value: Any, as type: T.Type) -> T {
        guard let typed = value as? T else {
            preconditionFailure("\(Self.self) was given a \(Swift.type(of: value)) where it renders a \(T.self)")
        }
        return typed
    }
}
