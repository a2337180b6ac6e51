import Foundation

/// Where a document stands with respect to the disk, in the terms a window's subtitle uses.
public enum SaveState: Equatable, Sendable {
    /// Never saved and no draft written yet.
    case untitled
    /// Untitled (or unsaveable in place) and its edits are kept safe in a draft, as of this date.
    case draft(Date)
    /// The file on disk holds the document as of this date.
    case saved(Date)
    /// A write is in progress.
    case saving
    /// Another program changed the file; our edits are kept in a draft until the person decides.
    case changedOnDisk
    /// The last save failed; the message says why. The document's file is unchanged.
    case failed(DocumentError)
}

/// What a person decided when closing a document with unsaved changes.
public enum CloseDecision: Sendable {
    /// Save (a draft asks for a location first: the UI passes the chosen URL).
    case save(to: URL?)
    /// Throw the changes away (and the draft with them).
    case discard
    /// Keep the document open.
    case cancel
}

/// A kept version of a document, as `DocumentSession.versions()` lists them.
public struct DocumentVersion: Identifiable, Hashable, Sendable {
    public let id: String
    /// When this version stopped being the current one.
    public let date: Date
    /// Its size in bytes (a package's files added up).
    public let size: Int64
    /// Where its content is kept (read-only: restore it, don't edit it).
    public let contentURL: URL
}

/// An untitled document's draft left behind by a previous run: offer to restore it.
public struct RecoverableDraft: Identifiable, Hashable, Sendable {
    public let id: String
    public let displayName: String
    public let contentType: UTType
    public let modified: Date
    /// The document's own file, when the draft holds unsaved edits to a saved document.
    public let originalURL: URL?
    let contentURL: URL
    /// The identity of the original file the edits were made to, when the draft recorded it.
    let baseIdentity: FileIdentity?
}
