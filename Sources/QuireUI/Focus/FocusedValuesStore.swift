import Observation

/// The focused values of the app (SwiftUI's focus system across windows): those of the window that has
/// the keyboard focus — the last of the app's windows to be active, as the Mac's key window — which
/// commands and views in any window read with `@FocusedValue`, `@FocusedBinding` and `@FocusedObject`.
///
/// A window's graph says what its views publish (`ViewGraph.focusedValues`); the window's host (on
/// GTK its `KeyboardFocusTracker`) makes the graph the store's source when the window becomes active
/// and passes its changes on. Readers are told only when a value changed (`FocusedValueComparison`) or
/// another window became the source.
@MainActor @Observable
package final class FocusedValuesStore {
    /// Counts changes of `values`; readers observe it rather than the values, so a value replaced by
    /// one that compares the same (a fresh binding to the same storage) is kept without a re-render.
    private var version = 0
    @ObservationIgnored private var current = FocusedValues()
    @ObservationIgnored private weak var source: ViewGraph?

    package init() {}

    /// The focused window's values; reading them inside a body or a command observes them.
    package var values: FocusedValues {
        _ = version
        return current
    }

    /// `graph`'s window became the active one: its values are the app's from now on — changed for
    /// their readers when it is another window, even if its values compare the same (another
    /// document's binding of the same type).
    package func focus(_ graph: ViewGraph?) {
        let isAnotherWindow = graph !== source
        source = graph
        update(graph?.focusedValues ?? FocusedValues(), forcingChange: isAnotherWindow)
    }

    /// What `graph` publishes changed (a value, or where the keyboard focus is in its window).
    package func graphDidChange(_ graph: ViewGraph) {
        guard graph === source else { return }
        update(graph.focusedValues, forcingChange: false)
    }

    /// `graph` is going away; if it was the focused one, nothing is focused until another window is.
    package func graphWillClose(_ graph: ViewGraph) {
        guard graph === source else { return }
        focus(nil)
    }

    private func update(_ values: FocusedValues, forcingChange: Bool) {
        let changed = forcingChange || !values.hasSameValues(as: current)
        current = values
        if changed { version += 1 }
    }
}

private struct FocusedValuesStoreKey: EnvironmentKey {
    static var defaultValue: FocusedValuesStore? { nil }
}

extension EnvironmentValues {
    /// Where `@FocusedValue` and its kin read: the app's store (nil outside an app: they read nil).
    package var focusedValuesStore: FocusedValuesStore? {
        get { self[FocusedValuesStoreKey.self] }
        set { self[FocusedValuesStoreKey.self] = newValue }
    }
}
