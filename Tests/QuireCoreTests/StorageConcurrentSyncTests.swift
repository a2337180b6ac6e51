import Foundation
import Synchronization
import Testing
@testable import QuireCore
#if canImport(Glibc)
import Glibc
#endif

/// `ConcurrentSync` on its parked lanes (`SyncLanes`): every item flushed, failures reported in item
/// order after all lanes are done, and lanes reused round after round.
@Suite struct StorageConcurrentSyncTests {
    func openFiles(_ count: Int, in dir: TemporaryDirectory) throws -> [ConcurrentSync.Item] {
        try (0..<count).map { index in
            let url = dir.file("f\(index)")
            try Data("file \(index)\n".utf8).write(to: url)
            return ConcurrentSync.Item(fd: try POSIX.open(url, O_RDONLY), url: url)
        }
    }

    @Test func manyRoundsFlushEveryItem() throws {
        let dir = TemporaryDirectory()
        let items = try openFiles(12, in: dir)
        defer { for item in items { POSIX.close(item.fd) } }
        ConcurrentSync.prepareLanes()
        for _ in 0..<50 { try ConcurrentSync.fsync(items) }
    }

    /// `meanwhile` runs on the calling thread, once, while every item goes to a lane; a failure is
    /// still reported, after it.
    @Test func meanwhileRunsOnTheCallerWhileTheLanesFlush() throws {
        let dir = TemporaryDirectory()
        var items = try openFiles(3, in: dir)
        defer { for item in items where item.fd >= 0 { POSIX.close(item.fd) } }
        let caller = pthread_self()
        var runs = 0
        try ConcurrentSync.fsync(items) {
            runs += 1
            #expect(pthread_equal(pthread_self(), caller) != 0)
        }
        try ConcurrentSync.fsync([items[0]]) { runs += 1 }
        #expect(runs == 2)
        POSIX.close(items[1].fd)
        items[1].fd = -1
        #expect { try ConcurrentSync.fsync(items) { runs += 1 } } throws: { error in
            (error as? DocumentError)?.url == items[1].url
        }
        #expect(runs == 3)
    }

    @Test func theFirstFailureInItemOrderIsThrownAfterAllLanesReturn() throws {
        let dir = TemporaryDirectory()
        var items = try openFiles(9, in: dir)
        defer { for item in items where item.fd >= 0 { POSIX.close(item.fd) } }
        // Descriptors that are not open: EBADF, from whichever lane they fall to.
        let closed = [3, 7]
        for index in closed {
            POSIX.close(items[index].fd)
            items[index].fd = -1
        }
        #expect { try ConcurrentSync.fsync(items) } throws: { error in
            (error as? DocumentError)?.url == items[3].url
        }
        // The lanes are free again: a round without failures completes.
        try ConcurrentSync.fsync(items.filter { $0.fd >= 0 })
    }

    @Test func lanesRunJobsHandedToThemWhileOthersAreBusy() {
        let lanes = SyncLanes()
        lanes.ensureThreads(1)
        let group = DispatchGroup()
        let arrived = Mutex(0)
        let everyone = DispatchSemaphore(value: 0)
        let timedOut = Mutex(false)
        // Each job waits for all four to be running: only lanes that start a thread for a job arriving
        // while every thread is busy get there (the timeout only turns a hang into a failure).
        for _ in 0..<4 {
            group.enter()
            lanes.run {
                let count = arrived.withLock { $0 += 1; return $0 }
                if count == 4 { for _ in 0..<4 { everyone.signal() } }
                if everyone.wait(timeout: .now() + 20) == .timedOut { timedOut.withLock { $0 = true } }
                group.leave()
            }
        }
        group.wait()
        #expect(!timedOut.withLock { $0 })
        #expect(arrived.withLock { $0 } == 4)
    }
}
