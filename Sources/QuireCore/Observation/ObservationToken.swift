import Synchronization

/// A subscription handle, like Combine's `AnyCancellable`: the subscription lasts until `cancel()` is
/// called or the token is released. Keep it (for example in a `Set<ObservationToken>`) as long as you
/// want to be told of changes.
public final class ObservationToken: Hashable, Sendable {
    private let onCancel: Mutex<(@Sendable () -> Void)?>

    /// Creates a token that runs `cancel` once, on `cancel()` or when the token is released.
    public init(_ cancel: @escaping @Sendable () -> Void) {
        onCancel = Mutex(cancel)
    }

    deinit { cancel() }

    /// Ends the subscription. Calling it again does nothing.
    public func cancel() {
        // Taken out under the lock and run outside it, so a cancel action may touch other tokens.
        let action = onCancel.withLock { stored in
            let action = stored
            stored = nil
            return action
        }
        action?()
    }

    /// Whether `cancel()` has run.
    public var isCancelled: Bool { onCancel.withLock { $0 == nil } }

    /// Keeps the token alive in `set`, like `AnyCancellable.store(in:)`.
    public func store(in set: inout Set<ObservationToken>) { set.insert(self) }

    public static func == (lhs: ObservationToken, rhs: ObservationToken) -> Bool { lhs === rhs }
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}
