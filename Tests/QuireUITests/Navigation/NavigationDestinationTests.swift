import Foundation
import Observation
import QuireCore
import Testing
@testable import QuireUI
import QuireUIHeadless

/// The rest of SwiftUI's navigation: pages presented by bindings (`navigationDestination(isPresented:)`,
/// `(item:)`), a path's codable form, `NavigationLink(value:)` as a selectable row of a split view's
/// sidebar showing its page in the detail column, and `NavigationView` as a stack or columns.
@MainActor
@Suite struct NavigationDestinationTests {
    @Observable final class Model {
        var showsSettings = false
        var recipe: String?
        var path = NavigationPath()
    }

    @Test func aBindingPresentsAPageAndGoingBackSetsItFalse() throws {
        let model = Model()
        let host = HeadlessHost {
            @Bindable var model = model
            NavigationStack {
                Button("Settings") { model.showsSettings = true }
                    .navigationDestination(isPresented: $model.showsSettings) {
                        Text("Settings page").navigationTitle("Settings")
                    }
            }
        }
        let stack = try host.widget(.navigationStack)
        #expect(stack.pages.count == 1)
        try host.widget(.button, titled: "Settings").click()
        host.flush()
        #expect(stack.pages.count == 2 && stack.pageTitles.last == "Settings")
        #expect(stack.pages.last?.flatMap(\.texts) == ["Settings page"])
        stack.goBack()
        host.flush()
        #expect(stack.pages.count == 1 && !model.showsSettings, "back sets the binding false")
        model.showsSettings = true
        host.flush()
        #expect(stack.pages.count == 2, "the binding pushes it again")
        model.showsSettings = false
        host.flush()
        #expect(stack.pages.count == 1, "and pops it")
    }

    @Test func anItemPresentsItsPageAnotherItemReplacesItAndBackClearsIt() throws {
        let model = Model()
        let host = HeadlessHost {
            @Bindable var model = model
            NavigationStack {
                Text("Recipes")
                    .navigationDestination(item: $model.recipe) { recipe in
                        Text("Recipe \(recipe)").navigationTitle(recipe)
                    }
            }
        }
        let stack = try host.widget(.navigationStack)
        model.recipe = "Soup"
        host.flush()
        #expect(stack.pages.count == 2 && stack.pageTitles.last == "Soup")
        model.recipe = "Bread"
        host.flush()
        #expect(stack.pages.count == 2 && stack.pages.last?.flatMap(\.texts) == ["Recipe Bread"])
        stack.goBack()
        host.flush()
        #expect(stack.pages.count == 1 && model.recipe == nil)
    }

    @Test func presentedPagesGoAboveThePathAndBackPopsThemFirst() throws {
        let model = Model()
        model.path = NavigationPath([1])
        let host = HeadlessHost {
            @Bindable var model = model
            NavigationStack(path: $model.path) {
                Text("Root")
                    .navigationDestination(for: Int.self) { Text("Step \($0)") }
                    .navigationDestination(isPresented: $model.showsSettings) { Text("Settings page") }
            }
        }
        let stack = try host.widget(.navigationStack)
        model.showsSettings = true
        host.flush()
        #expect(stack.pages.map { $0.flatMap(\.texts) } == [["Root"], ["Step 1"], ["Settings page"]])
        stack.goBack()
        host.flush()
        #expect(!model.showsSettings && model.path.count == 1)
        #expect(stack.pages.count == 2)
    }

    struct Step: Hashable, Codable {
        let number: Int
    }

    @Test func aPathOfCodableValuesEncodesAndDecodesToTheSameValues() throws {
        var path = NavigationPath()
        path.append("Soup")
        path.append(Step(number: 2))
        path.append(7)
        let codable = try #require(path.codable)
        let data = try JSONEncoder().encode(codable)
        let decoded = try JSONDecoder().decode(NavigationPath.CodableRepresentation.self, from: data)
        let restored = NavigationPath(decoded)
        #expect(restored == path)
        #expect(restored.count == 3)
    }

    struct NotCodable: Hashable {}

    @Test func aPathHoldingAValueThatIsNotCodableHasNoCodableFormAndAnUnknownTypeFailsToDecode() throws {
        var path = NavigationPath()
        path.append(NotCodable())
        #expect(path.codable == nil)
        let data = Data(#"["$s4None4TypeVMn","{}"]"#.utf8)
        #expect(throws: DecodingError.self) {
            try JSONDecoder().decode(NavigationPath.CodableRepresentation.self, from: data)
        }
    }

    struct Note: Hashable, Identifiable {
        let id: String
    }

    @Test func aLinkRowOfASplitViewsSidebarIsSelectableAndShowsItsPageInTheDetail() throws {
        let notes = [Note(id: "Groceries"), Note(id: "Ideas")]
        let host = HeadlessHost {
            NavigationSplitView {
                List(notes) { note in
                    NavigationLink(note.id, value: note)
                }
                .navigationDestination(for: Note.self) { note in Text("Editing \(note.id)") }
            } detail: {
                Text("No Note Selected")
            }
        }
        let split = try host.widget(.splitView)
        let list = try #require(split.sidebarColumn.first)
        #expect(list.selectionMode == .single, "rows holding links are selectable")
        #expect(!list.allWidgets.contains { $0.kind == .button }, "a link row is its label, not a button")
        #expect(split.detailColumn.map(\.text) == ["No Note Selected"])
        list.select([list.children[1]])
        host.flush()
        #expect(split.detailColumn.flatMap(\.texts) == ["Editing Ideas"])
        list.select([list.children[0]])
        host.flush()
        #expect(split.detailColumn.flatMap(\.texts) == ["Editing Groceries"])
    }

    @Test func aDestinationLinkOutsideAListShowsItsViewInTheDetail() throws {
        let host = HeadlessHost {
            NavigationSplitView {
                NavigationLink("About") { Text("About this app") }
            } detail: {
                Text("Welcome")
            }
        }
        let split = try host.widget(.splitView)
        try host.widget(.button, titled: nil).click()
        host.flush()
        #expect(split.detailColumn.flatMap(\.texts) == ["About this app"])
    }

    @Test func aNavigationViewWithOneViewIsAStackAndWithTwoIsASplitView() throws {
        let maker: any NavigationViewMaking = NavigationViewMaker()
        let stackHost = HeadlessHost { maker.oneColumn() }
        #expect(stackHost.widgets(.navigationStack).count == 1 && stackHost.widgets(.splitView).isEmpty)

        let splitHost = HeadlessHost { maker.twoColumns(stacked: false) }
        let split = try splitHost.widget(.splitView)
        #expect(split.sidebarColumn.flatMap(\.texts) == ["Sidebar"] && split.detailColumn.flatMap(\.texts) == ["Detail"])

        let stackedHost = HeadlessHost { maker.twoColumns(stacked: true) }
        #expect(stackedHost.widgets(.splitView).isEmpty && stackedHost.widgets(.navigationStack).count == 1,
                "the stack style keeps one column")
    }
}

/// Reaches SwiftUI's deprecated `NavigationView` through protocol requirements, so the test itself
/// uses nothing deprecated (the build treats warnings as errors).
@MainActor
protocol NavigationViewMaking {
    func oneColumn() -> AnyView
    func twoColumns(stacked: Bool) -> AnyView
}

struct NavigationViewMaker: NavigationViewMaking {
    @available(*, deprecated)
    func oneColumn() -> AnyView {
        AnyView(NavigationView { Text("Only") })
    }

    @available(*, deprecated)
    func twoColumns(stacked: Bool) -> AnyView {
        let view = NavigationView {
            Text("Sidebar")
            Text("Detail")
        }
        return stacked ? AnyView(view.navigationViewStyle(.stack)) : AnyView(view.navigationViewStyle(.columns))
    }
}
