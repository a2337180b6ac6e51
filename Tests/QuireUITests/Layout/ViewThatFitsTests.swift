import Foundation
import QuireCore
import Testing
@testable import QuireUI
import QuireUIHeadless

/// `ViewThatFits` on the headless backend, whose `fit(in:)` stands in for GTK's allocation: the
/// children's ideal sizes are what the test gives them (headless widgets measure nothing).
@MainActor
@Suite struct ViewThatFitsTests {
    @Test func theFirstChildThatFitsTheConstrainedAxisShowsElseTheLast() throws {
        let host = HeadlessHost {
            ViewThatFits(in: .horizontal) {
                Text("Wide and detailed")
                Text("Narrow")
                Text("N")
            }
        }
        let fits = try host.widget(.viewThatFits)
        #expect(fits.axes == .horizontal)
        #expect(fits.children.map(\.text) == ["Wide and detailed", "Narrow", "N"])
        fits.children[0].cellGrid.idealSize = CGSize(width: 400, height: 20)
        fits.children[1].cellGrid.idealSize = CGSize(width: 120, height: 40)
        fits.children[2].cellGrid.idealSize = CGSize(width: 20, height: 20)
        fits.fit(in: CGSize(width: 500, height: 10))
        #expect(fits.cellGrid.shownChild == 0, "the height is not constrained")
        fits.fit(in: CGSize(width: 300, height: 10))
        #expect(fits.cellGrid.shownChild == 1)
        fits.fit(in: CGSize(width: 10, height: 10))
        #expect(fits.cellGrid.shownChild == 2, "none fits: the last")
    }

    @Test func bothAxesByDefault() throws {
        let host = HeadlessHost {
            ViewThatFits {
                Text("Tall")
                Text("Short")
            }
        }
        let fits = try host.widget(.viewThatFits)
        #expect(fits.axes == [.horizontal, .vertical])
        fits.children[0].cellGrid.idealSize = CGSize(width: 100, height: 300)
        fits.children[1].cellGrid.idealSize = CGSize(width: 100, height: 50)
        fits.fit(in: CGSize(width: 500, height: 200))
        #expect(fits.cellGrid.shownChild == 1)
        #expect(ViewThatFitsChoice.index(idealSizes: [], space: .zero, axes: .horizontal) == nil)
    }
}
