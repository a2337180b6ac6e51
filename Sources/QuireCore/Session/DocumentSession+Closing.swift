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

    /// For a process about to exit from synchronous code (the GTK app after its main loop ended):
    /// blocks until the recent-document notes made so far are written and the history thinnings
    /// started so far have finished, at most `timeout` in all. (A thinning cut short by the exit would
    /// be harmless — see `HistoryThinning` — but leaves a hidden folder behind.) The work runs on the
    /// global executor and the thinning queue, never on the blocked thread.
    package nonisolated static func finishBackgroundWorkBeforeExit(timeout: Duration = .seconds(5)) {
        let done = DispatchSemaphore(value: 0)
        Task.detached {
            await RecentNoteQueue.shared.flush()
            await HistoryThinning.finish()
            done.signal()
        }
        let (seconds, attoseconds) = timeout.components
        _ = done.wait(timeout: .now() + .nanoseconds(Int(seconds) * 1_000_000_000 + Int(attoseconds / 1_000_000_000)))
    }
}
