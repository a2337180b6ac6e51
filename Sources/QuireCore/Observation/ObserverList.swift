import CombineCore

/// Thread-safe list of observers in subscription order, each kept until its `AnyCancellable` is
/// cancelled or released. Handlers are copied out before they run, so a handler may subscribe or
/// cancel without deadlocking.
final class ObserverList<Handler: Sendable>: Sendable {
    private struct State {
        var nextID: UInt64 = 0
        var entries: [(id: UInt64, handler: Handler)] = []
    }

    private let state = PthreadMutex(State())

    func add(_ handler: Handler) -> AnyCancellable {
        let id = state.withLock { state in
            state.nextID += 1
            state.entries.append((state.nextID, handler))
            return state.nextID
        }
        return AnyCancellable { [weak self] in self?.remove(id) }
    }

    private func remove(_ id: UInt64) {
        state.withLock { $0.entries.removeAll { $0.id == id } }
    }

    var handlers: [Handler] { state.withLock { $0.entries.map(\.handler) } }

    var isEmpty: Bool { state.withLock { $0.entries.isEmpty } }
}
