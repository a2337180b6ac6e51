import Testing
@testable import QuireUI

/// `GTKList.setSelectedRows` turns the selected rows into positions for GTK's selection bitset
/// through `ListRowPositions`: one pass over the list, however many rows are selected (it used to
/// search the list once per selected row: O(selected × rows)).
@Suite struct ListRowPositionsTests {
    final class Row {}

    /// The list's rows, counting how many of them a lookup visits.
    final class CountingRows: Sequence {
        let rows: [Row]
        private(set) var visits = 0
        init(_ rows: [Row]) { self.rows = rows }
        func makeIterator() -> AnyIterator<Row> {
            var iterator = rows.makeIterator()
            return AnyIterator { [self] in
                guard let row = iterator.next() else { return nil }
                visits += 1
                return row
            }
        }
    }

    @Test func selectingEveryRowOfTenThousandVisitsEachRowOnce() {
        let rows = CountingRows((0..<10_000).map { _ in Row() })
        let positions = ListRowPositions.positions(of: rows.rows.reversed(), in: rows)
        #expect(positions == Array(0..<10_000))
        #expect(rows.visits == 10_000)
    }

    @Test func aFewRowsNearTheTopStopTheWalkThere() {
        let rows = CountingRows((0..<10_000).map { _ in Row() })
        let positions = ListRowPositions.positions(of: [rows.rows[7], rows.rows[3], rows.rows[7]], in: rows)
        #expect(positions == [3, 7])
        #expect(rows.visits == 8)
    }

    @Test func rowsNotInTheListAndAnEmptySelectionGiveNothing() {
        let rows = CountingRows((0..<100).map { _ in Row() })
        #expect(ListRowPositions.positions(of: [Row()], in: rows).isEmpty)
        #expect(rows.visits == 100)
        let untouched = CountingRows((0..<100).map { _ in Row() })
        #expect(ListRowPositions.positions(of: [Row](), in: untouched).isEmpty)
        #expect(untouched.visits == 0)
    }
}
