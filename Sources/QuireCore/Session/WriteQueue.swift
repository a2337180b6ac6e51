import Foundation

/// Runs a document's writes one at a time, in order. Autosave requests that arrive while one is
/// already waiting to start are folded into it.
@MainActor
final class WriteQueue {
    private var tail: Task<Void, Never>?
    private var waitingCoalesced: Task<Void, any Error>?

    /// Runs `body` after every write queued before it.
    func run<T: Sendable>(_ body: @escaping @MainActor () async throws -> T) async throws -> T {
        let previous = tail
        let task = Task { @MainActor in
            await previous?.value
            return try await body()
        }
        tail = Task { _ = try? await task.value }
        return try await task.value
    }

    /// Like `run`, but joins a coalesced request that is queued and not yet started.
    func runCoalesced(_ body: @escaping @MainActor () async throws -> Void) async throws {
        if let waiting = waitingCoalesced { return try await waiting.value }
        let previous = tail
        let task = Task { @MainActor in
            await previous?.value
            self.waitingCoalesced = nil
            try await body()
        }
        waitingCoalesced = task
        tail = Task { _ = try? await task.value }
        try await task.value
    }

    /// Waits until every queued write has finished.
    func drain() async { await tail?.value }
}
