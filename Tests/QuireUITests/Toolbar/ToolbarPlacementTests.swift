import Foundation
import Observation
import QuireCore
import Testing
@testable import QuireUI
import QuireUIHeadless

/// Every `ToolbarItemPlacement` lands where GNOME puts it (the header bar's start, title or end; the
/// action bar's start, middle or end), `toolbar(_:for:)` hides and shows a bar's items, and a window's
/// navigation title and subtitle reach its header bar (beside a document's name).
@MainActor
@Suite struct ToolbarPlacementTests {
    @Observable final class Model {
        var hidesBottomBar = false
        var hidesToolbar = false
        var title = "Chapter 1"
    }

    private func titles(_ widgets: [any PlatformWidget]) -> [String] {
        widgets.compactMap { $0 as? HeadlessWidget }.map { $0.title.isEmpty ? $0.text : $0.title }
    }

    struct Everywhere: View {
        let model: Model
        var body: some View {
            Text("Content")
                .toolbar {
                    ToolbarItem(placement: .navigationBarLeading) { Button("Leading") {} }
                    ToolbarItem(placement: .topBarLeading) { Button("Top leading") {} }
                    ToolbarItem(placement: .navigation) { Button("Navigation") {} }
                    ToolbarItem(placement: .principal) { Text("Principal") }
                    ToolbarItem(placement: .navigationBarTrailing) { Button("Trailing") {} }
                    ToolbarItem(placement: .topBarTrailing) { Button("Top trailing") {} }
                    ToolbarItem(placement: .destructiveAction) { Button("Delete") {} }
                    ToolbarItemGroup(placement: .bottomBar) {
                        Button("Bold") {}
                        Button("Italic") {}
                    }
                    ToolbarItem(placement: .status) { Text("Saved") }
                    ToolbarItem(placement: .keyboard) { Button("Done Typing") {} }
                }
                .toolbar(model.hidesBottomBar ? .hidden : .visible, for: .bottomBar)
                .toolbarVisibility(model.hidesToolbar ? .hidden : .automatic, for: .windowToolbar, .tabBar)
                .toolbarRole(.editor)
        }
    }

    @Test func eachPlacementGoesToItsPartOfTheHeaderBarOrTheActionBar() {
        let host = HeadlessHost { Everywhere(model: Model()) }
        let toolbar = host.graph.toolbar
        #expect(titles(toolbar.start) == ["Leading", "Top leading", "Navigation"])
        #expect(titles(toolbar.principal) == ["Principal"])
        #expect(titles(toolbar.end) == ["Trailing", "Top trailing", "Delete"])
        #expect(titles(toolbar.bottomStart) == ["Bold", "Italic"])
        #expect(titles(toolbar.bottomCenter) == ["Saved"])
        #expect(titles(toolbar.bottomEnd) == ["Done Typing"])
        #expect(toolbar.hasBottomBar && !toolbar.isEmpty)
        #expect(host.texts == ["Content"], "no item is in the content")
    }

    /// Stockroom's toolbar: what a compact window folds into its overflow menu are the `.automatic`
    /// and `.secondaryAction` items, in order; the primary action and the others stay.
    @Test func theAutomaticAndSecondaryItemsAreWhatOverflows() {
        let host = HeadlessHost {
            Text("Content")
                .toolbar {
                    ToolbarItem(placement: .primaryAction) { Button("Add Item") {} }
                    ToolbarItem { Button("View") {} }
                    ToolbarItem(placement: .secondaryAction) { Button("Export") {} }
                    ToolbarItem(placement: .confirmationAction) { Button("Done") {} }
                    ToolbarItem(placement: .destructiveAction) { Button("Delete") {} }
                    ToolbarItem(placement: .navigation) { Button("Back") {} }
                }
        }
        let toolbar = host.graph.toolbar
        #expect(titles(toolbar.end) == ["Add Item", "View", "Export", "Done", "Delete"])
        #expect(titles(toolbar.overflow) == ["View", "Export"])
        #expect(toolbar.overflow.allSatisfy { widget in toolbar.end.contains { $0 === widget } }, "overflow items are end items")
    }

    @Test func hidingABarTakesItsItemsAwayAndShowingItBringsTheSameWidgetsBack() {
        let model = Model()
        let host = HeadlessHost { Everywhere(model: model) }
        let bold = host.graph.toolbar.bottomStart.first
        model.hidesBottomBar = true
        host.flush()
        #expect(!host.graph.toolbar.hasBottomBar)
        #expect(titles(host.graph.toolbar.end) == ["Trailing", "Top trailing", "Delete"], "the header bar keeps its items")
        model.hidesBottomBar = false
        model.hidesToolbar = true
        host.flush()
        #expect(host.graph.toolbar.start.isEmpty && host.graph.toolbar.end.isEmpty && host.graph.toolbar.principal.isEmpty)
        #expect(host.graph.toolbar.bottomStart.first === bold, "the same widgets, not new ones")
    }

    @Test func aDocumentsTitleTakesTheNavigationTitleBesideItsNameAndTheSubtitleInPlaceOfItsFolder() {
        let base = DocumentWindowTitle(name: "Notes.txt", fileURL: URL(fileURLWithPath: "/home/ada/Notes.txt"),
                                       state: .untitled, hasUnsavedChanges: true, isEditable: true, home: "/home/ada")
        #expect(base.with(navigationTitle: nil, navigationSubtitle: nil) == base)
        let titled = base.with(navigationTitle: "Chapter 1", navigationSubtitle: "3 words")
        #expect(titled.title == "Notes.txt • — Chapter 1")
        #expect(titled.subtitle == "3 words")
    }

    @Test func aWindowsViewsGiveItTheirNavigationTitleAndSubtitle() {
        let model = Model()
        let titles = WindowNavigationTitles()
        var changes = 0
        titles.onChange = { changes += 1 }
        var environment = EnvironmentValues()
        titles.install(in: &environment)
        let host = HeadlessHost(environment: environment) {
            Text("Editor").navigationTitle(model.title).navigationSubtitle("Draft")
        }
        #expect(titles.title == "Chapter 1" && titles.subtitle == "Draft")
        model.title = "Chapter 2"
        host.flush()
        #expect(titles.title == "Chapter 2")
        #expect(changes >= 3, "each change is told")
    }
}
