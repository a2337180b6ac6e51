import Foundation
import Observation

/// One open document: its model, undo manager, file, save state, drafts and versions. Windows, the
/// `quire` CLI and tests all drive documents through a session, so they share one save path.
///
/// Main-actor isolated: the document's state lives here. Reading and writing run off the main actor;
/// the main actor only takes snapshots and applies results. One write runs at a time per document;
/// autosave requests made while one is running are coalesced into one more.
@MainActor
@Observable
public final class DocumentSession {
    /// What kind of document this is (its types and how it's made).
    @ObservationIgnored public let kind: DocumentKind
    @ObservationIgnored public let environment: DocumentEnvironment
    /// The window's undo manager; its change count drives `hasUnsavedChanges`.
    @ObservationIgnored public let undoManager: UndoManager
    @ObservationIgnored let model: any DocumentModel

    /// Where the document is saved; nil while untitled.
    public private(set) var fileURL: URL? {
        // Here, so no path that changes it can forget to: the document's own idea of where it is
        // (an export naming its package's files) follows a Save As, rename or move at once.
        didSet {
            if fileURL != oldValue { (model.document as? any DocumentLocationObserving)?.documentLocationDidChange(to: fileURL) }
        }
    }
    /// The type of the document's own file.
    public private(set) var contentType: UTType
    /// False for read-only files and folders and for viewer-only kinds.
    public private(set) var isEditable: Bool
    /// The file name, or "Untitled", "Untitled 2", … for a new document.
    public private(set) var displayName: String
    public private(set) var state: SaveState
    /// What a save promises on the drive the document's file is on (nil while untitled): a window
    /// says once where it is weaker than atomic (`SaveGuarantee.explanation`).
    public private(set) var saveGuarantee: SaveGuarantee?
    /// True when the document differs from its file (or, untitled, has any edits).
    public var hasUnsavedChanges: Bool { undoStateID != savedStateID || hasUntrackedChanges }

    /// Autosave after `environment.autosaveDelay` of idle time following an edit.
    @ObservationIgnored public var autosavesAutomatically = true

    // Dirty tracking by the undo manager's document state: every new change gets a fresh id, undo and
    // redo return to the ids around it, so undoing back to the saved state is clean again — and, unlike
    // a change count, undoing past it and making a new change is not.
    private var undoStateID: UInt64 = 0
    private var savedStateID: UInt64 = 0
    /// An edit that registered no undo (an `@Observable` property set directly, say).
    private var hasUntrackedChanges = false
    @ObservationIgnored private let undoActivity = UndoActivityCounter()
    /// A model change observation is armed. One at a time: each extra one would run every change once
    /// more.
    @ObservationIgnored private var isObservingModel = false
    @ObservationIgnored private var undoObservation: AnyObject?

    @ObservationIgnored private(set) var identity: FileIdentity?
    @ObservationIgnored private(set) var documentID: String?
    /// The id that ties the document's file to its kept versions (stored with the file; nil until
    /// the first save by Quire).
    public var documentIdentifier: String? { documentID }
    @ObservationIgnored let draftID: String
    @ObservationIgnored private var hasDraft = false
    @ObservationIgnored private var draftCreated: Date?
    @ObservationIgnored private var creationSource: DocumentCreationSource?
    /// Bumped by every untracked change, so a save knows whether one happened while it wrote.
    @ObservationIgnored private var untrackedGeneration = 0
    @ObservationIgnored private var writeQueue = WriteQueue()
    @ObservationIgnored private var autosaveTimer: Task<Void, Never>?
    /// When this session last started thinning the history (see `thinHistoryIfDue`), that thinning,
    /// and when it last noted its file as recent.
    @ObservationIgnored private var lastThinning: ContinuousClock.Instant?
    @ObservationIgnored private(set) var thinning: HistoryThinning.Job?
    /// Tests: runs on the thinning thread before each version this session's thinning removes.
    @ObservationIgnored var willRemoveVersion: (@Sendable (Version) -> Void)?
    @ObservationIgnored private var recentNote: (url: URL, time: ContinuousClock.Instant)?

    private init(kind: DocumentKind, environment: DocumentEnvironment, model: any DocumentModel,
                 fileURL: URL?, contentType: UTType, isEditable: Bool, displayName: String,
                 state: SaveState, draftID: String = UUID().uuidString) {
        self.kind = kind
        self.environment = environment
        self.model = model
        self.fileURL = fileURL
        self.contentType = contentType
        self.isEditable = isEditable
        self.displayName = displayName
        self.state = state
        self.draftID = draftID
        self.undoManager = UndoManager()
        if let model = model as? FileDocumentUndoTarget { model.attach(undoManager) }
        observeUndoManager()
        observeModel()
    }

    // MARK: Creating and opening

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
        guard kind.canRead(type) else {
            throw DocumentError(.unsupportedType, url: template,
                                detail: "Its type (\(type.localizedDescription ?? type.identifier)) can’t be opened by this app")
        }
        let model = try await kind.makeForReading(template, type, true)
        try await model.read(from: template, contentType: type)
        let session = DocumentSession(untitled: model, of: kind, contentType: kind.nativeContentType, context: context,
                                      environment: environment)
        // The template's content is not on disk as this document: it has something to save.
        session.hasUntrackedChanges = true
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
                guard let id = (try? DocumentID.read(from: previous)) ?? documentID else { return }
                _ = try? versions.retire(previous, documentID: id, contentType: typeID)
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
    nonisolated private static func guarantee(for url: URL) -> SaveGuarantee? {
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
    private func loadFromDisk() async throws {
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

    // MARK: Typed access

    /// The app's document object (or, for a `FileDocument`, its current value).
    public var document: Any { model.document }

    /// The document as `type`, when it is one.
    public func document<T>(as type: T.Type) -> T? { model.document as? T }

    /// A binding to a `FileDocument` session's value, for `FileDocumentConfiguration`.
    public func binding<D: FileDocument>(for type: D.Type) -> Binding<D>? {
        (model as? FileDocumentModel<D>)?.binding()
    }

    /// What a `DocumentGroup` editor for a `FileDocument` receives.
    public func fileDocumentConfiguration<D: FileDocument>(_ type: D.Type) -> FileDocumentConfiguration<D>? {
        binding(for: type).map { FileDocumentConfiguration(document: $0, fileURL: fileURL, isEditable: isEditable) }
    }

    // MARK: Change tracking

    private func observeUndoManager() {
        undoObservation = undoManager.addChangeObserver { [weak self] change in
            guard let self else { return }
            self.undoActivity.bump()
            switch change {
            case .didCloseGroup, .didUndo, .didRedo:
                self.undoStateID = self.undoManager.documentStateID
                self.documentChanged()
            default:
                return
            }
        }
    }

    /// Edits that bypass the undo manager still mark the document changed: the model reports each
    /// change as it happens; if no undo activity follows it by the time the turn's undo group has
    /// closed (the next main-actor job), it counts as an untracked change.
    private func observeModel() {
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
                    self.untrackedGeneration += 1
                    self.hasUntrackedChanges = true
                    self.documentChanged()
                }
                self.observeModel()
            }
        }
    }

    /// Tell the session the document changed in a way neither undo nor observation can see.
    public func updateChangeCount() {
        untrackedGeneration += 1
        hasUntrackedChanges = true
        documentChanged()
    }

    private func resetChangeTracking() {
        undoStateID = undoManager.documentStateID
        savedStateID = undoStateID
        hasUntrackedChanges = false
    }

    private func documentChanged() {
        guard autosavesAutomatically, hasUnsavedChanges else { return }
        autosaveTimer?.cancel()
        let delay = environment.autosaveDelay
        autosaveTimer = Task { @MainActor [weak self] in
            do { try await Task.sleep(for: delay) } catch { return }
            try? await self?.autosave()
        }
    }

    // MARK: Saving

    /// Saves to the document's file now. An untitled document needs `save(to:)` first.
    public func save() async throws {
        guard let url = fileURL else {
            throw DocumentError(.notFound, detail: "Choose where to save this document first")
        }
        guard isEditable else { throw DocumentError(.readOnly, url: url) }
        try await writeQueue.run { [self] in try await self.performSave(to: url) }
    }

    /// "Keep Mine" after a conflict: saves the document over whatever is now at its file, without the
    /// changed-on-disk check. Nothing is lost: the version on disk (the other application's) is first
    /// kept in the document's versions, where `versions()` lists it and `restore(_:)` brings it back.
    /// The draft that held the edits during the conflict is removed once saved. ("Reload" is
    /// `revertToSaved()`, which takes their version and drops ours.)
    public func saveReplacingChangesOnDisk() async throws {
        guard let url = fileURL else {
            throw DocumentError(.notFound, detail: "Choose where to save this document first")
        }
        guard isEditable else { throw DocumentError(.readOnly, url: url) }
        try await writeQueue.run { [self] in try await self.performSave(to: url, expecting: .anything) }
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

    /// Saves the document at `url` as `type` and makes that its file ("Save As…").
    /// - Parameter replacingExisting: the person confirmed replacing what is at `url`. For the
    ///   document's own file and type this is `saveReplacingChangesOnDisk()` ("Keep Mine").
    public func save(to url: URL, as type: UTType? = nil, replacingExisting: Bool = false) async throws {
        let type = type ?? (fileURL == nil ? kind.nativeContentType : contentType)
        guard kind.writableContentTypes.contains(type), kind.canRead(type) else {
            throw DocumentError(.unsupportedType, url: url, detail: "This document can’t be saved as \(type.identifier)")
        }
        if url.standardizedFileURL == fileURL?.standardizedFileURL, type == contentType {
            return replacingExisting ? try await saveReplacingChangesOnDisk() : try await save()
        }
        try await writeQueue.run { [self] in
            // As in `performSave`: the saved state is the one the snapshot was taken in, so an edit
            // made while the write runs stays unsaved (marking everything clean afterwards lost it).
            let stateBefore = self.state
            self.state = .saving
            self.undoManager.endImplicitGrouping()
            let stateAtSnapshot = self.undoManager.documentStateID
            let untrackedAtSnapshot = self.untrackedGeneration
            let prepared: PreparedWrite
            let written: FileIdentity
            let id = DocumentID.make()
            do {
                prepared = try await self.model.prepareWrite(contentType: type, existingFileURL: self.fileURL)
                written = try await StorageWrite.write(prepared, to: StorageWrite.Destination(
                    url, expecting: replacingExisting ? .anything : .absent, seed: self.fileURL, documentID: id,
                    bookkeeping: StorageWrite.Bookkeeping(store: self.versionStore, documentID: id)))
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
            self.savedStateID = stateAtSnapshot
            if self.untrackedGeneration == untrackedAtSnapshot { self.hasUntrackedChanges = false }
            await self.didSaveSuccessfully(clearChanges: false)
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
                url, expecting: replacingExisting ? .anything : .absent))
        }
    }

    /// - Parameter expectation: what must be at `url` (default: the version last read or written).
    private func performSave(to url: URL, onConflict: SafeSave.ConflictPolicy = .keepCopy,
                             expecting expectation: SafeSave.Expectation? = nil) async throws {
        state = .saving
        undoManager.endImplicitGrouping()
        let stateAtSnapshot = undoManager.documentStateID
        let untrackedAtSnapshot = untrackedGeneration
        do {
            let prepared = try await model.prepareWrite(contentType: contentType, existingFileURL: url)
            let id = documentID ?? DocumentID.make()
            let history = StorageWrite.History(store: versionStore, documentID: id, contentType: contentType.identifier)
            // Over another application's version ("Keep Mine") nothing is seeded from the file: its
            // children are theirs, not the `previous` our writer would update against.
            let written = try await StorageWrite.write(prepared, to: StorageWrite.Destination(
                url, expecting: expectation ?? SafeSave.Expectation(identity), onConflict: onConflict,
                seed: expectation == .anything ? nil : url, documentID: id, history: history,
                bookkeeping: StorageWrite.Bookkeeping(store: versionStore, documentID: id)))
            documentID = id
            identity = written
            model.didSave(prepared)
            // Edits made while the write ran stay unsaved.
            savedStateID = stateAtSnapshot
            if untrackedGeneration == untrackedAtSnapshot { hasUntrackedChanges = false }
            await didSaveSuccessfully(clearChanges: false)
        } catch let error as DocumentError where error.code == .changedOnDisk {
            state = .changedOnDisk
            // Keep our edits safe while the person decides; their version stays on disk untouched.
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

    /// After a save of the document's own file: thins its history in the background
    /// (`HistoryThinning`), at most once per `thinningInterval` and never two at once. Thinning only
    /// removes versions older than an hour (`ThinningPolicy`), so that is enough; at every save it cost
    /// a listing of the history and a parse of every version name.
    private func thinHistoryIfDue() {
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

    /// Bookkeeping after a successful save. What must happen before `save` returns (so a process that
    /// exits right after a save, the CLI, leaves nothing half-written) ran in the write task already
    /// (`StorageWrite.Bookkeeping`), except the recents entry (now and then), written in the background
    /// (`RecentNotes`; the CLI waits for it before exiting), and thinning the history (now and then),
    /// started here once the save's state is reported (`thinHistoryIfDue`; closing the session and
    /// the CLI's exit wait for it); here only a draft to discard (rarely) costs a trip off the main actor.
    private func didSaveSuccessfully(clearChanges: Bool = true) async {
        if clearChanges { resetChangeTracking() }
        state = .saved(Date())
        thinHistoryIfDue()
        if hasDraft {
            let drafts = draftStore, draftID = self.draftID
            hasDraft = false
            await Task.detached { try? drafts.discard(draftID: draftID) }.value
        }
        noteRecent(refreshing: true)
        observeModel()
        // An edit made while the write ran is still unsaved, and may have looked clean when it was
        // made (a redo back to the state the previous save wrote): autosave it in its turn.
        documentChanged()
    }

    private func performDraftSave() async throws {
        let prepared = try await model.prepareWrite(contentType: contentType, existingFileURL: fileURL)
        let now = Date()
        let info = DraftInfo(contentTypeIdentifier: contentType.identifier, displayName: displayName,
                             created: draftCreated ?? now, modified: now, originalURL: fileURL,
                             creationSourceID: creationSource?.id, baseIdentity: fileURL == nil ? nil : identity)
        draftCreated = info.created
        let seed = fileURL, drafts = draftStore, id = draftID
        try await Task.detached {
            _ = try await drafts.save(draftID: id, info: info) { destination in
                _ = try await StorageWrite.write(prepared, to: StorageWrite.Destination(destination, expecting: .absent, seed: seed))
            }
        }.value
        hasDraft = true
        if state != .changedOnDisk { state = .draft(Date()) }
    }

    // MARK: Changes made by other programs

    /// Looks whether another program changed the document's file since Quire last read or wrote it
    /// (a window calls this when a file monitor reports a change, and when it is focused). If so the
    /// state becomes `.changedOnDisk` — the window's "Reload / Keep Mine" banner — and unsaved edits
    /// go to a draft, as a save that found the conflict would do; nothing is written to the file.
    /// Waits for a running save, so Quire's own writes never count. Returns whether it changed.
    @discardableResult
    public func checkForChangesOnDisk() async -> Bool {
        guard fileURL != nil, identity != nil else { return false }
        return (try? await writeQueue.run { [self] () async throws -> Bool in
            guard let url = self.fileURL, let expected = self.identity, self.state != .changedOnDisk else {
                return false
            }
            let unchanged = try await Task.detached { try expected.matchesDisk(at: url) }.value
            guard !unchanged else { return false }
            self.state = .changedOnDisk
            if self.hasUnsavedChanges, self.isEditable {
                try? await self.performDraftSave()
            }
            return true
        }) ?? false
    }

    // MARK: Reverting, versions

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
            // A version thinned away (here or by another process) between the listing and the look at
            // its content is skipped, as the listing skips one already gone.
            try store.versions(documentID: documentID).compactMap { version in
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
            guard (try? POSIX.statusIfPresent(version.contentURL)) != nil else {
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

    // MARK: Rename, move, duplicate

    /// Renames the document's file within its folder. The extension is kept when `newName` has none.
    public func rename(to newName: String) async throws {
        let trimmed = newName.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !trimmed.isEmpty, !trimmed.contains("/"), trimmed != ".", trimmed != "..", !trimmed.contains("\0") else {
            throw DocumentError(.invalidName, url: fileURL, detail: "“\(newName)” can’t be used as a file name")
        }
        guard let url = fileURL else {
            displayName = trimmed
            return
        }
        var name = trimmed
        if (name as NSString).pathExtension.isEmpty, !url.pathExtension.isEmpty { name += "." + url.pathExtension }
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
                let indexed = try documentID != nil && StorageWrite.Bookkeeping.needsIndex(destination)
                if indexed, let documentID { try? store.rememberDocumentID(documentID, for: destination) }
                let moved: FileIdentity?
                do {
                    moved = try StorageWrite.move(url, to: destination, expected: expected, documentID: documentID)
                } catch {
                    if indexed { try? store.documentMoved(from: destination, to: url) }
                    throw error
                }
                // The path index (documents without an id attribute) follows the document, and takes
                // the id where the destination's file system can't store the attribute.
                try? store.documentMoved(from: url, to: destination)
                if let documentID { try? store.rememberDocumentID(documentID, for: destination) }
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
            _ = try await StorageWrite.write(prepared, to: StorageWrite.Destination(file, expecting: .absent, seed: seed))
        }.value
        let model = try await kind.makeForReading(file, contentType, true)
        let copy = DocumentSession(kind: kind, environment: environment, model: model, fileURL: file,
                                   contentType: contentType, isEditable: true, displayName: copyName,
                                   state: .untitled)
        try await model.read(from: file, contentType: contentType)
        copy.fileURL = nil
        copy.hasUntrackedChanges = true
        copy.observeModel()
        return copy
    }

    // MARK: Closing

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

    private func discardDraftIfAny() {
        let drafts = draftStore, id = draftID
        hasDraft = false
        try? drafts.discard(draftID: id)
    }

    // MARK: Drafts (crash recovery)

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
        guard let kind = kinds.first(where: { $0.canRead(draft.contentType) }) else {
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
            // place; restored, it must not become saveable (as root, save() overwrote a 0444 file).
            session.isEditable = kind.isEditor && DocumentLocation.isWritable(original)
                && !DocumentTypeRoles.isViewerOnly(draft.contentType)
        }
        session.hasUntrackedChanges = true
        return session
    }

    // MARK: Services

    @ObservationIgnored private var versionStore: VersionStore {
        VersionStore(root: environment.versionsDirectory)
    }
    @ObservationIgnored private var draftStore: DraftStore { DraftStore(root: environment.draftsDirectory) }

    /// Adds or updates the recent-documents entry. `refreshing` (a save): only when this session has
    /// not noted this file within `environment.recentRefreshInterval`.
    private func noteRecent(refreshing: Bool = false) {
        guard let url = fileURL, let recentsFile = environment.recentsFile else { return }
        let now = ContinuousClock.now
        if refreshing, let last = recentNote, last.url == url, now - last.time < environment.recentRefreshInterval { return }
        recentNote = (url, now)
        RecentNotes.add(url, mimeType: contentType.preferredMIMEType ?? "application/octet-stream", to: recentsFile,
                        appName: environment.applicationName, appExec: environment.applicationExec)
    }
}

/// "Untitled", "Untitled 2", … for new documents in this process.
@MainActor
enum UntitledNames {
    private static var count = 0
    static func next() -> String {
        count += 1
        return count == 1 ? "Untitled" : "Untitled \(count)"
    }
}
