import CGtk
import QuireUI

/// `TabView`: the pages in the presentation its style asks for (`GTKTabPresenter`: GNOME's view
/// switcher, a stack sidebar or a carousel). Pages are re-added only when the list of page widgets
/// or the presentation changes; a new presentation keeps the shown page.
final class GTKTabView: GTKWidget, TabViewWidget {
    var onSelect: (@MainActor (Int) -> Void)?
    private var presentation = TabViewPresentation.switcher
    private var presenter: any GTKTabPresenter
    private var tabs: [PickerOption] = []
    private var pages: [GTKWidget] = []
    private var shownIndex = 0
    /// Set while the node changes the pages or the shown one: GTK's notification is not the person's.
    private var isUpdating = false

    /// A tab view takes the width offered, as SwiftUI's does (a carousel's pages are that wide).
    override var fillsCrossAxis: Bool { true }

    init() {
        presenter = makeTabPresenter(presentation)
        super.init(adopting: gtk_box_new(GTK_ORIENTATION_VERTICAL, 0))
        gtk_widget_set_vexpand(widget, 1)
        gtk_widget_set_hexpand(widget, 1)
        install()
    }

    func setPresentation(_ presentation: TabViewPresentation) {
        guard presentation != self.presentation else { return }
        isUpdating = true
        defer { isUpdating = false }
        removePages()
        gtk_box_remove(ref.cast(to: GtkBox.self), presenter.root)
        self.presentation = presentation
        presenter = makeTabPresenter(presentation)
        install()
        addPages()
        setSelectedIndex(shownIndex)
    }

    func setTabs(_ tabs: [PickerOption], pages newPages: [any PlatformWidget]) {
        isUpdating = true
        defer { isUpdating = false }
        removePages()
        self.tabs = tabs
        pages = newPages.compactMap(\.gtk)
        addPages()
    }

    func setSelectedIndex(_ index: Int?) {
        let index = index ?? 0
        guard pages.indices.contains(index) else { return }
        isUpdating = true
        defer { isUpdating = false }
        shownIndex = index
        presenter.show(pages[index].widget)
    }

    private func install() {
        let root = presenter.root
        gtk_widget_set_vexpand(root, 1)
        gtk_widget_set_hexpand(root, 1)
        gtk_box_append(ref.cast(to: GtkBox.self), root)
        presenter.onShow = { [weak self] page in self?.pageShown(page) }
    }

    private func addPages() {
        for (index, (page, tab)) in zip(pages, tabs).enumerated() {
            presenter.add(page.widget, index: index, tab: tab)
        }
    }

    private func removePages() {
        for page in pages {
            presenter.remove(page.widget)
        }
    }

    private func pageShown(_ page: UnsafeMutablePointer<GtkWidget>) {
        guard !isUpdating, let index = pages.firstIndex(where: { $0.widget == page }) else { return }
        shownIndex = index
        onSelect?(index)
    }
}
