import Foundation

/// Where a file wrapper's item was last read from or written to, and what the item was then: the
/// evidence that lets a later package write hard-link the file instead of copying it, and lets
/// `needsToBeUpdated(fromPath:)` answer without reading anything.
struct FileWrapperIdentity: Equatable, Sendable {
    /// The URL the wrapper tree was read from or written to.
    var root: URL
    /// Components from `root` to this item (empty for the root itself).
    var relativePath: [String]
    var device: UInt64
    var inode: UInt64
    var size: Int64
    var modificationSeconds: Int
    var modificationNanoseconds: Int

    init(root: URL, relativePath: [String], status: POSIX.Status) {
        self.root = root
        self.relativePath = relativePath
        device = status.device
        inode = status.inode
        size = status.size
        modificationSeconds = status.modificationSeconds
        modificationNanoseconds = status.modificationNanoseconds
    }

    var url: URL { root.appendingPathComponents(relativePath) }

    /// Same file, same size, same modification time: nobody replaced or (visibly) rewrote it.
    func matches(_ status: POSIX.Status) -> Bool {
        status.device == device && status.inode == inode && status.size == size
            && status.modificationSeconds == modificationSeconds
            && status.modificationNanoseconds == modificationNanoseconds
    }
}

extension URL {
    func appendingPathComponents(_ components: [String]) -> URL {
        components.reduce(self) { $0.appendingPathComponent($1) }
    }
}
