import BoardModel
import ChecklistModel
import Foundation
import NotesModel
import QuireCore

/// The document kinds the CLI knows, each with the app id whose drafts and versions it shares.
@MainActor
enum CommandDocuments {
    struct Entry {
        let appID: String
        let kind: DocumentKind
    }

    static let entries: [Entry] = [
        Entry(appID: "org.quire.Checklist", kind: .document(ChecklistDocument.self) { _, _ in ChecklistDocument() }),
        Entry(appID: "org.quire.BoardStudio", kind: .document(BoardDocument.self) { configuration, context in
            BoardDocument(configuration: configuration, context: context)
        }),
        Entry(appID: "org.quire.Notes", kind: .fileDocument(TextDocument.self) { TextDocument() }),
    ]

    static var kinds: [DocumentKind] { entries.map(\.kind) }

    /// Registers every known type (building the kinds registers the types they name; the checklist's
    /// and Board Studio's Info.plists add descriptions, the `.checklist` and `.boardpkg` extensions and
    /// roles; PNG and PDF, the board's export types, are built in), so extensions resolve before any
    /// file is looked at and `quire types` lists them. Throws when an Info.plist is missing or
    /// unreadable (a broken install).
    static func registerTypes() throws {
        _ = entries
        try ChecklistInfoPlist.registerTypes()
        try BoardInfoPlist.registerTypes()
    }

    static func environment(appID: String) -> DocumentEnvironment {
        DocumentEnvironment(appID: appID, applicationName: "quire", applicationExec: "quire %u")
    }

    /// The entry whose kind opens `url`.
    static func entry(for url: URL) async throws -> Entry {
        let type = try await DocumentSession.contentType(of: url)
        guard let entry = entries.first(where: { $0.kind.canOpen(type) }) else {
            throw DocumentError(.unsupportedType, url: url,
                                detail: "Its type (\(type.identifier)) is not one quire knows")
        }
        return entry
    }

    /// Opens `path` with the kind that reads it, in its app's environment; autosave off (the CLI
    /// saves explicitly).
    static func open(_ path: String) async throws -> DocumentSession {
        let url = URL(fileURLWithPath: path)
        let entry = try await entry(for: url)
        let session = try await DocumentSession.open(url, kinds: [entry.kind], environment: environment(appID: entry.appID))
        session.autosavesAutomatically = false
        // The recents entry is written in the background; a command has nobody to show the document
        // to sooner, so it lets the write finish here: its system calls then come in one order (the
        // fault-injection sweeps replay them by number) and never overlap the command's own save.
        await DocumentSession.flushRecentDocuments()
        return session
    }

    /// Opens `path` for a change and runs `change` on it while holding its app's `EditLock`, so
    /// concurrent `quire` edits take turns instead of losing each other's work.
    static func edit<Result>(_ path: String,
                             _ change: (DocumentSession) async throws -> Result) async throws -> Result {
        let url = URL(fileURLWithPath: path)
        let entry = try await entry(for: url)
        let lock = try EditLock(environment: environment(appID: entry.appID))
        defer { lock.unlock() }
        let session = try await DocumentSession.open(url, kinds: [entry.kind], environment: environment(appID: entry.appID))
        session.autosavesAutomatically = false
        await DocumentSession.flushRecentDocuments()  // see `open`
        return try await change(session)
    }
}
