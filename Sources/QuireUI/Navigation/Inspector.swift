import QuireCore

extension View {
    /// Shows `content` in an inspector at this view's trailing edge while `isPresented` is true
    /// (SwiftUI's `inspector(isPresented:content:)`): on GNOME a pane beside the content, behind a
    /// divider the person drags, as GNOME apps show details beside a document. `InspectorCommands`
    /// shows and hides it, writing the binding.
    public func inspector<V: View>(isPresented: Binding<Bool>, @ViewBuilder content: () -> V) -> some View {
        modifier(_InspectorModifier(isPresented: isPresented, inspector: AnyView(content())))
    }

    /// The inspector's width, exactly `width` (SwiftUI's `inspectorColumnWidth(_:)`): its divider
    /// stays put. Applies in the inspector's content.
    public func inspectorColumnWidth(_ width: CGFloat) -> some View {
        modifier(_InspectorWidthModifier(width: SplitColumnWidth(minimum: width, ideal: width, maximum: width)))
    }

    /// The inspector's width: it starts at `ideal` and its divider moves between `min` and `max`
    /// (SwiftUI's `inspectorColumnWidth(min:ideal:max:)`).
    public func inspectorColumnWidth(min: CGFloat? = nil, ideal: CGFloat, max: CGFloat? = nil) -> some View {
        modifier(_InspectorWidthModifier(width: SplitColumnWidth(minimum: min, ideal: ideal, maximum: max)))
    }
}

/// `inspector`: the content and the inspector's content in an inspector widget.
struct _InspectorModifier: ViewModifier, PrimitiveModifier {
    typealias Body = Never

    let isPresented: Binding<Bool>
    let inspector: AnyView

    func makeNode(in context: NodeContext) -> ViewNode { InspectorNode(context) }
}

/// The node of `_InspectorModifier`: the content in the widget's main part, the inspector's in its
/// pane, shown as the binding says (read with Observation tracking). Its width comes from
/// `inspectorColumnWidth` in its content. The window's inspector is published for
/// `InspectorCommands`.
final class InspectorNode: LeafNode {
    /// GNOME's sidebar widths, for a pane of details.
    static let defaultWidth = SplitColumnWidth(minimum: 220, ideal: 270, maximum: 400)

    private let widget: any InspectorWidget
    private var content = ChildSlot()
    private var inspector = ChildSlot()
    private let widthScope = SplitColumnScope()
    private var isPresented: Binding<Bool>?
    private var shownContent: [any PlatformWidget]?
    private var shownInspector: [any PlatformWidget]?
    private var isShown: Bool?
    private var width: SplitColumnWidth?

    override init(_ context: NodeContext) {
        widget = context.graph.make { $0.makeInspector() }
        super.init(context)
        widgets = [widget]
        widthScope.onChange = { [weak self] in self?.applyWidth() }
    }

    override func update(_ view: any View, environment: EnvironmentValues) {
        super.update(view, environment: environment)
        guard let modified = view as? any AnyModifiedContent,
              let modifier = modified.anyModifier as? _InspectorModifier else { return }
        isPresented = modifier.isPresented
        content.reconcile(modified.anyContent, in: self, environment: environment)
        var inspectorEnvironment = environment
        inspectorEnvironment.layoutAxis = .vertical
        inspectorEnvironment.listRowScope = nil
        inspectorEnvironment.inspectorColumnScope = widthScope
        inspector.reconcile(modifier.inspector, in: self, environment: inspectorEnvironment)
        childWidgetsDidChange()
        refresh()
        applyWidth()
        applyStyle(to: widget)
    }

    override func refresh() {
        guard let isPresented else { return }
        let shows = tracked { isPresented.wrappedValue }
        assign(shows, to: &isShown) { widget.setInspectorShown($0) }
        let toggle = InspectorToggle(owner: ObjectIdentifier(self), isShown: shows) { isPresented.wrappedValue.toggle() }
        graph.focusedValues.publish(toggle, for: .keyPath(\FocusedValues.inspectorToggle),
                                    apply: { $0.inspectorToggle = $0.inspectorToggle ?? toggle }, scope: .scene,
                                    by: self, depth: depth) { [weak self] in self?.widgets ?? [] }
    }

    override func childWidgetsDidChange() {
        let widget = self.widget
        assign(content.widgets, to: &shownContent) { widget.setMainContent($0) }
        assign(inspector.widgets, to: &shownInspector) { widget.setInspector($0) }
    }

    override func unmount() {
        super.unmount()
        graph.focusedValues.withdraw(self)
        content.clear()
        inspector.clear()
    }

    private func applyWidth() {
        let asked = widthScope.width
        let resolved = asked.map {
            SplitColumnWidth(minimum: $0.minimum ?? Swift.min(Self.defaultWidth.minimum ?? $0.ideal, $0.ideal),
                             ideal: $0.ideal,
                             maximum: $0.maximum ?? Swift.max(Self.defaultWidth.maximum ?? $0.ideal, $0.ideal))
        } ?? Self.defaultWidth
        assign(resolved, to: &width) { widget.setInspectorWidth($0) }
    }
}

/// `inspectorColumnWidth`: the content renders in place; the width goes to the inspector this view
/// is in, for as long as it is there.
struct _InspectorWidthModifier: ViewModifier, PrimitiveModifier {
    typealias Body = Never

    let width: SplitColumnWidth

    func makeNode(in context: NodeContext) -> ViewNode { InspectorWidthNode(context) }
}

final class InspectorWidthNode: DeclaringModifierNode<_InspectorWidthModifier, SplitColumnScope> {
    override func scope(in environment: EnvironmentValues) -> SplitColumnScope? { environment.inspectorColumnScope }
    override func declare(_ modifier: _InspectorWidthModifier, to scope: SplitColumnScope) {
        scope.setWidth(modifier.width, by: self)
    }
    override func withdraw(from scope: SplitColumnScope) { scope.removeWidth(owner: self) }
}

private struct InspectorColumnScopeKey: EnvironmentKey {
    static var defaultValue: SplitColumnScope? { nil }
}

extension EnvironmentValues {
    /// The inspector whose content is being rendered.
    var inspectorColumnScope: SplitColumnScope? {
        get { self[InspectorColumnScopeKey.self] }
        set { self[InspectorColumnScopeKey.self] = newValue }
    }
}
