import Testing
@testable import QuireUI

/// `OrderedListDiff` turns one order into another with the fewest removals and insertions.
@Suite struct OrderedListDiffTests {
    final class Child {}

    /// Applies the diff the way GTKList does and returns the resulting order.
    private func apply(_ diff: OrderedListDiff, old: [Child], new: [Child]) -> [ObjectIdentifier] {
        let removed = Set(diff.removals.map { ObjectIdentifier(old[$0]) })
        var current = old.map(ObjectIdentifier.init).filter { !removed.contains($0) }
        for index in diff.insertions {
            current.insert(ObjectIdentifier(new[index]), at: index)
        }
        return current
    }

    @Test func singleChangesAreOneOperation() {
        let children = (0..<1_000).map { _ in Child() }
        let ids = children.map(ObjectIdentifier.init)

        var moved = ids
        moved.append(moved.removeFirst())
        let move = OrderedListDiff(from: ids, to: moved)
        #expect(move.removals.count == 1 && move.insertions.count == 1 && move.moves == 1)

        var inserted = ids
        let extra = Child()
        inserted.insert(ObjectIdentifier(extra), at: 500)
        let insert = OrderedListDiff(from: ids, to: inserted)
        #expect(insert.removals.isEmpty && insert.insertions == [500] && insert.moves == 0)

        var deleted = ids
        deleted.remove(at: 10)
        let delete = OrderedListDiff(from: ids, to: deleted)
        #expect(delete.removals == [10] && delete.insertions.isEmpty)

        #expect(OrderedListDiff(from: ids, to: ids).isEmpty)
    }

    @Test(arguments: 0..<50)
    func anyReorderingIsReproduced(seed: Int) {
        var generator = SplitMix(seed: UInt64(seed))
        let old = (0..<Int.random(in: 0..<40, using: &generator)).map { _ in Child() }
        var new = old.filter { _ in Int.random(in: 0..<4, using: &generator) != 0 }
        for _ in 0..<Int.random(in: 0..<5, using: &generator) {
            new.insert(Child(), at: Int.random(in: 0...new.count, using: &generator))
        }
        new.shuffle(using: &generator)
        let diff = OrderedListDiff(from: old.map(ObjectIdentifier.init), to: new.map(ObjectIdentifier.init))
        #expect(apply(diff, old: old, new: new) == new.map(ObjectIdentifier.init))
        #expect(diff.insertions == diff.insertions.sorted())
    }

    struct SplitMix: RandomNumberGenerator {
        var state: UInt64
        init(seed: UInt64) { state = seed }
        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
    }
}
