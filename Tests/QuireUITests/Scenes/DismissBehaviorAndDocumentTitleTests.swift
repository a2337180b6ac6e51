import Foundation
import QuireCore
import Testing
@testable import QuireUI
import QuireUIHeadless

/// `DismissBehavior` reaches what a dismissal runs through the transaction (`withTransaction`), and a
/// window's `navigationDocument` titles its header bar with the file's name and folder.
@MainActor
@Suite struct DismissBehaviorAndDocumentTitleTests {
    @Test func aDismissalSeesTheTransactionsBehaviourOnlyWhileItsBodyRuns() {
        var seen: [DismissBehavior] = []
        let dismiss = DismissAction { seen.append(Transaction.current?.dismissBehavior ?? .interactive) }
        dismiss()
        withTransaction(\.dismissBehavior, .destructive) {
            dismiss()
            withAnimation(.default) { dismiss() }
        }
        dismiss()
        #expect(seen == [.interactive, .destructive, .interactive, .interactive],
                "an inner transaction is a new one; the outer one ends with its body")
        #expect(Transaction().dismissBehavior == .interactive)
        #expect(Transaction.current == nil)
    }

    @Test func aWindowsNavigationDocumentTitlesItsHeaderBarUnlessANavigationTitleDoes() {
        let titles = WindowNavigationTitles()
        var environment = EnvironmentValues()
        titles.install(in: &environment)
        let file = URL(fileURLWithPath: "/home/ada/Documents/Plan.txt")
        let host = HeadlessHost(environment: environment) {
            Text("Plan").navigationDocument(file)
        }
        host.flush()
        #expect(titles.document == file)
        let header = titles.headerTitle(sceneTitle: "Viewer", home: "/home/ada")
        #expect(header.title == "Plan.txt" && header.subtitle == "~/Documents")

        let titled = WindowNavigationTitles()
        var titledEnvironment = EnvironmentValues()
        titled.install(in: &titledEnvironment)
        let titledHost = HeadlessHost(environment: titledEnvironment) {
            Text("Plan").navigationDocument(file).navigationTitle("Project").navigationSubtitle("Draft")
        }
        titledHost.flush()
        let both = titled.headerTitle(sceneTitle: "Viewer", home: "/home/ada")
        #expect(both.title == "Project" && both.subtitle == "Draft")
        #expect(WindowNavigationTitles().headerTitle(sceneTitle: "Viewer") == ("Viewer", ""))
    }
}
