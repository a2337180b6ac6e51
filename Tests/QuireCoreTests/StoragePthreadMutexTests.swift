import Foundation
import Testing
@testable import QuireCore

/// `PthreadMutex`: every update made under the lock by threads that contend for it is kept. Under
/// `make test-sanitize` (TSan) this is also the check that the lock is one ThreadSanitizer sees: with
/// `Synchronization.Mutex` here, the kernel's hand-over of a contended lock is invisible to it and it
/// reports the appends below as races.
@Suite struct StoragePthreadMutexTests {
    @Test func contendedUpdatesAreAllKept() {
        let threads = 8, rounds = 2_000
        let log = PthreadMutex<[Int]>([])
        let group = DispatchGroup()
        for thread in 0..<threads {
            group.enter()
            Thread {
                for round in 0..<rounds {
                    // A copy-on-write buffer grown by every thread: any unguarded overlap loses
                    // entries (or crashes), which the count below sees.
                    log.withLock { $0.append(thread * rounds + round) }
                }
                group.leave()
            }.start()
        }
        group.wait()
        let entries = log.withLock { $0 }
        #expect(entries.count == threads * rounds)
        #expect(Set(entries).count == threads * rounds)
    }

    @Test func aThrowingBodyReleasesTheLock() {
        let value = PthreadMutex(0)
        struct Refused: Error {}
        #expect(throws: Refused.self) { try value.withLock { _ in throw Refused() } }
        // Not reentrant: had the throw kept the lock, this would block forever.
        #expect(value.withLock { $0 += 1; return $0 } == 1)
    }
}
