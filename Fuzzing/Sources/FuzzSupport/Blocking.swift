import Foundation

/// Runs an async reader to completion from libFuzzer's synchronous callback.
///
/// The work runs on the cooperative pool while the calling thread waits; it must not need the thread
/// that waits (nothing a harness calls hops to the main actor).
public func runBlocking<T: Sendable>(_ body: @escaping @Sendable () async throws -> T) -> Result<T, any Error> {
    let box = ResultBox<T>()
    let done = DispatchSemaphore(value: 0)
    Task.detached {
        do { box.result = .success(try await body()) } catch { box.result = .failure(error) }
        done.signal()
    }
    done.wait()
    return box.result ?? .failure(CancellationError())
}

// @unchecked Sendable: written once by the task before it signals the semaphore, read only after the
// wait returns, so the semaphore orders the two accesses.
private final class ResultBox<T>: @unchecked Sendable {
    var result: Result<T, any Error>?
}
