import CQuireShim
import Foundation

/// How the process's C heap (glibc's malloc) hands memory back, fixed once before the first document
/// session: blocks under 32 MiB come from the heap, and the heap gives its free top back to the kernel
/// only beyond 64 MiB.
///
/// Sessions free large values — a replaced 100,000-item snapshot, a save's file wrapper — on a
/// background task (`Disposal`), off the main actor. With glibc's default, adaptive thresholds, freeing
/// those many blocks could shrink the main heap by several MiB (`sbrk`, slow on this VM), all while
/// holding the heap's lock, so the main actor's next allocation waited for it: a 2–3 ms stall in more
/// than half of the 100,000-item autosaves (docs/PERFORMANCE.md, eleventh pass). Fixed thresholds keep
/// that work out of the lock, at the cost of keeping up to 64 MiB of freed heap for reuse. Blocks of
/// 32 MiB and more are still mapped on their own and unmapped when freed.
///
/// Someone who chose malloc settings through the environment (`glibc.malloc.*` in `GLIBC_TUNABLES`,
/// the `MALLOC_…_` variables) keeps them.
package enum HeapPolicy {
    static let mmapThreshold = 32 << 20
    static let trimThreshold = 64 << 20

    /// Sets the thresholds the first time it is called; later calls do nothing. Returns whether they
    /// are set (not where the environment chose, or a sanitizer's allocator ignores them).
    @discardableResult
    package static func apply() -> Bool {
        applied
    }

    private static let applied: Bool = {
        guard !isChosenByEnvironment(ProcessInfo.processInfo.environment) else { return false }
        return quire_set_heap_thresholds(UInt(mmapThreshold), UInt(trimThreshold)) == 1
    }()

    /// Whether the environment sets malloc tunables or `mallopt`'s variables (`MALLOC_TRIM_THRESHOLD_`…).
    static func isChosenByEnvironment(_ environment: [String: String]) -> Bool {
        if environment["GLIBC_TUNABLES"]?.contains("glibc.malloc.") == true { return true }
        return environment.keys.contains { $0.hasPrefix("MALLOC_") && $0.hasSuffix("_") }
    }
}
