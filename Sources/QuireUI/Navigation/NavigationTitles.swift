/// The `navigationTitle`s the views of one titled place (a sheet, a page of a navigation stack) gave;
/// the first is the place's title.
typealias NavigationTitles = DeclaredValues<String>

private struct NavigationTitlesKey: EnvironmentKey {
    static var defaultValue: NavigationTitles? { nil }
}

extension EnvironmentValues {
    /// Where a `navigationTitle` goes: the enclosing sheet's or navigation page's titles (none in a
    /// document window, which its document names).
    var navigationTitles: NavigationTitles? {
        get { self[NavigationTitlesKey.self] }
        set { self[NavigationTitlesKey.self] = newValue }
    }
}
