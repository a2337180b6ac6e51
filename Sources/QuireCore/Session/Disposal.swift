import Foundation

/// Carries a large value to another task to be freed there, off a path someone waits on: the box is
/// the value's only owner, so whichever side lets go of the box last, the value itself is released by
/// `drop()`. (Freeing a 100,000-item snapshot is 100,000 releases; freeing a 50 MiB buffer is an
/// munmap that took 4–20 ms on this VM.)
final class Disposal<Value: Sendable>: Sendable {
    private let value: PthreadMutex<Value?>

    init(_ value: consuming Value?) { self.value = PthreadMutex(value) }

    /// The value, while it is still held.
    func get() -> Value? { value.withLock { $0 } }

    /// Releases the value (the last reference frees it, here).
    func drop() { value.withLock { $0 = nil } }

    func dropInBackground() {
        Task.detached(priority: .utility) { self.drop() }
    }
}
