import Foundation

extension DocumentSession {
    /// Follows the undo manager: a closed group, an undo or a redo moves the document's state.
    func observeUndoManager() {
        undoObservation = undoManager.addChangeObserver { [weak self] change in
            guard let self else { return }
            self.undoActivity.bump()
            switch change {
            case .didCloseGroup, .didUndo, .didRedo:
                self.changes.undoStateChanged(to: self.undoManager.documentStateID)
                self.documentChanged()
            default:
                return
            }
        }
    }

    /// Edits that bypass the undo manager still mark the document changed: the model reports each
    /// change as it happens; if no undo activity follows it by the time the turn's undo group has
    /// closed (the next main-actor job), it counts as an untracked change.
    func observeModel() {
        guard !isObservingModel else { return }
        isObservingModel = true
        let activity = undoActivity
        model.observeNextChange { [weak self] in
            // Read now, on the mutating thread, before the edit registers its undo.
            let atChange = activity.value
            Task { @MainActor [weak self] in
                guard let self else { return }
                self.isObservingModel = false
                if self.undoActivity.value == atChange {
                    self.changes.noteUntrackedChange()
                    self.documentChanged()
                }
                self.observeModel()
            }
        }
    }

    /// Tell the session the document changed in a way neither undo nor observation can see.
    public func updateChangeCount() {
        changes.noteUntrackedChange()
        documentChanged()
    }

    /// The document was (re)read from its file: clean, whatever the undo manager holds.
    func resetChangeTracking() {
        changes.reset(to: undoManager.documentStateID)
    }

    /// Schedules an autosave after `environment.autosaveDelay`, replacing one already scheduled.
    func documentChanged() {
        guard autosavesAutomatically, hasUnsavedChanges else { return }
        autosaveTimer?.cancel()
        let delay = environment.autosaveDelay
        autosaveTimer = Task { @MainActor [weak self] in
            do { try await Task.sleep(for: delay) } catch { return }
            // Nothing to report to here: a failed autosave leaves its error in `state` (`.failed`),
            // which the window shows, and the edits in a draft or still unsaved.
            try? await self?.autosave()
        }
    }
}
