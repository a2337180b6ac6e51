/// A node owning one widget: sets its properties only when they change and counts each change.
class LeafNode: ViewNode {
    private var appliedStyle: WidgetStyle?
    private lazy var colorMotion = ColorMotion()

    /// Applies the environment's font, colour and enabled state to `widget` if they changed, after
    /// `adjust` (a text's own font) changed them.
    final func applyStyle(to widget: any PlatformWidget, adjusting adjust: (inout WidgetStyle) -> Void = { _ in }) {
        var style = WidgetStyle(environment)
        adjust(&style)
        applyStyle(style, to: widget)
    }

    /// Applies `style` (the environment's, as the node adjusted it) to `widget` if it changed.
    final func applyStyle(_ style: WidgetStyle, to widget: any PlatformWidget) {
        if let applied = appliedStyle, applied.foreground != style.foreground {
            colorMotion.colorsWillChange(of: [widget], in: graph)
        }
        assign(style, to: &appliedStyle) { widget.setStyle($0) }
    }

    /// The widget was replaced: the next `applyStyle` sets the style again.
    final func forgetAppliedStyle() {
        appliedStyle = nil
    }

    /// Calls `apply` when `value` differs from `current`, then records it. The first value belongs to
    /// the widget's creation; later ones count as updates.
    final func assign<T: Equatable>(_ value: T, to current: inout T?, _ apply: (T) -> Void) {
        guard current != value else { return }
        if current != nil {
            graph.counters.updated += 1
        }
        current = value
        apply(value)
    }

    /// `assign` for a list of child widgets (compared by identity): calls `apply` when the list
    /// differs from `shown`, then records it.
    final func assign(_ widgets: [any PlatformWidget], to shown: inout [any PlatformWidget]?,
                      _ apply: ([any PlatformWidget]) -> Void) {
        if let shown, Self.same(shown, widgets) { return }
        if shown != nil {
            graph.counters.updated += 1
        }
        shown = widgets
        apply(widgets)
    }

    override func unmount() {
        super.unmount()
        graph.counters.removed += widgets.count
    }
}

/// `Spacer`: grows along the enclosing stack's axis.
final class SpacerNode: LeafNode {
    override var rendersFromViewsAlone: Bool { true }

    private struct Shape: Equatable {
        let axis: Axis
        let minLength: Double?
    }

    private let widget: any SpacerWidget
    private var shape: Shape?

    override init(_ context: NodeContext) {
        widget = context.graph.make { $0.makeSpacer() }
        super.init(context)
        widgets = [widget]
    }

    override func update(_ view: any View, environment: EnvironmentValues) {
        super.update(view, environment: environment)
        let view = typed(view, as: Spacer.self)
        assign(Shape(axis: environment.layoutAxis, minLength: view.minLength.map(Double.init)), to: &shape) {
            widget.setAxis($0.axis, minLength: $0.minLength.map { .init($0) })
        }
    }
}

/// `Divider`: across the enclosing stack's axis.
final class DividerNode: LeafNode {
    override var rendersFromViewsAlone: Bool { true }

    private let widget: any DividerWidget
    private var axis: Axis?

    override init(_ context: NodeContext) {
        widget = context.graph.make { $0.makeDivider() }
        super.init(context)
        widgets = [widget]
    }

    override func update(_ view: any View, environment: EnvironmentValues) {
        super.update(view, environment: environment)
        assign(environment.layoutAxis, to: &axis) { widget.setAxis($0) }
    }
}

/// `Color` as a view.
final class ColorNode: LeafNode {
    override var rendersFromViewsAlone: Bool { true }

    private let widget: any ColorWidget
    private var color: Color?

    override init(_ context: NodeContext) {
        widget = context.graph.make { $0.makeColor() }
        super.init(context)
        widgets = [widget]
    }

    override func update(_ view: any View, environment: EnvironmentValues) {
        super.update(view, environment: environment)
        let view = typed(view, as: Color.self)
        assign(view, to: &color) { widget.setColor($0) }
    }
}

/// `Image(systemName:)`.
final class ImageNode: LeafNode {
    override var rendersFromViewsAlone: Bool { true }

    private let widget: any ImageWidget
    private var iconName: String?

    override init(_ context: NodeContext) {
        widget = context.graph.make { $0.makeImage() }
        super.init(context)
        widgets = [widget]
    }

    override func update(_ view: any View, environment: EnvironmentValues) {
        super.update(view, environment: environment)
        let view = typed(view, as: Image.self)
        let name = view.systemName.map {
            SystemIconNames.freedesktopName(for: $0, variants: environment.symbolVariants)
        } ?? view.iconName
        assign(name, to: &iconName) { widget.setIconName($0) }
        applyStyle(to: widget)
    }
}
