import Foundation

extension DocumentSession {
    /// Throws away unsaved edits and re-reads the file.
    public func revertToSaved() async throws {
        guard let url = fileURL else { throw DocumentError(.notFound, detail: "This document has never been saved") }
        try await writeQueue.run { [self] in
            self.identity = try await Task.detached { try FileIdentity.current(of: url) }.value
            try await self.loadFromDisk()
            self.undoManager.removeAllActions()
            self.resetChangeTracking()
            self.discardDraftIfAny()
            self.observeModel()
        }
    }

    /// The document's earlier versions, newest first.
    public func versions() async throws -> [DocumentVersion] {
        guard let documentID else { return [] }
        let store = versionStore
        return try await Task.detached {
            try store.versions(documentID: documentID).compactMap { version in
                // A version thinned away (here or by another process) between the listing and the
                // look at its content is skipped, as the listing skips one already gone.
                (try? store.contentURL(of: version)).map {
                    DocumentVersion(id: version.id, date: version.date, size: version.size, contentURL: $0)
                }
            }
        }.value
    }

    /// Makes `version` the current one. The version it replaces is kept, so this can be undone by
    /// restoring that one.
    public func restore(_ version: DocumentVersion) async throws {
        guard let url = fileURL, let documentID else {
            throw DocumentError(.notFound, detail: "This document has no saved versions")
        }
        guard isEditable else { throw DocumentError(.readOnly, url: url) }
        try await writeQueue.run { [self] in
            // A version is installed from its files (a package linked file by file): let the thinnings
            // this process started finish first (this session's own included), then make sure the
            // version is still there. (One another session starts meanwhile is not waited for.)
            await HistoryThinning.finish()
            guard try POSIX.statusIfPresent(version.contentURL) != nil else {
                throw DocumentError(.notFound, url: url, detail: "That version is no longer in the document’s history")
            }
            let history = StorageWrite.History(store: self.versionStore, documentID: documentID,
                                               contentType: self.contentType.identifier)
            let written = try await StorageWrite.install(version.contentURL, at: url, expected: self.identity,
                                                         history: history)
            self.identity = written
            try await self.loadFromDisk()
            self.undoManager.removeAllActions()
            self.resetChangeTracking()
            self.state = .saved(Date())
        }
    }

    /// After a save of the document's own file: thins its history in the background
    /// (`HistoryThinning`), at most once per `thinningInterval` and never two at once. Thinning only
    /// removes versions older than an hour (`ThinningPolicy`), so that is enough; at every save it cost
    /// a listing of the history and a parse of every version name.
    func thinHistoryIfDue() {
        guard let documentID else { return }
        let now = ContinuousClock.now
        guard lastThinning.map({ now - $0 >= Self.thinningInterval }) ?? true else { return }
        // One still queued or running covers this one.
        if let thinning, !thinning.isDone { return }
        lastThinning = now
        thinning = HistoryThinning.start(versionStore, documentID: documentID, policy: environment.versionThinning,
                                         willRemove: willRemoveVersion)
    }

    static let thinningInterval: Duration = .seconds(600)
}
