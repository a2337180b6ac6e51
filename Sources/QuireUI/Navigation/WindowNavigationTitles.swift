import Foundation

/// The `navigationTitle`, `navigationSubtitle` and `navigationDocument` the views of a window gave
/// (outside its sheets and navigation pages, which keep their own): a window scene's window shows
/// them in its header bar, a document window beside its document's name.
@MainActor
package final class WindowNavigationTitles {
    package let titles = NavigationTitles()
    package let subtitles = NavigationTitles()
    package let documents = DeclaredValues<URL>()
    /// The first title, subtitle or document changed.
    package var onChange: () -> Void = {} {
        didSet {
            titles.didChange = { [weak self] in self?.onChange() }
            subtitles.didChange = { [weak self] in self?.onChange() }
            documents.didChange = { [weak self] in self?.onChange() }
        }
    }

    /// The file the window shows (`navigationDocument`).
    package var document: URL? { documents.first }

    package init() {}

    package var title: String? { titles.first }
    package var subtitle: String? { subtitles.first }

    /// A window scene's header bar: the navigation title, else the document's name, else the
    /// scene's title; the navigation subtitle, else the document's folder.
    package func headerTitle(sceneTitle: String, home: String = HomeFolder.path) -> (title: String, subtitle: String) {
        (title ?? document?.lastPathComponent ?? sceneTitle,
         subtitle ?? document.map { DocumentWindowTitle.folder(of: $0, home: home) } ?? "")
    }

    /// Where the window's views send their titles.
    package func install(in environment: inout EnvironmentValues) {
        environment.navigationTitles = titles
        environment.navigationSubtitles = subtitles
        environment.navigationDocuments = documents
    }
}
