/// The view's content with an inspector pane at its trailing edge (`inspector`): the content takes
/// the rest of the width; the pane starts at its ideal width and its divider moves between its
/// minimum and maximum.
@MainActor package protocol InspectorWidget: PlatformWidget {
    func setMainContent(_ content: [any PlatformWidget])
    func setInspector(_ content: [any PlatformWidget])
    func setInspectorShown(_ isShown: Bool)
    func setInspectorWidth(_ width: SplitColumnWidth)
}

/// A search bar above the view's content (`searchable`): a search entry, revealed while searching,
/// with the suggestions' widgets below it. The keys that start a search in the window (Ctrl+F, or
/// typing) reveal it; Escape hides it.
@MainActor package protocol SearchFieldWidget: PlatformWidget {
    /// The person typed: the entry's text.
    var onTextChange: (@MainActor (String) -> Void)? { get set }
    /// The person pressed Enter in the entry.
    var onSubmit: (@MainActor () -> Void)? { get set }
    /// The bar was revealed (true) or hidden (false) by the person.
    var onSearchingChange: (@MainActor (Bool) -> Void)? { get set }
    func setMainContent(_ content: [any PlatformWidget])
    func setText(_ text: String)
    func setPrompt(_ prompt: String)
    func setSearching(_ isSearching: Bool)
    func setSuggestions(_ content: [any PlatformWidget])
}

/// Makes the widgets of a document app's shell that hold other views: inspectors and search bars.
@MainActor package protocol ShellBackend {
    func makeInspector() -> any InspectorWidget
    func makeSearchField() -> any SearchFieldWidget
}
