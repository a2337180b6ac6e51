/// Whether a view graph is rendering right now (building nodes, running a batch of updates) on the
/// main thread. Element bindings of `ForEach($items)` read the element the `ForEach` saw while it is
/// (see `IndexedBindings`).
enum ViewRendering {
    @MainActor private static var depth = 0

    /// True on the main actor while a graph renders; false elsewhere (and on other threads).
    static var isActive: Bool {
        guard MainActorCheck.isOnMainActor else { return false }
        return MainActor.assumeIsolated { depth > 0 }
    }

    /// Runs `render` as rendering.
    @MainActor
    static func perform<T>(_ render: () -> T) -> T {
        depth += 1
        defer { depth -= 1 }
        return render()
    }
}
