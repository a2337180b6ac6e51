/// What a list's `ForEach` node reads of its data on each update: the ids in order, whether an element
/// is the same value as before, and the view of one element — each without making the views (or, for
/// `ForEach($items)`, the bindings) of the others. With it a list re-renders only the rows whose
/// element changed: a toggle in a list of 10,000 costs one row's body plus a pass of cheap, typed
/// comparisons, instead of 10,000 row bodies.
@MainActor
protocol RowValues {
    var count: Int { get }
    /// The id of the element at `offset`, as the node keys its children.
    func key(at offset: Int) -> AnyHashable
    /// Makes the view of the element at `offset`; holds that element, not the collection.
    func viewMaker(at offset: Int) -> @MainActor () -> any View
    /// How many ids at the start and at the end are the same as `previous`'s, in the same places
    /// (typed comparisons; `(0, 0)` when `previous` is of another type). They overlap when the ids
    /// are all the same.
    func commonEnds(with previous: any RowValues) -> (prefix: Int, suffix: Int)
    /// Tells whether the element at an offset equals `previous`'s at another offset; nil when the
    /// elements are not `Equatable` (such rows re-render on every update) or `previous` is of another
    /// type. The cast happens once, not per element.
    func unchangedTest(since previous: any RowValues) -> (@MainActor (_ offset: Int, _ previousOffset: Int) -> Bool)?
    /// True when the elements are the very storage `previous` showed (an array no one changed since:
    /// the same buffer, which cannot have changed while both hold it), told in O(1); false when
    /// unknown. A keystroke beside a list of 10,000 then costs no pass over the elements.
    func sharesStorage(with previous: any RowValues) -> Bool
    /// When the ids in `range` (the same positions in both, between the common ends) are
    /// `previous`'s with one id moved from one end of the range to the other: its old and new
    /// position (typed comparisons); nil otherwise. A row moved across 10,000 then costs no lookups.
    func singleMove(in range: Range<Int>, since previous: any RowValues) -> (from: Int, to: Int)?
}

/// `RowValues` over a collection of comparable values (the data itself, or the array a
/// `ForEach($items)` binds to) with their ids read once, typed.
struct CollectionRowValues<Values: RandomAccessCollection, ID: Hashable>: RowValues {
    let values: Values
    private let identify: (Values.Element) -> ID
    /// The ids, read on first use (or taken from the previous values when the storage is shared).
    private let idCache = IDCache<ID>()
    let makeView: @MainActor (Int) -> @MainActor () -> any View
    let equal: ((Values.Element, Values.Element) -> Bool)?

    init(values: Values, id: @escaping (Values.Element) -> ID,
         makeView: @escaping @MainActor (Int) -> @MainActor () -> any View) {
        self.values = values
        identify = id
        self.makeView = makeView
        equal = equalityComparator(for: Values.Element.self)
    }

    var ids: [ID] {
        if let ids = idCache.ids {
            return ids
        }
        let ids = values.map(identify)
        idCache.ids = ids
        return ids
    }

    var count: Int { values.count }

    func key(at offset: Int) -> AnyHashable { AnyHashable(ids[offset]) }

    func viewMaker(at offset: Int) -> @MainActor () -> any View { makeView(offset) }

    func commonEnds(with previous: any RowValues) -> (prefix: Int, suffix: Int) {
        guard let previous = previous as? Self else { return (0, 0) }
        let ids = self.ids, old = previous.ids
        let shorter = min(ids.count, old.count)
        var prefix = 0
        while prefix < shorter, ids[prefix] == old[prefix] {
            prefix += 1
        }
        var suffix = 0
        while suffix < shorter, ids[ids.count - 1 - suffix] == old[old.count - 1 - suffix] {
            suffix += 1
        }
        return (prefix, suffix)
    }

    func unchangedTest(since previous: any RowValues) -> (@MainActor (_ offset: Int, _ previousOffset: Int) -> Bool)? {
        guard let equal, let previous = previous as? Self else { return nil }
        return { offset, previousOffset in
            equal(value(at: offset), previous.value(at: previousOffset))
        }
    }

    func singleMove(in range: Range<Int>, since previous: any RowValues) -> (from: Int, to: Int)? {
        guard range.count >= 2, let previous = previous as? Self else { return nil }
        let ids = self.ids, old = previous.ids
        guard range.upperBound <= ids.count, range.upperBound <= old.count else { return nil }
        let low = range.lowerBound, high = range.upperBound - 1
        if ids[low] == old[high], ids[(low + 1)...high].elementsEqual(old[low..<high]) {
            return (from: high, to: low)
        }
        if ids[high] == old[low], ids[low..<high].elementsEqual(old[(low + 1)...high]) {
            return (from: low, to: high)
        }
        return nil
    }

    func sharesStorage(with previous: any RowValues) -> Bool {
        guard let previous = previous as? Self, values.count == previous.values.count else { return false }
        guard !values.isEmpty else { return true }
        let mine = values.withContiguousStorageIfAvailable { UnsafeRawPointer($0.baseAddress) }
        let theirs = previous.values.withContiguousStorageIfAvailable { UnsafeRawPointer($0.baseAddress) }
        guard let mine, let theirs, mine != nil, mine == theirs else { return false }
        if idCache.ids == nil {
            idCache.ids = previous.idCache.ids
        }
        return true
    }

    private func value(at offset: Int) -> Values.Element {
        values[values.index(values.startIndex, offsetBy: offset)]
    }
}

/// Where `CollectionRowValues` keeps its ids once read (the values themselves are a value type).
final class IDCache<ID> {
    var ids: [ID]?
}

/// `==` for `T` when `T` is `Equatable` (found once per update, not once per element), else nil.
func equalityComparator<T>(for type: T.Type) -> ((T, T) -> Bool)? {
    guard let equatable = type as? any Equatable.Type else { return nil }
    return openEquality(equatable, as: type)
}

private func openEquality<E: Equatable, T>(_: E.Type, as _: T.Type) -> (T, T) -> Bool {
    { lhs, rhs in
        // T is E (checked by the caller's cast): reading the values as E is exact.
        withUnsafePointer(to: lhs) { left in
            withUnsafePointer(to: rhs) { right in
                UnsafeRawPointer(left).assumingMemoryBound(to: E.self).pointee
                    == UnsafeRawPointer(right).assumingMemoryBound(to: E.self).pointee
            }
        }
    }
}
