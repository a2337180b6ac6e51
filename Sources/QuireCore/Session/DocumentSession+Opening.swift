import Foundation

extension DocumentSession {
    /// A new untitled document of `kind`, made without suspending. A kind whose documents are made
    /// asynchronously (an app's `async` `makeDocument`) throws `unsupportedType`: use
    /// `newDocument(of:context:environment:)`.
    public convenience init(newDocumentOf kind: DocumentKind, context: DocumentCreationContext = .init(),
                            environment: DocumentEnvironment) throws {
        guard let makeNow = kind.makeNewNow else {
            throw DocumentError(.unsupportedType, detail: "This kind of document is made asynchronously")
        }
        let type = kind.nativeContentType
        self.init(untitled: try makeNow(context, type), of: kind, contentType: type, context: context,
                  environment: environment)
    }

    /// A new untitled document of `kind`. An app's `makeDocument` may suspend (to ask the person
    /// something) and throw; `CancellationError` means the person cancelled the creation.
    public static func newDocument(of kind: DocumentKind, context: DocumentCreationContext = .init(),
                                   environment: DocumentEnvironment) async throws -> DocumentSession {
        let type = kind.nativeContentType
        return DocumentSession(untitled: try await kind.makeNew(context, type), of: kind, contentType: type,
                               context: context, environment: environment)
    }

    /// A new untitled document of `kind` starting with the content of the file at `template` (a
    /// prepared document or template the app chose), which stays as it is.
    public static func newDocument(of kind: DocumentKind, fromContentsOf template: URL,
                                   context: DocumentCreationContext = .init(),
                                   environment: DocumentEnvironment) async throws -> DocumentSession {
        let type = try await contentType(of: template)
        guard kind.canOpen(type) else {
            throw DocumentError(.unsupportedType, url: template,
                                detail: "Its type (\(type.localizedDescription ?? type.identifier)) can’t be opened by this app")
        }
        let model = try await kind.makeForReading(template, type, true)
        try await model.read(from: template, contentType: type)
        let session = DocumentSession(untitled: model, of: kind, contentType: kind.nativeContentType, context: context,
                                      environment: environment)
        // The template's content is not on disk as this document: it has something to save.
        session.changes.noteUntrackedChange()
        return session
    }

    private convenience init(untitled model: any DocumentModel, of kind: DocumentKind, contentType: UTType,
                             context: DocumentCreationContext, environment: DocumentEnvironment) {
        self.init(kind: kind, environment: environment, model: model, fileURL: nil, contentType: contentType,
                  isEditable: true, displayName: UntitledNames.next(), state: .untitled)
        creationSource = context.creationSource
    }

    /// Opens the file or package at `url` with the first kind that reads its type.
    ///
    /// A file inside a package opens the package. Crash leftovers beside it are cleaned; nothing else
    /// is written. Errors name the file and the cause (`notFound`, `unsupportedType`, `corrupt`, …).
    public static func open(_ url: URL, kinds: [DocumentKind], environment: DocumentEnvironment)
        async throws -> DocumentSession {
        // Two trips off the main actor in all: everything before the document object exists in one
        // task, the read in another (see `loadFromDisk`). On a busy machine each hop waits for a core:
        // the hops, not the work, decide how long a loaded open takes (docs/PERFORMANCE.md, benchmark 3).
        let readable = kinds.map(\.readableContentTypes)
        let versions = VersionStore(root: environment.versionsDirectory)
        let found = try await Task.detached { () throws -> OpenTarget in
            // A package save on a drive without RENAME_EXCHANGE killed between its two renames left
            // nothing at the path (`SafeSave.swapAside`): the cleanup puts the old package back first.
            // A path that can't be looked at is treated as empty: the cleanup only ever puts a
            // complete old package back, and the resolve below reports the path's real error.
            if (try? POSIX.statusIfPresent(url.standardizedFileURL)) == .some(nil) {
                SafeSave.cleanLeftovers(for: url.standardizedFileURL)
            }
            let url = try DocumentLocation.resolve(url)
            let type = try ContentTypeDetection.contentType(of: url)
            guard let kindIndex = readable.firstIndex(where: { types in types.contains { type.conforms(to: $0) } }) else {
                throw DocumentError(.unsupportedType, url: url,
                                    detail: "Its type (\(type.localizedDescription ?? type.identifier)) can’t be opened by this app")
            }
            let documentID = versions.existingDocumentID(for: url), typeID = type.identifier
            // A save killed mid-swap may have left the previous version beside the file: into history.
            SafeSave.cleanLeftovers(for: url) { previous in
                // Best effort, as every crash cleanup: an unreadable id falls back to the file's; a
                // previous version that can't go into history goes with the leftovers (the document
                // itself is whole), and opening goes on.
                guard let id = (try? DocumentID.read(from: previous)) ?? documentID else { return }
                _ = try? versions.retire(previous, documentID: id, contentType: typeID)  // see above
            }
            return OpenTarget(url: url, type: type, kindIndex: kindIndex, isWritable: DocumentLocation.isWritable(url),
                              documentID: documentID, guarantee: Self.guarantee(for: url))
        }.value
        let kind = kinds[found.kindIndex], url = found.url, type = found.type
        let editable = kind.isEditor && found.isWritable && !DocumentTypeRoles.isViewerOnly(type)
        let model = try await kind.makeForReading(url, type, editable)
        let session = DocumentSession(kind: kind, environment: environment, model: model, fileURL: url,
                                      contentType: type, isEditable: editable,
                                      displayName: url.lastPathComponent, state: .saved(Date()))
        session.documentID = found.documentID
        session.saveGuarantee = found.guarantee
        try await session.loadFromDisk()
        // Noted after the document is returned: nobody waits for the shared recents file's write.
        session.noteRecent()
        return session
    }

    /// What `open` finds out before the document object exists.
    private struct OpenTarget: Sendable {
        let url: URL
        let type: UTType
        let kindIndex: Int
        let isWritable: Bool
        let documentID: String?
        let guarantee: SaveGuarantee?
    }

    /// What a save of `url` promises on its drive, without writing there (opening writes nothing): as
    /// probed where this process saved on the drive, else as its mount's type says. Off the main
    /// actor (a network mount may be slow to answer); nil when the drive can't be asked.
    nonisolated static func guarantee(for url: URL) -> SaveGuarantee? {
        DriveCapabilities.known(url.deletingLastPathComponent())?.saveGuarantee
    }

    /// The type of the document at `url` (a file inside a package gives the package's type): by
    /// extension, or for unknown extensions by a look at the first bytes.
    public static func contentType(of url: URL) async throws -> UTType {
        try await Task.detached {
            try ContentTypeDetection.contentType(of: DocumentLocation.resolve(url))
        }.value
    }

    /// Reads the file into the model, re-reading once if it changed while being read. One background
    /// task takes the file's identity, reads, and checks the identity again (re-reading once if the
    /// file changed meanwhile); the main actor then installs the result once.
    func loadFromDisk() async throws {
        guard let url = fileURL else { return }
        let load = model.loader(from: url, contentType: contentType)
        let (loaded, after) = try await Task.detached { () throws -> (any Sendable, FileIdentity?) in
            let before = try FileIdentity.current(of: url)
            var loaded = try await load()
            var after = try FileIdentity.current(of: url)
            if after != before {
                loaded = try await load()
                after = try FileIdentity.current(of: url)
            }
            return (loaded, after)
        }.value
        try await model.install(loaded)
        // Installing what was read changes the model; that is not an edit.
        undoActivity.bump()
        identity = after
        if let identity { state = .saved(identity.modificationDate) }
        resetChangeTracking()
    }
}
