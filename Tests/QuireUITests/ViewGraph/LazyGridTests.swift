import Observation
import QuireCore
import Testing
@testable import QuireUI
import QuireUIHeadless

/// `LazyVGrid` and `LazyHGrid`: the children are the content's widgets, the layout says the tracks
/// and spacing, and the children follow the data.
@MainActor
@Suite struct LazyGridTests {
    @Observable final class Palette {
        var colors = ["Red", "Green", "Blue"]
    }

    @Test func aVerticalGridHoldsItsItemsAndTracks() throws {
        let palette = Palette()
        let host = HeadlessHost {
            LazyVGrid(columns: [GridItem(.adaptive(minimum: 60), spacing: 4)], spacing: 12) {
                ForEach(palette.colors, id: \.self) { Text($0) }
            }
        }
        let grid = try host.widget(.grid)
        #expect(grid.children.map(\.text) == ["Red", "Green", "Blue"])
        let layout = try #require(grid.gridLayout)
        #expect(layout.axis == .vertical)
        #expect(layout.adaptive?.minimum == 60)
        #expect(layout.itemSpacing == 4)
        #expect(layout.lineSpacing == 12)

        palette.colors.append("Black")
        host.flush()
        #expect(grid.children.map(\.text) == ["Red", "Green", "Blue", "Black"])
    }

    @Test func aHorizontalGridOfFixedRows() throws {
        let host = HeadlessHost {
            LazyHGrid(rows: [GridItem(.fixed(40)), GridItem(.flexible())]) {
                Text("A")
                Text("B")
            }
        }
        let layout = try #require(try host.widget(.grid).gridLayout)
        #expect(layout.axis == .horizontal)
        #expect(layout.adaptive == nil)
        #expect(layout.tracks.map(\.size) == [.fixed(40), .flexible()])
        #expect(layout.itemSpacing == 8)
    }
}
