import Foundation

extension DocumentSession {
    /// Saves the document at `url` as `type` and makes that its file ("Save As…").
    /// - Parameter replacingExisting: the person confirmed replacing what is at `url`. For the
    ///   document's own file and type this is `saveReplacingChangesOnDisk()` ("Keep Mine").
    public func save(to url: URL, as type: UTType? = nil, replacingExisting: Bool = false) async throws {
        let type = type ?? (fileURL == nil ? kind.nativeContentType : contentType)
        guard kind.writableContentTypes.contains(type), kind.canOpen(type) else {
            throw DocumentError(.unsupportedType, url: url, detail: "This document can’t be saved as \(type.identifier)")
        }
        if url.standardizedFileURL == fileURL?.standardizedFileURL, type == contentType {
            return replacingExisting ? try await saveReplacingChangesOnDisk() : try await save()
        }
        try await writeQueue.run { [self] in
            let stateBefore = self.state
            let snapshot = self.beginSave()
            let prepared: PreparedWrite
            let written: FileIdentity
            let id = DocumentID.make()
            do {
                prepared = try await self.model.prepareWrite(contentType: type, existingFileURL: self.fileURL)
                written = try await StorageWrite.write(prepared, to: StorageWrite.Destination(
                    url: url, expectation: replacingExisting ? .anything : .absent, seed: self.fileURL,
                    history: StorageWrite.History(store: self.versionStore, documentID: id)))
                self.saveGuarantee = await Task.detached { Self.guarantee(for: url) }.value
            } catch {
                self.state = stateBefore  // the document's own file (if any) is untouched
                throw DocumentError.wrapping(error, url: url)
            }
            self.model.didSave(prepared)
            self.fileURL = url
            self.contentType = type
            self.displayName = url.lastPathComponent
            self.documentID = id
            self.identity = written
            self.isEditable = true
            await self.didSave(snapshot)
        }
    }

    /// Renames the document's file within its folder. The extension is kept when `newName` has none.
    public func rename(to newName: String) async throws {
        func checked(_ name: String) throws -> String {
            guard let problem = FileName.problem(with: name) else { return name }
            throw DocumentError(.invalidName, url: fileURL, detail: "“\(newName)” can’t be used as a file name: it \(problem.reason)")
        }
        let trimmed = try checked(newName.trimmingCharacters(in: .whitespacesAndNewlines))
        guard let url = fileURL else {
            displayName = trimmed
            return
        }
        var name = trimmed
        if (name as NSString).pathExtension.isEmpty, !url.pathExtension.isEmpty { name += "." + url.pathExtension }
        name = try checked(name)
        try await relocate(to: url.deletingLastPathComponent().appendingPathComponent(name))
    }

    /// Moves the document's file into `directory`.
    public func move(to directory: URL) async throws {
        guard let url = fileURL else { throw DocumentError(.notFound, detail: "Save this document before moving it") }
        try await relocate(to: directory.appendingPathComponent(url.lastPathComponent))
    }

    private func relocate(to destination: URL) async throws {
        guard let url = fileURL else { return }
        guard isEditable else { throw DocumentError(.readOnly, url: url) }
        try await writeQueue.run { [self] in
            let expected = self.identity, store = self.versionStore, documentID = self.documentID
            let moved = try await Task.detached { () throws -> FileIdentity? in
                // Where the id lives in the path index (no xattrs: FAT, exFAT), the destination's
                // entry comes first: a kill between the rename and the index update must not leave
                // the moved document without its history. A failed move takes the entry back.
                // The index is best effort throughout: the move is what the person asked for, and a
                // document whose entry was lost only starts a new history at its next save.
                let indexed = try documentID != nil && StorageWrite.needsIndex(destination)
                if indexed, let documentID { try? store.rememberDocumentID(documentID, for: destination) }  // see above
                let moved: FileIdentity?
                do {
                    moved = try StorageWrite.move(url, to: destination, expected: expected, documentID: documentID)
                } catch {
                    // The move's error is the one to report; a stale entry only names a path no
                    // document is at.
                    if indexed { try? store.documentMoved(from: destination, to: url) }
                    throw error
                }
                // The path index (documents without an id attribute) follows the document, and takes
                // the id where the destination's file system can't store the attribute (best effort,
                // as above).
                try? store.documentMoved(from: url, to: destination)
                if let documentID { try? store.rememberDocumentID(documentID, for: destination) }  // as above
                return moved
            }.value
            self.fileURL = destination
            self.displayName = destination.lastPathComponent
            self.identity = moved
            self.saveGuarantee = await Task.detached { Self.guarantee(for: destination) }.value
            self.noteRecent()
        }
    }

    /// A new untitled document with this one's current content.
    public func duplicate() async throws -> DocumentSession {
        let copyName = "\((displayName as NSString).deletingPathExtension) copy"
        let prepared = try await model.prepareWrite(contentType: contentType, existingFileURL: fileURL)
        // The copy is written to a locked private staging folder in the drafts folder (not the system
        // temp folder): removed when done or failed, and after a crash by the next draft listing.
        let draftsRoot = draftStore.root
        try DataDirectories.makePrivateDirectory(draftsRoot)
        let scratch = try StagingDirectory(beside: draftsRoot.appendingPathComponent("duplicate"))
        defer { scratch.discard() }
        let file = scratch.url.appendingPathComponent(fileURL?.lastPathComponent ?? "document")
        let seed = fileURL
        try await Task.detached {
            _ = try await StorageWrite.write(prepared, to: StorageWrite.Destination(url: file, expectation: .absent, seed: seed))
        }.value
        let model = try await kind.makeForReading(file, contentType, true)
        let copy = DocumentSession(kind: kind, environment: environment, model: model, fileURL: file,
                                   contentType: contentType, isEditable: true, displayName: copyName,
                                   state: .untitled)
        try await model.read(from: file, contentType: contentType)
        copy.fileURL = nil
        copy.changes.noteUntrackedChange()
        copy.observeModel()
        return copy
    }
}
