import CGtk
import QuireUI

/// Follows what a window's views learn from their environment about it: libadwaita's style (dark or
/// light), whether the window has the focus, and its size (for the size classes). `onChange` runs
/// with the new traits after each change; the observer disconnects when released.
@MainActor
final class WindowTraitsObserver {
    private let window: GObjectRef
    private let styleManager: GObjectRef
    private var connections: [(object: GObjectRef, handler: gulong)] = []
    var onChange: (WindowTraits) -> Void = { _ in }

    init(window: GObjectRef) {
        self.window = window
        styleManager = GObjectRef(retaining: UnsafeMutableRawPointer(adw_style_manager_get_default()))
        connections.append((styleManager, styleManager.connectNotify("dark") { [weak self] in self?.changed() }))
        for property in ["is-active", "visible", "default-width", "default-height"] {
            connections.append((window, window.connectNotify(property) { [weak self] in self?.changed() }))
        }
    }

    isolated deinit {
        for connection in connections {
            g_signal_handler_disconnect(connection.object.raw, connection.handler)
        }
    }

    /// The window's traits now.
    var traits: WindowTraits {
        let gtkWindow = window.cast(to: GtkWindow.self)
        var width: Int32 = 0, height: Int32 = 0
        gtk_window_get_default_size(gtkWindow, &width, &height)
        let phase: ScenePhase = gtk_widget_get_visible(window.cast(to: GtkWidget.self)) == 0 ? .background
            : gtk_window_is_active(gtkWindow) != 0 ? .active : .inactive
        return WindowTraits(colorScheme: adw_style_manager_get_dark(styleManager.opaque) != 0 ? .dark : .light,
                            scenePhase: phase, width: Int(width), height: Int(height))
    }

    /// Makes libadwaita's style (the whole app's) follow `scheme`; nil: the system's preference.
    func setPreferredColorScheme(_ scheme: ColorScheme?) {
        let adwaita: AdwColorScheme = switch scheme {
        case .dark: ADW_COLOR_SCHEME_FORCE_DARK
        case .light: ADW_COLOR_SCHEME_FORCE_LIGHT
        case nil: ADW_COLOR_SCHEME_DEFAULT
        }
        adw_style_manager_set_color_scheme(styleManager.opaque, adwaita)
    }

    private func changed() {
        onChange(traits)
    }
}
