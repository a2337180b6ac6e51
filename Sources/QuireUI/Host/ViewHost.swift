import CGtk

/// A view tree shown in a window: the graph on the GTK backend and the box holding its top-level
/// widgets. The owner keeps the host for as long as the window shows it (a document window keeps it
/// beside its `DocumentSession`); releasing it ends the tree's state and observation.
@MainActor
package final class ViewHost {
    /// The graph; its `counters` say how many widgets were made and updated.
    package let graph: ViewGraph
    private let rootBox = GTKStack(kind: .vertical)

    /// Renders `content` into a vertical box filling the window's content area. `environment` is what
    /// the content starts from — a document window puts its undo manager there; change it later with
    /// `graph.environment`.
    package init<Content: View>(window: GTK.ApplicationWindow, environment: EnvironmentValues = EnvironmentValues(),
                                @ViewBuilder content: @escaping @MainActor () -> Content) {
        graph = ViewGraph(backend: GTKViewBackend(), environment: environment, content: content)
        rootBox.setLayout(StackLayout(spacing: 0, alignment: .center))
        gtk_widget_set_vexpand(rootBox.widget, 1)
        rootBox.setChildren(graph.rootWidgets)
        graph.onRootWidgetsChange = { [rootBox] widgets in rootBox.setChildren(widgets) }
        window.setContent(rootBox.ref)
    }
}

extension GTK.ApplicationWindow {
    /// Shows `content` as the window's content; keep the returned host while the window shows it.
    package func mount<Content: View>(environment: EnvironmentValues = EnvironmentValues(),
                                      @ViewBuilder _ content: @escaping @MainActor () -> Content) -> ViewHost {
        ViewHost(window: self, environment: environment, content: content)
    }
}
