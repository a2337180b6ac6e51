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
}

/// `RowValues` over a collection of comparable values (the data itself, or the array a
/// `ForEach($items)` binds to) with their ids read once, typed.
struct CollectionRowValues<Values: RandomAccessCollection, ID: Hashable>: RowValues {
    let values: Values
    let ids: [ID]
    let makeView: @MainActor (Int) -> @MainActor () -> any View
    let equal: ((Values.Element, Values.Element) -> Bool)?

    init(values: Values, id: (Values.Element) -> ID, makeView: @escaping @MainActor (Int) -> @MainActor () -> any View) {
        self.values = values
        ids = values.map(id)
        self.makeView = makeView
        equal = equalityComparator(for: Values.Element.self)
    }

    var count: Int { ids.count }

    func key(at offset: Int) -> AnyHashable { AnyHashable(ids[offset]) }

    func viewMaker(at offset: Int) -> @MainActor () -> any View { makeView(offset) }

    func commonEnds(with previous: any RowValues) -> (prefix: Int, suffix: Int) {
        guard let previous = previous as? Self else { return (0, 0) }
        let old = previous.ids
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

    private func value(at offset: Int) -> Values.Element {
        values[values.index(values.startIndex, offsetBy: offset)]
    }
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
