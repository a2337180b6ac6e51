/// `onPreferenceChange` and `transformPreference`: the content renders in place with a scope of its
/// own, which passes its values (transformed) up to the enclosing one.
struct _PreferenceReadingModifier: ViewModifier, PrimitiveModifier {
    typealias Body = Never

    var read: (@MainActor (PreferenceScope) -> Any?)?
    var onChange: ((Any) -> Void)?
    var transform: (key: ObjectIdentifier, apply: (inout Any) -> Void)?

    init(read: @escaping @MainActor (PreferenceScope) -> Any?, onChange: @escaping (Any) -> Void) {
        self.read = read
        self.onChange = onChange
    }

    init(transform: (ObjectIdentifier, (inout Any) -> Void)) {
        self.transform = transform
    }

    func makeNode(in context: NodeContext) -> ViewNode { PreferenceReaderNode(context) }
}

final class PreferenceReaderNode: ViewNode {
    private var child = ChildSlot()
    private var scope: PreferenceScope?
    private var modifier: _PreferenceReadingModifier?
    /// The value `onChange` last ran with (nil: it has not run).
    private var reported: Any?
    private var isCheckScheduled = false

    override func update(_ view: any View, environment: EnvironmentValues) {
        super.update(view, environment: environment)
        guard let modified = view as? any AnyModifiedContent,
              let modifier = modified.anyModifier as? _PreferenceReadingModifier else { return }
        self.modifier = modifier
        let scope = PreferenceScopes.scope(&self.scope, inside: environment.preferenceScope) { [weak self] in
            self?.scheduleCheck()
        }
        scope.transforms = modifier.transform.map { [$0.key: $0.apply] } ?? [:]
        var inner = environment
        inner.preferenceScope = scope
        child.reconcile(modified.anyContent, in: self, environment: inner)
        widgets = child.widgets
        scheduleCheck()
    }

    override func unmount() {
        super.unmount()
        child.clear()
        scope?.detach()
    }

    override func collectWidgets() -> [any PlatformWidget] { child.widgets }

    /// Looks at the value once the batch has rendered (each writer inside has set its value).
    private func scheduleCheck() {
        guard modifier?.read != nil, !isCheckScheduled else { return }
        isCheckScheduled = true
        graph.scheduler.enqueue { [weak self] in
            guard let self else { return }
            isCheckScheduled = false
            guard isMounted, let scope, let read = modifier?.read, let value = read(scope) else { return }
            if let reported, EnvironmentValueComparison.same(reported, value) { return }
            reported = value
            modifier?.onChange?(value)
        }
    }
}

/// `overlayPreferenceValue`, `backgroundPreferenceValue`: the content with a scope of its own and the
/// view made of its value, stacked; only that view renders again when the value changes.
struct _PreferenceValueModifier: ViewModifier, PrimitiveModifier {
    typealias Body = Never

    let alignment: Alignment
    let isBackground: Bool
    let makeView: @MainActor (PreferenceScope) -> any View

    func makeNode(in context: NodeContext) -> ViewNode { PreferenceValueNode(context) }
}

final class PreferenceValueNode: ViewNode {
    private var content = ChildSlot()
    private var shown = ChildSlot()
    private var scope: PreferenceScope?
    private var modifier: _PreferenceValueModifier?
    private var stack: (any StackWidget)?
    private var isRenderScheduled = false

    override func update(_ view: any View, environment: EnvironmentValues) {
        super.update(view, environment: environment)
        guard let modified = view as? any AnyModifiedContent,
              let modifier = modified.anyModifier as? _PreferenceValueModifier else { return }
        self.modifier = modifier
        let scope = PreferenceScopes.scope(&self.scope, inside: environment.preferenceScope) { [weak self] in
            self?.scheduleRender()
        }
        let stack = stack ?? graph.make { $0.makeStack(.overlay) }
        self.stack = stack
        stack.setLayout(StackLayout(spacing: 0, alignment: modifier.alignment))
        var inner = environment
        inner.preferenceScope = scope
        content.reconcile(modified.anyContent, in: self, environment: inner)
        renderShown()
        widgets = [stack]
    }

    override func childWidgetsDidChange() {
        placeChildren()
    }

    override func unmount() {
        super.unmount()
        content.clear()
        shown.clear()
        scope?.detach()
    }

    private func scheduleRender() {
        guard !isRenderScheduled else { return }
        isRenderScheduled = true
        graph.scheduler.enqueue { [weak self] in
            guard let self else { return }
            isRenderScheduled = false
            if isMounted { renderShown() }
        }
    }

    private func renderShown() {
        guard let modifier, let scope else { return }
        shown.reconcile(modifier.makeView(scope), in: self, environment: environment)
        placeChildren()
    }

    private func placeChildren() {
        guard let modifier else { return }
        stack?.setChildren(modifier.isBackground ? shown.widgets + content.widgets : content.widgets + shown.widgets)
    }
}

/// The scope a reader keeps: the same while the enclosing scope is, a new one inside a new one.
@MainActor
enum PreferenceScopes {
    static func scope(_ current: inout PreferenceScope?, inside parent: PreferenceScope?,
                      didChange: @escaping () -> Void) -> PreferenceScope {
        if let current, current.parent === parent { return current }
        current?.detach()
        let scope = PreferenceScope(parent: parent)
        scope.didChange = didChange
        current = scope
        return scope
    }
}
