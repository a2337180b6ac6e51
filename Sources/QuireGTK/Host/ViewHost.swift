import CGtk
import QuireUI

/// A view tree shown in a window: the graph on the GTK backend and the box holding its top-level
/// widgets. The owner keeps the host for as long as the window shows it (a document window keeps it
/// beside its `DocumentSession`); releasing it ends the tree's state and observation.
@MainActor
package final class ViewHost {
    /// The graph; its `counters` say how many widgets were made and updated.
    package let graph: ViewGraph
    private let rootBox: GTKStack
    private weak var window: GTK.ApplicationWindow?
    /// Where the `.toolbar` items go: the header bar and the action bar.
    private let toolbarItems: HeaderBarItems
    private var shortcuts: GTKKeyboardShortcuts?
    private let traits: WindowTraitsObserver
    private let windowState: WindowState
    private var focus: KeyboardFocusTracker?

    /// Renders `content` into a vertical box filling the window's content area. `environment` is what
    /// the content starts from — a document window puts its undo manager there; change it later with
    /// `graph.environment`. The host adds what the window knows: its colour scheme, scene phase and
    /// size classes (kept current), and the desktop's URL opener.
    package init<Content: View>(window: GTK.ApplicationWindow, environment: EnvironmentValues = EnvironmentValues(),
                                @ViewBuilder content: @escaping @MainActor () -> Content) {
        traits = WindowTraitsObserver(window: window.window)
        windowState = WindowState(traits: traits.traits)
        var environment = environment
        environment.windowState = windowState
        environment.desktopURLOpener = DesktopURLOpener { url in
            // GIO's default app for the URL's scheme; false when there is none or it failed to start.
            g_app_info_launch_default_for_uri(url.absoluteString, nil, nil) != 0
        }
        graph = ViewGraph(backend: GTKViewBackend(), environment: environment, content: content)
        rootBox = GTKStack.root(of: graph)
        gtk_widget_set_vexpand(rootBox.widget, 1)
        window.setContent(rootBox.ref)
        self.window = window
        toolbarItems = HeaderBarItems(headerBar: window.headerBar, titleWidget: { [weak window] in window?.titleWidget }) {
            [weak window] bar in
            window?.appendBelowContent(bar)
        }
        toolbarItems.show(graph.toolbar)
        graph.onToolbarChange = { [toolbarItems] layout in toolbarItems.show(layout) }
        let graph = self.graph
        let shortcuts = GTKKeyboardShortcuts(window: window.window.cast(to: GtkWidget.self)) { [weak graph] shortcut in
            graph?.performKeyboardShortcut(shortcut) ?? false
        }
        shortcuts.set(graph.keyboardShortcuts)
        graph.onKeyboardShortcutsChange = { [weak shortcuts] in shortcuts?.set($0) }
        self.shortcuts = shortcuts
        toolbarItems.setCompact(traits.traits.horizontalSizeClass == .compact)
        traits.onChange = { [windowState, toolbarItems, weak window, weak graph] traits in
            let sizeClass = windowState.traits.horizontalSizeClass
            windowState.update(traits)
            toolbarItems.setCompact(traits.horizontalSizeClass == .compact)
            // Until the views render for the new size class, the old layout must not size the window.
            guard let window, let graph, traits.horizontalSizeClass != sizeClass, graph.hasPendingUpdates
            else { return }
            window.defersMinimumWidth = true
            graph.afterPendingUpdates { [weak window] in window?.defersMinimumWidth = false }
        }
        if let scheme = graph.preferredColorScheme {
            traits.setPreferredColorScheme(scheme)
        }
        graph.onPreferredColorSchemeChange = { [traits] in traits.setPreferredColorScheme($0) }
        focus = KeyboardFocusTracker(window: window.window, content: rootBox.widget, graph: graph,
                                     store: environment.focusedValuesStore)
    }
}

extension GTK.ApplicationWindow {
    /// Shows `content` as the window's content; keep the returned host while the window shows it.
    package func mount<Content: View>(environment: EnvironmentValues = EnvironmentValues(),
                                      @ViewBuilder _ content: @escaping @MainActor () -> Content) -> ViewHost {
        ViewHost(window: self, environment: environment, content: content)
    }
}
