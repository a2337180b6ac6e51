import CGtk
import QuireUI

// Signal shapes for input: gestures, keys, actions. Same ownership as `connect`: the
// connection holds the only retain on the handler's box, released by GLib's destroy notify.

typealias PointerSignalHandler = @MainActor (UnsafeMutableRawPointer?) -> Void
typealias PointSignalHandler = @MainActor (Double, Double) -> Void
typealias KeyPressHandler = @MainActor (UInt32, GdkModifierType) -> Bool

extension GObjectRef {
    /// `void (*)(Instance *, gpointer argument, gpointer)`: GSimpleAction's `activate`, …
    @MainActor @discardableResult
    package func connectWithArgument(_ signal: String, _ handler: @escaping @MainActor (UnsafeMutableRawPointer?) -> Void)
        -> gulong {
        let box = SignalHandlerBox<PointerSignalHandler>(handler)
        return quire_signal_connect_pointer(
            raw, signal,
            { _, argument, data in
                guard let box = SignalHandlerBox<PointerSignalHandler>.from(data) else { return }
                MainActor.assumeIsolated { box.handler(argument) }
            },
            box.passRetained(), SignalHandlerBox<PointerSignalHandler>.releaseNotify)
    }

    /// GtkGestureClick's `pressed` (the press count is left out) and GtkGestureLongPress's `pressed`:
    /// the handler gets the point in the widget's coordinates.
    @MainActor @discardableResult
    package func connectPressed(longPress: Bool, _ handler: @escaping @MainActor (Double, Double) -> Void) -> gulong {
        let box = SignalHandlerBox<PointSignalHandler>(handler)
        if longPress {
            return quire_signal_connect_long_pressed(
                raw,
                { _, x, y, data in
                    guard let box = SignalHandlerBox<PointSignalHandler>.from(data) else { return }
                    MainActor.assumeIsolated { box.handler(x, y) }
                },
                box.passRetained(), SignalHandlerBox<PointSignalHandler>.releaseNotify)
        }
        return quire_signal_connect_click_pressed(
            raw,
            { _, _, x, y, data in
                guard let box = SignalHandlerBox<PointSignalHandler>.from(data) else { return }
                MainActor.assumeIsolated { box.handler(x, y) }
            },
            box.passRetained(), SignalHandlerBox<PointSignalHandler>.releaseNotify)
    }

    /// GtkEventControllerKey's `key-pressed`: the handler gets the key value and the modifiers, and
    /// returns whether it handled the key.
    @MainActor @discardableResult
    package func connectKeyPressed(_ handler: @escaping @MainActor (UInt32, GdkModifierType) -> Bool) -> gulong {
        let box = SignalHandlerBox<KeyPressHandler>(handler)
        return quire_signal_connect_key_pressed(
            raw,
            { _, keyval, _, state, data in
                guard let box = SignalHandlerBox<KeyPressHandler>.from(data) else { return 0 }
                return MainActor.assumeIsolated { box.handler(keyval, state) } ? 1 : 0
            },
            box.passRetained(), SignalHandlerBox<KeyPressHandler>.releaseNotify)
    }
}

extension GObjectRef {
    /// GtkSelectionModel's `selection-changed` (the changed range is left out: the handler reads the
    /// selection).
    @MainActor @discardableResult
    package func connectSelectionChanged(_ handler: @escaping @MainActor () -> Void) -> gulong {
        let box = SignalHandlerBox<VoidSignalHandler>(handler)
        return quire_signal_connect_selection_changed(
            raw,
            { _, _, _, data in
                guard let box = SignalHandlerBox<VoidSignalHandler>.from(data) else { return }
                MainActor.assumeIsolated { box.handler() }
            },
            box.passRetained(), SignalHandlerBox<VoidSignalHandler>.releaseNotify)
    }
}
