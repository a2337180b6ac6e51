import Observation
import QuireCore
import Testing
@testable import QuireUI
import QuireUIHeadless

/// `searchable` (a search bar above the content: its text binding, prompt, the header bar's search
/// button and Ctrl+F, suggestions that fill the entry, `onSubmit(of: .search)`, `isSearching`,
/// `dismissSearch`) and `inspector` (a trailing pane shown as its binding says, its width, and
/// `InspectorCommands`' toggle).
@MainActor
@Suite struct SearchAndInspectorTests {
    @Observable final class Library {
        var notes = ["Groceries", "Ideas", "Trips", "Ideas for trips"]
        var query = ""
        var submitted: [String] = []
        var searching = false
        var showsInspector = false
    }

    struct Notes: View {
        let library: Library
        @Environment(\.isSearching) private var isSearching
        @Environment(\.dismissSearch) private var dismissSearch

        var body: some View {
            VStack {
                Text(isSearching ? "searching" : "browsing")
                ForEach(library.notes.filter { library.query.isEmpty || $0.localizedCaseInsensitiveContains(library.query) },
                        id: \.self) { Text($0) }
                Button("Clear") { dismissSearch() }
            }
        }
    }

    private func search(_ host: HeadlessHost) throws -> HeadlessWidget {
        try host.widget(.searchField)
    }

    @Test func typingFiltersTheContentAndEnterRunsTheSearchSubmitActions() throws {
        let library = Library()
        let host = HeadlessHost {
            @Bindable var library = library
            Notes(library: library)
                .searchable(text: $library.query, prompt: "Search notes")
                .onSubmit(of: .search) { library.submitted.append(library.query) }
                .onSubmit(of: .text) { library.submitted.append("text") }
        }
        let field = try search(host)
        #expect(field.placeholder == "Search notes" && !field.isSearching)
        #expect(field.children.flatMap(\.texts).filter { $0 != "Clear" } == ["browsing", "Groceries", "Ideas", "Trips", "Ideas for trips"])

        field.revealSearch()
        field.type("idea")
        host.flush()
        #expect(library.query == "idea")
        #expect(field.children.flatMap(\.texts) == ["searching", "Ideas", "Ideas for trips", "Clear"])
        field.submit()
        #expect(library.submitted == ["idea"], "only the search submit action runs")

        library.query = "trip"
        host.flush()
        #expect(field.text == "trip", "the entry follows the binding")
    }

    @Test func theSearchButtonAndCtrlFRevealTheBarAndDismissSearchHidesAndEmptiesIt() throws {
        let library = Library()
        let host = HeadlessHost {
            @Bindable var library = library
            Notes(library: library)
                .searchable(text: $library.query, isPresented: $library.searching)
        }
        let field = try search(host)
        #expect(field.placeholder == "Search", "GNOME's word without a prompt")
        let button = try #require(host.graph.toolbar.end.first as? HeadlessWidget)
        #expect(button.kind == .toggle && button.toggleKind == .button && !button.isOn)

        button.toggle()
        host.flush()
        #expect(field.isSearching && library.searching, "the button reveals the bar and sets the binding")
        field.revealSearch(false)
        host.flush()
        #expect(!library.searching && !button.isOn, "Escape hides it and the button follows")

        #expect(host.graph.performKeyboardShortcut(KeyboardShortcut("f", modifiers: .command)))
        host.flush()
        #expect(field.isSearching && button.isOn && library.searching)

        field.type("ideas")
        host.flush()
        try #require(field.children.flatMap(\.allWidgets).first { $0.title == "Clear" }).click()
        host.flush()
        #expect(!field.isSearching && library.query.isEmpty && !library.searching)

        library.searching = true
        host.flush()
        #expect(field.isSearching, "the binding reveals it")
    }

    @Test func suggestionsShowWhileSearchingAndACompletionFillsTheEntry() throws {
        let library = Library()
        let host = HeadlessHost {
            @Bindable var library = library
            Notes(library: library)
                .searchable(text: $library.query)
                .searchSuggestions {
                    Text("Recent").font(.caption)
                    ForEach(["Groceries", "Trips"], id: \.self) { Text($0).searchCompletion($0) }
                }
        }
        let field = try search(host)
        #expect(field.suggestions.isEmpty, "no suggestions until searching")
        field.revealSearch()
        host.flush()
        #expect(field.suggestions.flatMap(\.texts) == ["Recent", "Groceries", "Trips"])
        let trips = try #require(field.suggestions.flatMap(\.allWidgets).first { $0.kind == .button && $0.texts == ["Trips"] })
        trips.click()
        host.flush()
        #expect(library.query == "Trips" && field.text == "Trips")
    }

    @Test func theInspectorShowsAsItsBindingSaysWithItsWidthAndItsToggle() throws {
        let library = Library()
        let store = FocusedValuesStore()
        var environment = EnvironmentValues()
        environment.focusedValuesStore = store
        let host = HeadlessHost(environment: environment) {
            @Bindable var library = library
            Text("Editor")
                .inspector(isPresented: $library.showsInspector) {
                    Text("Details").inspectorColumnWidth(min: 200, ideal: 300, max: 500)
                }
        }
        let inspector = try host.widget(.inspector)
        #expect(inspector.children.flatMap(\.texts) == ["Editor"])
        #expect(inspector.inspectorColumn.flatMap(\.texts) == ["Details"])
        #expect(!inspector.showsInspector)
        #expect(inspector.inspectorWidth == SplitColumnWidth(minimum: 200, ideal: 300, maximum: 500))
        library.showsInspector = true
        host.flush()
        #expect(inspector.showsInspector)

        host.graph.keyboardFocusDidMove(contains: { _ in true })
        let toggle = try #require(host.graph.focusedValues.inspectorToggle)
        #expect(toggle.isShown)
        toggle.toggle()
        host.flush()
        #expect(!library.showsInspector && !inspector.showsInspector, "InspectorCommands' toggle writes the binding")
    }

    @Test func anInspectorWithoutAWidthHasGNOMEsSidebarWidths() throws {
        let host = HeadlessHost {
            Text("Editor").inspector(isPresented: .constant(true)) { Text("Details") }
        }
        #expect(try host.widget(.inspector).inspectorWidth == InspectorNode.defaultWidth)
    }
}
