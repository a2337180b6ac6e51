import Foundation

/// The fallback for filesystems without extended attributes: `document-ids.json` in the versions root,
/// mapping a document's absolute path to its id. Kept current by `VersionStore.documentMoved(from:to:)`.
/// Read-modify-write runs under an `flock` on `document-ids.lock`, so two processes cannot lose each
/// other's entries.
struct DocumentIDIndex: Sendable {
    static let fileName = "document-ids.json"
    static let lockName = "document-ids.lock"
    /// Far above any real index; bounds memory against a damaged or hostile file.
    static let sizeLimit = 16 << 20

    let root: URL
    var url: URL { root.appendingPathComponent(Self.fileName) }

    private struct Contents: Codable {
        var format = 1
        var documents: [String: String] = [:]
    }

    static func key(for document: URL) -> String { document.standardizedFileURL.path }

    func id(for document: URL) throws -> String? {
        try load().documents[Self.key(for: document)]
    }

    /// The id for `document`, adding a fresh one when it has none.
    func ensure(for document: URL) throws -> String {
        try update { contents in
            let key = Self.key(for: document)
            if let id = contents.documents[key] { return id }
            let id = DocumentID.make()
            contents.documents[key] = id
            return id
        }
    }

    /// Records `id` for `document`, replacing any entry it had.
    func set(_ id: String, for document: URL) throws {
        guard DocumentID.isValid(id) else {
            throw DocumentError(.invalidName, url: document, detail: "“\(id)” is not a valid document id")
        }
        let key = Self.key(for: document)
        // Only a shortcut: an index that can't be read now is read (and its error reported) by `update`.
        if (try? load().documents[key]) == id { return }
        try update { contents in contents.documents[key] = id }
    }

    /// Moves the entry for `source` (and, for a package, entries inside it) to `destination`.
    func move(from source: URL, to destination: URL) throws {
        guard try POSIX.statusIfPresent(url) != nil else { return }
        try update { contents in
            let old = Self.key(for: source), new = Self.key(for: destination)
            for (path, id) in contents.documents {
                if path == old {
                    contents.documents[path] = nil
                    contents.documents[new] = id
                } else if path.hasPrefix(old + "/") {
                    contents.documents[path] = nil
                    contents.documents[new + path.dropFirst(old.count)] = id
                }
            }
        }
    }

    /// Drops every path that maps to `id`.
    func forget(id: String) throws {
        guard try POSIX.statusIfPresent(url) != nil else { return }
        try update { contents in contents.documents = contents.documents.filter { $0.value != id } }
    }

    private func load() throws -> Contents {
        let contents: Contents
        do {
            contents = try JSONRecord.read(Contents.self, from: url, limit: Self.sizeLimit)
        } catch let error as DocumentError where error.code == .notFound {
            return Contents()
        }
        return Contents(format: contents.format, documents: contents.documents.filter { DocumentID.isValid($0.value) })
    }

    @discardableResult
    private func update<T>(_ change: (inout Contents) throws -> T) throws -> T {
        try DataDirectories.makePrivateDirectory(root)
        let lockURL = root.appendingPathComponent(Self.lockName)
        let lockFD = try POSIX.open(lockURL, O_RDWR | O_CREAT | O_NOFOLLOW, mode: 0o600)
        defer { POSIX.close(lockFD) }
        _ = try POSIX.lock(lockFD, url: lockURL)
        var contents: Contents
        do {
            contents = try load()
        } catch let error as DocumentError where error.code == .corrupt {
            // The index only saves looking ids up again; a damaged one is rebuilt rather than blocking saves.
            contents = Contents()
        }
        let result = try change(&contents)
        try AtomicFile.write(try JSONRecord.encode(contents), to: url, mode: 0o600)
        return result
    }
}
