import Foundation
import QuireGraphics

/// How a wrapper draws its content without moving its place in the layout: scaled and turned about
/// `anchor`, then moved (`scaleEffect`, `rotationEffect`, and the moves of `transition`s).
package struct GeometryEffect: Hashable, Sendable {
    package var scale = CGSize(width: 1, height: 1)
    package var rotation = Angle.zero
    /// Points, then fractions of the content's own size (`move(edge:)`: one size towards the edge).
    package var translation = CGSize.zero
    package var relativeTranslation = CGSize.zero
    package var anchor = UnitPoint.center

    package init(scale: CGSize = CGSize(width: 1, height: 1), rotation: Angle = .zero,
                 translation: CGSize = .zero, relativeTranslation: CGSize = .zero, anchor: UnitPoint = .center) {
        self.scale = scale
        self.rotation = rotation
        self.translation = translation
        self.relativeTranslation = relativeTranslation
        self.anchor = anchor
    }

    /// The content's transform in a box of `size`, as an affine matrix (a, b, c, d, tx, ty): a point
    /// p of the content is drawn at (a·x + c·y + tx, b·x + d·y + ty).
    package func transform(in size: CGSize) -> CGAffineTransform {
        let anchorPoint = CGPoint(x: anchor.x * size.width, y: anchor.y * size.height)
        let shift = CGSize(width: translation.width + relativeTranslation.width * size.width,
                           height: translation.height + relativeTranslation.height * size.height)
        return CGAffineTransform(translationX: -anchorPoint.x, y: -anchorPoint.y)
            .concatenating(CGAffineTransform(scaleX: scale.width, y: scale.height))
            .concatenating(CGAffineTransform(rotationAngle: rotation.radians))
            .concatenating(CGAffineTransform(translationX: anchorPoint.x + shift.width, y: anchorPoint.y + shift.height))
    }

    /// The effect `fraction` of the way from `from` to `to`; the anchor is `to`'s.
    static func interpolate(_ from: GeometryEffect, _ to: GeometryEffect, _ fraction: Double) -> GeometryEffect {
        GeometryEffect(scale: QuireUI.interpolate(from.scale, to.scale, fraction),
                       rotation: .radians(QuireUI.interpolate(from.rotation.radians, to.rotation.radians, fraction)),
                       translation: QuireUI.interpolate(from.translation, to.translation, fraction),
                       relativeTranslation: QuireUI.interpolate(from.relativeTranslation, to.relativeTranslation, fraction),
                       anchor: to.anchor)
    }
}

struct _GeometryEffectModifier: ViewModifier, PrimitiveModifier {
    typealias Body = Never

    let effect: GeometryEffect

    func makeNode(in context: NodeContext) -> ViewNode { GeometryEffectNode(context) }
}

extension View {
    /// Draws this view scaled by `scale` about `anchor`; its place in the layout does not change.
    /// GTK: the widget allocated with a scale transform, which moves in an animated change.
    public func scaleEffect(_ scale: CGSize, anchor: UnitPoint = .center) -> some View {
        modifier(_GeometryEffectModifier(effect: GeometryEffect(scale: scale, anchor: anchor)))
    }

    /// Draws this view scaled by `s` in both dimensions about `anchor`.
    public func scaleEffect(_ s: CGFloat, anchor: UnitPoint = .center) -> some View {
        scaleEffect(CGSize(width: s, height: s), anchor: anchor)
    }

    /// Draws this view scaled by `x` and `y` about `anchor`.
    public func scaleEffect(x: CGFloat = 1.0, y: CGFloat = 1.0, anchor: UnitPoint = .center) -> some View {
        scaleEffect(CGSize(width: x, height: y), anchor: anchor)
    }

    /// Draws this view turned by `angle` (clockwise on screen) about `anchor`; its place in the
    /// layout does not change. GTK: the widget allocated with a rotation transform.
    public func rotationEffect(_ angle: Angle, anchor: UnitPoint = .center) -> some View {
        modifier(_GeometryEffectModifier(effect: GeometryEffect(rotation: angle, anchor: anchor)))
    }
}

/// Moves the view by fractions of its own size (`move(edge:)` and `slide` transitions).
extension View {
    func relativeOffset(_ fraction: CGSize) -> some View {
        modifier(_GeometryEffectModifier(effect: GeometryEffect(relativeTranslation: fraction)))
    }
}

/// `scaleEffect`, `rotationEffect`: each widget of the content wrapped in a geometry effect widget,
/// whose effect moves in an animated change.
final class GeometryEffectNode: ViewNode {
    private var child = ChildSlot()
    private var effect: GeometryEffect?
    private var wrappers = WidgetWrappers<any GeometryEffectWidget>()
    private let motion = PropertyMotion<GeometryEffect>(interpolate: GeometryEffect.interpolate)

    override func update(_ view: any View, environment: EnvironmentValues) {
        super.update(view, environment: environment)
        let modified = typed(view, as: (any AnyModifiedContent).self)
        let modifier = typed(modified.anyModifier, as: _GeometryEffectModifier.self)
        child.reconcile(modified.anyContent, in: self, environment: environment.outsideListRows)
        let previous = effect
        effect = modifier.effect
        if previous == nil {
            motion.reset(to: modifier.effect)
        }
        widgets = wrap(child.widgets)
        if let previous, previous != modifier.effect, let first = widgets.first {
            motion.show(modifier.effect, on: first, in: graph) { [weak self] shown in
                guard let self else { return }
                for case let wrapper as any GeometryEffectWidget in self.widgets {
                    wrapper.setEffect(shown)
                }
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
        wrappers.removeAll(in: graph)
    }

    private func wrap(_ contents: [any PlatformWidget]) -> [any PlatformWidget] {
        guard let effect else { return contents }
        let shown = motion.presented ?? effect
        return wrappers.wrap(contents, in: graph, reapply: false, make: { content in
            let wrapper = graph.make { $0.makeGeometryEffectView(around: content) }
            wrapper.setEffect(shown)
            return wrapper
        }, update: { _ in }).map { $0 }
    }
}
