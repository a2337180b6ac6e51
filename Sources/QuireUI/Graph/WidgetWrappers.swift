/// One wrapping widget per content widget, kept for as long as the widget it wraps (what
/// `DecorationNode` and `LayoutModifierNode` put around each widget of their content).
@MainActor
struct WidgetWrappers<Wrapper> {
    private var wrappers: [ObjectIdentifier: Wrapper] = [:]

    /// The wrappers of `contents`, in order: kept ones (passed to `update` when `reapply`), and new
    /// ones from `make`; those of widgets gone are dropped. The graph's counters count each.
    mutating func wrap(_ contents: [any PlatformWidget], in graph: GraphRuntime, reapply: Bool,
                       make: (any PlatformWidget) -> Wrapper, update: (Wrapper) -> Void) -> [Wrapper] {
        var kept: [ObjectIdentifier: Wrapper] = [:]
        let wrapped = contents.map { content in
            let key = ObjectIdentifier(content)
            if let wrapper = wrappers[key] {
                if reapply {
                    update(wrapper)
                    graph.counters.updated += 1
                }
                kept[key] = wrapper
                return wrapper
            }
            let wrapper = make(content)
            kept[key] = wrapper
            return wrapper
        }
        graph.counters.removed += wrappers.keys.filter { kept[$0] == nil }.count
        wrappers = kept
        return wrapped
    }

    /// Drops every wrapper (the node is unmounted), counting them removed.
    mutating func removeAll(in graph: GraphRuntime) {
        graph.counters.removed += wrappers.count
        wrappers.removeAll()
    }
}
