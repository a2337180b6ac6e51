import QuireCore
import Testing
@testable import QuireUI
import QuireUIHeadless

/// `@FocusState` headless: setting it moves the backend's keyboard focus into the bound view, the
/// focus moving sets it, and views reading it re-render.
@MainActor
@Suite struct FocusStateTests {
    enum Field: Hashable { case name, email }

    struct SignUpForm: View {
        @FocusState private var focus: Field?
        @State private var name = ""
        @State private var email = ""

        var body: some View {
            VStack {
                TextField("Name", text: $name)
                    .focused($focus, equals: .name)
                TextField("Email", text: $email)
                    .focused($focus, equals: .email)
                Button("Email") { focus = .email }
                Button("Done") { focus = nil }
                Text("focus: \(focus.map { "\($0)" } ?? "none")")
            }
        }
    }

    /// A headless window whose focus moves as the graph asks, told back to the graph as GTK's focus
    /// tracking does.
    func window<Content: View>(@ViewBuilder _ content: @escaping @MainActor () -> Content) -> HeadlessHost {
        let host = HeadlessHost(content)
        host.backend.keyboardFocus.onMove = { widget in moveKeyboardFocus(in: host, to: widget) }
        return host
    }

    @Test func settingTheStateMovesTheFocusIntoTheBoundField() throws {
        let host = window { SignUpForm() }
        let email = try #require(host.widgets(.textField).last)
        #expect(host.texts.contains("focus: none"))

        try host.widget(.button, titled: "Email").click()
        host.flush()
        #expect(host.backend.keyboardFocus.widget === email)
        host.flush()
        #expect(host.texts.contains("focus: email"))

        try host.widget(.button, titled: "Done").click()
        host.flush()
        #expect(host.backend.keyboardFocus.widget == nil)
        host.flush()
        #expect(host.texts.contains("focus: none"))
    }

    @Test func theFocusMovingSetsTheState() throws {
        let host = HeadlessHost { SignUpForm() }
        let fields = host.widgets(.textField)
        moveKeyboardFocus(in: host, to: fields[0])
        host.flush()
        #expect(host.texts.contains("focus: name"))
        moveKeyboardFocus(in: host, to: fields[1])
        host.flush()
        #expect(host.texts.contains("focus: email"))
        // A widget bound to no value of the state: it rests.
        moveKeyboardFocus(in: host, to: try host.widget(.button, titled: "Done"))
        host.flush()
        #expect(host.texts.contains("focus: none"))
        // No focus moves where none was asked for.
        #expect(host.backend.keyboardFocus.widget == nil)
    }

    /// A Bool state bound with `focused(_:)`, passed to a child as `@FocusState.Binding`.
    struct SearchBar: View {
        @FocusState.Binding var isFocused: Bool
        @State private var query = ""

        var body: some View {
            TextField("Search", text: $query)
                .focused($isFocused)
        }
    }

    struct SearchWindow: View {
        @FocusState private var searching: Bool

        var body: some View {
            VStack {
                SearchBar(isFocused: $searching)
                Button("Find") { searching = true }
                Text(searching ? "searching" : "browsing")
            }
        }
    }

    @Test func aBoolStateThroughAChildsBindingFollowsAndMovesTheFocus() throws {
        let host = window { SearchWindow() }
        let field = try host.widget(.textField)
        #expect(host.texts.contains("browsing"))
        try host.widget(.button, titled: "Find").click()
        host.flush()
        #expect(host.backend.keyboardFocus.widget === field)
        host.flush()
        #expect(host.texts.contains("searching"))
        moveKeyboardFocus(in: host, to: try host.widget(.button, titled: "Find"))
        host.flush()
        #expect(host.texts.contains("browsing"))
    }

    struct DefaultFocusForm: View {
        @FocusState private var focus: Field?
        @State private var text = ""

        var body: some View {
            VStack {
                TextField("Name", text: $text).focused($focus, equals: .name)
                TextField("Email", text: $text).focused($focus, equals: .email)
            }
            .defaultFocus($focus, .email)
        }
    }

    @Test func defaultFocusMovesTheFocusWhenTheViewAppears() throws {
        let host = window { DefaultFocusForm() }
        host.flush()
        #expect(host.backend.keyboardFocus.widget === host.widgets(.textField).last)
    }

    @Test func focusableSetsTheWidgetsFocusAndClickBehaviour() throws {
        let host = HeadlessHost {
            VStack {
                Text("Tile").focusable()
                Text("Key only").focusable(interactions: .activate)
                Text("Not").focusable(false)
                Text("Section").focusSection()
            }
        }
        let settings = host.backend.keyboardFocus.focusable
        let texts = host.widgets(.text)
        let tile = try #require(settings[ObjectIdentifier(texts[0])])
        let keyOnly = try #require(settings[ObjectIdentifier(texts[1])])
        let not = try #require(settings[ObjectIdentifier(texts[2])])
        #expect(tile == (true, true))
        #expect(keyOnly == (true, false))
        #expect(not.isFocusable == false)
        #expect(settings[ObjectIdentifier(texts[3])] == nil)
    }
}

/// `prefersDefaultFocus(_:in:)` inside a `focusScope`.
@MainActor
@Suite struct PrefersDefaultFocusTests {
    struct Buttons: View {
        @Namespace var scope
        let prefersSecond: Bool

        var body: some View {
            VStack {
                Button("First") {}
                Button("Second") {}.prefersDefaultFocus(prefersSecond, in: scope)
            }
            .focusScope(scope)
        }
    }

    @Test func theViewPreferringTheFocusTakesItWhenItAppears() throws {
        let host = HeadlessHost { Buttons(prefersSecond: true) }
        host.flush()
        #expect(host.backend.keyboardFocus.widget === (try host.widget(.button, titled: "Second")))
    }

    @Test func noPreferenceMovesNothing() {
        let host = HeadlessHost { Buttons(prefersSecond: false) }
        host.flush()
        #expect(host.backend.keyboardFocus.widget == nil)
    }

    struct ShownLater: View {
        @State private var shows = false

        var body: some View {
            VStack {
                Button("Show") { shows = true }
                if shows { Buttons(prefersSecond: true) }
            }
        }
    }

    @Test func aViewAppearingWhileTheContentHasTheFocusLeavesIt() throws {
        let host = HeadlessHost { ShownLater() }
        let show = try host.widget(.button, titled: "Show")
        moveKeyboardFocus(in: host, to: show)
        show.click()
        host.flush()
        #expect(host.widgets(.button).count == 3)
        #expect(host.backend.keyboardFocus.widget == nil)
    }
}
