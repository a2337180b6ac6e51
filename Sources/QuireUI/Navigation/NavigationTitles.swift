/// The `navigationTitle`s (or `navigationSubtitle`s) the views of one titled place (a window, a
/// sheet, a page of a navigation stack) gave; the first is the place's.
package typealias NavigationTitles = DeclaredValues<String>

private struct NavigationTitlesKey: EnvironmentKey {
    static var defaultValue: NavigationTitles? { nil }
}

private struct NavigationSubtitlesKey: EnvironmentKey {
    static var defaultValue: NavigationTitles? { nil }
}

extension EnvironmentValues {
    /// Where a `navigationTitle` goes: the enclosing sheet's, navigation page's or window's titles.
    package var navigationTitles: NavigationTitles? {
        get { self[NavigationTitlesKey.self] }
        set { self[NavigationTitlesKey.self] = newValue }
    }

    /// Where a `navigationSubtitle` goes, as `navigationTitles`.
    package var navigationSubtitles: NavigationTitles? {
        get { self[NavigationSubtitlesKey.self] }
        set { self[NavigationSubtitlesKey.self] = newValue }
    }
}
