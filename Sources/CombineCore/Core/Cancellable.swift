/// Something that can be cancelled (Combine's `Cancellable`): cancelling frees what it holds and
/// stops its side effects.
public protocol Cancellable {
    func cancel()
}

extension Cancellable {
    /// Keeps this cancellable, as an `AnyCancellable`, in `collection`.
    public func store<C: RangeReplaceableCollection>(in collection: inout C) where C.Element == AnyCancellable {
        AnyCancellable(self).store(in: &collection)
    }

    /// Keeps this cancellable, as an `AnyCancellable`, in `set`.
    public func store(in set: inout Set<AnyCancellable>) {
        AnyCancellable(self).store(in: &set)
    }
}
