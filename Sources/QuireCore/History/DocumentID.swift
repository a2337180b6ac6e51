import Foundation

/// A document's stable identity across renames and moves: a UUID string kept in the extended attribute
/// `user.quire.document-id` of the file or package folder. A safe save writes a new inode, so the
/// session copies the id onto each new version (`write(_:to:)` on the temporary before the swap).
/// Where the attribute cannot be stored (no user attributes on the filesystem: errno `ENOTSUP`; a
/// read-only file or filesystem) `VersionStore.documentID(for:)` falls back to its path index.
enum DocumentID {
    static let attributeName = "user.quire.document-id"

    static func make() -> String { UUID().uuidString.lowercased() }

    /// Whether `id` is something we could have written: 1–64 ASCII letters, digits and `-`. Ids become
    /// folder names, so a hostile attribute value (`../..`) must never get that far.
    static func isValid(_ id: String) -> Bool {
        let bytes = id.utf8
        return !bytes.isEmpty && bytes.count <= 64 && bytes.allSatisfy { byte in
            (byte >= 0x30 && byte <= 0x39) || (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A) || byte == 0x2D
        }
    }

    /// The id stored on `url`, or nil when there is none. A value that is not a valid id is `corrupt`.
    static func read(from url: URL) throws -> String? {
        guard let data = try POSIX.extendedAttribute(attributeName, of: url, limit: 256) else { return nil }
        guard let id = String(data: data, encoding: .utf8), isValid(id) else {
            throw DocumentError(.corrupt, url: url, detail: "Its document id attribute is not a valid id")
        }
        return id
    }

    /// Stores `id` on `url` (a file or a package folder; never a link).
    static func write(_ id: String, to url: URL) throws {
        guard isValid(id) else { throw DocumentError(.invalidName, url: url, detail: "“\(id)” is not a valid document id") }
        try POSIX.setExtendedAttribute(attributeName, Data(id.utf8), on: url)
    }

    /// Stores `id` on a new version before it is swapped in. Where the attribute can't be stored
    /// (`isUnsupported`: a filesystem without user attributes, such as older tmpfs, FAT or many network
    /// mounts) the save goes ahead without it — refusing would make every save there fail — and the
    /// session keeps the id in the version store's path index instead. Other failures (EIO) throw.
    static func stampIfSupported(_ id: String, on url: URL) throws {
        do {
            try write(id, to: url)
        } catch where isUnsupported(error) {
            return
        }
    }

    /// The id on `url`, giving it a fresh one first when it has none (or an unreadable one).
    @discardableResult
    static func ensure(for url: URL) throws -> String {
        do {
            if let id = try read(from: url) { return id }
        } catch let error as DocumentError where error.code == .corrupt {
            // Replaced below: a mangled id identifies nothing, and a new history is better than none.
        }
        let id = make()
        try write(id, to: url)
        return id
    }

    /// Whether `error` means “the attribute cannot be stored on this item”: the filesystem has no user
    /// attributes (ENOTSUP), the item is a link or special file (EPERM), read-only (EACCES, EROFS), or
    /// its attribute space is full (ENOSPC, EDQUOT, E2BIG). `VersionStore` then uses its path index instead.
    static func isUnsupported(_ error: any Error) -> Bool {
        guard let error = error as? DocumentError, let number = error.errno else { return false }
        return [ENOTSUP, EOPNOTSUPP, EPERM, EACCES, EROFS, ENOSPC, EDQUOT, E2BIG].contains(number)
    }
}
