
/// Callbacks waiting for a model's next change, shared with Observation's `onChange`, which is not
/// isolated: it runs in the willSet of whatever property changed, on the thread that changed it.
final class ChangeWaiters: Sendable {
    private struct State {
        var handlers: [@Sendable () -> Void] = []
        var isArmed = false
    }

    private let state = PthreadMutex(State())

    /// Adds `handler`; true when no observation is armed, so the caller must arm one.
    func add(_ handler: @escaping @Sendable () -> Void) -> Bool {
        state.withLock { state in
            state.handlers.append(handler)
            defer { state.isArmed = true }
            return !state.isArmed
        }
    }

    /// Disarms and calls every waiting handler once (outside the lock).
    func fire() {
        let handlers = state.withLock { state in
            state.isArmed = false
            defer { state.handlers = [] }
            return state.handlers
        }
        handlers.forEach { $0() }
    }
}
