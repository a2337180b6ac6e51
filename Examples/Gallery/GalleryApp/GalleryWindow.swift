import SwiftUI

/// A document window: the pages in a sidebar, the chosen page beside it.
struct GalleryWindow: View {
    @Binding var document: GalleryDocument
    @State private var page: GalleryPage? = .controls

    var body: some View {
        NavigationSplitView {
            List(GalleryPage.allCases, selection: $page) { page in
                Label(page.title, systemImage: page.systemImage)
            }
            .listStyle(.sidebar)
            .navigationSplitViewColumnWidth(min: 180, ideal: 210, max: 300)
        } detail: {
            if let page {
                detail(of: page)
                    .navigationTitle(page.title)
            } else {
                ContentUnavailableView("No Page", systemImage: "sidebar.left",
                                       description: Text("Choose a page in the sidebar."))
            }
        }
        .focusedSceneValue(\.gallerySample, $document.sample)
    }

    @ViewBuilder
    private func detail(of page: GalleryPage) -> some View {
        switch page {
        case .controls: ControlsPage(sample: $document.sample)
        case .input: InputPage(sample: $document.sample)
        case .forms: FormsPage(sample: $document.sample)
        case .lists: ListsPage(sample: $document.sample)
        case .text: TextPage(sample: $document.sample)
        case .shapes: ShapesPage(sample: $document.sample)
        case .layout: LayoutPage(sample: $document.sample)
        case .animation: AnimationPage()
        case .navigation: NavigationPage(sample: $document.sample)
        case .presentations: PresentationsPage(document: document, sample: $document.sample)
        case .scenes: ScenesPage(sample: $document.sample)
        }
    }
}
