import CGtk
import QuireUI

/// `@FocusState`'s focus moves and `focusable` on GTK. Where the focus went comes back through the
/// window's `focus-widget` (KeyboardFocusTracker), whoever moved it: these calls, Tab or a click.
extension GTKViewBackend: FocusBackend {
    package func moveKeyboardFocus(into widget: any PlatformWidget) {
        guard let widget = widget as? GTKWidget else { return }
        let target = widget.widget
        // An unmapped widget cannot take the focus: it takes it when it is shown. The handler is the
        // widget's, so the raw pointer lives as long as it can run.
        guard gtk_widget_get_mapped(target) != 0 else {
            let handler = MapHandler()
            handler.id = widget.ref.connect("map") {
                g_signal_handler_disconnect(target, handler.id)
                Self.grabFocus(target)
            }
            return
        }
        Self.grabFocus(target)
    }

    package func resignKeyboardFocus(from widget: any PlatformWidget) {
        guard let widget = (widget as? GTKWidget)?.widget, let root = gtk_widget_get_root(widget) else { return }
        gtk_root_set_focus(root, nil)
    }

    package func setFocusable(_ widget: any PlatformWidget, _ isFocusable: Bool, onClick: Bool) {
        guard let widget = (widget as? GTKWidget)?.widget else { return }
        gtk_widget_set_focusable(widget, isFocusable ? 1 : 0)
        gtk_widget_set_focus_on_click(widget, isFocusable && onClick ? 1 : 0)
    }

    /// The widget itself when it takes the focus (an entry, a button), else the first widget inside
    /// it that does (a stack of fields).
    private static func grabFocus(_ widget: UnsafeMutablePointer<GtkWidget>) {
        if gtk_widget_grab_focus(widget) == 0 {
            _ = gtk_widget_child_focus(widget, GTK_DIR_TAB_FORWARD)
        }
    }
}

/// The id of a one-shot `map` handler, for the handler to disconnect itself.
@MainActor
private final class MapHandler {
    var id: gulong = 0
}
