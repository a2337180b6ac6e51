import QuireCore
@testable import QuireUI
import QuireUIHeadless

struct CounterKey: FocusedValueKey {
    typealias Value = Binding<Int>
}

struct WindowNameKey: FocusedValueKey {
    typealias Value = String
}

extension FocusedValues {
    /// A binding to the focused window's counter (an extension key without `@Entry`).
    var counter: Binding<Int>? {
        get { self[CounterKey.self] }
        set { self[CounterKey.self] = newValue }
    }

    var windowName: String? {
        get { self[WindowNameKey.self] }
        set { self[WindowNameKey.self] = newValue }
    }
}

/// Stands in for a window whose keyboard focus is on `widget`: tells the graph, as GTK's focus
/// tracking does, which of its widgets hold the focus.
@MainActor
func moveKeyboardFocus(in host: HeadlessHost, to widget: HeadlessWidget?) {
    guard let widget else {
        host.graph.keyboardFocusDidMove(contains: nil)
        return
    }
    host.graph.keyboardFocusDidMove { platformWidget in
        (platformWidget as? HeadlessWidget)?.allWidgets.contains { $0 === widget } ?? false
    }
}

/// A window of an app whose focused values `store` keeps, passing its changes on as the GTK host does.
@MainActor
func appWindow<Content: View>(in store: FocusedValuesStore, @ViewBuilder _ content: @escaping @MainActor () -> Content)
    -> HeadlessHost {
    var environment = EnvironmentValues()
    environment.focusedValuesStore = store
    let host = HeadlessHost(environment: environment, content)
    let graph = host.graph
    graph.onFocusedValuesChange = { [weak store, weak graph] in
        guard let graph else { return }
        store?.graphDidChange(graph)
    }
    return host
}
