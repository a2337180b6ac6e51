import Foundation
import Glibc
import QuireCore

/// One temporary folder per test or per injected run: `sandbox/` holds everything the child may touch
/// — `documents`, `data` (`$XDG_DATA_HOME`: versions, drafts, recents) and `home` — and is the folder
/// the shim watches (`QUIRE_FAULT_DIR`); `logs/` (the shim's trace, the children's output) lies
/// outside it, so writing logs is never counted or faulted. Removed when released.
///
/// Where the temp folder is on a drive that empties renamed folders (`make torture` on FAT), only the
/// documents are there: the rest goes to /dev/shm, as a person's home and data folder stay on their
/// disk while the documents are on the stick, and the shim watches both folders.
final class FaultSandbox: Sendable {
    let base: URL
    let root: URL
    let documents: URL
    let dataHome: URL
    let home: URL
    let logs: URL
    /// The folders the shim watches: `root`, and `documents` when it is on another drive.
    let watched: [URL]

    /// Whether sandboxes keep their documents apart from the rest (see above).
    static let documentsApart: Bool = {
        let temporary = FileManager.default.temporaryDirectory
        // A drive that cannot be probed is not FAT as far as the sweep knows: the sandbox stays whole.
        return (try? DriveCapabilities.of(temporary).keepsRenamedFolderContents) == false
    }()

    /// Where sandboxes keep everything but their documents (and the shim is compiled: a FAT drive's
    /// files cannot be made executable).
    static var scratchBase: URL {
        documentsApart ? URL(fileURLWithPath: "/dev/shm", isDirectory: true) : FileManager.default.temporaryDirectory
    }

    init(label: String = "quire-fault") throws {
        let name = "\(label)-\(UUID().uuidString)"
        let temporary = FileManager.default.temporaryDirectory
        base = Self.scratchBase.appendingPathComponent(name, isDirectory: true)
        root = base.appendingPathComponent("sandbox", isDirectory: true)
        documents = Self.documentsApart ? temporary.appendingPathComponent("\(name)-documents", isDirectory: true)
            : root.appendingPathComponent("documents", isDirectory: true)
        dataHome = root.appendingPathComponent("data", isDirectory: true)
        home = root.appendingPathComponent("home", isDirectory: true)
        logs = base.appendingPathComponent("logs", isDirectory: true)
        watched = Self.documentsApart ? [root, documents] : [root]
        for folder in [documents, dataHome, home, logs] {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        }
    }

    /// `QUIRE_FAULT_DIR` for the shim.
    var faultDirectories: String { watched.map(\.path).joined(separator: ":") }

    /// `path`, traced in `other`'s sandbox, as the same item in this one.
    func translate(_ path: String, from other: FaultSandbox) -> String {
        for (theirs, ours) in zip(other.watched, watched) where path == theirs.path || path.hasPrefix(theirs.path + "/") {
            return ours.path + path.dropFirst(theirs.path.count)
        }
        return path
    }

    /// A new sandbox holding an exact copy of `template`'s (`cp -a`: modes, owners, timestamps and the
    /// `user.quire.document-id` attributes, so the copy's save makes the same calls as the template's).
    /// Documents kept apart are on a drive with none of those but timestamps, which are copied.
    static func copy(of template: FaultSandbox) async throws -> FaultSandbox {
        let copy = try FaultSandbox()
        var copies = [(["-a"], template.root, copy.root)]
        if documentsApart { copies.append((["-R", "--preserve=timestamps"], template.documents, copy.documents)) }
        for (options, source, destination) in copies {
            try FileManager.default.removeItem(at: destination)
            let result = try await ChildProcess.run(try TestTools.system("cp").path, options + [source.path, destination.path],
                                                    environment: ChildProcess.environment([:]), scratch: copy.logs)
            guard result.status == 0 else { throw TestTools.Missing(description: "cp \(options) failed: \(result)") }
        }
        return copy
    }

    func document(_ name: String) -> URL { documents.appendingPathComponent(name) }

    /// The environment a child runs with: this sandbox's home and data folders, plus `extra`.
    func environment(_ extra: [String: String] = [:]) -> [String: String] {
        var overrides: [String: String?] = [
            "HOME": home.path,
            "XDG_DATA_HOME": dataHome.path,
            "XDG_CONFIG_HOME": home.appendingPathComponent(".config").path,
            "XDG_CACHE_HOME": home.appendingPathComponent(".cache").path,
            "LC_ALL": "C.UTF-8",
            "LD_PRELOAD": nil,
        ]
        for key in ProcessInfo.processInfo.environment.keys where key.hasPrefix("QUIRE_FAULT_") { overrides[key] = .some(nil) }
        for (key, value) in extra { overrides[key] = value }
        return ChildProcess.environment(overrides)
    }

    /// Runs `executable arguments…` in this sandbox's environment (plus `extra`).
    func run(_ executable: URL, _ arguments: [String], extra: [String: String] = [:]) async throws -> ChildProcess.Result {
        try await ChildProcess.run(executable.path, arguments, environment: environment(extra), scratch: logs)
    }

    /// Every `.quire-tmp-*` item under the sandbox: a temporary a save left behind.
    func leftoverTemporaries() -> [String] {
        var found: [String] = []
        for folder in watched {
            let enumerator = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil, options: [],
                                                            errorHandler: { _, _ in true })
            while let url = enumerator?.nextObject() as? URL {
                if url.lastPathComponent.hasPrefix(".quire-tmp-") { found.append(url.path) }
            }
        }
        return found
    }

    deinit {
        // Best effort: a folder a test removed itself, or cannot remove, is nothing to report here.
        try? FileManager.default.removeItem(at: base)
        if Self.documentsApart { try? FileManager.default.removeItem(at: documents) }
    }
}

/// What is at a document's path, for "byte-identical" comparisons: a file's bytes, or a package's
/// relative paths with their bytes (links as their destinations), or nothing.
enum DocumentContent: Equatable, CustomStringConvertible {
    case absent
    case file(Data)
    case package([String: Data])

    static func of(_ url: URL) -> DocumentContent {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory) else { return .absent }
        guard isDirectory.boolValue else { return .file((try? Data(contentsOf: url)) ?? Data("unreadable".utf8)) }
        var files: [String: Data] = [:]
        for path in FileManager.default.subpaths(atPath: url.path) ?? [] {
            let item = url.appendingPathComponent(path)
            if let destination = try? FileManager.default.destinationOfSymbolicLink(atPath: item.path) {
                files[path] = Data("link → \(destination)".utf8)
            } else if let data = try? Data(contentsOf: item) {
                files[path] = data
            } else {
                files[path] = Data("folder".utf8)
            }
        }
        return .package(files)
    }

    var description: String {
        switch self {
        case .absent: "nothing"
        case .file(let data): "a file of \(data.count) bytes"
        case .package(let files): "a package of \(files.count) items"
        }
    }
}
