import Foundation

extension DocumentSession {
    /// Closes the document. A saved document with edits is saved without asking; an untitled one
    /// with edits (or one that can't be saved in place) asks `decide`. Returns false if cancelled.
    public func close(decide: @MainActor (DocumentSession) async -> CloseDecision) async throws -> Bool {
        autosaveTimer?.cancel()
        await writeQueue.drain()
        undoManager.endImplicitGrouping()  // this turn's edits count (see `autosave()`)
        if hasUnsavedChanges {
            if fileURL != nil, isEditable, state != .changedOnDisk {
                try await save()
            } else {
                switch await decide(self) {
                case .cancel: return false
                case .discard: break
                case .save(let url):
                    if let url { try await save(to: url) } else { try await save() }
                }
            }
        }
        discardDraftIfAny()
        // A thinning started by this session's last save finishes before the document is closed.
        await thinning?.wait()
        return true
    }
}
