import Foundation
import QuireCore
import Testing
@testable import QuireUI
import QuireUIHeadless

/// `Grid`, `GridRow` and the grid cell modifiers on the headless backend: the widgets they make and
/// where `GridPlacement` (which the GTK grid attaches by) puts each view.
@MainActor
@Suite struct GridTests {
    @Test func rowsMakeColumnsAndAViewOutsideARowSpansThemAll() throws {
        let host = HeadlessHost {
            Grid(alignment: .topLeading, horizontalSpacing: 12) {
                GridRow {
                    Text("Name")
                    Text("Size").gridColumnAlignment(.trailing)
                    Text("Kind")
                }
                Divider()
                GridRow {
                    Text("Notes").gridCellColumns(2)
                    Text("Folder")
                }
                GridRow(alignment: .bottom) {
                    Text("a")
                    Text("b")
                    Text("c").gridCellAnchor(.center)
                }
            }
        }
        let grid = try host.widget(.cellGrid)
        #expect(grid.children.map(\.kind) == [.gridRow, .divider, .gridRow, .gridRow])
        #expect(grid.cellGrid.appearance?.columnSpacing == 12)
        #expect(grid.cellGrid.appearance?.rowSpacing == 8, "nil spacing is the default 8 points")
        let placement = grid.gridPlacement
        #expect(placement.columnCount == 3)
        let spans = placement.lines.map { $0.map { [$0.row, $0.column, $0.columnSpan] } }
        #expect(spans == [[[0, 0, 1], [0, 1, 1], [0, 2, 1]],
                          [[1, 0, 3]],
                          [[2, 0, 2], [2, 2, 1]],
                          [[3, 0, 1], [3, 1, 1], [3, 2, 1]]])
        let anchors = placement.lines.map { $0.map { [$0.anchor.x, $0.anchor.y] } }
        #expect(anchors[0] == [[0, 0], [1, 0], [0, 0]], "the grid's top-leading, the Size column trailing")
        #expect(anchors[3] == [[0, 1], [1, 1], [0.5, 0.5]], "the row's bottom; the anchor overrides both")
    }

    @Test func modifiersOnOneViewMakeOneCellWithAllTheirAttributes() throws {
        let host = HeadlessHost {
            Grid {
                GridRow {
                    Color.red
                        .gridCellUnsizedAxes(.horizontal)
                        .gridCellColumns(2)
                }
                GridRow {
                    Text("left")
                    Text("right")
                }
            }
        }
        let cells = host.widgets(.gridCell)
        #expect(cells.count == 1)
        let cell = try #require(cells.first)
        #expect(cell.cellGrid.cellAttributes.columns == 2)
        #expect(cell.cellGrid.cellAttributes.unsizedAxes == .horizontal)
        let placement = try host.widget(.cellGrid).gridPlacement
        #expect(placement.lines[0] == [GridCellPlacement(row: 0, column: 0, columnSpan: 2,
                                                         anchor: .center, fills: .horizontal)])
    }

    @Test func theWidestRowSetsTheColumnCountAndSpansBelowOneAreOne() {
        var wide = GridCellAttributes()
        wide.columns = 3
        var none = GridCellAttributes()
        none.columns = 0
        let placement = GridPlacement(lines: [.row([GridCellAttributes(), wide], alignment: nil),
                                              .row([none, none], alignment: nil),
                                              .spanning(GridCellAttributes())],
                                      alignment: .center)
        #expect(placement.columnCount == 4)
        #expect(placement.lines[1].map(\.column) == [0, 1])
        #expect(placement.lines[2].map(\.columnSpan) == [4])
    }

    @Test func aChangedSpanReachesTheGrid() throws {
        let host = HeadlessHost { SpanSwitcher() }
        let grid = try host.widget(.cellGrid)
        #expect(grid.gridPlacement.lines[0].map(\.columnSpan) == [1, 1])
        try host.widget(.button, titled: "Widen").click()
        host.flush()
        #expect(grid.gridPlacement.lines[0].map(\.columnSpan) == [3, 1])
        #expect(grid.gridPlacement.columnCount == 4)
    }
}

private struct SpanSwitcher: View {
    @State private var span = 1

    var body: some View {
        VStack {
            Button("Widen") { span = 3 }
            Grid {
                GridRow {
                    Text("first").gridCellColumns(span)
                    Text("second")
                }
            }
        }
    }
}
