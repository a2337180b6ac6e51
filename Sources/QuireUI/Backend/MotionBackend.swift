import Foundation

/// Plays motions on a widget's frame clock (on GNOME libadwaita's `AdwTimedAnimation` and
/// `AdwSpringAnimation`, which jump to their end when the system asks for no animations).
@MainActor package protocol MotionBackend {
    /// Plays `timing` after `delay` seconds on `widget`'s frame clock: `step` gets the curve's value
    /// each frame (0 at the start, 1 at the end; a spring may pass 1), `finished` runs once after the
    /// last step. The playback stops, calling neither again, when `stop()` is called or it is released.
    func playMotion(_ timing: MotionTiming, delay: Double, on widget: any PlatformWidget,
                    step: @escaping @MainActor (Double) -> Void,
                    finished: @escaping @MainActor () -> Void) -> any MotionPlayback

    /// Draws `widget` with `opacity` (a content transition's fade), whatever else it shows.
    func setOpacity(_ opacity: Double, of widget: any PlatformWidget)

    /// Moves `widget`'s next colour changes (foreground, background) over `animation`; nil: they
    /// show at once.
    func setColorTransition(_ animation: Animation?, on widget: any PlatformWidget)
}

/// A motion being played.
@MainActor package protocol MotionPlayback: AnyObject {
    func stop()
}

/// Makes wrappers drawing their content moved, scaled or turned (`GeometryEffectWidget`).
@MainActor package protocol GeometryEffectBackend {
    func makeGeometryEffectView(around content: any PlatformWidget) -> any GeometryEffectWidget
    /// Where `widget` is in its window now, transforms of its wrappers included; nil while it is
    /// not laid out (`matchedGeometryEffect` moves a view from one frame to another).
    func frameInWindow(of widget: any PlatformWidget) -> CGRect?
}

/// A wrapper around one widget, given for its lifetime, drawing it with a `GeometryEffect`; its
/// place in the layout is the content's.
@MainActor package protocol GeometryEffectWidget: PlatformWidget {
    func setEffect(_ effect: GeometryEffect)
}
