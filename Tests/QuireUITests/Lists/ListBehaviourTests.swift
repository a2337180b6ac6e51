import Foundation
import QuireCore
import Testing
@testable import QuireUI
import QuireUIHeadless

/// What people do to a list — edit mode, delete, move by keys and by dragging, select, row actions,
/// context menus — reaches the `ForEach`'s actions and bindings with the right offsets.
@MainActor
@Suite struct ListBehaviourTests {
    private func host(_ count: Int, selectable: Bool = false) -> (FixtureChecklist, HeadlessHost) {
        let model = FixtureChecklist(count: count)
        let host = HeadlessHost {
            VStack {
                EditButton()
                FixtureChecklistView(model: model, selectable: selectable)
            }
        }
        return (model, host)
    }

    @Test func editButtonShowsDeleteButtonsAndHandles() throws {
        let (_, host) = host(3)
        #expect(host.rows.allSatisfy { $0.editing == ListRowEditing(isEditing: false, canDelete: true, canMove: true) })
        let edit = try host.widget(.button, titled: "Edit")
        edit.click()
        host.flush()
        #expect(edit.title == "Done")
        #expect(host.rows.allSatisfy { $0.editing == ListRowEditing(isEditing: true, canDelete: true, canMove: true) })
        edit.click()
        host.flush()
        #expect(edit.title == "Edit")
        #expect(host.rows.allSatisfy { !$0.editing.isEditing })
    }

    /// Edit mode shows only through a row's delete button: a row that cannot be deleted is not
    /// editing, and rows follow edit mode once their `ForEach` gains `onDelete`.
    @Test func editModeReachesRowsOnlyWhileTheyCanBeDeleted() throws {
        struct Deletable: View {
            @State private var canDelete = false
            @State private var items = ["A", "B", "C"]

            var body: some View {
                VStack {
                    EditButton()
                    Button("Allow deleting") { canDelete = true }
                    List {
                        ForEach(items, id: \.self) { Text($0) }
                            .onDelete(perform: canDelete ? { items.remove(atOffsets: $0) } : nil)
                            .onMove { items.move(fromOffsets: $0, toOffset: $1) }
                    }
                }
            }
        }
        let host = HeadlessHost { Deletable() }
        try host.widget(.button, titled: "Edit").click()
        host.flush()
        #expect(host.rows.count == 3)
        #expect(host.rows.allSatisfy { $0.editing == ListRowEditing(isEditing: false, canDelete: false, canMove: true) })
        try host.widget(.button, titled: "Allow deleting").click()
        host.flush()
        #expect(host.rows.allSatisfy { $0.editing == ListRowEditing(isEditing: true, canDelete: true, canMove: true) })
    }

    @Test func aRowsDeleteRequestGivesOnDeleteItsOffset() {
        let (model, host) = host(4)
        host.rows[2].requestDelete()
        host.flush()
        #expect(model.deletedOffsets == [IndexSet(integer: 2)])
        #expect(host.rowTitles == ["Item 0", "Item 1", "Item 3"])
    }

    @Test func altUpAndDownMoveOnePlace() {
        let (model, host) = host(4)
        host.rows[1].requestMove(.down)
        host.flush()
        #expect(host.rowTitles == ["Item 0", "Item 2", "Item 1", "Item 3"])
        #expect(model.moves.last.map { [$0.0.first, $0.1] } == [1, 3], "below the next row: offset + 2")
        host.rows[2].requestMove(.up)
        host.flush()
        #expect(host.rowTitles == ["Item 0", "Item 1", "Item 2", "Item 3"])
        #expect(model.moves.last.map { [$0.0.first, $0.1] } == [2, 1])

        let movesBefore = model.moves.count
        host.rows[0].requestMove(.up)
        host.rows[3].requestMove(.down)
        host.flush()
        #expect(model.moves.count == movesBefore, "nothing above the first row or below the last")
    }

    @Test func aDroppedRowTakesTheTargetsPlace() {
        let (_, host) = host(5)
        host.rows[0].requestMove(.onto(host.rows[3]))
        host.flush()
        #expect(host.rowTitles == ["Item 1", "Item 2", "Item 3", "Item 0", "Item 4"])
        host.rows[4].requestMove(.onto(host.rows[0]))
        host.flush()
        #expect(host.rowTitles == ["Item 4", "Item 1", "Item 2", "Item 3", "Item 0"])
    }

    @Test func rowsWithoutEditActionsCannotBeDeletedOrMoved() {
        let items = ["a", "b"]
        let host = HeadlessHost {
            List {
                ForEach(items, id: \.self) { Text($0) }
            }
        }
        #expect(host.rows.allSatisfy { $0.editing == ListRowEditing() })
        host.rows[0].requestDelete()
        host.rows[0].requestMove(.down)
        host.flush()
        #expect(host.rows.map { $0.texts } == [["a"], ["b"]])
    }

    @Test func selectionFollowsTheBindingAndTheClicks() throws {
        let (model, host) = host(4, selectable: true)
        let list = try #require(host.list)
        #expect(list.selectionMode == .multiple)
        model.selection = [1, 3]
        host.flush()
        #expect(list.selectedRows.map(ObjectIdentifier.init) == [host.rows[1], host.rows[3]].map(ObjectIdentifier.init)
                || list.selectedRows.map(ObjectIdentifier.init) == [host.rows[3], host.rows[1]].map(ObjectIdentifier.init))
        list.select([host.rows[0]])
        host.flush()
        #expect(model.selection == [0])
    }

    @Test func singleSelectionBindsAnOptionalID() throws {
        struct Picker: View {
            @State var selection: Int?
            let seen: (Int?) -> Void
            var body: some View {
                let _ = seen(selection)
                List(selection: $selection) {
                    ForEach(0..<3) { Text("Row \($0)") }
                }
            }
        }
        var seen: [Int?] = []
        let host = HeadlessHost { Picker(seen: { seen.append($0) }) }
        let list = try #require(host.list)
        #expect(list.selectionMode == .single)
        list.select([host.rows[2]])
        host.flush()
        #expect(seen.last == 2)
        #expect(list.selectedRows.first === host.rows[2])
    }

    @Test func swipeActionIsAnIconButtonNamedByItsTitle() throws {
        let (model, host) = host(3)
        let row = host.rows[1]
        let button = try #require(row.allWidgets.first { $0.kind == .button })
        #expect(button.role == .destructive)
        #expect(button.accessibilityLabel == "Delete")
        #expect(!button.focusOnClick, "row actions leave the focus where it is")
        #expect(button.allWidgets.contains { $0.kind == .image && $0.iconName == "user-trash-symbolic" })
        #expect(!button.allWidgets.contains { $0.kind == .text }, "icon only")
        button.click()
        host.flush()
        #expect(model.items.map(\.id) == [0, 2])
    }

    @Test func contextMenuItemsAreTheButtons() throws {
        let (model, host) = host(3)
        let menu = try #require(host.rows[0].allWidgets.first { $0.kind == .contextMenu })
        #expect(menu.menuItems == [MenuItemDescription(title: "Rename"),
                                   MenuItemDescription(title: "Delete", isDestructive: true)])
        #expect(menu.chooseMenuItem("Rename"))
        host.flush()
        #expect(model.items[0].title == "Item 0!")
        #expect(menu.chooseMenuItem("Delete"))
        host.flush()
        #expect(model.items.map(\.id) == [1, 2])
    }

    @Test func staticViewsAreRowsToo() {
        let host = HeadlessHost {
            List {
                Text("Header")
                ForEach(0..<2) { Text("Row \($0)") }
                Text("Footer")
            }
        }
        #expect(host.rows.map(\.texts) == [["Header"], ["Row 0"], ["Row 1"], ["Footer"]])
        #expect(host.rows.allSatisfy { $0.kind == .listRow })
    }
}

/// The controls the Checklist app needs besides lists.
@MainActor
@Suite struct ListControlTests {
    @Test func togglesAreSwitchesUnlessStyledAsCheckBoxes() throws {
        struct Toggles: View {
            @State var on = false
            let checkbox: Bool
            var body: some View {
                if checkbox {
                    Toggle("Done", isOn: $on).toggleStyle(.checkbox)
                } else {
                    Toggle("Done", isOn: $on)
                }
            }
        }
        #expect(try HeadlessHost { Toggles(checkbox: false) }.widget(.toggle).toggleKind == .switch)
        #expect(try HeadlessHost { Toggles(checkbox: true) }.widget(.toggle).toggleKind == .checkbox)
    }

    @Test func changingTheStyleReplacesTheToggleAndKeepsItsState() throws {
        struct Styled: View {
            @State var on = true
            @State var checkbox = false
            var body: some View {
                VStack {
                    Toggle("Done", isOn: $on)
                        .modifier(_EnvironmentModifier { [checkbox] in
                            $0.toggleStyles.apply(checkbox ? ToggleKind.checkbox : .switch)
                        })
                    Button("Flip") { checkbox.toggle() }
                }
            }
        }
        let host = HeadlessHost { Styled() }
        let before = try host.widget(.toggle)
        #expect(before.toggleKind == .switch && before.isOn)
        try host.widget(.button, titled: "Flip").click()
        host.flush()
        let after = try host.widget(.toggle)
        #expect(after !== before)
        #expect(after.toggleKind == .checkbox && after.isOn && after.title == "Done")
    }

    @Test func textFieldSubmitsAndShowsItsPrompt() throws {
        var submitted: [String] = []
        struct Field: View {
            @State var text = ""
            let submit: (String) -> Void
            var body: some View {
                TextField("Title", text: $text, prompt: Text("Add an item"))
                    .onSubmit { submit("inner \(text)") }
                    .onSubmit { submit("outer") }
            }
        }
        let host = HeadlessHost { Field(submit: { submitted.append($0) }) }
        let field = try host.widget(.textField)
        #expect(field.placeholder == "Add an item")
        #expect(field.accessibilityLabel == "Title")
        field.type("Milk")
        host.flush()
        field.submit()
        #expect(submitted == ["outer", "inner Milk"], "enclosing actions first, as SwiftUI runs them")
    }

    @Test func contentUnavailableViewIsAStatusPage() throws {
        let host = HeadlessHost {
            ContentUnavailableView("No Items", systemImage: "list.bullet", description: Text("Add one."))
        }
        let page = try host.widget(.statusPage)
        #expect(page.title == "No Items")
        #expect(page.iconName == "view-list-symbolic")
        #expect(page.statusDescription == "Add one.")

        let withActions = HeadlessHost {
            ContentUnavailableView {
                Label("Empty", systemImage: "doc")
            } description: {
                Text("Nothing here")
            } actions: {
                Button("Add") {}
            }
        }
        let actionsPage = try withActions.widget(.statusPage)
        #expect(actionsPage.title == "Empty" && actionsPage.statusDescription == "Nothing here")
        #expect(actionsPage.children.map(\.title) == ["Add"])
    }

    @Test func buttonRolesAndAccessibleNames() throws {
        let host = HeadlessHost {
            VStack {
                Button("Remove", role: .destructive) {}
                Button("Plain") {}
                Button { } label: { Image(systemName: "plus") }
                    .accessibilityLabel("Add Item")
                Button("Share", systemImage: "square.and.arrow.up") {}
                    .labelStyle(.iconOnly)
            }
        }
        let buttons = host.widgets(.button)
        #expect(buttons.map(\.role) == [.destructive, nil, nil, nil])
        #expect(buttons.map(\.accessibilityLabel) == ["", "", "Add Item", "Share"], "titled buttons are named by their titles")
        #expect(!buttons[3].allWidgets.contains { $0.kind == .text })
    }
}
