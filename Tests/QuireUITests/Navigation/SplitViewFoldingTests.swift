import Observation
import QuireCore
import Testing
@testable import QuireUI
import QuireUIHeadless

/// A `NavigationSplitView` folds into one column at a time while its window is narrow (compact
/// width), as a GNOME leaflet folds: the sidebar until a choice there changes the detail, the
/// `preferredCompactColumn` binding's column when there is one, and back to the sidebar by the back
/// button; side by side again when the window widens.
@MainActor
@Suite struct SplitViewFoldingTests {
    @Observable final class Library {
        var notes = ["Groceries", "Ideas"]
        var selection: String?
        var column = NavigationSplitViewColumn.detail
    }

    private static func traits(width: Int) -> WindowTraits {
        WindowTraits(colorScheme: .light, scenePhase: .active, width: width, height: 700)
    }

    private func host(_ library: Library, state: WindowState, preferred: Bool) -> HeadlessHost {
        var environment = EnvironmentValues()
        environment.windowState = state
        return HeadlessHost(environment: environment) {
            @Bindable var library = library
            let sidebar = List(library.notes, id: \.self, selection: $library.selection) { Text($0) }
            let detail = Text(library.selection.map { "Editing \($0)" } ?? "No Note Selected")
            if preferred {
                NavigationSplitView(preferredCompactColumn: $library.column) { sidebar } detail: { detail }
            } else {
                NavigationSplitView { sidebar } detail: { detail }
            }
        }
    }

    @Test func aNarrowWindowShowsTheSidebarThenTheChosenDetailAndBackReturns() throws {
        let library = Library()
        let state = WindowState(traits: Self.traits(width: 1024))
        let host = host(library, state: state, preferred: false)
        let split = try host.widget(.splitView)
        #expect(split.compactColumn == nil, "side by side on a wide window")

        state.update(Self.traits(width: 360))
        host.flush()
        #expect(split.compactColumn == .sidebar)
        let list = try #require(split.sidebarColumn.first)
        list.select([list.children[1]])
        host.flush()
        #expect(split.detailColumn.map(\.text) == ["Editing Ideas"])
        #expect(split.compactColumn == .detail, "the choice moves on to the detail")

        split.goBackToColumn(.sidebar)
        host.flush()
        #expect(split.compactColumn == .sidebar)

        state.update(Self.traits(width: 900))
        host.flush()
        #expect(split.compactColumn == nil, "side by side again")
    }

    @Test func thePreferredCompactColumnBindingChoosesTheColumnAndBackWritesIt() throws {
        let library = Library()
        let state = WindowState(traits: Self.traits(width: 360))
        let host = host(library, state: state, preferred: true)
        let split = try host.widget(.splitView)
        #expect(split.compactColumn == .detail)
        split.goBackToColumn(.sidebar)
        host.flush()
        #expect(library.column == .sidebar && split.compactColumn == .sidebar)
        library.column = .content
        host.flush()
        #expect(split.compactColumn == .detail, "two columns have no content column: the detail shows")
    }
}
