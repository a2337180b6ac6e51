import Foundation
import Observation
import Testing
@testable import QuireUI
import QuireUIHeadless

/// `GridLayout`: a `Grid` when called as a view; as a `Layout` through `AnyLayout` it lines its
/// `GridRow`s' cells up in columns, and switching to a stack and back keeps the views and their
/// state. Headless widgets measure nothing: the test gives each cell its size.
@MainActor
@Suite struct GridLayoutTests {
    @Test func calledAsAViewItIsAGrid() throws {
        let host = HeadlessHost {
            GridLayout(alignment: .leading, horizontalSpacing: 4) {
                GridRow {
                    Text("A")
                    Text("B")
                }
            }
        }
        let grid = try host.widget(.cellGrid)
        #expect(grid.cellGrid.appearance?.alignment == .leading)
        #expect(grid.cellGrid.appearance?.columnSpacing == 4)
        #expect(host.widgets(.layoutView).isEmpty)
    }

    @Observable final class Arrangement {
        var isGrid = true
    }

    /// A cell with state of its own, to see it survive a change of layout.
    struct Counter: View {
        @State private var count = 0

        var body: some View {
            Button("Count \(count)") { count += 1 }
        }
    }

    struct Switcher: View {
        let arrangement: Arrangement

        var body: some View {
            let layout = arrangement.isGrid
                ? AnyLayout(GridLayout(alignment: .leading, horizontalSpacing: 10, verticalSpacing: 4))
                : AnyLayout(VStackLayout(alignment: .leading, spacing: 4))
            layout {
                GridRow {
                    Text("Name")
                    Text("Size").gridColumnAlignment(.trailing)
                }
                Divider()
                GridRow(alignment: .bottom) {
                    Text("Quarterly report")
                    Text("12 KB")
                    Counter()
                }
            }
        }
    }

    private func size(_ host: HeadlessHost, _ text: String, _ size: CGSize) throws -> HeadlessWidget {
        let widget = try #require(host.all.first { $0.text == text || $0.title == text }, "no \(text)")
        widget.layoutView.idealSize = size
        return widget
    }

    @Test func asALayoutItLinesCellsUpInColumnsAsGridDoes() throws {
        let host = HeadlessHost { Switcher(arrangement: Arrangement()) }
        let layout = try host.widget(.layoutView)
        let name = try size(host, "Name", CGSize(width: 40, height: 10))
        // A view with a grid modifier is its cell widget.
        let sizeHeader = try host.widget(.gridCell)
        sizeHeader.layoutView.idealSize = CGSize(width: 30, height: 10)
        let report = try size(host, "Quarterly report", CGSize(width: 120, height: 10))
        let kilobytes = try size(host, "12 KB", CGSize(width: 50, height: 10))
        let counter = try size(host, "Count 0", CGSize(width: 70, height: 20))
        let divider = try host.widget(.divider)
        divider.layoutView.idealSize = CGSize(width: 1, height: 1)
        divider.layoutView.flexibleAxes = .horizontal

        // Columns 120, 50 and 70 wide with 10 between; rows 10, 1 and 20 tall with 4 between.
        #expect(layout.sizeThatFits(.unspecified) == CGSize(width: 260, height: 39))
        layout.layOut(in: CGSize(width: 260, height: 39))
        #expect(name.layoutView.frame == CGRect(x: 0, y: 0, width: 40, height: 10))
        #expect(sizeHeader.layoutView.frame == CGRect(x: 150, y: 0, width: 30, height: 10),
                "the Size column is trailing-aligned by its first cell")
        #expect(kilobytes.layoutView.frame == CGRect(x: 130, y: 29, width: 50, height: 10),
                "the second row's cells sit at its bottom")
        #expect(report.layoutView.frame == CGRect(x: 0, y: 29, width: 120, height: 10))
        #expect(counter.layoutView.frame == CGRect(x: 190, y: 19, width: 70, height: 20))
        #expect(divider.layoutView.frame == CGRect(x: 0, y: 14, width: 260, height: 1), "the divider spans the columns")
    }

    @Test func switchingToAStackAndBackKeepsTheViewsAndTheirState() throws {
        let arrangement = Arrangement()
        let host = HeadlessHost { Switcher(arrangement: arrangement) }
        let counter = try host.widget(.button)
        counter.click()
        host.flush()
        #expect(counter.title == "Count 1")
        let layout = try host.widget(.layoutView)
        let rows = host.widgets(.gridRow)
        #expect(rows.count == 2)

        arrangement.isGrid = false
        host.flush()
        #expect(try host.widget(.layoutView) === layout)
        #expect(host.widgets(.gridRow).map(ObjectIdentifier.init) == rows.map(ObjectIdentifier.init))
        #expect(try host.widget(.button) === counter)
        #expect(counter.title == "Count 1")
        // Under the stack each row is one subview, its cells side by side in the row's own box.
        rows[0].layoutView.idealSize = CGSize(width: 80, height: 10)
        rows[1].layoutView.idealSize = CGSize(width: 200, height: 20)
        try host.widget(.divider).layoutView.idealSize = CGSize(width: 1, height: 1)
        #expect(layout.sizeThatFits(.unspecified) == CGSize(width: 200, height: 39))
        layout.layOut(in: CGSize(width: 200, height: 39))
        #expect(rows[1].layoutView.frame == CGRect(x: 0, y: 19, width: 200, height: 20))

        arrangement.isGrid = true
        host.flush()
        counter.click()
        host.flush()
        #expect(try host.widget(.button) === counter)
        #expect(counter.title == "Count 2")
        counter.layoutView.idealSize = CGSize(width: 70, height: 20)
        layout.layOut(in: layout.sizeThatFits(.unspecified))
        // The first row's cells and the divider measure nothing here but the divider's 1 point.
        #expect(counter.layoutView.frame?.minY == 9, "back in the grid, the counter is a cell of the second row")
    }
}
