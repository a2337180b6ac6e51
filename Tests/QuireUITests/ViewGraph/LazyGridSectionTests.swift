import Observation
import QuireCore
import Testing
@testable import QuireUI
import QuireUIHeadless

/// `Section`s in a `LazyVGrid`/`LazyHGrid`: no section widget of their own; the grid is given each
/// section's header, cells and footer (views outside a section a section of cells), follows the data
/// into the right section, and its layout carries `pinnedViews`.
@MainActor
@Suite struct LazyGridSectionTests {
    @Observable final class Pantry {
        var fruit = ["Apple", "Pear"]
        var vegetables = ["Leek"]
    }

    private func texts(_ widgets: [HeadlessWidget]) -> [String] { widgets.flatMap(\.texts) }

    @Test func sectionsGiveTheGridTheirHeadersCellsAndFooters() throws {
        let pantry = Pantry()
        let host = HeadlessHost {
            LazyVGrid(columns: [GridItem(), GridItem()], pinnedViews: [.sectionHeaders, .sectionFooters]) {
                Text("Loose")
                Section {
                    ForEach(pantry.fruit, id: \.self) { Text($0) }
                } header: {
                    Text("Fruit")
                } footer: {
                    Text("\(pantry.fruit.count) kinds")
                }
                Section("Vegetables") {
                    ForEach(pantry.vegetables, id: \.self) { Text($0) }
                }
            }
        }
        let grid = try host.widget(.grid)
        #expect(grid.gridLayout?.pinnedViews == [.sectionHeaders, .sectionFooters])
        #expect(host.widgets(.section).isEmpty, "a section in a grid makes no section widget")
        #expect(grid.gridSections.count == 3)
        #expect(grid.gridSections.map { texts($0.header) } == [[], ["Fruit"], ["Vegetables"]])
        #expect(grid.gridSections.map { texts($0.cells) } == [["Loose"], ["Apple", "Pear"], ["Leek"]])
        #expect(grid.gridSections.map { texts($0.footer) } == [[], ["2 kinds"], []])

        pantry.fruit.append("Plum")
        pantry.vegetables.insert("Kale", at: 0)
        host.flush()
        #expect(grid.gridSections.map { texts($0.cells) } == [["Loose"], ["Apple", "Pear", "Plum"], ["Kale", "Leek"]])
        #expect(grid.gridSections.map { texts($0.footer) } == [[], ["3 kinds"], []])
        #expect(texts(grid.children) == ["Loose", "Fruit", "Apple", "Pear", "Plum", "3 kinds", "Vegetables", "Kale", "Leek"])
    }

    @Test func adjacentSectionsWithoutHeadersStaySeparate() throws {
        let host = HeadlessHost {
            LazyHGrid(rows: [GridItem(.fixed(30))], pinnedViews: .sectionHeaders) {
                Section { Text("A") }
                Section { Text("B") }
            }
        }
        let grid = try host.widget(.grid)
        #expect(grid.gridLayout?.pinnedViews == .sectionHeaders)
        #expect(grid.gridSections.map { texts($0.cells) } == [["A"], ["B"]])
    }

    @Test func withoutSectionsTheGridIsOneSectionOfCells() throws {
        let host = HeadlessHost {
            LazyVGrid(columns: [GridItem()]) {
                Text("One")
                Text("Two")
            }
        }
        let grid = try host.widget(.grid)
        #expect(grid.gridLayout?.pinnedViews == [])
        #expect(grid.gridSections.count == 1)
        #expect(texts(grid.gridSections[0].cells) == ["One", "Two"])
    }
}
