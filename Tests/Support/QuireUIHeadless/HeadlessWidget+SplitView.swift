import QuireUI
extension HeadlessWidget {
    package func setSidebar(_ content: [any PlatformWidget]) {
        sidebarColumn = content.compactMap { $0 as? HeadlessWidget }
        changes += 1
    }

    package func setContentColumn(_ content: [any PlatformWidget]?) {
        contentColumn = content?.compactMap { $0 as? HeadlessWidget }
        changes += 1
    }

    package func setDetail(_ content: [any PlatformWidget]) {
        detailColumn = content.compactMap { $0 as? HeadlessWidget }
        changes += 1
    }

    package func setVisibleColumns(sidebar: Bool) { showsSidebar = sidebar; changes += 1 }

    package func setCollapsed(showing column: NavigationSplitViewColumn?) { compactColumn = column; changes += 1 }

    package func setColumnWidths(sidebar: SplitColumnWidth, content: SplitColumnWidth) {
        columnWidths = [sidebar, content]
        changes += 1
    }

    // MARK: standing in for the person

    /// Presses F9 in a split view.
    package func pressToggleSidebar() {
        onToggleSidebar?()
    }

    /// Presses the back button of a folded split view's column.
    package func goBackToColumn(_ column: NavigationSplitViewColumn) {
        compactColumn = column
        onCompactColumnChange?(column)
    }
}
