import Foundation
import Glibc

/// One temporary folder per test or per injected run: `sandbox/` holds everything the child may touch
/// — `documents`, `data` (`$XDG_DATA_HOME`: versions, drafts, recents) and `home` — and is the folder
/// the shim watches (`QUIRE_FAULT_DIR`); `logs/` (the shim's trace, the children's output) lies
/// outside it, so writing logs is never counted or faulted. Removed when released.
final class FaultSandbox: Sendable {
    let base: URL
    let root: URL
    let documents: URL
    let dataHome: URL
    let home: URL
    let logs: URL

    init(label: String = "quire-fault") throws {
        base = FileManager.default.temporaryDirectory
            .appendingPathComponent("\(label)-\(UUID().uuidString)", isDirectory: true)
        root = base.appendingPathComponent("sandbox", isDirectory: true)
        documents = root.appendingPathComponent("documents", isDirectory: true)
        dataHome = root.appendingPathComponent("data", isDirectory: true)
        home = root.appendingPathComponent("home", isDirectory: true)
        logs = base.appendingPathComponent("logs", isDirectory: true)
        for folder in [documents, dataHome, home, logs] {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        }
    }

    /// A new sandbox holding an exact copy of `template`'s (`cp -a`: modes, owners, timestamps and the
    /// `user.quire.document-id` attributes, so the copy's save makes the same calls as the template's).
    static func copy(of template: FaultSandbox) async throws -> FaultSandbox {
        let copy = try FaultSandbox()
        try FileManager.default.removeItem(at: copy.root)
        let result = try await ChildProcess.run(try TestTools.system("cp").path, ["-a", template.root.path, copy.root.path],
                                                environment: ChildProcess.environment([:]), scratch: copy.logs)
        guard result.status == 0 else { throw TestTools.Missing(description: "cp -a failed: \(result)") }
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
        let enumerator = FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil, options: [],
                                                        errorHandler: { _, _ in true })
        while let url = enumerator?.nextObject() as? URL {
            if url.lastPathComponent.hasPrefix(".quire-tmp-") { found.append(url.path) }
        }
        return found
    }

    deinit {
        try? FileManager.default.removeItem(at: base)
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
