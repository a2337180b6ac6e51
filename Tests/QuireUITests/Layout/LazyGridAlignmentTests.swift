import Foundation
import Testing
@testable import QuireUI
import QuireUIHeadless

/// The lazy grids' `alignment` and `GridItem(alignment:)`: where a child sits in its cell.
@MainActor
@Suite struct LazyGridAlignmentTests {
    @Test func theGridsAlignmentPlacesCellsAndATracksOwnWins() throws {
        let host = HeadlessHost {
            LazyVGrid(columns: [GridItem(.fixed(100)), GridItem(.fixed(100), alignment: .bottomTrailing)],
                      alignment: .leading) {
                Text("A")
                Text("B")
            }
        }
        let layout = try #require(try host.widget(.grid).gridLayout)
        #expect(layout.alignment(ofTrack: 0) == Alignment(horizontal: .leading, vertical: .center))
        #expect(layout.alignment(ofTrack: 1) == .bottomTrailing)
        #expect(layout.alignment(ofTrack: 5) == Alignment(horizontal: .leading, vertical: .center))
    }

    @Test func aHorizontalGridAlignsVertically() throws {
        let host = HeadlessHost {
            LazyHGrid(rows: [GridItem(.flexible())], alignment: .top) { Text("A") }
        }
        let layout = try #require(try host.widget(.grid).gridLayout)
        #expect(layout.alignment == Alignment(horizontal: .center, vertical: .top))
    }
}
