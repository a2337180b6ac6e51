import Foundation
import QuireCore
import Testing
@testable import QuireUI
import QuireUIHeadless

/// `.toolbar`: items go to the graph's toolbar layout (the header bar), at the edge their placement
/// says, in order, and are reconciled like any other views.
@MainActor
@Suite struct ToolbarTests {
    @Observable final class Model {
        var count = 0
        var showsShare = false
        var trailingCancel = false
    }

    struct Editor: View {
        let model: Model
        var body: some View {
            Text("Count \(model.count)")
                .toolbar {
                    ToolbarItem(placement: .navigation) {
                        Button("Back") {}
                    }
                    ToolbarItemGroup(placement: .primaryAction) {
                        Button("Add") { model.count += 1 }
                        Text("\(model.count)")
                    }
                    if model.showsShare {
                        ToolbarItem(placement: .automatic) { Button("Share") {} }
                    }
                    ToolbarItem(placement: model.trailingCancel ? .confirmationAction : .cancellationAction) {
                        Button("Cancel") {}
                    }
                }
        }
    }

    private func titles(_ widgets: [any PlatformWidget]) -> [String] {
        widgets.compactMap { $0 as? HeadlessWidget }.map { $0.title.isEmpty ? $0.text : $0.title }
    }

    @Test func itemsGoToTheirEdgeInOrderAndNotIntoTheContent() {
        let model = Model()
        let host = HeadlessHost { Editor(model: model) }
        #expect(host.texts == ["Count 0"])
        #expect(titles(host.graph.toolbar.start) == ["Back", "Cancel"])
        #expect(titles(host.graph.toolbar.end) == ["Add", "0"])
    }

    @Test func anUpdateChangesOnlyTheItemWidgetsWhoseValuesChanged() throws {
        let model = Model()
        let host = HeadlessHost { Editor(model: model) }
        var layouts = 0
        host.graph.onToolbarChange = { _ in layouts += 1 }
        let add = try #require(host.graph.toolbar.end.first as? HeadlessWidget)
        let before = host.counters
        add.click()
        host.flush()
        #expect(model.count == 1)
        #expect(titles(host.graph.toolbar.end) == ["Add", "1"])
        #expect(host.graph.toolbar.end.first === add)
        #expect(host.counters.created == before.created)
        #expect(host.counters.updated - before.updated == 2)  // the two labels' texts
        #expect(layouts == 0)  // the same widgets: the header bar is not touched
    }

    @Test func conditionalItemsAndPlacementChangesReachTheLayout() throws {
        let model = Model()
        let host = HeadlessHost { Editor(model: model) }
        var layouts: [ToolbarLayout] = []
        host.graph.onToolbarChange = { layouts.append($0) }
        let cancel = try #require(host.graph.toolbar.start.last as? HeadlessWidget)

        model.showsShare = true
        host.flush()
        #expect(titles(host.graph.toolbar.end) == ["Add", "0", "Share"])
        #expect(layouts.count == 1)

        model.trailingCancel = true
        host.flush()
        #expect(titles(host.graph.toolbar.start) == ["Back"])
        #expect(titles(host.graph.toolbar.end) == ["Add", "0", "Share", "Cancel"])
        #expect(host.graph.toolbar.end.last === cancel)  // moved, not remade

        model.showsShare = false
        host.flush()
        #expect(titles(host.graph.toolbar.end) == ["Add", "0", "Cancel"])
        #expect(layouts.count == 3)
    }

    @Observable final class Shown { var isShown = true }

    @Test func plainViewsInAToolbarGoToTheEndAndLeaveWhenTheViewDoes() {
        let shown = Shown()
        let host = HeadlessHost {
            VStack {
                if shown.isShown {
                    Text("Body").toolbar { Button("Done") {} }
                }
                Text("Other").toolbar { Button("Help") {} }
            }
        }
        #expect(titles(host.graph.toolbar.end) == ["Done", "Help"])
        #expect(host.graph.toolbar.start.isEmpty)
        shown.isShown = false
        host.flush()
        #expect(titles(host.graph.toolbar.end) == ["Help"])
        #expect(host.texts == ["Other"])
    }

    struct Items: ToolbarContent {
        var body: some ToolbarContent {
            ToolbarItem(placement: .topBarLeading) { Button("Mine") {} }
        }
    }

    @Test func toolbarContentOfTheAppsOwnTypeIsPlacedThroughItsBody() {
        let host = HeadlessHost { Text("x").toolbar { Items() } }
        #expect(titles(host.graph.toolbar.start) == ["Mine"])
    }

    struct Labelled: View {
        var body: some View {
            Text("Stock")
                .toolbar {
                    ToolbarItem(placement: .primaryAction) {
                        Button {} label: { Label("Add Item", systemImage: "plus") }
                    }
                    ToolbarItem {
                        Button {} label: { Label("Share", systemImage: "square.and.arrow.up").labelStyle(.titleAndIcon) }
                    }
                }
        }
    }

    /// As on Apple's toolbars, a `Label` shows its icon alone (its title names the button and is its
    /// tooltip, as GNOME's icon buttons have), unless a `.labelStyle` inside the item says otherwise;
    /// outside a toolbar the same label shows both.
    @Test func labelsInTheToolbarShowTheirIcon() throws {
        let host = HeadlessHost { Labelled() }
        let items = host.graph.toolbar.end.compactMap { $0 as? HeadlessWidget }
        let add = try #require(items.first { $0.accessibilityLabel == "Add Item" }, "\(items.map(\.accessibilityLabel))")
        #expect(add.allWidgets.contains { $0.kind == .image })
        #expect(!add.texts.contains("Add Item"), "\(add.texts)")
        #expect(add.style.help == "Add Item", "an icon-only button's tooltip names it")
        let share = try #require(items.first { $0.accessibilityLabel == "Share" || $0.texts.contains("Share") })
        #expect(share.texts.contains("Share"))

        let outside = HeadlessHost { Button {} label: { Label("Add Item", systemImage: "plus") } }
        #expect(outside.texts.contains("Add Item"))
    }
}
