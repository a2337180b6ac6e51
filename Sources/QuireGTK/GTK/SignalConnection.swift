import CGtk
import QuireUI

// GTK emits signals on the main thread, which is the main actor's thread: handlers are `@MainActor`
// and entered through `MainActor.assumeIsolated`, which traps if a signal ever arrives elsewhere.

typealias VoidSignalHandler = @MainActor () -> Void
typealias BooleanSignalHandler = @MainActor () -> Bool

extension GObjectRef {
    /// Connects a handler to a signal of the shape `void (*)(Instance *, gpointer)`: `clicked`,
    /// `activate`, `changed`, `destroy`, …
    @MainActor @discardableResult
    package func connect(_ signal: String, _ handler: @escaping @MainActor () -> Void) -> gulong {
        let box = SignalHandlerBox<VoidSignalHandler>(handler)
        return quire_signal_connect_void(
            raw, signal,
            { _, data in
                guard let box = SignalHandlerBox<VoidSignalHandler>.from(data) else { return }
                MainActor.assumeIsolated { box.handler() }
            },
            box.passRetained(), SignalHandlerBox<VoidSignalHandler>.releaseNotify)
    }

    /// Connects a handler to a signal of the shape `gboolean (*)(Instance *, gpointer)`, such as
    /// `close-request`; `true` stops the emission (for `close-request`: keeps the window open).
    @MainActor @discardableResult
    package func connectReturningBool(_ signal: String, _ handler: @escaping @MainActor () -> Bool) -> gulong {
        let box = SignalHandlerBox<BooleanSignalHandler>(handler)
        return quire_signal_connect_boolean(
            raw, signal,
            { _, data in
                guard let box = SignalHandlerBox<BooleanSignalHandler>.from(data) else { return 0 }
                return MainActor.assumeIsolated { box.handler() } ? 1 : 0
            },
            box.passRetained(), SignalHandlerBox<BooleanSignalHandler>.releaseNotify)
    }

    /// Connects a handler to `notify::property`, emitted after the property changed.
    @MainActor @discardableResult
    package func connectNotify(_ property: String, _ handler: @escaping @MainActor () -> Void) -> gulong {
        let box = SignalHandlerBox<VoidSignalHandler>(handler)
        return quire_signal_connect_notify(
            raw, "notify::\(property)",
            { _, _, data in
                guard let box = SignalHandlerBox<VoidSignalHandler>.from(data) else { return }
                MainActor.assumeIsolated { box.handler() }
            },
            box.passRetained(), SignalHandlerBox<VoidSignalHandler>.releaseNotify)
    }

    /// Disconnects a handler `connect` returned; GLib then releases its closure.
    @MainActor
    package func disconnect(_ handlerID: gulong) {
        g_signal_handler_disconnect(raw, handlerID)
    }
}
