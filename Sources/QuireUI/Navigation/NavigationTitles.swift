/// The `navigationTitle`s the views of one titled place (a sheet, a page of a navigation stack) gave,
/// keyed by the node that gave each, so a view leaving the tree takes its title back. The first
/// given is the place's title.
@MainActor
final class NavigationTitles {
    private var titles: [(owner: ObjectIdentifier, title: String)] = []
    /// The title changed.
    var didChange: () -> Void = {}

    /// The first `navigationTitle` given, if any.
    var title: String? { titles.first?.title }

    func set(_ title: String, by owner: AnyObject) {
        let before = self.title
        let id = ObjectIdentifier(owner)
        if let index = titles.firstIndex(where: { $0.owner == id }) {
            titles[index].title = title
        } else {
            titles.append((id, title))
        }
        if self.title != before { didChange() }
    }

    func remove(owner: AnyObject) {
        let before = title
        titles.removeAll { $0.owner == ObjectIdentifier(owner) }
        if title != before { didChange() }
    }
}

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
