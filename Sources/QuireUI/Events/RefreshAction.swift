/// The refresh action of the views inside a `refreshable` (SwiftUI's `RefreshAction`), from
/// `@Environment(\.refresh)`: a view offering a way to refresh calls it.
public struct RefreshAction: Sendable {
    let action: @Sendable () async -> Void

    /// Refreshes, returning when the action has finished.
    public func callAsFunction() async {
        await action()
    }
}

private struct RefreshActionKey: EnvironmentKey {
    static var defaultValue: RefreshAction? { nil }
}

extension EnvironmentValues {
    /// The refresh action `refreshable` gives the views inside it; nil outside one.
    public internal(set) var refresh: RefreshAction? {
        get { self[RefreshActionKey.self] }
        set { self[RefreshActionKey.self] = newValue }
    }
}

extension View {
    /// Gives the views inside this one `action` as their `\.refresh`. GNOME's lists have no
    /// pull-to-refresh gesture, so no list offers it on its own; views that read `\.refresh` (a
    /// Refresh button) run it.
    public func refreshable(action: @escaping @Sendable () async -> Void) -> some View {
        environment(\.refresh, RefreshAction(action: action))
    }
}
