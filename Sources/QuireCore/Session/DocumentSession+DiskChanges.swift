import Foundation

extension DocumentSession {
    /// Looks whether another program changed the document's file since Quire last read or wrote it
    /// (a window calls this when a file monitor reports a change, and when it is focused). If so the
    /// state becomes `.changedOnDisk` — the window's "Reload / Keep Mine" banner — and unsaved edits
    /// go to a draft, as a save that found the conflict would do; nothing is written to the file.
    /// Waits for a running save, so Quire's own writes never count. Returns whether it changed.
    @discardableResult
    public func checkForChangesOnDisk() async -> Bool {
        guard fileURL != nil, identity != nil else { return false }
        // A look that fails (the file's drive gone, its folder unreadable) is no change seen: the
        // next save meets the same cause and reports it.
        return (try? await writeQueue.run { [self] () async throws -> Bool in
            guard let url = self.fileURL, let expected = self.identity, self.state != .changedOnDisk else {
                return false
            }
            let unchanged = try await Task.detached { try expected.matchesDisk(at: url) }.value
            guard !unchanged else { return false }
            self.state = .changedOnDisk
            if self.hasUnsavedChanges, self.isEditable {
                // Best effort: the edits stay in memory, and the banner offers Keep Mine.
                try? await self.performDraftSave()
            }
            return true
        }) ?? false
    }
}
