import CGtk
import QuireUI

extension GTKStack {
    /// The box a graph's root views render into (a window's content, a drag's icon): a vertical
    /// stack centring them, whose children follow the graph's root widgets from now on.
    static func root(of graph: ViewGraph) -> GTKStack {
        let box = GTKStack(kind: .vertical)
        box.setLayout(StackLayout(spacing: 0, alignment: .center))
        box.setChildren(graph.rootWidgets)
        graph.onRootWidgetsChange = { [box] widgets in box.setChildren(widgets) }
        return box
    }
}
