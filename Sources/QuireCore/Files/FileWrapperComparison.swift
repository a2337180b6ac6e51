import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// `matchesContents(of:)` (by content) and `needsToBeUpdated(fromPath:)` (by identity).
enum FileWrapperComparison {
    static func matches(_ wrapper: FileWrapper, url: URL) -> Bool {
        let writer = FileWrapperWriter(destination: url, options: [], original: nil)
        guard let plan = try? writer.plan(wrapper, path: []) else { return false }
        return (try? matches(plan, url: url)) == true
    }

    private static func matches(_ node: FileWrapperWriter.Node, url: URL) throws -> Bool {
        guard let status = try POSIX.statusIfPresent(url) else { return false }
        switch node.kind {
        case .symbolicLink(let target):
            return try status.isSymbolicLink && POSIX.readLink(url) == target
        case .file(let bytes):
            guard status.isRegularFile else { return false }
            if bytes == nil, let identity = node.identity, identity.matches(status) { return true }
            let data: Data
            if let bytes {
                data = bytes
            } else if let identity = node.identity {
                data = try FileContentsLoader.load(identity: identity, mapping: true)
            } else {
                data = Data()
            }
            return try status.size == Int64(data.count) && FileWrapperWriter.fileHolds(data, at: url, status: status)
        case .directory:
            guard status.isDirectory, try POSIX.directoryEntries(url) == node.children.keys.sorted() else { return false }
            for (name, child) in node.children where !(try matches(child, url: url.appendingPathComponent(name))) {
                return false
            }
            return true
        }
    }

    static func needsUpdate(_ wrapper: FileWrapper, url: URL) -> Bool {
        let storage = wrapper.snapshot
        guard let identity = storage.identity,
              let status = try? POSIX.statusIfPresent(url), identity.matches(status) else { return true }
        switch storage.content {
        case .regularFile:
            return !status.isRegularFile
        case .symbolicLink(let target):
            return !status.isSymbolicLink || (try? POSIX.readLink(url)) != target
        case .directory(let children):
            guard status.isDirectory, let names = try? POSIX.directoryEntries(url),
                  names == children.keys.sorted() else { return true }
            return children.contains { key, child in needsUpdate(child, url: url.appendingPathComponent(key)) }
        }
    }
}
