import QuireCore
import Testing
@testable import QuireUI
import QuireUIHeadless

/// `Tab`, `TabSection`, `@TabContentBuilder` and `tabViewStyle`: a builder-based tab view has one
/// page per `Tab` (sections and `ForEach`es flattened, in order), titled and iconed by the tab's
/// label; the tab's value is its selection value; a search tab without a title is Search; the style
/// decides the presentation.
@MainActor
@Suite struct TabContentTests {
    enum Pane: Hashable {
        case inbox, archive, search, folder(Int)
    }

    @Observable final class Model {
        var pane = Pane.archive
    }

    struct Mail: View {
        @Bindable var model: Model
        let showsArchive: Bool

        var body: some View {
            TabView(selection: $model.pane) {
                Tab("Inbox", systemImage: "tray", value: Pane.inbox) {
                    Text("Inbox page")
                }
                if showsArchive {
                    Tab("Archive", systemImage: "archivebox", value: .archive) {
                        Text("Archive page")
                    }
                }
                Tab(value: .search, role: .search) {
                    Text("Search page")
                }
                TabSection("Folders") {
                    ForEach([1, 2], id: \.self) { number in
                        Tab("Folder \(number)", systemImage: "folder", value: Pane.folder(number)) {
                            Text("Folder page \(number)")
                        }
                    }
                }
            }
        }
    }

    @Test func tabsSectionsAndForEachAreThePagesInOrder() throws {
        let model = Model()
        let host = HeadlessHost { Mail(model: model, showsArchive: true) }
        let tabs = try host.widget(.tabView)
        #expect(tabs.options.map(\.title) == ["Inbox", "Archive", "Search", "Folder 1", "Folder 2"])
        #expect(tabs.options.allSatisfy { $0.iconName != nil })
        #expect(tabs.options[2].iconName == Image.searchIconName)
        #expect(tabs.selectedIndex == 1)
        #expect(tabs.shownPage?.texts == ["Archive page"])

        tabs.choose(optionAt: 4)
        #expect(model.pane == .folder(2))
        host.flush()
        #expect(tabs.shownPage?.texts == ["Folder page 2"])

        model.pane = .search
        host.flush()
        #expect(tabs.selectedIndex == 2)
    }

    @Test func aTabLeftOutByAnIfIsNoPage() throws {
        let host = HeadlessHost { Mail(model: Model(), showsArchive: false) }
        let tabs = try host.widget(.tabView)
        #expect(tabs.options.map(\.title) == ["Inbox", "Search", "Folder 1", "Folder 2"])
        #expect(tabs.selectedIndex == nil, "no tab has the value .archive")
    }

    @Test func tabsWithoutValuesKeepTheirOwnSelection() throws {
        let host = HeadlessHost {
            TabView {
                Tab("One", systemImage: "1.circle") { Text("First") }
                Tab {
                    Text("Second")
                } label: {
                    Label("Two", systemImage: "2.circle")
                }
            }
        }
        let tabs = try host.widget(.tabView)
        #expect(tabs.options.map(\.title) == ["One", "Two"])
        tabs.choose(optionAt: 1)
        host.flush()
        #expect(tabs.selectedIndex == 1)
        #expect(tabs.shownPage?.texts == ["Second"])
    }

    struct Styled: View {
        let style: Int

        var body: some View {
            let tabs = TabView {
                Tab("One", systemImage: "1.circle") { Text("First") }
                Tab("Two", systemImage: "2.circle") { Text("Second") }
            }
            switch style {
            case 0: tabs.tabViewStyle(.automatic)
            case 1: tabs.tabViewStyle(.sidebarAdaptable)
            case 2: tabs.tabViewStyle(.page)
            case 3: tabs.tabViewStyle(.page(indexDisplayMode: .never))
            case 4: tabs.tabViewStyle(.tabBarOnly)
            default: tabs.tabViewStyle(.grouped)
            }
        }
    }

    @Test func theStyleDecidesThePresentation() throws {
        let expected: [TabViewPresentation] = [
            .switcher, .sidebar, .pages(showsIndex: true), .pages(showsIndex: false), .switcher, .switcher,
        ]
        for (style, presentation) in expected.enumerated() {
            let host = HeadlessHost { Styled(style: style) }
            let tabs = try host.widget(.tabView)
            #expect(tabs.tabPresentation == presentation, "style \(style)")
            #expect(tabs.options.count == 2)
        }
    }
}
