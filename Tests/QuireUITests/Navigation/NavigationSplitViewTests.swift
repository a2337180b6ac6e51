import Observation
import QuireCore
import Testing
@testable import QuireUI
import QuireUIHeadless

/// `NavigationSplitView`: its columns hold their views, the sidebar's choice drives the detail, the
/// sidebar shows as `columnVisibility` says and F9 writes the other choice, column widths come from
/// `navigationSplitViewColumnWidth`, and an automatic list in the sidebar is a navigation sidebar.
@MainActor
@Suite struct NavigationSplitViewTests {
    @Observable final class Library {
        var notes = ["Groceries", "Ideas", "Trips"]
        var selection: String?
        var visibility = NavigationSplitViewVisibility.all
    }

    @Test func theSidebarsSelectionDecidesTheDetail() throws {
        let library = Library()
        let host = HeadlessHost {
            NavigationSplitView {
                List(library.notes, id: \.self, selection: Binding(get: { library.selection },
                                                                     set: { library.selection = $0 })) { note in
                    Text(note)
                }
            } detail: {
                if let selection = library.selection {
                    Text("Editing \(selection)")
                } else {
                    Text("Choose a note")
                }
            }
        }
        let split = try host.widget(.splitView)
        #expect(split.contentColumn == nil)
        #expect(split.detailColumn.map(\.text) == ["Choose a note"])
        let list = try #require(split.sidebarColumn.first)
        #expect(list.kind == .list)
        #expect(list.appearance == .sidebar, "an automatic list in the sidebar is a navigation sidebar")

        list.select([list.children[1]])
        host.flush()
        #expect(library.selection == "Ideas")
        #expect(split.detailColumn.map(\.text) == ["Editing Ideas"])
    }

    @Test func threeColumnsKeepTheirOrderAndAListStyleWins() throws {
        let host = HeadlessHost {
            NavigationSplitView {
                List { Text("Folders") }.listStyle(.plain)
            } content: {
                List { Text("Notes") }
            } detail: {
                Text("Note")
            }
        }
        let split = try host.widget(.splitView)
        #expect(split.sidebarColumn.first?.appearance == .plain)
        #expect(split.contentColumn?.first?.appearance == .boxed)
        #expect(split.sidebarColumn.flatMap(\.texts) == ["Folders"])
        #expect(split.contentColumn?.flatMap(\.texts) == ["Notes"])
        #expect(split.detailColumn.flatMap(\.texts) == ["Note"])
    }

    @Test func theSidebarFollowsTheBindingAndF9WritesTheOtherChoice() throws {
        let library = Library()
        let visibility = Binding(get: { library.visibility }, set: { library.visibility = $0 })
        let host = HeadlessHost {
            NavigationSplitView(columnVisibility: visibility) { Text("Sidebar") } detail: { Text("Detail") }
        }
        let split = try host.widget(.splitView)
        #expect(split.showsSidebar)
        library.visibility = .detailOnly
        host.flush()
        #expect(!split.showsSidebar)

        split.pressToggleSidebar()
        #expect(library.visibility == .all)
        host.flush()
        #expect(split.showsSidebar)
        split.pressToggleSidebar()
        #expect(library.visibility == .detailOnly)
    }

    @Test func threeColumnsHideOnlyTheSidebarForDoubleColumn() throws {
        let library = Library()
        library.visibility = .doubleColumn
        let visibility = Binding(get: { library.visibility }, set: { library.visibility = $0 })
        let host = HeadlessHost {
            NavigationSplitView(columnVisibility: visibility) {
                Text("Folders")
            } content: {
                Text("Notes")
            } detail: {
                Text("Note")
            }
        }
        let split = try host.widget(.splitView)
        #expect(!split.showsSidebar)
        split.pressToggleSidebar()
        #expect(library.visibility == .all)
        host.flush()
        #expect(split.showsSidebar)
        split.pressToggleSidebar()
        #expect(library.visibility == .doubleColumn)
    }

    @Test func withoutABindingF9StillHidesAndShowsTheSidebar() throws {
        let host = HeadlessHost {
            NavigationSplitView { Text("Sidebar") } detail: { Text("Detail") }
        }
        let split = try host.widget(.splitView)
        split.pressToggleSidebar()
        #expect(!split.showsSidebar)
        split.pressToggleSidebar()
        #expect(split.showsSidebar)
    }

    @Test func columnWidthsComeFromTheColumnsViews() throws {
        let host = HeadlessHost {
            NavigationSplitView {
                Text("Folders").navigationSplitViewColumnWidth(min: 150, ideal: 200, max: 300)
            } content: {
                Text("Notes").navigationSplitViewColumnWidth(250)
            } detail: {
                Text("Note").navigationSplitViewColumnWidth(999)
            }
            .navigationSplitViewStyle(.balanced)
        }
        let split = try host.widget(.splitView)
        #expect(split.columnWidths == [SplitColumnWidth(minimum: 150, ideal: 200, maximum: 300),
                                       SplitColumnWidth(minimum: 250, ideal: 250, maximum: 250)])
    }

    @Test func withoutWidthsTheColumnsStartAtGNOMEsSidebarWidths() throws {
        let host = HeadlessHost {
            NavigationSplitView { Text("Sidebar").navigationSplitViewColumnWidth(ideal: 160) } detail: { Text("Detail") }
        }
        let split = try host.widget(.splitView)
        #expect(split.columnWidths == [SplitColumnWidth(minimum: 160, ideal: 160, maximum: 400),
                                       SplitViewNode.contentWidth])
    }
}
