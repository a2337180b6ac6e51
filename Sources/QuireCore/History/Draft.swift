import Foundation

/// What `draft.json` records about an autosaved draft.
struct DraftInfo: Codable, Sendable, Equatable {
    var contentTypeIdentifier: String
    /// The name shown for the draft, e.g. “Untitled 2”.
    var displayName: String
    var created: Date = .now
    var modified: Date = .now
    /// The saved document these are unsaved edits of, when it could not be saved in place.
    var originalURL: URL?
    /// The creation source (template, import, …) the document was made from, if any.
    var creationSourceID: String?
    /// For edits to a saved document: the identity of the version of `originalURL` they were made to,
    /// so saving them after a restore still notices a version written meanwhile.
    var baseIdentity: FileIdentity?
}

/// An autosaved draft as `DraftStore.list()` finds it.
struct Draft: Sendable, Equatable, Identifiable {
    var id: String
    var info: DraftInfo
    /// The draft's content: a file or a package folder.
    var contentURL: URL
    var directory: URL
}

/// `DraftStore.listing()`: the readable drafts, and one `corrupt` error per draft that could not be
/// read (kept on disk — it may still hold someone's work — until `discard`ed).
struct DraftListing: Sendable {
    var drafts: [Draft]
    var problems: [DocumentError]
}

/// The on-disk form of `draft.json`: dates as ISO 8601 text, a format number for later changes.
struct DraftRecord: Codable, Sendable {
    var format: Int = 1
    var draftID: String
    var contentType: String
    var displayName: String
    var created: String
    var modified: String
    var originalURL: String?
    var creationSourceID: String?
    /// Absent in drafts written before it was recorded (decoded as nil).
    var baseIdentity: FileIdentity?
}
