import Foundation
import Observation

/// One open document: its model, undo manager, file, save state, drafts and versions. Windows, the
/// `quire` CLI and tests all drive documents through a session, so they share one save path.
///
/// Main-actor isolated: the document's state lives here. Reading and writing run off the main actor;
/// the main actor only takes snapshots and applies results. One write runs at a time per document;
/// autosave requests made while one is running are coalesced into one more.
///
/// This file holds the type's state; what it does is in extensions by concern: `+Opening`,
/// `+ChangeTracking`, `+Saving`, `+Relocation` (Save As, rename, move, duplicate), `+Versions`,
/// `+Drafts`, `+DiskChanges`, `+Closing`.
@MainActor
@Observable
public final class DocumentSession {
    // What the document is and what it is made with (fixed for the session's life).

    /// What kind of document this is (its types and how it's made).
    @ObservationIgnored public let kind: DocumentKind
    @ObservationIgnored public let environment: DocumentEnvironment
    /// The window's undo manager; its document state drives `hasUnsavedChanges`.
    @ObservationIgnored public let undoManager: UndoManager
    @ObservationIgnored let model: any DocumentModel

    // Where the document is and what the window shows about it.

    /// Where the document is saved; nil while untitled.
    public internal(set) var fileURL: URL? {
        // Here, so no path that changes it can forget to: the document's own idea of where it is
        // (an export naming its package's files) follows a Save As, rename or move at once.
        didSet {
            if fileURL != oldValue { (model.document as? any DocumentLocationObserving)?.documentLocationDidChange(to: fileURL) }
        }
    }
    /// The type of the document's own file.
    public internal(set) var contentType: UTType
    /// False for read-only files and folders and for viewer-only kinds.
    public internal(set) var isEditable: Bool
    /// The file name, or "Untitled", "Untitled 2", … for a new document.
    public internal(set) var displayName: String
    public internal(set) var state: SaveState
    /// What a save promises on the drive the document's file is on (nil while untitled): a window
    /// says once where it is weaker than atomic (`SaveGuarantee.explanation`).
    public internal(set) var saveGuarantee: SaveGuarantee?

    // Change tracking (`+ChangeTracking`).

    /// Observed: `hasUnsavedChanges` is read from it.
    var changes = ChangeTracker()
    /// True when the document differs from its file (or, untitled, has any edits).
    public var hasUnsavedChanges: Bool { changes.hasUnsavedChanges }
    @ObservationIgnored let undoActivity = UndoActivityCounter()
    /// A model change observation is armed. One at a time: each extra one would run every change once
    /// more.
    @ObservationIgnored var isObservingModel = false
    @ObservationIgnored var undoObservation: AnyObject?

    // Saving (`+Saving`): the file as last read or written, and the one write running at a time.

    /// Autosave after `environment.autosaveDelay` of idle time following an edit.
    @ObservationIgnored public var autosavesAutomatically = true
    @ObservationIgnored var identity: FileIdentity?
    @ObservationIgnored var writeQueue = WriteQueue()
    @ObservationIgnored var autosaveTimer: Task<Void, Never>?
    /// When this session last noted its file as recent (`noteRecent`).
    @ObservationIgnored var recentNote: (url: URL, time: ContinuousClock.Instant)?

    // Versions (`+Versions`).

    @ObservationIgnored var documentID: String?
    /// The id that ties the document's file to its kept versions (stored with the file; nil until
    /// the first save by Quire).
    public var documentIdentifier: String? { documentID }
    /// When this session last started thinning the history (see `thinHistoryIfDue`), and that thinning.
    @ObservationIgnored var lastThinning: ContinuousClock.Instant?
    @ObservationIgnored var thinning: HistoryThinning.Job?
    /// Tests: runs on the thinning thread before each version this session's thinning removes.
    @ObservationIgnored var willRemoveVersion: (@Sendable (Version) -> Void)?

    // Drafts (`+Drafts`): where unsaved edits go when they can't go to the file.

    @ObservationIgnored let draftID: String
    @ObservationIgnored var hasDraft = false
    @ObservationIgnored var draftCreated: Date?
    @ObservationIgnored var creationSource: DocumentCreationSource?

    init(kind: DocumentKind, environment: DocumentEnvironment, model: any DocumentModel,
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

    // MARK: Typed access

    /// The app's document object (or, for a `FileDocument`, its current value) as `type`; nil when it
    /// is another type (a tool or a test asking what it opened).
    public func document<T>(as type: T.Type) -> T? { model.document as? T }

    /// The document of a session a `DocumentGroup` for `D` opened. The group opens only sessions of its
    /// own kind, so another type is a programmer error: stopped here, naming both types, never shown
    /// as a blank window.
    public func document<D>(for group: D.Type) -> D {
        guard let document = model.document as? D else { wrongDocumentType(D.self) }
        return document
    }

    /// A binding to a `FileDocument` session's value; nil when the session holds another type.
    public func binding<D: FileDocument>(for type: D.Type) -> Binding<D>? {
        (model as? FileDocumentModel<D>)?.binding()
    }

    /// What a `DocumentGroup` editor for a `FileDocument` `D` receives (another type is a programmer
    /// error, as for `document(for:)`).
    public func fileDocumentConfiguration<D: FileDocument>(_ type: D.Type) -> FileDocumentConfiguration<D> {
        guard let binding = binding(for: type) else { wrongDocumentType(D.self) }
        return FileDocumentConfiguration(document: binding, fileURL: fileURL, isEditable: isEditable)
    }

    private func wrongDocumentType(_ expected: Any.Type) -> Never {
        preconditionFailure("DocumentGroup for \(expected) opened a session holding \(type(of: model.document))")
    }

    // MARK: Services

    var versionStore: VersionStore {
        VersionStore(root: environment.versionsDirectory)
    }
    var draftStore: DraftStore { DraftStore(root: environment.draftsDirectory) }

    /// Adds or updates the recent-documents entry. `refreshing` (a save): only when this session has
    /// not noted this file within `environment.recentRefreshInterval`.
    func noteRecent(refreshing: Bool = false) {
        guard let url = fileURL, let recentsFile = environment.recentsFile else { return }
        let now = ContinuousClock.now
        if refreshing, let last = recentNote, last.url == url, now - last.time < environment.recentRefreshInterval { return }
        recentNote = (url, now)
        RecentNoteQueue.shared.add(RecentDocuments.Note(url: url, mimeType: contentType.preferredMIMEType ?? "application/octet-stream",
                                                   appName: environment.applicationName, appExec: environment.applicationExec),
                              to: recentsFile)
    }
}
