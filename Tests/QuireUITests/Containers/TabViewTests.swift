import QuireCore
import Testing
@testable import QuireUI
import QuireUIHeadless

/// `TabView`: one page per top-level view, titled by its `tabItem`; the selection binding picks the
/// page by tag and the person's choice writes it; without a binding the tab view keeps its own; every
/// page stays mounted.
@MainActor
@Suite struct TabViewTests {
    enum Pane: Hashable {
        case notes, tags
    }

    @Observable final class Model {
        var pane = Pane.tags
        var count = 0
    }

    struct Bound: View {
        @Bindable var model: Model

        var body: some View {
            TabView(selection: $model.pane) {
                Text("Notes page")
                    .tabItem { Label("Notes", systemImage: "note.text") }
                    .tag(Pane.notes)
                Counter()
                    .tabItem { Text("Tags") }
                    .tag(Pane.tags)
            }
        }
    }

    struct Counter: View {
        @State private var count = 0

        var body: some View {
            Button("Count \(count)") { count += 1 }
        }
    }

    @Test func theSelectionPicksTheTabAndTheChoiceWritesIt() throws {
        let model = Model()
        let host = HeadlessHost { Bound(model: model) }
        let tabs = try host.widget(.tabView)
        #expect(tabs.options.map(\.title) == ["Notes", "Tags"])
        #expect(tabs.options[0].iconName != nil)
        #expect(tabs.options[1].iconName == nil)
        #expect(tabs.selectedIndex == 1)
        #expect(tabs.shownPage?.texts == ["Count 0"])

        try host.widget(.button).click()
        host.flush()
        #expect(try host.widget(.button).title == "Count 1")

        tabs.choose(optionAt: 0)
        #expect(model.pane == .notes)
        host.flush()
        #expect(tabs.shownPage?.texts == ["Notes page"])
        #expect(try host.widget(.button).title == "Count 1", "a hidden tab keeps its state")

        model.pane = .tags
        host.flush()
        #expect(tabs.selectedIndex == 1)
    }

    @Test func withoutABindingTheFirstTabShowsAndTheChoiceSticks() throws {
        let host = HeadlessHost {
            TabView {
                ForEach(["One", "Two", "Three"], id: \.self) { name in
                    Text(name).tabItem { Text(name) }
                }
            }
        }
        let tabs = try host.widget(.tabView)
        #expect(tabs.options.map(\.title) == ["One", "Two", "Three"])
        #expect(tabs.selectedIndex == 0)
        tabs.choose(optionAt: 2)
        host.flush()
        #expect(tabs.selectedIndex == 2)
        #expect(tabs.shownPage?.texts == ["Three"])
    }

    @Test func aSelectionNoTabHasShowsTheFirst() throws {
        let host = HeadlessHost {
            TabView(selection: .constant(7)) {
                Text("A").tabItem { Text("A") }.tag(1)
                Text("B").tabItem { Text("B") }.tag(2)
            }
        }
        let tabs = try host.widget(.tabView)
        #expect(tabs.selectedIndex == nil)
        #expect(tabs.shownPage?.texts == ["A"])
    }
}
