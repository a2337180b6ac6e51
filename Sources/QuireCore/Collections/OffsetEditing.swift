import Foundation

// SwiftUI's `List` editing helpers (`onDelete` hands an `IndexSet`, `onMove` an `IndexSet` and a
// destination offset), which document models call on their arrays.

extension RangeReplaceableCollection {
    /// Removes the elements at `offsets`.
    public mutating func remove(atOffsets offsets: IndexSet) {
        for offset in offsets.reversed() where offset < count {
            remove(at: index(startIndex, offsetBy: offset))
        }
    }
}

extension MutableCollection where Self: RangeReplaceableCollection {
    /// Moves the elements at `source` so they sit before the element that was at `destination`
    /// (an offset in the collection before the move; `count` means the end).
    public mutating func move(fromOffsets source: IndexSet, toOffset destination: Int) {
        let source = source.filteredIndexSet { $0 < count }
        let moving = source.map { self[index(startIndex, offsetBy: $0)] }
        let shift = source.count { $0 < destination }
        remove(atOffsets: source)
        let target = Swift.min(Swift.max(destination - shift, 0), count)
        insert(contentsOf: moving, at: index(startIndex, offsetBy: target))
    }
}
