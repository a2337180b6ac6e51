import Foundation

/// A custom `Layout` used as a view: one layout widget holding the content's widgets.
final class LayoutRootNode: ContentContainerNode {
    private let widget: any LayoutViewWidget

    init(_ context: NodeContext) {
        let widget = context.graph.make { $0.makeLayoutView() }
        self.widget = widget
        super.init(context, widget: widget) { widget.setChildren($0) }
    }

    override func update(_ view: any View, environment: EnvironmentValues) {
        super.update(view, environment: environment)
        guard let root = view as? any AnyLayoutRoot else { return }
        // A layout has no equality to compare: it is set again whenever the view is, and the
        // widget lays out again.
        widget.setLayout(root.layout)
        var inner = environment.outsideListRows
        inner.layoutAxis = root.layout.properties.stackOrientation ?? environment.layoutAxis
        render(root.contentView, environment: inner)
        applyStyle(to: widget)
    }
}

/// What a layout modifier does to each widget of its content.
enum LayoutEffect {
    /// Lays the widget out in its own layout (`offset`, `fixedSize`, `aspectRatio`, …).
    case layout(AnyLayout)
    /// Gives the widget layout traits for its container (`layoutPriority`, `zIndex`, …).
    case traits(LayoutTraits)
    /// Draws the widget moved by a distance (`offset`), which moves in an animated change.
    case offset(CGSize)
}

/// A modifier run by a `LayoutModifierNode`.
@MainActor
protocol LayoutModifying {
    var layoutEffect: LayoutEffect { get }
}

/// The layout modifiers: each widget of the content wrapped in a layout widget of its own, kept for
/// as long as the content widget it wraps (as `DecorationNode` does).
final class LayoutModifierNode: ViewNode {
    private var child = ChildSlot()
    private var effect: LayoutEffect?
    private var wrappers = WidgetWrappers<any LayoutViewWidget>()
    /// The offset shown, for an `offset`.
    private let offsetMotion = PropertyMotion<CGSize>(interpolate: interpolate)

    override func update(_ view: any View, environment: EnvironmentValues) {
        super.update(view, environment: environment)
        guard let modified = view as? any AnyModifiedContent,
              let modifier = modified.anyModifier as? any LayoutModifying else { return }
        child.reconcile(modified.anyContent, in: self, environment: environment.outsideListRows)
        let previous = effect
        effect = modifier.layoutEffect
        guard case let .offset(offset) = modifier.layoutEffect else {
            widgets = wrap(child.widgets, reapply: true)
            return
        }
        if previous == nil {
            offsetMotion.reset(to: offset)
        }
        widgets = wrap(child.widgets, reapply: false)
        if let first = widgets.first {
            offsetMotion.show(offset, on: first, in: graph) { [weak self] shown in
                guard let self else { return }
                for case let wrapper as any LayoutViewWidget in self.widgets {
                    self.apply(.offset(shown), to: wrapper)
                }
            }
        }
    }

    override func childWidgetsDidChange() {
        let before = widgets
        widgets = wrap(child.widgets, reapply: false)
        if !Self.same(before, widgets) {
            reportWidgetsChanged()
        }
    }

    override func unmount() {
        super.unmount()
        offsetMotion.stop()
        child.clear()
        wrappers.removeAll(in: graph)
    }

    private func apply(_ effect: LayoutEffect, to wrapper: any LayoutViewWidget) {
        switch effect {
        case let .layout(layout): wrapper.setLayout(layout)
        case let .traits(traits): wrapper.setTraits(traits)
        case let .offset(offset): wrapper.setLayout(AnyLayout(OffsetLayout(offset: offset)))
        }
    }

    private func wrap(_ contents: [any PlatformWidget], reapply: Bool) -> [any PlatformWidget] {
        guard let effect else { return contents }
        var shown = effect
        if case .offset = effect, let offset = offsetMotion.presented {
            shown = .offset(offset)
        }
        return wrappers.wrap(contents, in: graph, reapply: reapply, make: { content in
            let wrapper = graph.make { $0.makeLayoutView() }
            apply(shown, to: wrapper)
            wrapper.setChildren([content])
            return wrapper
        }, update: { apply(effect, to: $0) }).map { $0 }
    }
}

/// The layout of a widget that only carries traits: its one child, centred, at the size it chooses.
package struct PassThroughLayout: Layout {
    package init() {}

    package func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        subviews.first?.sizeThatFits(proposal) ?? .zero
    }

    package func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        for subview in subviews {
            subview.place(at: CGPoint(x: bounds.midX, y: bounds.midY), anchor: .center, proposal: proposal)
        }
    }
}
