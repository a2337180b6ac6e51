import QuireUI
extension HeadlessBackend: ShellBackend {
    package func makeInspector() -> any InspectorWidget { make(.inspector) }
    package func makeSearchField() -> any SearchFieldWidget { make(.searchField) }
}

extension HeadlessWidget {
    // MARK: inspector

    package func setMainContent(_ content: [any PlatformWidget]) {
        children = content.compactMap { $0 as? HeadlessWidget }
        changes += 1
    }

    package func setInspector(_ content: [any PlatformWidget]) {
        inspectorColumn = content.compactMap { $0 as? HeadlessWidget }
        changes += 1
    }

    package func setInspectorShown(_ isShown: Bool) { showsInspector = isShown; changes += 1 }

    package func setInspectorWidth(_ width: SplitColumnWidth) { inspectorWidth = width; changes += 1 }

    // MARK: search field

    package func setPrompt(_ prompt: String) { placeholder = prompt; changes += 1 }

    package func setSearching(_ isSearching: Bool) { self.isSearching = isSearching; changes += 1 }

    package func setSuggestions(_ content: [any PlatformWidget]) {
        suggestions = content.compactMap { $0 as? HeadlessWidget }
        changes += 1
    }

    // MARK: standing in for the person

    /// Reveals the search bar (Ctrl+F, or typing in the window) or hides it (Escape).
    package func revealSearch(_ reveal: Bool = true) {
        isSearching = reveal
        onSearchingChange?(reveal)
    }
}
