import Foundation

extension DocumentSession {
    /// Saves to the document's file now. An untitled document needs `save(to:)` first.
    public func save() async throws {
        try await saveInPlace(expecting: nil)
    }

    /// "Keep Mine" after a conflict: saves the document over whatever is now at its file, without the
    /// changed-on-disk check. Nothing is lost: the version on disk (the other application's) is first
    /// kept in the document's versions, where `versions()` lists it and `restore(_:)` brings it back.
    /// The draft that held the edits during the conflict is removed once saved. ("Reload" is
    /// `revertToSaved()`, which takes their version and drops ours.)
    public func saveReplacingChangesOnDisk() async throws {
        try await saveInPlace(expecting: .anything)
    }

    /// `save()` (`expectation` nil: the version last read or written must be on disk) and "Keep Mine"
    /// (`.anything`).
    private func saveInPlace(expecting expectation: SafeSave.Expectation?) async throws {
        guard let url = fileURL else {
            throw DocumentError(.notFound, detail: "Choose where to save this document first")
        }
        guard isEditable else { throw DocumentError(.readOnly, url: url) }
        try await writeQueue.run { [self] in try await self.performSave(to: url, expecting: expectation) }
    }

    /// Saves edits without asking: in place for a saved document, otherwise (untitled, read-only,
    /// changed on disk) to a draft that survives a crash.
    public func autosave() async throws {
        autosaveTimer?.cancel()
        // An edit made earlier in this turn is still in the undo manager's open implicit group, so
        // the state id has not moved yet: close the group, or that edit would be skipped as clean.
        undoManager.endImplicitGrouping()
        guard hasUnsavedChanges else { return }
        try await writeQueue.runCoalesced { [self] in
            guard self.hasUnsavedChanges else { return }
            if let url = self.fileURL, self.isEditable, self.state != .changedOnDisk {
                // Autosave never piles up conflict copies: on a conflict the edits go to a draft.
                try await self.performSave(to: url, onConflict: .discard)
            } else {
                try await self.performDraftSave()
            }
        }
    }

    /// Writes a copy as `type` (an export such as PNG, or another writable type) without changing the
    /// document's own file, type or saved state.
    public func export(to url: URL, as type: UTType, replacingExisting: Bool = false) async throws {
        guard kind.writableContentTypes.contains(type) else {
            throw DocumentError(.unsupportedType, url: url, detail: "This document can’t be exported as \(type.identifier)")
        }
        try await writeQueue.run { [self] in
            let prepared = try await self.model.prepareWrite(contentType: type, existingFileURL: nil)
            _ = try await StorageWrite.write(prepared, to: StorageWrite.Destination(
                url: url, expectation: replacingExisting ? .anything : .absent))
        }
    }

    /// - Parameter expectation: what must be at `url` (default: the version last read or written).
    private func performSave(to url: URL, onConflict: SafeSave.ConflictPolicy = .keepCopy,
                             expecting expectation: SafeSave.Expectation? = nil) async throws {
        let snapshot = beginSave()
        do {
            let prepared = try await model.prepareWrite(contentType: contentType, existingFileURL: url)
            let id = documentID ?? DocumentID.make()
            // Over another application's version ("Keep Mine") nothing is seeded from the file: its
            // children are theirs, not the `previous` our writer would update against.
            let written = try await StorageWrite.write(prepared, to: StorageWrite.Destination(
                url: url, expectation: expectation ?? SafeSave.Expectation(identity), onConflict: onConflict,
                seed: expectation == .anything ? nil : url,
                history: StorageWrite.History(store: versionStore, documentID: id, contentType: contentType.identifier)))
            documentID = id
            identity = written
            model.didSave(prepared)
            await didSave(snapshot)
        } catch let error as DocumentError where error.code == .changedOnDisk {
            state = .changedOnDisk
            // Keep our edits safe while the person decides; their version stays on disk untouched.
            // Best effort: the conflict is the error to report, and the edits stay in memory.
            try? await performDraftSave()
            state = .changedOnDisk
            throw error
        } catch {
            let error = DocumentError.wrapping(error, url: url)
            // The drive went away (`SafeSave.driveLost`): the edits go to a draft in the data folder,
            // to be offered again when the document is next opened (best effort: the save's own error
            // is the one to report).
            if error.errno == ENOTCONN { try? await performDraftSave() }
            state = .failed(error)
            throw error
        }
    }

    /// The start of every write of the document's own content (`performSave`, Save As): the state it
    /// is in now is what the write's snapshot holds, so it is what `didSave(_:)` marks clean.
    func beginSave() -> ChangeTracker.Snapshot {
        state = .saving
        // This turn's edits are still in the undo manager's open implicit group: they count.
        undoManager.endImplicitGrouping()
        return changes.snapshot(stateID: undoManager.documentStateID)
    }

    /// Bookkeeping after a successful save of `snapshot` (edits made while the write ran stay
    /// unsaved). What must happen before `save` returns (so a process that exits right after a save,
    /// the CLI, leaves nothing half-written) ran in the write task already (`StorageWrite.write`),
    /// except the recents entry (now and then), written in the background
    /// (`RecentNoteQueue`; the CLI waits for it before exiting), and thinning the history (now and then),
    /// started here once the save's state is reported (`thinHistoryIfDue`; closing the session and
    /// the CLI's exit wait for it); here only a draft to discard (rarely) costs a trip off the main actor.
    func didSave(_ snapshot: ChangeTracker.Snapshot) async {
        changes.didSave(snapshot)
        state = .saved(Date())
        thinHistoryIfDue()
        if hasDraft {
            let drafts = draftStore, draftID = self.draftID
            hasDraft = false
            // Best effort: the save succeeded; a draft left over is offered again at the next launch
            // (where the person can discard it) rather than failing this save.
            await Task.detached { try? drafts.discard(draftID: draftID) }.value
        }
        noteRecent(refreshing: true)
        observeModel()
        // An edit made while the write ran is still unsaved, and may have looked clean when it was
        // made (a redo back to the state the previous save wrote): autosave it in its turn.
        documentChanged()
    }
}
