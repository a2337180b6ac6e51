import Foundation
import Synchronization
import Testing
@testable import QuireCore
#if canImport(Glibc)
import Glibc
#endif

/// A process killed while writing `recently-used.xbel` leaves its `.quire-tmp-…-recently-used.xbel`
/// beside it (the crash tests saw about 12 per 1,000 kills). The next write removes those, and only
/// those whose writer is gone: the temporary's `flock` says whether one still is.
@Suite struct HistoryRecentDocumentsLeftoverTests {
    let dir = TemporaryDirectory("quire-recents-leftovers")
    var file: URL { dir.file("share/recently-used.xbel") }
    var share: URL { file.deletingLastPathComponent() }

    func names() throws -> Set<String> { Set(try POSIX.directoryEntries(share)) }

    func plant(_ name: String) throws -> URL {
        let url = share.appendingPathComponent(name)
        try Data("<?xml version=\"1.0\"?>\n<xbel version=\"1.0\">\n  <bookm".utf8).write(to: url)
        return url
    }

    @Test func abandonedTemporariesGoOnTheNextWriteAndNothingElseDoes() throws {
        try POSIX.makeDirectories(share)
        let recents = RecentDocuments(fileURL: file)
        try recents.add(url: URL(fileURLWithPath: "/docs/a.txt"), mimeType: "text/plain", appName: "A", appExec: "a %u")

        // What killed writers leave: unlocked files (the kernel dropped their locks).
        _ = try plant(".quire-tmp-3k2j1h-recently-used.xbel")
        _ = try plant(".quire-tmp-zz9-recently-used.xbel")
        // A write in progress in another process: its temporary is locked (flock locks belong to the
        // open file description, so a separate open here conflicts with the cleanup's as another
        // process's would).
        let live = try plant(".quire-tmp-live01-recently-used.xbel")
        let liveFD = try POSIX.open(live, O_RDWR)
        defer { POSIX.close(liveFD) }
        #expect(try POSIX.lock(liveFD, url: live, nonBlocking: true))
        // Not ours to remove: another destination's temporary, GLib's own temporary, a look-alike
        // name, and things under our name that no writer of ours makes.
        let others = [".quire-tmp-abc-other.xbel", "recently-used.xbel.G7K2Q1", ".quire-tmp-abcx-recently-used.xbel.bak",
                      "x.quire-tmp-abc-recently-used.xbel"]
        for name in others { _ = try plant(name) }
        try POSIX.makeDirectory(share.appendingPathComponent(".quire-tmp-dir1-recently-used.xbel"))
        try POSIX.symlink(target: live.path, at: share.appendingPathComponent(".quire-tmp-link1-recently-used.xbel"))

        try recents.add(url: URL(fileURLWithPath: "/docs/b.txt"), mimeType: "text/plain", appName: "A", appExec: "a %u")

        let after = try names()
        #expect(!after.contains(".quire-tmp-3k2j1h-recently-used.xbel"))
        #expect(!after.contains(".quire-tmp-zz9-recently-used.xbel"))
        #expect(after == Set(others + ["recently-used.xbel", ".quire-tmp-live01-recently-used.xbel",
                                       ".quire-tmp-dir1-recently-used.xbel", ".quire-tmp-link1-recently-used.xbel"]))
        #expect(try RecentDocuments(fileURL: file).entries().map(\.url.path) == ["/docs/a.txt", "/docs/b.txt"])

        // Once that writer is gone (its lock released), its temporary is abandoned: the next write,
        // a removal this time, takes it.
        _ = flock(liveFD, LOCK_UN)
        try recents.remove(url: URL(fileURLWithPath: "/docs/a.txt"))
        #expect(!(try names()).contains(".quire-tmp-live01-recently-used.xbel"))
        #expect(try POSIX.status(live.deletingLastPathComponent().appendingPathComponent(".quire-tmp-link1-recently-used.xbel")).isSymbolicLink)
    }

    /// Two apps noting recents at once: each write cleans before it writes, and neither may take the
    /// other's temporary in flight (the write would then fail at its rename). A cleanup that went by
    /// name alone fails this within a few writes.
    @Test func concurrentWritersNeverLoseTheirTemporaryToAnotherWritersCleanup() throws {
        try POSIX.makeDirectories(share)
        let file = self.file
        let failures = ConcurrentFailures()
        DispatchQueue.concurrentPerform(iterations: 4) { writer in
            for index in 0..<30 {
                do {
                    try RecentDocuments(fileURL: file).add(url: URL(fileURLWithPath: "/docs/\(writer)-\(index).txt"),
                                                           mimeType: "text/plain", appName: "App\(writer)", appExec: "app %u")
                } catch {
                    failures.append("\(writer)-\(index): \(error)")
                }
            }
        }
        #expect(failures.all.isEmpty)
        #expect(try names() == ["recently-used.xbel"])
        #expect(try RecentDocuments(fileURL: file).entries().isEmpty == false)
    }
}

/// Errors collected from `concurrentPerform`'s threads.
private final class ConcurrentFailures: Sendable {
    private let list = Mutex<[String]>([])
    func append(_ failure: String) { list.withLock { $0.append(failure) } }
    var all: [String] { list.withLock { $0 } }
}
