import Foundation
@testable import QuireCore

// What the store tests ask of the stores beyond what the engine uses, built on the stores' own API.

extension VersionStore {
    /// Makes `version` current again. The store does not replace `current` itself: `replace` receives
    /// the version's content and must install it with a safe save — which retires the replaced current
    /// content as a new version, so the restore can itself be undone by restoring again.
    func restore(_ version: Version, over current: URL, replace: (_ contentToInstall: URL) throws -> Void) throws {
        let content = try contentURL(of: version)
        do {
            try replace(content)
        } catch {
            throw DocumentError.wrapping(error, url: current, operation: "restoring an earlier version")
        }
    }

    /// Removes one version.
    func remove(_ version: Version) throws {
        _ = try remove(version.directory)
    }

    /// Removes the whole history of `documentID` (and its path-index entries).
    func removeHistory(documentID: String) throws {
        let directory = try documentDirectory(documentID)
        if try POSIX.statusIfPresent(directory) != nil { _ = try remove(directory) }
        try index.forget(id: documentID)
    }

    /// Every document id that has a history.
    func documentIDs() throws -> [String] {
        guard try POSIX.statusIfPresent(root) != nil else { return [] }
        return try POSIX.directoryEntries(root).filter { name in
            // A folder that can't be looked at has no history to list.
            DocumentID.isValid(name) && (try? POSIX.status(root.appendingPathComponent(name)))?.isDirectory == true
        }
    }
}

extension DraftStore {
    /// A fresh draft id.
    static func makeID() -> String { DocumentID.make() }

    /// The readable drafts, oldest first. Unreadable ones are skipped; `listing()` says why.
    func list() throws -> [Draft] { try listing().drafts }

    /// The content of draft `draftID` (a file or a package folder), for reading it back.
    func contentURL(of draftID: String) throws -> URL { try draft(id: draftID).contentURL }
}

extension RecentDocuments {
    /// Removes the entry for `url` (`contents(removing:from:fileURL:)`). Does nothing when there is none.
    func remove(url: URL) throws {
        guard isEditable, let bytes = try read(),
              let result = try Self.contents(removing: url, from: bytes, fileURL: fileURL) else { return }
        try save(result, creating: false)
    }

    /// `add` for one document.
    func add(url: URL, mimeType: String, appName: String, appExec: String, date: Date = .now) throws {
        try add([Note(url: url, mimeType: mimeType, appName: appName, appExec: appExec)], date: date)
    }
}
