import Foundation
import Glibc
import Testing

/// Issue 7, part 7: a safe save keeps the original's mode and owner; drafts and versions are kept in
/// 0700 folders nobody else can read; and a private document never has a copy others could read, not
/// even while it is being saved.
@Suite struct PermissionTests {
    static func status(_ path: String) -> stat? {
        var status = stat()
        return lstat(path, &status) == 0 ? status : nil
    }

    static func mode(_ path: String) -> mode_t? { status(path).map { $0.st_mode & 0o7777 } }

    static func samplesTool() throws -> URL { try TestTools.built("quire-samples") }
    static func child() throws -> URL { try TestTools.built("QuireFaultChild") }

    @Test(arguments: [0o600, 0o640, 0o644, 0o664, 0o755] as [mode_t])
    func savedFileKeepsItsMode(_ mode: mode_t) async throws {
        let sandbox = try FaultSandbox(label: "quire-permissions")
        let file = sandbox.document("Modes.checklist").path
        #expect(try await sandbox.run(try Self.samplesTool(), ["checklist", "new", file, "one"]).status == 0)
        #expect(chmod(file, mode) == 0)
        let before = try #require(Self.status(file))
        #expect(try await sandbox.run(try Self.samplesTool(), ["checklist", "add", file, "two"]).status == 0)
        let after = try #require(Self.status(file))
        #expect(after.st_ino != before.st_ino, "a safe save writes a new file")
        #expect(after.st_mode & 0o7777 == mode, "mode \(String(after.st_mode & 0o7777, radix: 8)), expected \(String(mode, radix: 8))")
    }

    @Test(arguments: [0o700, 0o750, 0o755] as [mode_t])
    func savedPackageKeepsItsModes(_ mode: mode_t) async throws {
        let sandbox = try FaultSandbox(label: "quire-permissions")
        let board = sandbox.document("Modes.boardpkg").path
        #expect(try await sandbox.run(try Self.child(), ["create", board, "2"]).status == 0)
        #expect(chmod(board, mode) == 0)
        #expect(chmod(board + "/stickers", 0o710) == 0)
        #expect(try await sandbox.run(try Self.child(), ["move", board]).status == 0)
        #expect(Self.mode(board) == mode)
        #expect(Self.mode(board + "/stickers") == 0o710)
    }

    /// Root saving someone else's documents (sudo, a backup tool) gives them back to their owner: the
    /// file, and a package with everything the save created in it.
    @Test func savedItemsKeepTheirOwner() async throws {
        guard getuid() == 0 else { try Test.cancel("Only root can give files to another user") }
        let sandbox = try FaultSandbox(label: "quire-permissions")
        let file = sandbox.document("Owned.checklist").path
        let board = sandbox.document("Owned.boardpkg").path
        #expect(try await sandbox.run(try Self.samplesTool(), ["checklist", "new", file, "one"]).status == 0)
        #expect(try await sandbox.run(try Self.child(), ["create", board, "2"]).status == 0)
        #expect(chown(file, 1234, 1234) == 0)
        for path in [board] + (FileManager.default.subpaths(atPath: board) ?? []).map({ board + "/" + $0 }) {
            #expect(lchown(path, 1234, 1234) == 0)
        }
        #expect(try await sandbox.run(try Self.samplesTool(), ["checklist", "add", file, "two"]).status == 0)
        #expect(try await sandbox.run(try Self.child(), ["move", board]).status == 0)
        let saved = try #require(Self.status(file))
        #expect(saved.st_uid == 1234 && saved.st_gid == 1234)
        for path in [board] + (FileManager.default.subpaths(atPath: board) ?? []).map({ board + "/" + $0 }) {
            let item = try #require(Self.status(path))
            #expect(item.st_uid == 1234 && item.st_gid == 1234, "\(path) is owned by \(item.st_uid):\(item.st_gid)")
        }
    }

    /// Drafts and versions live in 0700 folders; draft files and version records are 0600; and, as
    /// another user, none of their files can be read (version content is the retired document's own
    /// inode, so its mode is the document's: the folders are what keep it private).
    @Test func historyAndDraftsArePrivate() async throws {
        let sandbox = try FaultSandbox(label: "quire-permissions")
        let file = sandbox.document("History.checklist").path
        let board = sandbox.document("History.boardpkg").path
        for arguments in [["checklist", "new", file, "one"], ["checklist", "add", file, "two"], ["checklist", "add", file, "three"]] {
            #expect(try await sandbox.run(try Self.samplesTool(), arguments).status == 0)
        }
        for arguments in [["create", board, "2"], ["move", board], ["draft", "2"]] {
            #expect(try await sandbox.run(try Self.child(), arguments).status == 0)
        }
        let stores = ["org.quire.Checklist/versions", "org.quire.BoardStudio/versions", "org.quire.BoardStudio/drafts"]
            .map { sandbox.dataHome.appendingPathComponent($0).path }
        var files: [String] = []
        for store in stores {
            let app = (store as NSString).deletingLastPathComponent
            #expect(Self.mode(app) == 0o700, "\(app)")
            #expect(Self.mode(store) == 0o700, "\(store)")
            let entries = FileManager.default.subpaths(atPath: store) ?? []
            #expect(!entries.isEmpty, "\(store) is empty")
            for entry in entries {
                let path = store + "/" + entry
                guard let item = Self.status(path) else { continue }
                let depth = entry.split(separator: "/").count
                let isDrafts = store.hasSuffix("/drafts")
                if item.st_mode & S_IFMT == S_IFDIR {
                    // versions/<document>/<version>/ and drafts/<draft>/…: private folders.
                    if isDrafts || depth <= 2 { #expect(item.st_mode & 0o777 == 0o700, "\(path)") }
                } else if item.st_mode & S_IFMT == S_IFREG {
                    files.append(path)
                    if isDrafts || entry.hasSuffix("/version.json") {
                        #expect(item.st_mode & 0o777 == 0o600, "\(path) is \(String(item.st_mode & 0o777, radix: 8))")
                    }
                }
            }
        }
        #expect(files.count >= 6)
        guard getuid() == 0, let setpriv = try? TestTools.system("setpriv") else { return }
        // As uid 1234: the documents (0644 in an open folder) are readable — the check can see
        // readability — and nothing in the stores is.
        let script = #"for f do if cat "$f" >/dev/null 2>&1; then echo "$f"; fi; done"#
        let readable = try await sandbox.run(setpriv, ["--reuid=1234", "--regid=1234", "--clear-groups", "/bin/sh", "-c", script, "sh", file] + files)
        #expect(readable.output.split(separator: "\n").map(String.init) == [file], "\(readable)")
    }

    // MARK: No readable copy, even transiently

    /// Items of `log` that others could read while the save ran: anything created or given a mode
    /// with group or other bits, or renamed into view with such a mode, in `watched` folders and not
    /// inside a folder nobody else may enter. Returns the number of items checked and the problems.
    static func exposures(_ log: StraceLog, watched: [String]) -> (checked: Int, problems: [String]) {
        var privateFolders = Set<String>()
        var modes: [String: UInt32] = [:]
        var checked = 0
        var problems: [String] = []
        func isPrivateOnDisk(_ folder: String) -> Bool {
            guard let status = status(folder), status.st_mode & S_IFMT == S_IFDIR else { return false }
            return status.st_mode & 0o077 == 0
        }
        func shielded(_ path: String) -> Bool {
            var folder = (path as NSString).deletingLastPathComponent
            while folder.count > 1 {
                if privateFolders.contains(folder) || isPrivateOnDisk(folder) { return true }
                folder = (folder as NSString).deletingLastPathComponent
            }
            return false
        }
        func exposed(_ path: String) -> Bool {
            watched.contains { path == $0 || path.hasPrefix($0 + "/") } && !shielded(path)
        }
        for event in log.events {
            switch event {
            case .create(let path, let mode, let directory):
                modes[path] = mode
                if directory && mode & 0o077 == 0 { privateFolders.insert(path) }
                if exposed(path) {
                    checked += 1
                    if mode & 0o077 != 0 { problems.append("\(path) was created with mode \(String(mode, radix: 8))") }
                }
            case .chmod(let path, let mode):
                modes[path] = mode
                if mode & 0o077 != 0 { privateFolders.remove(path) }
                if exposed(path) {
                    checked += 1
                    if mode & 0o077 != 0 { problems.append("\(path) was given mode \(String(mode, radix: 8))") }
                }
            case .rename(let from, let to, let exchange):
                let moved = modes[from]
                func rename(_ paths: inout Set<String>) {
                    paths = Set(paths.map { StraceLog.renamed($0, from: from, to: to, exchange: exchange) })
                }
                rename(&privateFolders)
                modes = Dictionary(modes.map { (StraceLog.renamed($0.key, from: from, to: to, exchange: exchange), $0.value) },
                                   uniquingKeysWith: { a, _ in a })
                if let moved, exposed(to) {
                    checked += 1
                    if moved & 0o077 != 0 { problems.append("\(from) was renamed into view at \(to) with mode \(String(moved, radix: 8))") }
                }
            default:
                break
            }
        }
        return (checked, problems)
    }

    @Test func privateDocumentsHaveNoReadableCopyWhileSaving() async throws {
        let sandbox = try FaultSandbox(label: "quire-permissions")
        let file = sandbox.document("Private.checklist").path
        let board = sandbox.document("Private.boardpkg").path
        #expect(try await sandbox.run(try Self.samplesTool(), ["checklist", "new", file, "one"]).status == 0)
        #expect(try await sandbox.run(try Self.child(), ["create", board, "2"]).status == 0)
        #expect(chmod(file, 0o600) == 0 && chmod(board, 0o700) == 0)
        let watched = [sandbox.documents.path, sandbox.dataHome.appendingPathComponent("org.quire.Checklist").path,
                       sandbox.dataHome.appendingPathComponent("org.quire.BoardStudio").path]
        let saves: [(URL, [String])] = [(try Self.samplesTool(), ["checklist", "add", file, "two"]), (try Self.child(), ["move", board])]
        for (executable, arguments) in saves {
            let log = try await WriteOrderingTests.trace(sandbox, executable, arguments)
            let (checked, problems) = Self.exposures(log, watched: watched)
            #expect(checked >= 2, "the staging folder and the swap are checked")
            #expect(problems.isEmpty, "\(problems.joined(separator: "\n"))")
        }
        #expect(Self.mode(file) == 0o600 && Self.mode(board) == 0o700)
    }

    /// The check can fail: a temporary created 0644 beside the document, then renamed over it.
    @Test func theExposureCheckCatchesAReadableTemporary() {
        let log = StraceLog("""
            1 openat(AT_FDCWD, "/d/.tmp-a", O_WRONLY|O_CREAT|O_EXCL, 0644) = 3
            1 rename("/d/.tmp-a", "/d/a") = 0
            1 mkdir("/d/.staging", 0700) = 0
            1 openat(AT_FDCWD, "/d/.staging/a", O_WRONLY|O_CREAT|O_EXCL, 0644) = 4
            """)
        let (checked, problems) = Self.exposures(log, watched: ["/d"])
        #expect(checked == 3)
        #expect(problems.count == 2, "\(problems)")
    }
}
