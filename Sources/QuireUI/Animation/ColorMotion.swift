/// A colour (a text's or icon's foreground, a decoration's background) changing in an animated
/// change: the toolkit moves it over the animation (GTK: a CSS transition of `color` and
/// `background-color`, which GTK plays on the frame clock), and a silent motion of the same
/// animation keeps `withAnimation`'s completion waiting for it. A change at once clears the
/// transition, so the new colour shows at once.
@MainActor
final class ColorMotion {
    private let clock = PropertyMotion<Double>(interpolate: interpolate)

    /// The colours of `widgets` are about to change to new ones.
    func colorsWillChange(of widgets: [any PlatformWidget], in graph: GraphRuntime) {
        let animation = RenderTransaction.animation
        for widget in widgets {
            graph.backend.setColorTransition(animation, on: widget)
        }
        guard let animation, let first = widgets.first else {
            clock.stop()
            return
        }
        clock.move(from: 0, to: 1, with: animation, on: first, in: graph) { _ in }
    }
}
