import Foundation

/// Runs a document's writes one at a time, in order. Autosave requests that arrive while one is
/// already waiting to start are folded into it.
///
/// One unstructured task per write, and nothing else: the next write awaits the previous task's
/// result directly (a separate task per write only to await the previous one cost every save another
/// main-actor turn — on a busy machine each turn may wait for a core).
@MainActor
final class WriteQueue {
    /// Awaits the last queued write (whatever its outcome).
    private var tail: (@MainActor () async -> Void)?
    private var waitingCoalesced: Task<Result<Void, any Error>, Never>?

    /// Runs `body` after every write queued before it.
    func run<T: Sendable>(_ body: @escaping @MainActor () async throws -> T) async throws -> T {
        let previous = tail
        let task = Task { @MainActor () -> Result<T, any Error> in
            await previous?()
            do { return .success(try await body()) } catch { return .failure(error) }
        }
        tail = { _ = await task.value }
        return try await task.value.get()
    }

    /// Like `run`, but joins a coalesced request that is queued and not yet started.
    func runCoalesced(_ body: @escaping @MainActor () async throws -> Void) async throws {
        if let waiting = waitingCoalesced { return try await waiting.value.get() }
        let previous = tail
        let task = Task { @MainActor () -> Result<Void, any Error> in
            await previous?()
            self.waitingCoalesced = nil
            do { return .success(try await body()) } catch { return .failure(error) }
        }
        waitingCoalesced = task
        tail = { _ = await task.value }
        try await task.value.get()
    }

    /// Waits until every queued write has finished.
    func drain() async { await tail?() }
}
