/// Pages shown one at a time under a row of buttons that choose them (`TabView`). The person's choice
/// arrives through `onSelect` with the page's index; the node answers with `setSelectedIndex`.
/// Setting the pages, the presentation or the selection from the node never calls `onSelect`.
@MainActor package protocol TabViewWidget: PlatformWidget {
    var onSelect: (@MainActor (Int) -> Void)? { get set }
    /// How the pages and their choice draw (`tabViewStyle`); the pages and the shown one stay.
    func setPresentation(_ presentation: TabViewPresentation)
    /// One page per tab: `tabs[i]` titles the button showing `pages[i]`.
    func setTabs(_ tabs: [PickerOption], pages: [any PlatformWidget])
    /// The page shown (nil: the first).
    func setSelectedIndex(_ index: Int?)
}

/// How a tab view shows its pages and lets the person choose one.
package enum TabViewPresentation: Hashable, Sendable {
    /// A row of buttons, one per tab, over the pages.
    case switcher
    /// A sidebar listing the tabs beside the pages.
    case sidebar
    /// Pages side by side, scrolled one at a time; dots under them say which shows.
    case pages(showsIndex: Bool)
}

/// Makes tab views.
@MainActor package protocol TabBackend {
    func makeTabView() -> any TabViewWidget
}
