import QuireUI
extension HeadlessWidget {
    package func setPages(_ pages: [NavigationPageContent]) {
        self.pages = pages.map { $0.widgets.compactMap { $0 as? HeadlessWidget } }
        pageTitles = pages.map(\.title)
        changes += 1
    }

    // MARK: standing in for the person

    /// Clicks the shown page's back button (or presses Alt+Left).
    package func goBack() {
        onBack?()
    }
}
