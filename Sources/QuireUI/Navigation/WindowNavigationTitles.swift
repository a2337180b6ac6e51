/// The `navigationTitle` and `navigationSubtitle` the views of a window gave (outside its sheets and
/// navigation pages, which keep their own): a window scene's window shows them in its header bar, a
/// document window beside its document's name.
@MainActor
package final class WindowNavigationTitles {
    package let titles = NavigationTitles()
    package let subtitles = NavigationTitles()
    /// The first title or subtitle changed.
    package var onChange: () -> Void = {} {
        didSet {
            titles.didChange = { [weak self] in self?.onChange() }
            subtitles.didChange = { [weak self] in self?.onChange() }
        }
    }

    package init() {}

    package var title: String? { titles.first }
    package var subtitle: String? { subtitles.first }

    /// Where the window's views send their titles.
    package func install(in environment: inout EnvironmentValues) {
        environment.navigationTitles = titles
        environment.navigationSubtitles = subtitles
    }
}
