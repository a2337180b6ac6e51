import Foundation
import Synchronization
#if canImport(Glibc)
import Glibc
#endif

/// fsyncs a set of open files and folders that must all be durable before the next step, all at
/// once rather than one after another.
///
/// Each fsync on this kind of disk costs a cache flush of the device, 0.3–4 ms, whatever was written;
/// a package save needs several (the new files, every new folder). Their order among themselves does
/// not matter — only that all are done before the swap — and the block layer merges flushes that are
/// waiting at the same time: 8 fsyncs took 28 ms one after another and 5 ms issued together
/// (docs/PERFORMANCE.md). Each item is still fsynced and each result checked, so durability is exactly
/// that of the sequential loop.
enum ConcurrentSync {
    /// One item to flush: an open descriptor and the path that names it in errors.
    struct Item: Sendable {
        var fd: Int32
        var url: URL
    }

    /// More threads than this only add creation cost: the flushes they wait on are merged anyway.
    static let maximumThreads = 8

    /// Where lanes other than the caller's run: a concurrent queue targets libdispatch's overcommit
    /// pool, which starts a thread whenever none is idle (so every lane really waits at the same time)
    /// and keeps threads between saves. A new `Thread` per lane per round cost a save about 0.3 ms of
    /// CPU on this VM (two rounds of three or four lanes).
    private static let lanes = DispatchQueue(label: "org.quire.concurrent-sync", attributes: .concurrent)

    /// fsyncs every item; returns when all are durable. Throws the first item's failure (in `items`
    /// order) after every fsync has returned, so no descriptor is still in use when the caller closes it.
    static func fsync(_ items: [Item]) throws {
        if items.count <= 1 {
            for item in items { try POSIX.fsync(item.fd, url: item.url) }
            return
        }
        let threads = min(items.count, maximumThreads)
        let failures = Mutex<[Int: DocumentError]>([:])
        let group = DispatchGroup()
        // Item i goes to lane i % threads; lane 0 runs on the calling thread.
        @Sendable func run(lane: Int) {
            for index in stride(from: lane, to: items.count, by: threads) {
                do {
                    try POSIX.fsync(items[index].fd, url: items[index].url)
                } catch {
                    let failure = (error as? DocumentError) ?? DocumentError.wrapping(error, url: items[index].url)
                    failures.withLock { $0[index] = failure }
                }
            }
        }
        for lane in 1..<threads {
            lanes.async(group: group) { run(lane: lane) }
        }
        run(lane: 0)
        group.wait()
        if let first = failures.withLock({ $0.min { $0.key < $1.key } }) { throw first.value }
    }
}
