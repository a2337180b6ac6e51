/// How a composite node gets its content: which value holds the dynamic properties, and the body.
@MainActor
struct CompositeEvaluation {
    let properties: (any View) -> Any
    let body: (any View) -> any View

    /// A view's own `body`.
    static var viewBody: CompositeEvaluation {
        CompositeEvaluation(properties: { $0 }, body: { evaluateBody(of: $0) })
    }
}

/// The body of a view, opened from its existential. A view with `Body == Never` that QuireUI does not
/// know draws nothing rather than trapping.
@MainActor
func evaluateBody<V: View>(of view: V) -> any View {
    if V.Body.self == Never.self {
        return EmptyView()
    }
    return view.body
}

/// A view made of other views (a user's view, a custom modifier): keeps the view's `@State`, links its
/// `@State`/`@Environment` properties before each evaluation, and evaluates `body` inside Observation
/// tracking so that only this node re-evaluates when what its body read changes.
final class CompositeNode: ViewNode {
    private let evaluation: CompositeEvaluation
    private var view: (any View)?
    private var child = ChildSlot()
    private var stateSlots: [Int: AnyObject] = [:]

    init(_ context: NodeContext, evaluation: CompositeEvaluation = .viewBody) {
        self.evaluation = evaluation
        super.init(context)
    }

    override func update(_ view: any View, environment: EnvironmentValues) {
        super.update(view, environment: environment)
        self.view = view
        evaluate(onlyObservedValuesChanged: false)
    }

    override func refresh() {
        evaluate(onlyObservedValuesChanged: onlyObservedValuesChanged)
    }

    override func unmount() {
        super.unmount()
        child.clear()
        stateSlots.removeAll()
    }

    override func collectWidgets() -> [any PlatformWidget] { child.widgets }

    /// The storage of the `@State` at `slot`, made with `make` the first time.
    func stateStorage(slot: Int, make: () -> AnyObject) -> AnyObject {
        if let storage = stateSlots[slot] {
            return storage
        }
        let storage = make()
        stateSlots[slot] = storage
        return storage
    }

    /// `onlyObservedValuesChanged`: the body runs again only because Observation properties it read
    /// changed — the same view value, environment and state — so a list's rows whose elements did not
    /// change can keep their content (`GraphRuntime.rowsMayKeepContent`).
    private func evaluate(onlyObservedValuesChanged: Bool) {
        guard let view else { return }
        linkDynamicProperties(of: evaluation.properties(view))
        graph.counters.bodyEvaluations += 1
        let body = tracked { evaluation.body(view) }
        let outer = graph.rowsMayKeepContent
        graph.rowsMayKeepContent = onlyObservedValuesChanged
        defer { graph.rowsMayKeepContent = outer }
        child.reconcile(body, in: self, environment: environment)
        widgets = child.widgets
    }

    /// Points the `@State` and `@Environment` properties of a fresh view value at this node.
    private func linkDynamicProperties(of value: Any) {
        let type = ObjectIdentifier(Swift.type(of: value))
        guard !graph.typesWithoutDynamicProperties.contains(type) else { return }
        var found = false
        for (slot, property) in Mirror(reflecting: value).children.enumerated() {
            if let linked = property.value as? any NodeLinkedProperty {
                linked.link(to: self, slot: slot)
                found = true
            }
        }
        if !found {
            graph.typesWithoutDynamicProperties.insert(type)
        }
    }
}
