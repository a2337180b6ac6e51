import Foundation

/// Views behind, in front of, or masking the content (`background`, `overlay`, `mask`).
struct _ViewLayerModifier<Layer: View>: ViewModifier, PrimitiveModifier, LayeringModifier {
    typealias Body = Never

    let placement: LayerPlacement
    let alignment: Alignment
    let layer: Layer

    var effect: LayerEffect { .views(placement, alignment, layer) }

    func makeNode(in context: NodeContext) -> ViewNode { LayeredViewNode(context) }
}

/// The content clipped to a shape (`clipShape`, `cornerRadius`).
struct _ClipShapeModifier: ViewModifier, PrimitiveModifier, LayeringModifier {
    typealias Body = Never

    let outline: ClipOutline

    var effect: LayerEffect { .clip(outline) }

    func makeNode(in context: NodeContext) -> ViewNode { LayeredViewNode(context) }
}

/// A shadow under what the content draws (`shadow`).
struct _ShadowModifier: ViewModifier, PrimitiveModifier, LayeringModifier {
    typealias Body = Never

    let shadow: ViewShadow

    var effect: LayerEffect { .shadow(shadow) }

    func makeNode(in context: NodeContext) -> ViewNode { LayeredViewNode(context) }
}

extension View {
    /// Layers the views `content` makes in front of this view, as a `ZStack` at `alignment`; this
    /// view alone decides the size.
    public func overlay<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View {
        modifier(_ViewLayerModifier(placement: .overlay, alignment: alignment, layer: content()))
    }

    /// Layers `overlay` in front of this view, at `alignment` (the form before `overlay(alignment:content:)`).
    @_disfavoredOverload
    public func overlay<Overlay: View>(_ overlay: Overlay, alignment: Alignment = .center) -> some View {
        modifier(_ViewLayerModifier(placement: .overlay, alignment: alignment, layer: overlay))
    }

    /// Fills this view's bounds with `style`, in front of it.
    public func overlay<S: ShapeStyle>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View {
        overlay { Rectangle().fill(style) }
    }

    /// Fills `shape`, fitted to this view's bounds, with `style`, in front of it.
    public func overlay<S: ShapeStyle, T: Shape>(_ style: S, in shape: T, fillStyle: FillStyle = FillStyle()) -> some View {
        overlay { shape.fill(style, style: fillStyle) }
    }

    /// Layers the views `content` makes behind this view, as a `ZStack` at `alignment`; this view
    /// alone decides the size.
    public func background<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View {
        modifier(_ViewLayerModifier(placement: .background, alignment: alignment, layer: content()))
    }

    /// Layers `background` behind this view, at `alignment` (the form before `background(alignment:content:)`).
    @_disfavoredOverload
    public func background<Background: View>(_ background: Background, alignment: Alignment = .center) -> some View {
        modifier(_ViewLayerModifier(placement: .background, alignment: alignment, layer: background))
    }

    /// Fills `shape`, fitted to this view's bounds, with `style`, behind it.
    public func background<S: ShapeStyle, T: Shape>(_ style: S, in shape: T, fillStyle: FillStyle = FillStyle()) -> some View {
        background { shape.fill(style, style: fillStyle) }
    }

    /// Draws a border of `width` points inside this view's bounds with `content`: a rectangle's
    /// outline laid over the view.
    public func border<S: ShapeStyle>(_ content: S, width: CGFloat = 1) -> some View {
        overlay { Rectangle().strokeBorder(content, lineWidth: width) }
    }

    /// Masks this view with the opacity of the views `mask` makes, placed at `alignment` in its bounds.
    public func mask<Mask: View>(alignment: Alignment = .center, @ViewBuilder _ mask: () -> Mask) -> some View {
        modifier(_ViewLayerModifier(placement: .mask, alignment: alignment, layer: mask()))
    }

    /// Masks this view with the opacity of `mask` (the form before `mask(alignment:_:)`).
    @_disfavoredOverload
    public func mask<Mask: View>(_ mask: Mask) -> some View {
        modifier(_ViewLayerModifier(placement: .mask, alignment: .center, layer: mask))
    }

    /// Clips this view to `shape`, fitted to its bounds: what lies outside is not drawn.
    public func clipShape<S: Shape>(_ shape: S, style: FillStyle = FillStyle()) -> some View {
        modifier(_ClipShapeModifier(outline: ClipOutline(shape: shape, style: style)))
    }

    /// Clips this view to a rectangle with corners of `radius` points.
    public func cornerRadius(_ radius: CGFloat, antialiased: Bool = true) -> some View {
        clipShape(RoundedRectangle(cornerRadius: radius, style: .circular), style: FillStyle(antialiased: antialiased))
    }

    /// Draws a shadow of what this view draws, blurred by `radius` points and moved by `x`, `y`.
    public func shadow(color: Color = Color(white: 0, opacity: 0.33), radius: CGFloat,
                       x: CGFloat = 0, y: CGFloat = 0) -> some View {
        modifier(_ShadowModifier(shadow: ViewShadow(color: color.rgba, radius: radius, offset: CGSize(width: x, height: y))))
    }
}
