import Observation
import QuireCore
import Testing
@testable import QuireUI
import QuireUIHeadless

/// `NavigationStack`: links push pages drawn by the destination declared for their value's type (or
/// their destination view), the path binding and the pages follow each other, back and `dismiss()`
/// pop, titles go to the pages, and a push renders the new page alone.
@MainActor
@Suite struct NavigationStackTests {
    @Observable final class Kitchen {
        var path = NavigationPath()
        var steps: [Int] = []
        @ObservationIgnored var recipeBodies = 0
    }

    struct Recipe: View {
        let name: String
        let kitchen: Kitchen
        @Environment(\.dismiss) private var dismiss

        var body: some View {
            let _ = kitchen.recipeBodies += 1
            VStack {
                Text("Recipe: \(name)")
                NavigationLink("Step 1", value: 1)
                Button("Done") { dismiss() }
            }
            .navigationTitle(name)
        }
    }

    /// The link whose label shows `title`.
    private func link(_ title: String, in host: HeadlessHost) throws -> HeadlessWidget {
        let found = host.widgets(.button).first { $0.allWidgets.contains { $0.kind == .text && $0.text == title } }
        return try #require(found, "no link \(title)")
    }

    @Test func aLinkPushesTheDestinationForItsValueAndBackPopsIt() throws {
        let kitchen = Kitchen()
        let host = HeadlessHost {
            NavigationStack {
                VStack {
                    Text("Recipes")
                    NavigationLink("Soup", value: "Soup")
                    NavigationLink("Nothing", value: String?.none)
                }
                .navigationDestination(for: String.self) { Recipe(name: $0, kitchen: kitchen) }
                .navigationDestination(for: Int.self) { Text("Step \($0) of the recipe") }
            }
        }
        let stack = try host.widget(.navigationStack)
        #expect(stack.pages.count == 1)
        #expect(host.texts.contains("Recipes"))
        #expect(try link("Nothing", in: host).style.isEnabled == false, "a link to nil is disabled")

        try link("Soup", in: host).click()
        #expect(stack.pages.count == 2)
        #expect(stack.pageTitles == [nil, "Soup"])
        #expect(host.texts.contains("Recipe: Soup"))
        #expect(!host.texts.contains("Recipes"), "only the page on top shows")

        try link("Step 1", in: host).click()
        #expect(stack.pages.count == 3)
        #expect(host.texts.contains("Step 1 of the recipe"))

        stack.goBack()
        #expect(stack.pages.count == 2)
        #expect(host.texts.contains("Recipe: Soup"))
        try host.widget(.button, titled: "Done").click()
        #expect(stack.pages.count == 1, "dismiss() pops the page it is in")
        #expect(host.texts.contains("Recipes"))
    }

    @Test func thePathBindingAndThePagesFollowEachOther() throws {
        let kitchen = Kitchen()
        kitchen.path = NavigationPath(["Bread"])
        let host = HeadlessHost {
            NavigationStack(path: Binding(get: { kitchen.path }, set: { kitchen.path = $0 })) {
                NavigationLink("Cake", value: "Cake")
                    .navigationDestination(for: String.self) { Recipe(name: $0, kitchen: kitchen) }
            }
        }
        let stack = try host.widget(.navigationStack)
        #expect(stack.pageTitles == [nil, "Bread"], "the path's values are pages from the start")

        kitchen.path.append("Pie")
        host.flush()
        #expect(stack.pageTitles == [nil, "Bread", "Pie"])

        stack.goBack()
        #expect(kitchen.path.count == 1, "back writes the shorter path")
        kitchen.path = NavigationPath()
        host.flush()
        #expect(stack.pages.count == 1)
        try link("Cake", in: host).click()
        #expect(kitchen.path == NavigationPath(["Cake"]))
        #expect(stack.pageTitles == [nil, "Cake"])
    }

    @Test func aTypedPathTakesValuesOfItsTypeOnly() throws {
        let kitchen = Kitchen()
        let host = HeadlessHost {
            NavigationStack(path: Binding(get: { kitchen.steps }, set: { kitchen.steps = $0 })) {
                VStack {
                    NavigationLink("Step 2", value: 2)
                    NavigationLink("Notes", value: "Notes")
                }
                .navigationDestination(for: Int.self) { Text("Step \($0)") }
            }
        }
        let stack = try host.widget(.navigationStack)
        try link("Notes", in: host).click()
        #expect(kitchen.steps.isEmpty)
        #expect(stack.pages.count == 1)
        try link("Step 2", in: host).click()
        #expect(kitchen.steps == [2])
        #expect(host.texts == ["Step 2"])
    }

    @Test func aDestinationViewLinkAndAPushThatRendersTheNewPageAlone() throws {
        let kitchen = Kitchen()
        let host = HeadlessHost {
            NavigationStack {
                VStack {
                    NavigationLink("Soup", value: "Soup")
                    NavigationLink("About") { Text("About the kitchen").navigationTitle("About") }
                }
                .navigationDestination(for: String.self) { Recipe(name: $0, kitchen: kitchen) }
                .navigationDestination(for: Int.self) { Text("Step \($0)") }
            }
        }
        let stack = try host.widget(.navigationStack)
        try link("About", in: host).click()
        #expect(stack.pageTitles == [nil, "About"])
        #expect(host.texts == ["About the kitchen"])
        stack.goBack()

        try link("Soup", in: host).click()
        #expect(kitchen.recipeBodies == 1)
        try link("Step 1", in: host).click()
        #expect(stack.pages.count == 3)
        #expect(kitchen.recipeBodies == 1, "the page below was not rendered again")
    }

    @Test func aValueWithoutADestinationGetsAnEmptyPage() throws {
        let host = HeadlessHost {
            NavigationStack(path: .constant(NavigationPath([3.5]))) {
                Text("Root")
            }
        }
        let stack = try host.widget(.navigationStack)
        #expect(stack.pages.count == 2)
        #expect(stack.pages[1].isEmpty)
    }
}
