import QuireCore
import Testing
@testable import QuireUI
import QuireUIHeadless

/// `\.isFocused` inside `focusable` views, following the window's focus, and `\.resetFocus`
/// moving the focus back to the view preferring it.
@MainActor
@Suite struct FocusEnvironmentTests {
    struct Tile: View {
        @Environment(\.isFocused) private var isFocused
        let name: String

        var body: some View {
            Text("\(name) \(isFocused ? "focused" : "idle")")
        }
    }

    @Test func isFocusedFollowsTheFocusIntoEachFocusableView() async throws {
        let host = HeadlessHost {
            VStack {
                Tile(name: "A").focusable()
                Tile(name: "B").focusable()
                Tile(name: "C")
            }
        }
        #expect(host.texts == ["A idle", "B idle", "C idle"])
        let tiles = host.widgets(.text)
        moveKeyboardFocus(in: host, to: tiles[1])
        await host.settle { host.texts == ["A idle", "B focused", "C idle"] }
        #expect(host.texts == ["A idle", "B focused", "C idle"])
        moveKeyboardFocus(in: host, to: nil)
        await host.settle { host.texts == ["A idle", "B idle", "C idle"] }
        #expect(host.texts == ["A idle", "B idle", "C idle"], "a view outside any focusable one reads false")
    }

    struct Form: View {
        @Namespace private var scope
        @Environment(\.resetFocus) private var resetFocus

        var body: some View {
            VStack {
                Button("Name") {}.prefersDefaultFocus(in: scope)
                Button("Email") {}
                Button("Start Over") { resetFocus(in: scope) }
            }
            .focusScope(scope)
        }
    }

    @Test func resetFocusMovesTheFocusBackToTheViewPreferringIt() throws {
        let host = HeadlessHost { Form() }
        host.flush()
        let name = try host.widget(.button, titled: "Name")
        #expect(host.backend.keyboardFocus.widget === name)
        let email = try host.widget(.button, titled: "Email")
        host.backend.moveKeyboardFocus(into: email)
        #expect(host.backend.keyboardFocus.widget === email)
        moveKeyboardFocus(in: host, to: email)
        try host.widget(.button, titled: "Start Over").click()
        host.flush()
        #expect(host.backend.keyboardFocus.widget === name)
    }
}
