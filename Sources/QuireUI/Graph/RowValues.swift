import Foundation

/// What a list's `ForEach` node reads of its data on each update: the ids in order, whether an element
/// is the same value as before, and the view of one element — each without making the views (or, for
/// `ForEach($items)`, the bindings) of the others. With it a list re-renders only the rows whose
/// element changed: a toggle in a list of 10,000 costs one row's body plus one pass of byte
/// comparisons over the elements, instead of 10,000 row bodies.
@MainActor
protocol RowValues {
    var count: Int { get }
    /// Whether elements can be compared (`Equatable`); rows of elements that cannot re-render on every
    /// update.
    var comparesElements: Bool { get }
    /// The id of the element at `offset`, as the node keys its children.
    func key(at offset: Int) -> AnyHashable
    /// Makes the view of the element at `offset`; holds that element, not the collection.
    func viewMaker(at offset: Int) -> @MainActor () -> any View
    /// What changed since `previous` (see `RowComparison`); nil when `previous` is of another type.
    /// With `comparingElements` false only ids are compared.
    func comparison(with previous: any RowValues, comparingElements: Bool) -> RowComparison?
    /// Whether the element at `offset` equals `previous`'s at `previousOffset` (typed `==`), for the
    /// few rows between the common ends; false when unknown.
    func isUnchanged(at offset: Int, since previous: any RowValues, at previousOffset: Int) -> Bool
    /// True when the elements are the very storage `previous` showed (an array no one changed since:
    /// the same buffer, which cannot have changed while both hold it), told in O(1); false when
    /// unknown. A keystroke beside a list of 10,000 then costs no pass over the elements.
    func sharesStorage(with previous: any RowValues) -> Bool
}

/// How a `ForEach`'s elements compare with the ones its rows show.
struct RowComparison {
    /// The first `prefix` and the last `suffix` elements have the same ids in the same places (they
    /// do not overlap).
    var prefix = 0
    var suffix = 0
    /// When the ids between the common ends are the previous ones with one id moved from one end of
    /// that range to the other: its old and new offset.
    var move: (from: Int, to: Int)?
    /// Offsets (new) of the rows kept in place — in the common ends, or shifted by `move` (the moved
    /// row included) — whose element changed. Only when elements were compared.
    var changed: [Int] = []
    /// Ids read and `==` called to find this (`WidgetCounters.elementComparisons`).
    var typedComparisons = 0
}

/// `RowValues` over a collection (the data itself, or the array a `ForEach($items)` binds to).
///
/// Finding what changed costs one pass over the elements from both ends, and in an array that pass
/// compares bytes: an element whose bytes are the same as the one in the same place before (the
/// array was copied on write, or the change was elsewhere) is the same value with the same id, with
/// no call into the element's (generic, unspecialized here) `id` or `==`. Only elements whose bytes
/// differ — the changed ones, the ends of the differing middle, and elements whose padding bytes
/// differ — are compared typed.
struct CollectionRowValues<Values: RandomAccessCollection, ID: Hashable>: RowValues {
    let values: Values
    private let identify: (Values.Element) -> ID
    let makeView: @MainActor (Int) -> @MainActor () -> any View
    private let equal: ((UnsafePointer<Values.Element>, UnsafePointer<Values.Element>) -> Bool)?

    init(values: Values, id: @escaping (Values.Element) -> ID,
         makeView: @escaping @MainActor (Int) -> @MainActor () -> any View) {
        self.values = values
        identify = id
        self.makeView = makeView
        equal = equalityComparator(for: Values.Element.self)
    }

    var count: Int { values.count }

    var comparesElements: Bool { equal != nil }

    func key(at offset: Int) -> AnyHashable { AnyHashable(identify(value(at: offset))) }

    func viewMaker(at offset: Int) -> @MainActor () -> any View { makeView(offset) }

    func comparison(with previous: any RowValues, comparingElements: Bool) -> RowComparison? {
        guard let previous = previous as? Self else { return nil }
        let equal = comparingElements ? self.equal : nil
        let contiguous = values.withContiguousStorageIfAvailable { new in
            previous.values.withContiguousStorageIfAvailable { old in
                var scan = ElementScan(new: new, old: old, identify: identify, equal: equal)
                return scan.run()
            }
        }
        if let contiguous, let result = contiguous {
            return result
        }
        // Not an array: the elements one by one (`ForEach(0..<n)`, …), typed.
        let new = Array(values), old = Array(previous.values)
        return new.withUnsafeBufferPointer { new in
            old.withUnsafeBufferPointer { old in
                var scan = ElementScan(new: new, old: old, identify: identify, equal: equal)
                return scan.run()
            }
        }
    }

    func isUnchanged(at offset: Int, since previous: any RowValues, at previousOffset: Int) -> Bool {
        guard let equal, let previous = previous as? Self else { return false }
        return withUnsafePointer(to: value(at: offset)) { new in
            withUnsafePointer(to: previous.value(at: previousOffset)) { old in equal(new, old) }
        }
    }

    func sharesStorage(with previous: any RowValues) -> Bool {
        guard let previous = previous as? Self, values.count == previous.values.count else { return false }
        guard !values.isEmpty else { return true }
        let mine = values.withContiguousStorageIfAvailable { UnsafeRawPointer($0.baseAddress) }
        let theirs = previous.values.withContiguousStorageIfAvailable { UnsafeRawPointer($0.baseAddress) }
        guard let mine, let theirs, mine != nil else { return false }
        return mine == theirs
    }

    private func value(at offset: Int) -> Values.Element {
        values[values.index(values.startIndex, offsetBy: offset)]
    }
}

/// One pass comparing a `ForEach`'s elements (`new`) with the previous ones (`old`), from both ends,
/// then across the middle when one element moved from one end of it to the other.
private struct ElementScan<Element, ID: Hashable> {
    let new: UnsafeBufferPointer<Element>
    let old: UnsafeBufferPointer<Element>
    let identify: (Element) -> ID
    let equal: ((UnsafePointer<Element>, UnsafePointer<Element>) -> Bool)?
    /// The elements' bytes: the same bytes are the same value — the same references, the same
    /// stored fields (a copy of a value has its bytes, padding aside; padding that differs only
    /// costs a typed comparison).
    /// (An empty buffer may have no address; it is never read.)
    private let newBytes: UnsafeRawPointer?
    private let oldBytes: UnsafeRawPointer?
    private let size = MemoryLayout<Element>.size
    private let stride = MemoryLayout<Element>.stride
    private var result = RowComparison()

    init(new: UnsafeBufferPointer<Element>, old: UnsafeBufferPointer<Element>, identify: @escaping (Element) -> ID,
         equal: ((UnsafePointer<Element>, UnsafePointer<Element>) -> Bool)?) {
        self.new = new
        self.old = old
        self.identify = identify
        self.equal = equal
        newBytes = UnsafeRawPointer(new.baseAddress)
        oldBytes = UnsafeRawPointer(old.baseAddress)
    }

    private enum Match {
        /// Same id, same value (or values not compared).
        case same
        /// Same id, another value.
        case changed
        /// Another id.
        case other
    }

    mutating func run() -> RowComparison {
        let shorter = min(new.count, old.count)
        var prefix = 0
        scanning: while prefix < shorter {
            switch match(prefix, prefix) {
            case .same: break
            case .changed: result.changed.append(prefix)
            case .other: break scanning
            }
            prefix += 1
        }
        var suffix = 0
        scanning: while suffix < shorter - prefix {
            let offset = new.count - 1 - suffix
            switch match(offset, old.count - 1 - suffix) {
            case .same: break
            case .changed: result.changed.append(offset)
            case .other: break scanning
            }
            suffix += 1
        }
        result.prefix = prefix
        result.suffix = suffix
        if new.count == old.count, new.count - suffix - prefix >= 2 {
            findMove(low: prefix, high: new.count - suffix - 1)
        }
        return result
    }

    /// One element moved from one end of `low...high` to the other, the ones between shifted by one.
    private mutating func findMove(low: Int, high: Int) {
        let changedBefore = result.changed.count
        if shifted(low, through: low, by: high - low), shifted(low + 1, through: high, by: -1) {
            result.move = (from: high, to: low)
            return
        }
        result.changed.removeSubrange(changedBefore...)
        if shifted(high, through: high, by: low - high), shifted(low, through: high - 1, by: 1) {
            result.move = (from: low, to: high)
            return
        }
        result.changed.removeSubrange(changedBefore...)
    }

    /// Whether the elements at `first...last` have the ids of the old ones `step` further; records
    /// those whose value changed. (A plain loop: a range here would be iterated generically.)
    private mutating func shifted(_ first: Int, through last: Int, by step: Int) -> Bool {
        var offset = first
        while offset <= last {
            switch match(offset, offset + step) {
            case .same: break
            case .changed: result.changed.append(offset)
            case .other: return false
            }
            offset += 1
        }
        return true
    }

    private mutating func match(_ offset: Int, _ oldOffset: Int) -> Match {
        // Raw addresses and the size read once: this loop runs unspecialized, once per element.
        if size == 0 || memcmp(newBytes.unsafelyUnwrapped + offset &* stride,
                                   oldBytes.unsafelyUnwrapped + oldOffset &* stride, size) == 0 {
            return .same
        }
        let newElement = new.baseAddress.unsafelyUnwrapped + offset
        let oldElement = old.baseAddress.unsafelyUnwrapped + oldOffset
        result.typedComparisons += 1
        guard identify(newElement.pointee) == identify(oldElement.pointee) else {
            return .other
        }
        guard let equal else { return .same }
        result.typedComparisons += 1
        return equal(newElement, oldElement) ? .same : .changed
    }

}

/// `==` for `T` when `T` is `Equatable` (found once per update, not once per element), else nil.
/// It compares the values where they are, without copying them.
func equalityComparator<T>(for type: T.Type) -> ((UnsafePointer<T>, UnsafePointer<T>) -> Bool)? {
    guard let equatable = type as? any Equatable.Type else { return nil }
    return openEquality(equatable, as: type)
}

private func openEquality<E: Equatable, T>(_: E.Type, as _: T.Type) -> (UnsafePointer<T>, UnsafePointer<T>) -> Bool {
    { lhs, rhs in
        // T is E (checked by the caller's cast): reading the values as E is exact.
        UnsafeRawPointer(lhs).assumingMemoryBound(to: E.self).pointee
            == UnsafeRawPointer(rhs).assumingMemoryBound(to: E.self).pointee
    }
}
