import Foundation
import QuireCore

/// Opening the documents a command names, with the kind that reads them, in their app's environment.
extension DocumentCommandLine {
    /// The environment of `appID`'s documents: its drafts, versions and edit lock.
    public func environment(appID: String) -> DocumentEnvironment {
        DocumentEnvironment(appID: appID, applicationName: name, applicationExec: "\(name) %u")
    }

    /// The documents whose kind opens `url`.
    func documents(for url: URL) async throws -> Documents {
        let type = try await DocumentSession.contentType(of: url)
        guard let documents = documents.first(where: { $0.kind.canOpen(type) }) else {
            throw DocumentError(.unsupportedType, url: url,
                                detail: "Its type (\(type.identifier)) is not one \(name) knows")
        }
        return documents
    }

    /// Opens `path` with the kind that reads it, in its app's environment; autosave off (commands
    /// save explicitly).
    public func open(_ path: String) async throws -> DocumentSession {
        let url = URL(fileURLWithPath: path)
        let documents = try await documents(for: url)
        let session = try await DocumentSession.open(url, kinds: [documents.kind],
                                                     environment: environment(appID: documents.appID))
        session.autosavesAutomatically = false
        // The recents entry is written in the background; a command has nobody to show the document
        // to sooner, so it lets the write finish here: its system calls then come in one order (the
        // fault-injection sweeps replay them by number) and never overlap the command's own save.
        await DocumentSession.flushRecentDocuments()
        return session
    }

    /// Opens `path` for a change and runs `change` on it while holding its app's `EditLock`, so
    /// concurrent edits take turns instead of losing each other's work.
    public func edit<Result>(_ path: String,
                             _ change: (DocumentSession) async throws -> Result) async throws -> Result {
        let url = URL(fileURLWithPath: path)
        let documents = try await documents(for: url)
        let lock = try EditLock(environment: environment(appID: documents.appID))
        defer { lock.unlock() }
        let session = try await DocumentSession.open(url, kinds: [documents.kind],
                                                     environment: environment(appID: documents.appID))
        session.autosavesAutomatically = false
        await DocumentSession.flushRecentDocuments()  // see `open`
        return try await change(session)
    }
}
