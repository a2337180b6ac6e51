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

    /// True while this node's `body` runs: `@State` read then is read by the body (`StateStorage`).
    private(set) var isEvaluatingBody = false

    override func update(_ view: any View, environment: EnvironmentValues) {
        super.update(view, environment: environment)
        self.view = view
        evaluate(rows: .everyRow)
    }

    override func refresh() {
        let rule: RowRenderRule = if !onlyObservedValuesChanged {
            .everyRow
        } else if someObservedValueChanged {
            .changedRows
        } else {
            .changedRowsOnly
        }
        evaluate(rows: rule)
    }

    override func unmount() {
        super.unmount()
        child.clear()
        stateSlots.removeAll()
    }

    override func collectWidgets() -> [any PlatformWidget] { child.widgets }

    /// Its `@State` and the like tie a list row by themselves (`stateStorage`).
    override var rendersFromViewsAlone: Bool { true }

    /// A view's removal is its body's.
    override func beginRemoval(finished: @escaping @MainActor () -> Void) -> Bool {
        child.node?.beginRemoval(finished: finished) ?? false
    }

    /// The storage of the `@State` at `slot`, made with `make` the first time.
    func stateStorage(slot: Int, make: () -> AnyObject) -> AnyObject {
        if let storage = stateSlots[slot] {
            return storage
        }
        let storage = make()
        stateSlots[slot] = storage
        // What a view keeps belongs to the element a list row shows.
        environment.listRowTies?.tie()
        return storage
    }

    /// `rows`: which rows of a list made by this body render again (`GraphRuntime.rowRenderRule`) —
    /// when the body runs again only because Observation properties it read, or `@State` it did not
    /// read, changed, rows whose elements did not change can keep their content.
    private func evaluate(rows: RowRenderRule) {
        guard let view else { return }
        linkDynamicProperties(of: evaluation.properties(view))
        graph.counters.bodyEvaluations += 1
        for storage in stateSlots.values {
            (storage as? any BodyReadRecording)?.readByBody = false
        }
        let body = tracked {
            isEvaluatingBody = true
            defer { isEvaluatingBody = false }
            return evaluation.body(view)
        }
        let outer = graph.rowRenderRule
        graph.rowRenderRule = rows
        defer { graph.rowRenderRule = outer }
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
