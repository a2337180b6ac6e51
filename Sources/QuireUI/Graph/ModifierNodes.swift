/// `.environment`, `.font`, `.foregroundStyle`, `.disabled`…: the content rendered with a changed
/// environment.
final class EnvironmentModifierNode: ViewNode {
    override var rendersFromViewsAlone: Bool { true }

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
    override var rendersFromViewsAlone: Bool { true }

    private var child = ChildSlot()
    private var decoration: Decoration?
    private var decorators = WidgetWrappers<any DecoratorWidget>()
    /// The decoration shown: opacity and frame sizes move in an animated change.
    private let motion = PropertyMotion<Decoration>(interpolate: Decoration.interpolate)
    private lazy var colorMotion = ColorMotion()

    override func update(_ view: any View, environment: EnvironmentValues) {
        super.update(view, environment: environment)
        let modified = typed(view, as: (any AnyModifiedContent).self)
        let modifier = typed(modified.anyModifier, as: _DecorationModifier.self)
        child.reconcile(modified.anyContent, in: self, environment: environment.outsideListRows)
        let previous = decoration
        decoration = modifier.decoration
        if previous == nil {
            motion.reset(to: modifier.decoration)
        }
        widgets = wrap(child.widgets)
        if let previous, previous.background != modifier.decoration.background {
            colorMotion.colorsWillChange(of: widgets, in: graph)
        }
        if let previous, previous != modifier.decoration, let first = widgets.first {
            motion.show(modifier.decoration, on: first, in: graph) { [weak self] shown in
                self?.redecorate(shown)
            }
        }
    }

    override func childWidgetsDidChange() {
        let before = widgets
        widgets = wrap(child.widgets)
        if !Self.same(before, widgets) {
            reportWidgetsChanged()
        }
    }

    override func unmount() {
        super.unmount()
        motion.stop()
        child.clear()
        decorators.removeAll(in: graph)
    }

    private func redecorate(_ shown: Decoration) {
        for case let decorator as any DecoratorWidget in widgets {
            decorator.setDecoration(shown)
            graph.counters.updated += 1
        }
    }

    /// The decorators of `contents`: new ones get the decoration shown now.
    private func wrap(_ contents: [any PlatformWidget]) -> [any PlatformWidget] {
        guard let decoration else { return contents }
        let shown = motion.presented ?? decoration
        return decorators.wrap(contents, in: graph, reapply: false, make: { content in
            let decorator = graph.make { $0.makeDecorator(around: content) }
            decorator.setDecoration(shown)
            return decorator
        }, update: { _ in }).map { $0 }
    }
}
