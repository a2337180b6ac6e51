import Foundation

/// What one layering modifier does to its content.
enum LayerEffect {
    /// Views behind, in front of, or masking the content.
    case views(LayerPlacement, Alignment, any View)
    case clip(ClipOutline)
    case shadow(ViewShadow)
}

/// A modifier drawn by a `LayeredViewNode`.
@MainActor
protocol LayeringModifier {
    var effect: LayerEffect { get }
}

/// `background(alignment:content:)`, `overlay`, `mask`, `clipShape`, `shadow` (and what is made of
/// them: `border`, `cornerRadius`, shape-style overlays): the content's widgets in one layered widget,
/// with the modifier's layer views, clip or shadow. The content alone sizes it.
final class LayeredViewNode: LeafNode {
    private let widget: any LayeredViewWidget
    private var content = ChildSlot()
    private var layerContent = ChildSlot()
    private var shownContent: [any PlatformWidget]?
    /// The layer's placement and alignment, from the modifier.
    private var layerPlacement: (placement: LayerPlacement, alignment: Alignment)?
    private var shownLayer: ViewLayer?
    private var shadow: ViewShadow?

    override init(_ context: NodeContext) {
        widget = context.graph.make { $0.makeLayeredView() }
        super.init(context)
        widgets = [widget]
    }

    override func update(_ view: any View, environment: EnvironmentValues) {
        super.update(view, environment: environment)
        let modified = typed(view, as: (any AnyModifiedContent).self)
        let modifier = typed(modified.anyModifier, as: (any LayeringModifier).self)
        let inner = environment.outsideListRows
        content.reconcile(modified.anyContent, in: self, environment: inner)
        switch modifier.effect {
        case let .views(placement, alignment, layer):
            layerContent.reconcile(layer, in: self, environment: inner)
            layerPlacement = (placement, alignment)
        case let .clip(outline):
            // A shape has no equality to compare: the clip is set again whenever the view is.
            widget.setClip(outline)
        case let .shadow(shadow):
            assign(shadow, to: &self.shadow) { widget.setShadow($0) }
        }
        childWidgetsDidChange()
        applyStyle(to: widget)
    }

    override func childWidgetsDidChange() {
        let widget = self.widget
        assign(content.widgets, to: &shownContent) { widget.setLayeredContent($0) }
        guard let layerPlacement else { return }
        let layer = ViewLayer(placement: layerPlacement.placement, alignment: layerPlacement.alignment,
                              widgets: layerContent.widgets)
        if let shownLayer, shownLayer.placement == layer.placement, shownLayer.alignment == layer.alignment,
           Self.same(shownLayer.widgets, layer.widgets) {
            return
        }
        if shownLayer != nil {
            graph.counters.updated += 1
        }
        shownLayer = layer
        widget.setLayer(layer)
    }

    override func unmount() {
        super.unmount()
        content.clear()
        layerContent.clear()
    }
}
