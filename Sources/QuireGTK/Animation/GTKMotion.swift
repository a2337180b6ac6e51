import CGtk
import Dispatch
import QuireUI

/// One motion: libadwaita's `AdwTimedAnimation` (linear, its progress put through SwiftUI's curve,
/// repeated and alternated as the animation says) or `AdwSpringAnimation` (SwiftUI's spring as
/// damping ratio, mass and stiffness), playing from 0 to 1 on the widget's frame clock through an
/// `AdwCallbackAnimationTarget`. libadwaita jumps to the end when animations are off
/// (`gtk-enable-animations`, the system's reduce-motion setting) or the widget is not mapped.
@MainActor
final class GTKMotion: MotionPlayback {
    private let animation: GObjectRef
    private let callbacks: MotionCallbacks

    init(timing: MotionTiming, delay: Double, widget: UnsafeMutablePointer<GtkWidget>,
         step: @escaping @MainActor (Double) -> Void, finished: @escaping @MainActor () -> Void) {
        let callbacks = MotionCallbacks(timing: timing, step: step, finished: finished)
        self.callbacks = callbacks
        // The target owns a reference to the callbacks, dropped when libadwaita finalizes it.
        let target = adw_callback_animation_target_new({ value, data in
            guard let data else { return }
            let callbacks = Unmanaged<MotionCallbacks>.fromOpaque(data).takeUnretainedValue()
            MainActor.assumeIsolated { callbacks.show(value) }
        }, Unmanaged.passRetained(callbacks).toOpaque(), { data in
            guard let data else { return }
            Unmanaged<MotionCallbacks>.fromOpaque(data).release()
        })
        let made: UnsafeMutablePointer<AdwAnimation>?
        switch timing {
        case let .timed(duration, _, repetition):
            made = adw_timed_animation_new(widget, 0, 1, guint(max(duration * 1000, 1).rounded()), target)
            let timed = OpaquePointer(made)
            adw_timed_animation_set_easing(timed, ADW_LINEAR)
            switch repetition {
            case .once: break
            case let .count(count, autoreverses):
                adw_timed_animation_set_repeat_count(timed, guint(max(count, 1)))
                adw_timed_animation_set_alternate(timed, autoreverses ? 1 : 0)
            case let .forever(autoreverses):
                adw_timed_animation_set_repeat_count(timed, 0)
                adw_timed_animation_set_alternate(timed, autoreverses ? 1 : 0)
            }
        case let .spring(spring):
            let parameters = adw_spring_params_new(spring.dampingRatio, spring.mass, spring.stiffness)
            made = adw_spring_animation_new(widget, 0, 1, parameters, target)
            adw_spring_params_unref(parameters)
        }
        // libadwaita's constructors abort rather than return NULL.
        guard let made else { preconditionFailure("libadwaita returned no animation") }
        animation = GObjectRef(adopting: UnsafeMutableRawPointer(made))
        _ = animation.connect("done") { [weak self, callbacks] in
            // `finished` may release this motion, and with it the animation emitting "done": the
            // motion is kept until the emission is over.
            if let self {
                DispatchQueue.main.async { MainActor.assumeIsolated { withExtendedLifetime(self) {} } }
            }
            callbacks.finish()
        }
        // Played on a later turn: a widget the render just made is parented, and mapped, by then.
        DispatchQueue.main.asyncAfter(deadline: .now() + max(delay, 0)) { [weak self] in
            MainActor.assumeIsolated { self?.start() }
        }
    }

    private func start() {
        guard !callbacks.isStopped else { return }
        adw_animation_play(animation.cast(to: AdwAnimation.self))
    }

    func stop() {
        callbacks.isStopped = true
        adw_animation_pause(animation.cast(to: AdwAnimation.self))
    }
}

/// What a motion calls: its value through the curve each frame, then its end, unless stopped.
@MainActor
private final class MotionCallbacks {
    let timing: MotionTiming
    let step: @MainActor (Double) -> Void
    let finished: @MainActor () -> Void
    var isStopped = false

    init(timing: MotionTiming, step: @escaping @MainActor (Double) -> Void, finished: @escaping @MainActor () -> Void) {
        self.timing = timing
        self.step = step
        self.finished = finished
    }

    /// libadwaita's value: a timed animation's linear progress, a spring's position.
    func show(_ value: Double) {
        guard !isStopped else { return }
        switch timing {
        case let .timed(_, curve, _): step(curve.value(at: value))
        case .spring: step(value)
        }
    }

    func finish() {
        guard !isStopped else { return }
        isStopped = true
        finished()
    }
}

extension GTKViewBackend: MotionBackend {
    package func playMotion(_ timing: MotionTiming, delay: Double, on widget: any PlatformWidget,
                            step: @escaping @MainActor (Double) -> Void,
                            finished: @escaping @MainActor () -> Void) -> any MotionPlayback {
        guard let gtk = widget.gtk else { preconditionFailure("a widget of another backend") }
        return GTKMotion(timing: timing, delay: delay, widget: gtk.widget, step: step, finished: finished)
    }

    /// A CSS transition of `color` and `background-color` (one class per distinct timing): GTK plays
    /// it on the frame clock from the colour shown to the next, and skips it when animations are
    /// off. CSS has no springs: a spring eases out over its response.
    package func setColorTransition(_ animation: Animation?, on widget: any PlatformWidget) {
        guard let gtk = widget.gtk else { return }
        let targets = gtk.widget == gtk.styledWidget ? [gtk.widget] : [gtk.widget, gtk.styledWidget]
        let object = UnsafeMutableRawPointer(gtk.widget).assumingMemoryBound(to: GObject.self)
        let key = "quire-color-transition"
        if let previous = g_object_get_data(object, key) {
            let name = String(cString: previous.assumingMemoryBound(to: CChar.self))
            for target in targets {
                gtk_widget_remove_css_class(target, name)
            }
            g_object_set_data(object, key, nil)
        }
        guard let animation else { return }
        let timing: (duration: Double, curve: String)
        switch animation.timing {
        case let .timed(duration, curve, _):
            let (x1, y1, x2, y2) = curve.controlPoints
            timing = (duration, "cubic-bezier(\(x1), \(y1), \(x2), \(y2))")
        case let .spring(spring):
            timing = (2 * Double.pi / spring.stiffness.squareRoot(), "ease-out")
        }
        let name = CSSStyleSheet.shared.className(for: "transition-property: color, background-color; "
            + "transition-duration: \(timing.duration)s; transition-timing-function: \(timing.curve); "
            + "transition-delay: \(animation.delayBeforeStart)s;")
        for target in targets {
            gtk_widget_add_css_class(target, name)
        }
        g_object_set_data_full(object, key, UnsafeMutableRawPointer(g_strdup(name)), g_free)
    }

    package func setOpacity(_ opacity: Double, of widget: any PlatformWidget) {
        guard let gtk = widget.gtk else { return }
        gtk_widget_set_opacity(gtk.widget, min(max(opacity, 0), 1))
    }
}
