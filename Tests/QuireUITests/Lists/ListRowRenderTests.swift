import Foundation
import Observation
import QuireCore
import Testing
@testable import QuireUI
import QuireUIHeadless

/// Which rows of a `List` render again (`WidgetCounters.rowRenders`) when something changes: one row
/// for a change to one element, whatever the list's length; one row for a model change only that
/// row's content read; every row when the change may be captured by all of them (the rule in
/// docs/ARCHITECTURE.md, "Lists → Cost", with its known limit); and the fallbacks (repeated ids, elements
/// that are not `Equatable`) still show the data exactly.
@MainActor
@Suite struct ListRowRenderTests {
    /// Runs `change`, flushes, and returns how many rows rendered and bodies ran.
    private func cost(_ host: HeadlessHost, _ change: () -> Void) -> (rows: Int, bodies: Int) {
        let before = host.counters
        change()
        host.flush()
        return (host.counters.rowRenders - before.rowRenders, host.counters.bodyEvaluations - before.bodyEvaluations)
    }

    // MARK: One element changed: one row

    @Test func toggleAndRenameInAThousandRowsRenderOneRow() throws {
        let model = FixtureChecklist(count: 1_000)
        let host = HeadlessHost { FixtureChecklistView(model: model) }
        #expect(host.counters.rowRenders == 1_000, "each row rendered once when the list was made")

        // From the model (an undo, say): the row of that element only.
        #expect(cost(host) { model.items[500].isChecked = true }.rows == 1)
        #expect(try #require(host.toggle(inRow: 500)).isOn)
        #expect(cost(host) { model.items[999].title = "Renamed" }.rows == 1)
        #expect(host.rowTitles[999] == "Renamed")

        // From the widgets: a click on a check box, a context-menu action renaming through the binding.
        let checkBox = try #require(host.toggle(inRow: 3))
        #expect(cost(host) { checkBox.toggle() }.rows == 1)
        #expect(model.items[3].isChecked && checkBox.isOn)
        let menu = try #require(host.rows[10].allWidgets.first { $0.kind == .contextMenu })
        #expect(cost(host) { menu.chooseMenuItem("Rename") }.rows == 1)
        #expect(model.items[10].title == "Item 10!" && host.rowTitles[10] == "Item 10!")

        // Nothing else changed: every other row shows its element.
        #expect(host.rowTitles == model.items.map(\.title))
        #expect(host.rows.indices.allSatisfy { host.toggle(inRow: $0)?.isOn == model.items[$0].isChecked })
    }

    @Test func insertDeleteAndMoveRenderOnlyTheNewRow() {
        let model = FixtureChecklist(count: 1_000)
        let host = HeadlessHost { FixtureChecklistView(model: model) }
        #expect(cost(host) { model.items.insert(FixtureItem(id: -1, title: "New"), at: 400) }.rows == 1)
        #expect(cost(host) { model.items.remove(at: 400) }.rows == 0)
        #expect(cost(host) { model.items.move(fromOffsets: IndexSet(integer: 0), toOffset: 1_000) }.rows == 0)
        #expect(host.rowTitles == model.items.map(\.title))
    }

    // MARK: A model the row content reads itself

    @Test func aModelChangeReadOnlyByOneRowRendersThatRowAlone() {
        let model = NotedList(count: 1_000)
        let host = HeadlessHost { NotedListView(model: model) }
        let change = cost(host) { model.items[42].note.text = "Changed" }
        #expect(change.rows == 1, "the row's content read the note: that row renders")
        #expect(change.bodies == 0, "the view holding the List did not read it")
        #expect(host.rows[42].texts == ["Changed"])
        #expect(host.rows[41].texts == ["Note 41"] && host.rows[43].texts == ["Note 43"])
    }

    // MARK: The rule: when every row renders

    @Test func aChangeTheRowsMayCaptureRendersEveryRow() throws {
        let model = CapturingList(count: 100)
        let host = HeadlessHost { CapturingListView(model: model) }

        // A model property the body read and handed to every row, alone: no element changed.
        #expect(cost(host) { model.suffix = "?" }.rows == 100)
        #expect(host.rowTexts.allSatisfy { $0.hasSuffix("?") })

        // The body's @State (not an Observation property): every row.
        let mark = try host.widget(.button, titled: "Mark")
        #expect(cost(host) { mark.click() }.rows == 100)
        #expect(host.rowTexts.allSatisfy { $0.hasPrefix("★") })

        // The environment the rows get (a parent's @State sets it): every row.
        let dim = try host.widget(.button, titled: "Dim")
        #expect(cost(host) { dim.click() }.rows == 100)
        #expect(host.rows.allSatisfy { row in row.allWidgets.contains { $0.kind == .text && !$0.style.isEnabled } })
    }

    /// The known limit written down in docs/ARCHITECTURE.md: a value the body reads from a model and
    /// captures into rows, changed in the same turn as an element, reaches only the changed rows
    /// (SwiftUI would render them all). Pinned so that a change of behaviour updates the docs too.
    @Test func knownLimitACapturedValueChangedWithAnElementReachesOnlyThatRow() {
        let model = CapturingList(count: 100)
        let host = HeadlessHost { CapturingListView(model: model) }
        let change = cost(host) {
            model.suffix = "?"
            model.items[5].title = "Five"
        }
        #expect(change.rows == 1)
        #expect(host.rowTexts[5] == "Five?")
        #expect(host.rowTexts[6] == "Row 6", "unchanged rows keep what they captured")
        // The next change that touches no element brings every row up to date.
        #expect(cost(host) { model.suffix = "!" }.rows == 100)
        #expect(host.rowTexts[6] == "Row 6!")
    }

    // MARK: @State beside the list

    @Test func typingInAFieldAboveTheListRendersNoRow() throws {
        let model = FixtureChecklist(count: 1_000)
        let host = HeadlessHost { FieldAboveListView(model: model) }
        let field = try host.widget(.textField)
        let rowsBefore = host.rows
        for text in ["M", "Mi", "Milk"] {
            let typed = cost(host) { field.type(text) }
            #expect(typed.rows == 0, "the field's @State is not read by the body nor by any row")
            #expect(typed.bodies == 1)
        }
        #expect(host.rows.map(ObjectIdentifier.init) == rowsBefore.map(ObjectIdentifier.init))
        // The action reads the state as it is now; the new row is the only one rendered.
        #expect(cost(host) { field.submit() }.rows == 1)
        #expect(host.rowTitles.last == "Milk" && model.items.count == 1_001)
        #expect(field.text.isEmpty)
    }

    @Test func rowsThatReadTheStateWhenTheyAreMadeFollowIt() throws {
        let model = FixtureChecklist(count: 50)
        let host = HeadlessHost { FilteredRowsView(model: model) }
        let field = try host.widget(.textField)
        let typed = cost(host) { field.type("tea") }
        #expect(typed.rows == 50, "each row's content read the state")
        #expect(host.rowTexts.allSatisfy { $0.hasSuffix(" ~ tea") })
        #expect(host.rowTexts[3] == "Item 3 ~ tea")
    }

    @Test func editModeReachesRowsOfAForEachMadeByTheRootsOwnBody() throws {
        let model = FixtureChecklist(count: 3)
        let host = HeadlessHost {
            VStack {
                EditButton()
                List {
                    ForEach(model.items) { item in Text(item.title) }
                        .onDelete { model.delete($0) }
                }
            }
        }
        #expect(host.rows.allSatisfy { !$0.editing.isEditing })
        try host.widget(.button, titled: "Edit").click()
        host.flush()
        #expect(host.rows.allSatisfy { $0.editing == ListRowEditing(isEditing: true, canDelete: true, canMove: false) })
        try host.widget(.button, titled: "Done").click()
        host.flush()
        #expect(host.rows.allSatisfy { !$0.editing.isEditing })
    }

    // MARK: Fallbacks

    @Test func repeatedIDsRebuildEveryRowAndStillShowTheData() throws {
        let model = FixtureChecklist(count: 5)
        model.items[3] = FixtureItem(id: 1, title: "Again")  // ids 0 1 2 1 4
        let host = HeadlessHost { FixtureChecklistView(model: model) }
        #expect(host.rowTitles == ["Item 0", "Item 1", "Item 2", "Again", "Item 4"])
        let rowsBefore = host.rows

        #expect(cost(host) { model.items[3].title = "Again!" }.rows == 5, "repeated ids: every row")
        #expect(host.rowTitles == ["Item 0", "Item 1", "Item 2", "Again!", "Item 4"])
        #expect(host.rows.map(ObjectIdentifier.init) == rowsBefore.map(ObjectIdentifier.init), "rows kept")

        model.items[3].isChecked = true
        host.flush()
        #expect(host.rows.indices.map { host.toggle(inRow: $0)?.isOn } == [false, false, false, true, false])

        // The repeat gone: back to the selective path, from a full rebuild.
        #expect(cost(host) { model.items.remove(at: 3) }.rows == 4)
        #expect(host.rowTitles == ["Item 0", "Item 1", "Item 2", "Item 4"])
        #expect(cost(host) { model.items[0].title = "First" }.rows == 1)
        #expect(host.rowTitles == ["First", "Item 1", "Item 2", "Item 4"])
    }

    @Test func elementsThatAreNotEquatableRenderEveryRowAndStayCorrect() {
        let model = PlainList(count: 20)
        let host = HeadlessHost { PlainListView(model: model) }
        #expect(cost(host) { model.items[7].name = "Seven" }.rows == 20)
        #expect(host.rowTexts[7] == "Seven")
        model.items.reverse()
        host.flush()
        #expect(host.rowTexts == model.items.map(\.name))
    }

    @Test func reversingAndShufflingKeepEveryRowAndTheOrder() {
        let model = FixtureChecklist(count: 50)
        let host = HeadlessHost { FixtureChecklistView(model: model) }
        // Each element keeps its row's content (its check box) wherever it goes.
        let checkBoxes = { host.rows.indices.map { host.toggle(inRow: $0).map(ObjectIdentifier.init) } }
        let checkBoxByTitle = Dictionary(uniqueKeysWithValues: zip(host.rowTitles, checkBoxes()))
        #expect(cost(host) { model.items.reverse() }.rows == 0)
        #expect(host.rowTitles == model.items.map(\.title))
        var generator = SeededGenerator(seed: 7)
        model.items.shuffle(using: &generator)
        host.flush()
        #expect(host.rowTitles == model.items.map(\.title))
        #expect(zip(host.rowTitles, checkBoxes()).allSatisfy { checkBoxByTitle[$0] == $1 }, "same content per id")
    }
}

// MARK: Fixtures

/// A note each row shows; the list's body never reads it.
@Observable @MainActor
final class RowNote {
    var text: String
    init(_ text: String) { self.text = text }
}

struct NotedItem: Identifiable, Equatable {
    let id: Int
    let note: RowNote

    static func == (lhs: NotedItem, rhs: NotedItem) -> Bool { lhs.id == rhs.id && lhs.note === rhs.note }
}

@Observable @MainActor
final class NotedList {
    var items: [NotedItem]
    init(count: Int) { items = (0..<count).map { NotedItem(id: $0, note: RowNote("Note \($0)")) } }
}

struct NotedListView: View {
    let model: NotedList

    var body: some View {
        List {
            ForEach(model.items) { item in
                Text(item.note.text)
            }
        }
    }
}

struct CapturedItem: Identifiable, Equatable {
    let id: Int
    var title: String
}

@Observable @MainActor
final class CapturingList {
    var items: [CapturedItem]
    var suffix = ""
    init(count: Int) { items = (0..<count).map { CapturedItem(id: $0, title: "Row \($0)") } }
}

/// Rows whose text joins the element with a model property and a `@State` the body captured; a
/// parent's `@State` disables them through the environment.
struct CapturingListView: View {
    let model: CapturingList
    @State private var isDimmed = false

    var body: some View {
        VStack {
            Button("Dim") { isDimmed.toggle() }
            CapturingList.Rows(model: model)
                .disabled(isDimmed)
        }
    }
}

extension CapturingList {
    struct Rows: View {
        let model: CapturingList
        @State private var isMarked = false

        var body: some View {
            let suffix = model.suffix, mark = isMarked ? "★" : ""
            VStack {
                Button("Mark") { isMarked = true }
                List {
                    ForEach(model.items) { item in
                        Text(mark + item.title + suffix)
                    }
                }
            }
        }
    }
}

/// The Checklist app's shape: a field bound to the view's `@State` above the list; Enter adds.
struct FieldAboveListView: View {
    @Bindable var model: FixtureChecklist
    @State private var newTitle = ""

    var body: some View {
        VStack {
            TextField("New item", text: $newTitle)
                .onSubmit {
                    model.items.append(FixtureItem(id: model.items.count, title: newTitle))
                    newTitle = ""
                }
            List {
                ForEach($model.items) { $item in
                    Toggle(item.title, isOn: $item.isChecked)
                        .toggleStyle(.checkbox)
                }
                .onDelete { model.delete($0) }
            }
        }
    }
}

/// A field's `@State` the body does not read but every row's content does, when it is made.
struct FilteredRowsView: View {
    let model: FixtureChecklist
    @State private var filter = ""

    var body: some View {
        VStack {
            TextField("Filter", text: $filter)
            List {
                ForEach(model.items) { item in
                    Text(filter.isEmpty ? item.title : item.title + " ~ " + filter)
                }
            }
        }
    }
}

/// Elements without `==`: the list cannot tell which changed.
struct PlainItem: Identifiable {
    let id: Int
    var name: String
}

@Observable @MainActor
final class PlainList {
    var items: [PlainItem]
    init(count: Int) { items = (0..<count).map { PlainItem(id: $0, name: "Plain \($0)") } }
}

struct PlainListView: View {
    let model: PlainList

    var body: some View {
        List {
            ForEach(model.items) { item in
                Text(item.name)
            }
        }
    }
}

/// A repeatable shuffle.
struct SeededGenerator: RandomNumberGenerator {
    private var state: UInt64
    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state = state &* 6364136223846793005 &+ 1442695040888963407
        return state
    }
}

@MainActor
extension HeadlessHost {
    /// Each row's texts joined, in order.
    var rowTexts: [String] { rows.map { $0.texts.joined() } }
}
