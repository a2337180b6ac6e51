import QuireUI
extension HeadlessWidget {
    // MARK: text editor

    /// Shows the find bar as the GTK editor does: bound, as the binding says; unbound, as the person
    /// left it; never while finding is disabled.
    package func setFind(_ find: TextFindState) {
        textFind = find
        showsFindBar = find.allowsFind && (find.isPresented ?? showsFindBar)
        changes += 1
    }

    package func setContentMargins(_ margins: ContentMargins) {
        contentMargins = margins
        changes += 1
    }

    // MARK: standing in for the person

    /// Ctrl+F (`show`) or Escape in the find bar: returns whether the key did anything.
    @discardableResult
    package func pressFindKey(show: Bool) -> Bool {
        guard textFind.allowsFind, show != showsFindBar else { return false }
        showsFindBar = show
        onFindPresentedChange?(show)
        return true
    }
}
