/// Where rows are in a list, for a backend that hands its toolkit positions (GTK's selection
/// bitset): one pass over the list, O(rows + selected). Looking each selected row up with
/// `firstIndex` was O(selected × rows) — selecting all of 10,000 rows compared rows 50 million times.
package enum ListRowPositions {
    /// The ascending positions in `rows` of the rows in `selected` (each once, however often it is
    /// named; rows not in the list are ignored). Stops at the last selected row.
    package static func positions<Row: AnyObject>(of selected: some Sequence<Row>, in rows: some Sequence<Row>) -> [Int] {
        var wanted = Set(selected.lazy.map(ObjectIdentifier.init))
        guard !wanted.isEmpty else { return [] }
        var positions: [Int] = []
        positions.reserveCapacity(wanted.count)
        for (index, row) in rows.enumerated() where wanted.remove(ObjectIdentifier(row)) != nil {
            positions.append(index)
            if wanted.isEmpty { break }
        }
        return positions
    }
}
