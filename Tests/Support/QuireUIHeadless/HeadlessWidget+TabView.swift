import QuireUI
/// A tab view's buttons are `options` and its pages `children`; the person chooses a tab with
/// `choose(optionAt:)`, as a picker's option.
extension HeadlessWidget: TabViewWidget {
    package func setPresentation(_ presentation: TabViewPresentation) {
        tabPresentation = presentation
        changes += 1
    }

    package func setTabs(_ tabs: [PickerOption], pages: [any PlatformWidget]) {
        options = tabs
        children = pages.compactMap { $0 as? HeadlessWidget }
        selectedIndex = nil
        changes += 1
    }

    /// The page shown: the selected one, or the first.
    package var shownPage: HeadlessWidget? {
        guard !children.isEmpty else { return nil }
        return children[selectedIndex ?? 0]
    }
}
