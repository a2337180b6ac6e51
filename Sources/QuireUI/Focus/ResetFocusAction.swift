/// Moves the keyboard focus back to the view that prefers it (SwiftUI's `ResetFocusAction`, the
/// environment's `resetFocus`): `resetFocus(in: namespace)` focuses the view marked
/// `prefersDefaultFocus(in: namespace)`, once the current changes have rendered.
@MainActor
public struct ResetFocusAction: Equatable {
    weak var graph: GraphRuntime?

    public func callAsFunction(in namespace: Namespace.ID) {
        guard let graph else { return }
        graph.focusStates.resetFocus(in: namespace, graph: graph)
    }

    public nonisolated static func == (lhs: ResetFocusAction, rhs: ResetFocusAction) -> Bool {
        MainActor.assumeIsolated { lhs.graph === rhs.graph }
    }
}

extension EnvironmentValues {
    /// Whether the keyboard focus is in the nearest `focusable` view around this one (false with none).
    public internal(set) var isFocused: Bool {
        get { self[IsFocusedKey.self] }
        set { self[IsFocusedKey.self] = newValue }
    }

    /// Moves the focus to the view that prefers the default focus in a namespace.
    public internal(set) var resetFocus: ResetFocusAction {
        get { self[ResetFocusKey.self] }
        set { self[ResetFocusKey.self] = newValue }
    }
}

private struct IsFocusedKey: EnvironmentKey {
    static var defaultValue: Bool { false }
}

private struct ResetFocusKey: EnvironmentKey {
    static var defaultValue: ResetFocusAction { ResetFocusAction(graph: nil) }
}
