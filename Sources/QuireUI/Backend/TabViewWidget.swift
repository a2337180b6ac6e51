/// Pages shown one at a time under a row of buttons that choose them (`TabView`). The person's choice
/// arrives through `onSelect` with the page's index; the node answers with `setSelectedIndex`.
/// Setting the pages or the selection from the node never calls `onSelect`.
@MainActor package protocol TabViewWidget: PlatformWidget {
    var onSelect: (@MainActor (Int) -> Void)? { get set }
    /// One page per tab: `tabs[i]` titles the button showing `pages[i]`.
    func setTabs(_ tabs: [PickerOption], pages: [any PlatformWidget])
    /// The page shown (nil: the first).
    func setSelectedIndex(_ index: Int?)
}

/// Makes tab views.
@MainActor package protocol TabBackend {
    func makeTabView() -> any TabViewWidget
}
