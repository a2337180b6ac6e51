import Observation
import QuireCore

extension View {
    /// Makes this view searchable (SwiftUI's `searchable(text:placement:prompt:)`): on GNOME a search
    /// bar above it (a GtkSearchBar with a search entry) revealed by the header bar's search button,
    /// Ctrl+F or typing in the window, hidden by Escape. What is typed goes to `text`; `prompt` is the
    /// entry's placeholder ("Search" without one). `placement` is accepted: a GNOME window has one
    /// place for its search bar, above the content it searches.
    public func searchable(text: Binding<String>, placement: SearchFieldPlacement = .automatic,
                           prompt: Text? = nil) -> some View {
        modifier(_SearchableModifier(text: text, isPresented: nil, prompt: prompt?.content, suggestions: nil))
    }

    /// `searchable` with a prompt from a localized string key.
    public func searchable(text: Binding<String>, placement: SearchFieldPlacement = .automatic,
                           prompt: LocalizedStringKey) -> some View {
        modifier(_SearchableModifier(text: text, isPresented: nil, prompt: prompt.resolved, suggestions: nil))
    }

    /// `searchable` with a prompt from a string.
    @_disfavoredOverload
    public func searchable<S: StringProtocol>(text: Binding<String>, placement: SearchFieldPlacement = .automatic,
                                              prompt: S) -> some View {
        modifier(_SearchableModifier(text: text, isPresented: nil, prompt: String(prompt), suggestions: nil))
    }

    /// `searchable` whose bar shows while `isPresented` is true (SwiftUI's
    /// `searchable(text:isPresented:placement:prompt:)`); revealing or hiding it sets the binding.
    public func searchable(text: Binding<String>, isPresented: Binding<Bool>,
                           placement: SearchFieldPlacement = .automatic, prompt: Text? = nil) -> some View {
        modifier(_SearchableModifier(text: text, isPresented: isPresented, prompt: prompt?.content, suggestions: nil))
    }

    /// `searchable(text:isPresented:placement:prompt:)` with a prompt from a localized string key.
    public func searchable(text: Binding<String>, isPresented: Binding<Bool>,
                           placement: SearchFieldPlacement = .automatic, prompt: LocalizedStringKey) -> some View {
        modifier(_SearchableModifier(text: text, isPresented: isPresented, prompt: prompt.resolved, suggestions: nil))
    }

    /// `searchable(text:isPresented:placement:prompt:)` with a prompt from a string.
    @_disfavoredOverload
    public func searchable<S: StringProtocol>(text: Binding<String>, isPresented: Binding<Bool>,
                                              placement: SearchFieldPlacement = .automatic, prompt: S) -> some View {
        modifier(_SearchableModifier(text: text, isPresented: isPresented, prompt: String(prompt), suggestions: nil))
    }

    /// `searchable` with suggestions below the entry (SwiftUI's deprecated
    /// `searchable(text:placement:prompt:suggestions:)`).
    public func searchable<S: View>(text: Binding<String>, placement: SearchFieldPlacement = .automatic,
                                    prompt: Text? = nil, @ViewBuilder suggestions: () -> S) -> some View {
        modifier(_SearchableModifier(text: text, isPresented: nil, prompt: prompt?.content,
                                     suggestions: AnyView(suggestions())))
    }

    /// Suggestions shown below the search bar of the `searchable` view inside (SwiftUI's
    /// `searchSuggestions(_:)`): a view with `searchCompletion(_:)` fills the entry when chosen.
    public func searchSuggestions<S: View>(@ViewBuilder _ suggestions: () -> S) -> some View {
        let view = AnyView(suggestions())
        return modifier(_EnvironmentModifier { $0.searchSuggestions = view })
    }

    /// Makes this suggestion fill the search entry with `completion` when chosen (SwiftUI's
    /// `searchCompletion(_:)`): a flat button showing the view.
    public func searchCompletion(_ completion: String) -> some View {
        _SearchCompletionButton(completion: completion, label: self)
    }
}

/// Where a search field goes (SwiftUI's `SearchFieldPlacement`). Accepted: a GNOME window has one
/// place for its search bar, above the content it searches.
public struct SearchFieldPlacement: Sendable {
    /// How iOS's navigation-bar drawer shows the field.
    public enum NavigationBarDrawerDisplayMode: Sendable {
        case automatic, always
    }

    let name: String

    public static let automatic = SearchFieldPlacement(name: "automatic")
    public static let toolbar = SearchFieldPlacement(name: "toolbar")
    public static let toolbarPrincipal = SearchFieldPlacement(name: "toolbarPrincipal")
    public static let sidebar = SearchFieldPlacement(name: "sidebar")
    public static let navigationBarDrawer = SearchFieldPlacement(name: "navigationBarDrawer")

    public static func navigationBarDrawer(displayMode: NavigationBarDrawerDisplayMode) -> SearchFieldPlacement {
        SearchFieldPlacement(name: "navigationBarDrawer")
    }
}

/// Ends the search in progress (SwiftUI's `DismissSearchAction`): the search bar hides and its text
/// empties.
@MainActor
public struct DismissSearchAction {
    let handler: @MainActor () -> Void

    public func callAsFunction() {
        handler()
    }
}

private struct IsSearchingKey: EnvironmentKey {
    static var defaultValue: Bool { false }
}

private struct DismissSearchKey: EnvironmentKey {
    static var defaultValue: DismissSearchAction { DismissSearchAction {} }
}

private struct SearchSuggestionsKey: EnvironmentKey {
    static var defaultValue: AnyView? { nil }
}

private struct SearchCompletionKey: EnvironmentKey {
    static var defaultValue: (@MainActor (String) -> Void)? { nil }
}

private struct SearchSubmitActionsKey: EnvironmentKey {
    static var defaultValue: [@MainActor () -> Void] { [] }
}

extension EnvironmentValues {
    /// Whether the `searchable` view this view is in is searching: its search bar shows.
    public var isSearching: Bool {
        get { self[IsSearchingKey.self] }
        set { self[IsSearchingKey.self] = newValue }
    }

    /// Ends the search of the `searchable` view this view is in.
    public var dismissSearch: DismissSearchAction {
        get { self[DismissSearchKey.self] }
        set { self[DismissSearchKey.self] = newValue }
    }

    /// The suggestions a `searchSuggestions` above gave to the `searchable` view below it.
    var searchSuggestions: AnyView? {
        get { self[SearchSuggestionsKey.self] }
        set { self[SearchSuggestionsKey.self] = newValue }
    }

    /// Fills the search entry (`searchCompletion`), in a `searchable` view's suggestions.
    var searchCompletion: (@MainActor (String) -> Void)? {
        get { self[SearchCompletionKey.self] }
        set { self[SearchCompletionKey.self] = newValue }
    }

    /// What Enter in a search entry runs (`onSubmit(of: .search)`), outermost first.
    var searchSubmitActions: [@MainActor () -> Void] {
        get { self[SearchSubmitActionsKey.self] }
        set { self[SearchSubmitActionsKey.self] = newValue }
    }
}

/// A suggestion that fills the search entry when chosen.
struct _SearchCompletionButton<Label: View>: View {
    let completion: String
    let label: Label
    @Environment(\.searchCompletion) private var fill

    var body: some View {
        Button { [fill, completion] in fill?(completion) } label: { label }
            .buttonStyle(.borderless)
    }
}

/// `searchable`: the content below a search bar.
struct _SearchableModifier: ViewModifier, PrimitiveModifier {
    typealias Body = Never

    let text: Binding<String>
    let isPresented: Binding<Bool>?
    let prompt: String?
    let suggestions: AnyView?

    func makeNode(in context: NodeContext) -> ViewNode { SearchableNode(context) }
}

/// Whether a search bar shows: read by the header bar's search button, so only it renders again
/// when the bar is revealed or hidden.
@MainActor
@Observable
final class SearchState {
    var isSearching = false
}

/// The node of `_SearchableModifier`: a search field widget holding the content (with the header
/// bar's search button added to its toolbar) and, while searching, the suggestions. The text and the
/// `isPresented` binding are read with Observation tracking; what the person types and reveals
/// goes back to them. Enter runs `onSubmit(of: .search)`'s actions.
final class SearchableNode: LeafNode {
    private let widget: any SearchFieldWidget
    private let state = SearchState()
    private var content = ChildSlot()
    private var suggestions = ChildSlot()
    private var modifier: _SearchableModifier?
    private var contentView: (any View)?
    private var submitActions: [@MainActor () -> Void] = []
    private var shownText: String?
    private var shownPrompt: String?
    private var shownContent: [any PlatformWidget]?
    private var shownSuggestions: [any PlatformWidget]?
    private var shownSearching: Bool?

    override init(_ context: NodeContext) {
        widget = context.graph.make { $0.makeSearchField() }
        super.init(context)
        widgets = [widget]
        widget.onTextChange = { [weak self] text in self?.typed(text) }
        widget.onSubmit = { [weak self] in self?.submit() }
        widget.onSearchingChange = { [weak self] searching in self?.setSearching(searching) }
    }

    override func update(_ view: any View, environment: EnvironmentValues) {
        super.update(view, environment: environment)
        guard let modified = view as? any AnyModifiedContent,
              let modifier = modified.anyModifier as? _SearchableModifier else { return }
        self.modifier = modifier
        contentView = modified.anyContent
        submitActions = environment.searchSubmitActions
        assign(modifier.prompt ?? "Search", to: &shownPrompt) { widget.setPrompt($0) }
        readBindings()
        renderContent()
        applyStyle(to: widget)
        // Ctrl+F starts a search, or goes back to the entry of one going on.
        graph.shortcuts.register(KeyboardShortcut("f", modifiers: .command), isEnabled: true, for: self) {
            [weak self] in
            guard let self else { return }
            if self.state.isSearching { self.widget.setSearching(true) } else { self.setSearching(true) }
        }
    }

    override func refresh() {
        readBindings()
        if needsContentUpdate {
            renderContent()
        }
    }

    /// The content (with the search button) and, while searching, the suggestions.
    private func renderContent() {
        guard let modifier, let contentView else { return }
        needsContentUpdate = false
        var contentEnvironment = environment
        contentEnvironment.isSearching = state.isSearching
        contentEnvironment.dismissSearch = DismissSearchAction { [weak self] in self?.dismissSearch() }
        contentEnvironment.searchSuggestions = nil
        contentEnvironment.searchSubmitActions = []
        let state = self.state
        let searching = Binding(get: { state.isSearching }, set: { [weak self] in self?.setSearching($0) })
        content.reconcile(Self.withSearchButton(contentView, isSearching: searching),
                          in: self, environment: contentEnvironment)
        var suggestionEnvironment = contentEnvironment
        suggestionEnvironment.layoutAxis = .vertical
        suggestionEnvironment.searchCompletion = { [weak self] completion in self?.complete(completion) }
        let shownSuggestions: (any View)? = state.isSearching
            ? (modifier.suggestions ?? environment.searchSuggestions) : nil
        suggestions.reconcile(shownSuggestions, in: self, environment: suggestionEnvironment)
        childWidgetsDidChange()
    }

    private static func withSearchButton(_ view: any View, isSearching: Binding<Bool>) -> any View {
        func open<V: View>(_ view: V) -> any View { view.modifier(_SearchButtonModifier(isSearching: isSearching)) }
        return open(view)
    }

    /// The text and the `isPresented` binding, read with Observation tracking.
    private func readBindings() {
        guard let modifier else { return }
        let (text, presented) = tracked { (modifier.text.wrappedValue, modifier.isPresented?.wrappedValue) }
        assign(text, to: &shownText) { widget.setText($0) }
        if let presented, presented != state.isSearching {
            setSearching(presented)
        }
    }

    override func childWidgetsDidChange() {
        let widget = self.widget
        assign(content.widgets, to: &shownContent) { widget.setMainContent($0) }
        assign(suggestions.widgets, to: &shownSuggestions) { widget.setSuggestions($0) }
    }

    override func unmount() {
        super.unmount()
        graph.shortcuts.unregister(self)
        content.clear()
        suggestions.clear()
    }

    private func typed(_ text: String) {
        guard isMounted, let modifier else { return }
        shownText = text
        modifier.text.wrappedValue = text
    }

    private func submit() {
        guard isMounted else { return }
        for action in submitActions { action() }
    }

    private func complete(_ completion: String) {
        guard isMounted, let modifier else { return }
        modifier.text.wrappedValue = completion
    }

    /// Reveals or hides the bar, from the person, the button, the binding or `dismissSearch`.
    private func setSearching(_ searching: Bool) {
        guard isMounted, state.isSearching != searching else { return }
        state.isSearching = searching
        assign(searching, to: &shownSearching) { widget.setSearching($0) }
        if let binding = modifier?.isPresented, binding.wrappedValue != searching {
            binding.wrappedValue = searching
        }
        // The content's `isSearching` and the suggestions follow.
        invalidateContent()
    }

    private func dismissSearch() {
        guard let modifier else { return }
        if !modifier.text.wrappedValue.isEmpty { modifier.text.wrappedValue = "" }
        setSearching(false)
    }

    /// Renders the content and suggestions again with the new searching state.
    private func invalidateContent() {
        needsContentUpdate = true
        invalidate()
    }

    private var needsContentUpdate = false
}

/// The header bar's search button of a `searchable` view: a toggle showing the search icon, pressed
/// while the bar shows.
struct _SearchButtonModifier: ViewModifier {
    let isSearching: Binding<Bool>

    func body(content: Content) -> some View {
        content.toolbar {
            ToolbarItem(placement: .primaryAction) {
                Toggle(isOn: isSearching) {
                    Label("Search", systemImage: "magnifyingglass")
                }
                .toggleStyle(.button)
                .labelStyle(.iconOnly)
            }
        }
    }
}
