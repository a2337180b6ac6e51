import CGtk
import QuireUI

// Signal shapes for ranges (GtkScale) and raw events. Same ownership as `connect`: the connection
// holds the only retain on the handler's box, released by GLib's destroy notify.

typealias ChangeValueHandler = @MainActor (GtkScrollType, Double) -> Bool
typealias EventHandler = @MainActor (GdkEventType) -> Bool

extension GObjectRef {
    /// GtkRange's `change-value`, emitted for each move the person makes (drag, click, scroll, keys)
    /// before the range moves: the handler gets how and to what value, and returns true to keep the
    /// range where it is.
    @MainActor @discardableResult
    package func connectChangeValue(_ handler: @escaping @MainActor (GtkScrollType, Double) -> Bool) -> gulong {
        let box = SignalHandlerBox<ChangeValueHandler>(handler)
        return quire_signal_connect_change_value(
            raw,
            { _, scroll, value, data in
                guard let box = SignalHandlerBox<ChangeValueHandler>.from(data) else { return 0 }
                return MainActor.assumeIsolated { box.handler(scroll, value) } ? 1 : 0
            },
            box.passRetained(), SignalHandlerBox<ChangeValueHandler>.releaseNotify)
    }

    /// GtkEventControllerLegacy's `event`: the handler gets each event's type and returns true to stop it.
    @MainActor @discardableResult
    package func connectEvent(_ handler: @escaping @MainActor (GdkEventType) -> Bool) -> gulong {
        let box = SignalHandlerBox<EventHandler>(handler)
        return quire_signal_connect_event(
            raw,
            { _, event, data in
                guard let box = SignalHandlerBox<EventHandler>.from(data), let event else { return 0 }
                let type = gdk_event_get_event_type(event)
                return MainActor.assumeIsolated { box.handler(type) } ? 1 : 0
            },
            box.passRetained(), SignalHandlerBox<EventHandler>.releaseNotify)
    }
}
