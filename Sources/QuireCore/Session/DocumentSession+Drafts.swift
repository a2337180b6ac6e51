import Foundation

extension DocumentSession {
    /// Drafts a previous run left behind (after a crash or a kill), newest first.
    public static func recoverableDrafts(environment: DocumentEnvironment) throws -> [RecoverableDraft] {
        let listing = try DraftStore(root: environment.draftsDirectory).listing()
        return listing.drafts.compactMap { draft in
            guard let type = UTType(draft.info.contentTypeIdentifier) else { return nil }
            return RecoverableDraft(id: draft.id, displayName: draft.info.displayName, contentType: type,
                                    modified: draft.info.modified, originalURL: draft.info.originalURL,
                                    contentURL: draft.contentURL, baseIdentity: draft.info.baseIdentity)
        }.sorted { $0.modified > $1.modified }
    }

    /// Reopens a draft as an unsaved document (untitled, or with its original file when it had one).
    public static func restore(_ draft: RecoverableDraft, kinds: [DocumentKind],
                               environment: DocumentEnvironment) async throws -> DocumentSession {
        guard let kind = kinds.first(where: { $0.canOpen(draft.contentType) }) else {
            throw DocumentError(.unsupportedType, url: draft.contentURL)
        }
        let model = try await kind.makeForReading(draft.contentURL, draft.contentType, true)
        try await model.read(from: draft.contentURL, contentType: draft.contentType)
        let session = DocumentSession(kind: kind, environment: environment, model: model,
                                      fileURL: nil, contentType: draft.contentType, isEditable: true,
                                      displayName: draft.displayName, state: .draft(draft.modified),
                                      draftID: draft.id)
        session.hasDraft = true
        if let original = draft.originalURL,
           // An original that can't be looked at (gone, or its drive not mounted) leaves the draft
           // untitled, to be saved wherever the person chooses: nothing to report.
           let identity = draft.baseIdentity ?? (try? FileIdentity.current(of: original)) {
            session.fileURL = original
            session.saveGuarantee = await Task.detached { Self.guarantee(for: original) }.value
            // The draft's edits were made to the version it was based on; saving them over whatever is
            // there now would silently replace a version written meanwhile (drafts from before base
            // identities were recorded fall back to the file as it is).
            session.identity = identity
            session.documentID = VersionStore(root: environment.versionsDirectory).existingDocumentID(for: original)
            session.displayName = original.lastPathComponent
            // Drafts of edits to a read-only file exist precisely because it could not be saved in
            // place; restored, it must not become saveable (root's `access` allows writing a 0444 file).
            session.isEditable = kind.isEditor && DocumentLocation.isWritable(original)
                && !DocumentTypeRoles.isViewerOnly(draft.contentType)
        }
        session.changes.noteUntrackedChange()
        return session
    }

    /// Writes the document's content to its draft (replacing the previous one), which survives a crash
    /// and is offered again by `recoverableDrafts` at the next launch.
    func performDraftSave() async throws {
        let prepared = try await model.prepareWrite(contentType: contentType, existingFileURL: fileURL)
        let now = Date()
        let info = DraftInfo(contentTypeIdentifier: contentType.identifier, displayName: displayName,
                             created: draftCreated ?? now, modified: now, originalURL: fileURL,
                             creationSourceID: creationSource?.id, baseIdentity: fileURL == nil ? nil : identity)
        draftCreated = info.created
        let seed = fileURL, drafts = draftStore, id = draftID
        try await Task.detached {
            _ = try await drafts.save(draftID: id, info: info) { destination in
                _ = try await StorageWrite.write(prepared, to: StorageWrite.Destination(url: destination, expectation: .absent, seed: seed))
            }
        }.value
        hasDraft = true
        if state != .changedOnDisk { state = .draft(Date()) }
    }

    /// The edits are saved or thrown away: their draft goes.
    func discardDraftIfAny() {
        let drafts = draftStore, id = draftID
        hasDraft = false
        // Best effort: a draft that can't be removed is listed at the next launch, where the person
        // can discard it; closing or reverting must not fail over it.
        try? drafts.discard(draftID: id)
    }
}
