import Foundation
import QuireCore
#if canImport(Glibc)
import Glibc
#endif

/// `info FILE` and `check FILE`.
@MainActor
enum InfoCommand {
    static func run(_ arguments: [String], tool: DocumentCommandLine) async throws {
        guard arguments.count == 1 else { throw UsageError("info takes one FILE") }
        let session = try await tool.open(arguments[0])
        guard let url = session.fileURL else { return }
        var status = stat()
        lstat(url.path, &status)
        let versions = try await session.versions()
        let type = session.contentType
        print("""
        file:      \(url.path)
        type:      \(type.identifier)\(type.localizedDescription.map { " (\($0))" } ?? "")
        size:      \(diskSize(of: url)) bytes
        identity:  device \(status.st_dev), inode \(status.st_ino), modified \(ISO8601DateFormatter().string(from: Date(timeIntervalSince1970: TimeInterval(status.st_mtim.tv_sec))))
        editable:  \(session.isEditable ? "yes" : "no")
        versions:  \(versions.count)
        """)
    }

    /// A file's size, or a package's files added up (links not followed).
    static func diskSize(of url: URL) -> Int64 {
        var status = stat()
        guard lstat(url.path, &status) == 0 else { return 0 }
        if status.st_mode & S_IFMT == S_IFDIR {
            // A size for `info` to show, not a check: a folder that can't be listed counts as empty.
            let children = (try? FileManager.default.contentsOfDirectory(atPath: url.path)) ?? []
            return children.reduce(0) { $0 + diskSize(of: url.appendingPathComponent($1)) }
        }
        return status.st_mode & S_IFMT == S_IFREG ? Int64(status.st_size) : 0
    }
}

@MainActor
enum CheckCommand {
    static func run(_ arguments: [String], tool: DocumentCommandLine) async throws {
        guard arguments.count == 1 else { throw UsageError("check takes one FILE") }
        let session = try await tool.open(arguments[0])
        var summary = "\(session.displayName): OK (\(session.contentType.identifier))"
        if let notice = tool.notice(session) { summary += "\nnote: \(notice)" }
        print(summary)
    }
}
