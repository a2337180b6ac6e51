import Foundation
import Testing

/// Issue 7, part 2: one save run under strace, and the order of its calls checked — the new
/// version's data (and, for a package, every folder that got a new entry) is fsynced before the
/// rename that puts it in place, and the document's folder is fsynced after it.
@Suite struct WriteOrderingTests {
    /// Runs `executable arguments` under strace in `sandbox`; the parsed log.
    static func trace(_ sandbox: FaultSandbox, _ executable: URL, _ arguments: [String]) async throws -> StraceLog {
        let strace = try TestTools.system("strace")
        let log = sandbox.logs.appendingPathComponent("strace")
        let result = try await sandbox.run(strace, StraceLog.options + ["-o", log.path, executable.path] + arguments)
        #expect(result.status == 0, "\(result)")
        return StraceLog(try String(contentsOf: log, encoding: .utf8))
    }

    /// The order problems in `log` for a save of `document`; empty when the order is right.
    static func orderProblems(_ log: StraceLog, document: String) -> [String] {
        let events = log.events
        guard let swap = events.lastIndex(where: {
            if case .rename(_, let to, _) = $0 { to == document } else { false }
        }), case .rename(let source, _, _) = events[swap] else {
            return ["no rename onto \(document)"]
        }
        var problems: [String] = []
        // Where each write landed, named as at the swap: the new version's files are `source` or
        // inside it. Folders that received a new entry must be flushed too.
        var lastWrite: [String: Int] = [:]
        var lastEntry: [String: Int] = [:]
        for (index, event) in events[..<swap].enumerated() {
            switch event {
            case .write(let path):
                lastWrite[log.path(path, through: index..<swap), default: index] = index
            case .create(let path, _, _), .rename(_, let path, _), .link(_, let path):
                let folder = (log.path(path, through: (index + 1)..<swap) as NSString).deletingLastPathComponent
                lastEntry[folder] = index
            default:
                break
            }
        }
        func isNewVersion(_ path: String) -> Bool { path == source || path.hasPrefix(source + "/") }
        func flushed(_ path: String, after start: Int) -> Bool {
            events[..<swap].indices.contains { index in
                guard index > start, case .fsync(let flushed) = events[index] else { return false }
                return log.path(flushed, through: index..<swap) == path
            }
        }
        let files = lastWrite.filter { isNewVersion($0.key) }
        if files.isEmpty { problems.append("no data was written to the new version \(source)") }
        for (path, index) in files where !flushed(path, after: index) {
            problems.append("\(path) was written (call \(index)) but not fsynced before the rename over the document")
        }
        for (folder, index) in lastEntry where isNewVersion(folder) && !flushed(folder, after: index) {
            problems.append("the folder \(folder) got a new entry (call \(index)) but was not fsynced before the rename")
        }
        let parent = (document as NSString).deletingLastPathComponent
        let parentFlushed = events[(swap + 1)...].contains { if case .fsync(let path) = $0 { path == parent } else { false } }
        if !parentFlushed { problems.append("the folder \(parent) was not fsynced after the rename") }
        return problems
    }

    @Test func flatFileSaveFlushesDataBeforeTheRenameAndTheFolderAfter() async throws {
        let sandbox = try FaultSandbox(label: "quire-strace")
        let quire = try TestTools.built("quire-samples")
        let file = sandbox.document("Order.checklist").path
        #expect(try await sandbox.run(quire, ["checklist", "new", file, "one"]).status == 0)
        let log = try await Self.trace(sandbox, quire, ["checklist", "add", file, "two"])
        let problems = Self.orderProblems(log, document: file)
        #expect(problems.isEmpty, "\(problems.joined(separator: "\n"))")
    }

    @Test func packageSaveFlushesFilesAndFoldersBeforeTheSwapAndTheFolderAfter() async throws {
        let sandbox = try FaultSandbox(label: "quire-strace")
        let child = try TestTools.built("QuireFaultChild")
        let board = sandbox.document("Order.boardpkg").path
        #expect(try await sandbox.run(child, ["create", board, "3"]).status == 0)
        let log = try await Self.trace(sandbox, child, ["move", board])
        let problems = Self.orderProblems(log, document: board)
        #expect(problems.isEmpty, "\(problems.joined(separator: "\n"))")
    }

    /// The check itself can fail: a log where the data is fsynced only after the rename, and the
    /// folder never, is refused.
    @Test func theOrderCheckCatchesAMissingFsync() {
        let log = StraceLog("""
            1 openat(AT_FDCWD, "/d/.quire-tmp-x-a.txt", O_WRONLY|O_CREAT|O_EXCL|O_CLOEXEC, 0600) = 3
            1 write(3, ""..., 5) = 5
            1 rename("/d/.quire-tmp-x-a.txt", "/d/a.txt") = 0
            1 fsync(3) = 0
            1 close(3) = 0
            """)
        let problems = Self.orderProblems(log, document: "/d/a.txt")
        #expect(problems.count == 2, "\(problems)")
        let good = StraceLog("""
            1 openat(AT_FDCWD, "/d/.quire-tmp-x-a.txt", O_WRONLY|O_CREAT|O_EXCL|O_CLOEXEC, 0600) = 3
            1 write(3, ""..., 5) = 5
            1 close(3) = 0
            1 openat(AT_FDCWD, "/d/.quire-tmp-x-a.txt", O_RDONLY|O_CLOEXEC) = 3
            1 fsync(3 <unfinished ...>
            2 close(7) = 0
            1 <... fsync resumed>) = 0
            1 rename("/d/.quire-tmp-x-a.txt", "/d/a.txt") = 0
            1 openat(AT_FDCWD, "/d", O_RDONLY|O_DIRECTORY) = 4
            1 fsync(4) = 0
            """)
        #expect(Self.orderProblems(good, document: "/d/a.txt").isEmpty)
    }
}
