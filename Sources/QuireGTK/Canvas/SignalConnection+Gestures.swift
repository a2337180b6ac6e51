import CGtk
import QuireUI

extension GObjectRef {
    /// `void (*)(Instance *, gdouble, gdouble, gpointer)` signals: GtkGestureDrag's `drag-begin`,
    /// `drag-update`, `drag-end`; GtkGestureRotate's `angle-changed` (angle, angle since the start).
    @MainActor @discardableResult
    package func connectPoint(_ signal: String, _ handler: @escaping @MainActor (Double, Double) -> Void) -> gulong {
        let box = SignalHandlerBox<PointSignalHandler>(handler)
        return quire_signal_connect_point(
            raw, signal,
            { _, x, y, data in
                guard let box = SignalHandlerBox<PointSignalHandler>.from(data) else { return }
                MainActor.assumeIsolated { box.handler(x, y) }
            },
            box.passRetained(), SignalHandlerBox<PointSignalHandler>.releaseNotify)
    }

    /// GtkGestureClick's `released`: the press count (2 for the second click of a double click) and
    /// the point in the widget's coordinates.
    @MainActor @discardableResult
    package func connectClickReleased(_ handler: @escaping @MainActor (Int, Double, Double) -> Void) -> gulong {
        typealias Handler = @MainActor (Int, Double, Double) -> Void
        let box = SignalHandlerBox<Handler>(handler)
        return quire_signal_connect_click_released(
            raw,
            { _, count, x, y, data in
                guard let box = SignalHandlerBox<Handler>.from(data) else { return }
                MainActor.assumeIsolated { box.handler(Int(count), x, y) }
            },
            box.passRetained(), SignalHandlerBox<Handler>.releaseNotify)
    }

    /// GtkGestureClick's `pressed` (same arguments as `released`).
    @MainActor @discardableResult
    package func connectClickPressed(_ handler: @escaping @MainActor (Int, Double, Double) -> Void) -> gulong {
        typealias Handler = @MainActor (Int, Double, Double) -> Void
        typealias CHandler = @convention(c) (gpointer?, gint, gdouble, gdouble, gpointer?) -> Void
        let box = SignalHandlerBox<Handler>(handler)
        let callback: CHandler = { _, count, x, y, data in
            guard let box = SignalHandlerBox<Handler>.from(data) else { return }
            MainActor.assumeIsolated { box.handler(Int(count), x, y) }
        }
        // G_CALLBACK is a cast: the signal's marshaller calls the handler with its real arguments.
        return g_signal_connect_data(raw, "pressed", unsafeBitCast(callback, to: GCallback.self),
                                     box.passRetained(), SignalHandlerBox<Handler>.releaseNotify, GConnectFlags(0))
    }

    /// `void (*)(Instance *, gdouble, gpointer)` signals: GtkGestureZoom's `scale-changed`.
    @MainActor @discardableResult
    package func connectDouble(_ signal: String, _ handler: @escaping @MainActor (Double) -> Void) -> gulong {
        typealias Handler = @MainActor (Double) -> Void
        typealias CHandler = @convention(c) (gpointer?, gdouble, gpointer?) -> Void
        let box = SignalHandlerBox<Handler>(handler)
        let callback: CHandler = { _, value, data in
            guard let box = SignalHandlerBox<Handler>.from(data) else { return }
            MainActor.assumeIsolated { box.handler(value) }
        }
        // G_CALLBACK is a cast: the signal's marshaller calls the handler with its real arguments.
        return g_signal_connect_data(raw, signal, unsafeBitCast(callback, to: GCallback.self),
                                     box.passRetained(), SignalHandlerBox<Handler>.releaseNotify, GConnectFlags(0))
    }

    /// GtkGesture's `begin`, `end` and `cancel` (`void (*)(GtkGesture *, GdkEventSequence *, gpointer)`);
    /// the sequence is not needed by the multi-touch gestures, which follow all their touches.
    @MainActor @discardableResult
    package func connectGestureSequence(_ signal: String, _ handler: @escaping @MainActor () -> Void) -> gulong {
        typealias Handler = @MainActor () -> Void
        typealias CHandler = @convention(c) (gpointer?, gpointer?, gpointer?) -> Void
        let box = SignalHandlerBox<Handler>(handler)
        let callback: CHandler = { _, _, data in
            guard let box = SignalHandlerBox<Handler>.from(data) else { return }
            MainActor.assumeIsolated { box.handler() }
        }
        return g_signal_connect_data(raw, signal, unsafeBitCast(callback, to: GCallback.self),
                                     box.passRetained(), SignalHandlerBox<Handler>.releaseNotify, GConnectFlags(0))
    }

    /// GtkEventControllerScroll's `scroll` (`gboolean (*)(GtkEventControllerScroll *, gdouble dx,
    /// gdouble dy, gpointer)`): true stops the event there.
    @MainActor @discardableResult
    package func connectScroll(_ handler: @escaping @MainActor (Double, Double) -> Bool) -> gulong {
        typealias Handler = @MainActor (Double, Double) -> Bool
        typealias CHandler = @convention(c) (gpointer?, gdouble, gdouble, gpointer?) -> gboolean
        let box = SignalHandlerBox<Handler>(handler)
        let callback: CHandler = { _, dx, dy, data in
            guard let box = SignalHandlerBox<Handler>.from(data) else { return 0 }
            return MainActor.assumeIsolated { box.handler(dx, dy) } ? 1 : 0
        }
        // G_CALLBACK is a cast: the signal's marshaller calls the handler with its real arguments.
        return g_signal_connect_data(raw, "scroll", unsafeBitCast(callback, to: GCallback.self),
                                     box.passRetained(), SignalHandlerBox<Handler>.releaseNotify, GConnectFlags(0))
    }
}
