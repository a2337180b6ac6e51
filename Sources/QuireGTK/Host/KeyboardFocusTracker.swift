import CGtk
import QuireUI

/// Tells a window's graph where the keyboard focus is (for `@FocusState` and `focusedValue`) and the
/// app's focused values, if the window has them, which window is focused, for the commands.
///
/// The focus that counts is the last widget of the content to have it: opening the primary menu or
/// clicking a header-bar button moves GTK's focus out of the content for a moment, as a Mac menu
/// leaves the first responder alone. The window is the app's focused one from when it becomes active.
@MainActor
final class KeyboardFocusTracker {
    private let window: GObjectRef
    private let content: UnsafeMutablePointer<GtkWidget>
    /// Kept to the end: closing the window takes its values from the store (`graphWillClose`).
    private let graph: ViewGraph
    private weak var store: FocusedValuesStore?
    /// The content's widget that had the focus last (kept alive so a removed one compares safely).
    private var focused: GObjectRef?
    private var connections: [gulong] = []

    init(window: GObjectRef, content: UnsafeMutablePointer<GtkWidget>, graph: ViewGraph, store: FocusedValuesStore?) {
        self.window = window
        self.content = content
        self.graph = graph
        self.store = store
        if let store {
            graph.onFocusedValuesChange = { [weak store, weak graph] in
                guard let graph else { return }
                store?.graphDidChange(graph)
            }
        }
        connections.append(window.connectNotify("focus-widget") { [weak self] in self?.focusMoved() })
        connections.append(window.connectNotify("is-active") { [weak self] in self?.activeChanged() })
        focusMoved()
        activeChanged()
    }

    isolated deinit {
        for connection in connections {
            g_signal_handler_disconnect(window.raw, connection)
        }
        store?.graphWillClose(graph)
    }

    private func focusMoved() {
        if let widget = gtk_window_get_focus(window.cast(to: GtkWindow.self)),
           widget == content || gtk_widget_is_ancestor(widget, content) != 0 {
            focused = GObjectRef(retaining: UnsafeMutableRawPointer(widget))
        }
        guard let focused else {
            graph.keyboardFocusDidMove(contains: nil)
            return
        }
        graph.keyboardFocusDidMove { platformWidget in
            guard let widget = (platformWidget as? GTKWidget)?.widget else { return false }
            let focusedWidget = focused.cast(to: GtkWidget.self)
            return focusedWidget == widget || gtk_widget_is_ancestor(focusedWidget, widget) != 0
        }
    }

    private func activeChanged() {
        guard gtk_window_is_active(window.cast(to: GtkWindow.self)) != 0 else { return }
        store?.focus(graph)
    }
}
