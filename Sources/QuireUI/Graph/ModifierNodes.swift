/// `.environment`, `.font`, `.foregroundStyle`, `.disabled`…: the content rendered with a changed
/// environment.
final class EnvironmentModifierNode: ViewNode {
    private var child = ChildSlot()

    override func update(_ view: any View, environment: EnvironmentValues) {
        super.update(view, environment: environment)
        let modified = typed(view, as: (any AnyModifiedContent).self)
        let modifier = typed(modified.anyModifier, as: _EnvironmentModifier.self)
        var changed = environment
        modifier.transform(&changed)
        child.reconcile(modified.anyContent, in: self, environment: changed)
        widgets = child.widgets
    }

    override func unmount() {
        super.unmount()
        child.clear()
    }

    override func collectWidgets() -> [any PlatformWidget] { child.widgets }
}

/// `.padding`, `.background`, `.frame`: each widget of the content wrapped in a decorator widget,
/// kept for as long as the content widget it wraps.
final class DecorationNode: ViewNode {
    private var child = ChildSlot()
    private var decoration: Decoration?
    private var decorators = WidgetWrappers<any DecoratorWidget>()

    override func update(_ view: any View, environment: EnvironmentValues) {
        super.update(view, environment: environment)
        let modified = typed(view, as: (any AnyModifiedContent).self)
        let modifier = typed(modified.anyModifier, as: _DecorationModifier.self)
        child.reconcile(modified.anyContent, in: self, environment: environment.outsideListRows)
        let changed = decoration != modifier.decoration
        decoration = modifier.decoration
        widgets = wrap(child.widgets, redecorate: changed)
    }

    override func childWidgetsDidChange() {
        let before = widgets
        widgets = wrap(child.widgets, redecorate: false)
        if !Self.same(before, widgets) {
            reportWidgetsChanged()
        }
    }

    override func unmount() {
        super.unmount()
        child.clear()
        decorators.removeAll(in: graph)
    }

    private func wrap(_ contents: [any PlatformWidget], redecorate: Bool) -> [any PlatformWidget] {
        guard let decoration else { return contents }
        return decorators.wrap(contents, in: graph, reapply: redecorate, make: { content in
            let decorator = graph.make { $0.makeDecorator(around: content) }
            decorator.setDecoration(decoration)
            return decorator
        }, update: { $0.setDecoration(decoration) }).map { $0 }
    }
}
