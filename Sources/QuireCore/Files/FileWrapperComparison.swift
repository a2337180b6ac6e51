import Foundation

/// `matchesContents(of:)` (by content) and `needsToBeUpdated(fromPath:)` (by identity).
enum FileWrapperComparison {
    static func matches(_ wrapper: FileWrapper, url: URL) -> Bool {
        let writer = FileWrapperWriter(destination: url, options: [], original: nil)
        // Apple's answers are Bools: what can't be planned or read does not match; the same below.
        guard let plan = try? writer.plan(wrapper, path: []) else { return false }
        return (try? matches(plan, url: url)) == true  // as above
    }

    private static func matches(_ node: FileWrapperWriter.Node, url: URL) throws -> Bool {
        guard let status = try POSIX.statusIfPresent(url) else { return false }
        switch node.kind {
        case .symbolicLink(let target):
            return try status.isSymbolicLink && POSIX.readLink(url) == target
        case .file(let bytes):
            guard status.isRegularFile else { return false }
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
        let writer = FileWrapperWriter(destination: url, options: [], original: nil)
        // What can't be planned or looked at needs updating (Apple's Bool, the safe answer); the same below.
        guard let plan = try? writer.plan(wrapper, path: []) else { return true }
        return needsUpdate(plan, url: url)
    }

    private static func needsUpdate(_ node: FileWrapperWriter.Node, url: URL) -> Bool {
        guard let status = try? POSIX.statusIfPresent(url) else { return true }  // as above
        // Folders implied by "a/b" keys have no identity of their own; their names and children decide.
        if node.wrapper != nil {
            guard let identity = node.identity, identity.matches(status) else { return true }
        }
        switch node.kind {
        case .file:
            return !status.isRegularFile
        case .symbolicLink(let target):
            return !status.isSymbolicLink || (try? POSIX.readLink(url)) != target  // as above
        case .directory:
            guard status.isDirectory, let names = try? POSIX.directoryEntries(url),  // as above
                  names == node.children.keys.sorted() else { return true }
            return node.children.contains { name, child in needsUpdate(child, url: url.appendingPathComponent(name)) }
        }
    }
}
