import Foundation

/// A cancellation token that runs its closure once, when cancelled or when released (Combine's
/// `AnyCancellable`): keep it — in a property or a `Set<AnyCancellable>` — for as long as the
/// subscription should last.
public final class AnyCancellable: Cancellable, Hashable {
    private let lock = NSLock()
    private var action: (() -> Void)?

    /// Runs `cancel` on `cancel()` or when released.
    public init(_ cancel: @escaping () -> Void) {
        action = cancel
    }

    /// Cancels `canceller` on `cancel()` or when released.
    public init<C: Cancellable>(_ canceller: C) {
        action = canceller.cancel
    }

    deinit { cancel() }

    /// Runs the closure, the first time only.
    public func cancel() {
        // Taken out under the lock and run outside it: the action may cancel other tokens.
        let action = lock.withLock {
            defer { self.action = nil }
            return self.action
        }
        action?()
    }

    /// Keeps this token in `collection`.
    public func store<C: RangeReplaceableCollection>(in collection: inout C) where C.Element == AnyCancellable {
        collection.append(self)
    }

    /// Keeps this token in `set`.
    public func store(in set: inout Set<AnyCancellable>) {
        set.insert(self)
    }

    public static func == (lhs: AnyCancellable, rhs: AnyCancellable) -> Bool { lhs === rhs }
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}
