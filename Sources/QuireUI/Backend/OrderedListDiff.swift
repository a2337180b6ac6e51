/// How to bring a container's children (distinct objects) from one order to another with the fewest
/// operations: children that left and children out of place are removed, then new and moved
/// children are inserted at their new positions, in ascending order. The children that stay are the
/// longest run already in the right relative order, so moving one row of 10,000 is one removal and
/// one insertion, wherever it goes.
///
/// Cost: O(n) to match the unchanged ends, O(k log k) for the k children between them.
package struct OrderedListDiff {
    /// Positions in the old list of the children to remove (left, or moving).
    package private(set) var removals: [Int] = []
    /// Positions in the new list of the children to insert (new, or moving), ascending.
    package private(set) var insertions: [Int] = []
    /// How many children move (each is one removal and one insertion).
    package private(set) var moves = 0

    package var isEmpty: Bool { removals.isEmpty && insertions.isEmpty }

    /// `old` and `new` hold distinct values (children, or element ids).
    package init<Element: Hashable>(from old: [Element], to new: [Element]) {
        var start = 0
        while start < old.count, start < new.count, old[start] == new[start] {
            start += 1
        }
        var oldEnd = old.count
        var newEnd = new.count
        while oldEnd > start, newEnd > start, old[oldEnd - 1] == new[newEnd - 1] {
            oldEnd -= 1
            newEnd -= 1
        }
        guard start < oldEnd || start < newEnd else { return }

        var oldPositions: [Element: Int] = [:]
        oldPositions.reserveCapacity(oldEnd - start)
        for index in start..<oldEnd {
            oldPositions[old[index]] = index
        }
        // New positions of the children that were there before, with their old positions.
        var keptCandidates: [(new: Int, old: Int)] = []
        var insertions: [Int] = []
        for index in start..<newEnd {
            if let oldIndex = oldPositions.removeValue(forKey: new[index]) {
                keptCandidates.append((index, oldIndex))
            }
        }
        let staying = Self.longestIncreasingRun(keptCandidates.map(\.old))
        var stayingOld = Set<Int>()
        for (position, candidate) in keptCandidates.enumerated() {
            if staying.contains(position) {
                stayingOld.insert(candidate.old)
            }
        }
        var removals: [Int] = []
        for index in start..<oldEnd where !stayingOld.contains(index) {
            removals.append(index)
        }
        let movedNew = Set(keptCandidates.enumerated().filter { !staying.contains($0.offset) }.map(\.element.new))
        let keptNew = Set(keptCandidates.map(\.new))
        for index in start..<newEnd where !keptNew.contains(index) || movedNew.contains(index) {
            insertions.append(index)
        }
        self.removals = removals
        self.insertions = insertions
        moves = movedNew.count
    }

    /// Positions (in `values`) of one longest strictly increasing subsequence.
    private static func longestIncreasingRun(_ values: [Int]) -> Set<Int> {
        guard !values.isEmpty else { return [] }
        var tails: [Int] = []  // positions in `values` of the smallest tail of each run length
        var previous = [Int](repeating: -1, count: values.count)
        for (position, value) in values.enumerated() {
            var low = 0
            var high = tails.count
            while low < high {
                let middle = (low + high) / 2
                if values[tails[middle]] < value {
                    low = middle + 1
                } else {
                    high = middle
                }
            }
            if low > 0 {
                previous[position] = tails[low - 1]
            }
            if low == tails.count {
                tails.append(position)
            } else {
                tails[low] = position
            }
        }
        var run = Set<Int>()
        var position = tails[tails.count - 1]
        while position >= 0 {
            run.insert(position)
            position = previous[position]
        }
        return run
    }
}
