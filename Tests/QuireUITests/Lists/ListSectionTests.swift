import Observation
import QuireCore
import Testing
@testable import QuireUI
import QuireUIHeadless

/// `Section` inside a `List`: a header row, the section's rows in the list itself (selectable, with
/// their `ForEach`'s edits at the right places), and a footer row; headers and footers are rows of
/// their kind, which the person cannot select.
@MainActor
@Suite struct ListSectionTests {
    @Observable final class Library {
        var notes = ["Groceries", "Ideas"]
        var tags = ["home", "work"]
        var selection: String?
    }

    private func host(_ library: Library) -> HeadlessHost {
        HeadlessHost {
            List(selection: Binding(get: { library.selection }, set: { library.selection = $0 })) {
                Section("Notes") {
                    ForEach(library.notes, id: \.self) { Text($0) }
                        .onDelete { library.notes.remove(atOffsets: $0) }
                }
                Section {
                    ForEach(library.tags, id: \.self) { Text("#\($0)") }
                } header: {
                    Text("Tags")
                } footer: {
                    Text("\(library.tags.count) tags")
                }
            }
        }
    }

    @Test func headersRowsAndFootersAreRowsOfTheList() throws {
        let library = Library()
        let host = host(library)
        let list = try host.widget(.list)
        #expect(list.children.map(\.texts) == [["Notes"], ["Groceries"], ["Ideas"], ["Tags"], ["#home"], ["#work"],
                                               ["2 tags"]])
        #expect(list.children.map(\.rowKind) == [.sectionHeader, .element, .element, .sectionHeader, .element,
                                                 .element, .sectionFooter])
        #expect(host.widgets(.section).isEmpty, "no section widget of its own inside a list")

        list.select([list.children[5]])
        #expect(library.selection == "work", "a row of a section selects its element")
    }

    @Test func aSectionsForEachEditsLandAtItsPlaceInTheList() throws {
        let library = Library()
        let host = host(library)
        let list = try host.widget(.list)
        let rowsBefore = list.children

        library.tags.insert("garden", at: 1)
        host.flush()
        #expect(list.children.map(\.texts) == [["Notes"], ["Groceries"], ["Ideas"], ["Tags"], ["#home"], ["#garden"],
                                               ["#work"], ["3 tags"]])
        #expect(list.children[4] === rowsBefore[4] && list.children[6] === rowsBefore[5], "rows kept")

        list.children[1].requestDelete()
        host.flush()
        #expect(library.notes == ["Ideas"])
        #expect(list.children.map(\.texts).prefix(3) == [["Notes"], ["Ideas"], ["Tags"]])
    }
}
