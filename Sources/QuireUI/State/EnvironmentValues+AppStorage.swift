import Foundation

private struct DefaultAppStorageKey: EnvironmentKey {
    static var defaultValue: UserDefaults? { nil }
}

extension EnvironmentValues {
    /// The store `@AppStorage` properties without a `store:` use; nil: `UserDefaults.standard`.
    var defaultAppStorage: UserDefaults? {
        get { self[DefaultAppStorageKey.self] }
        set { self[DefaultAppStorageKey.self] = newValue }
    }
}

extension View {
    /// `@AppStorage` properties in this view and the views inside it that name no store use `store`.
    public func defaultAppStorage(_ store: UserDefaults) -> some View {
        environment(\.defaultAppStorage, store)
    }
}
