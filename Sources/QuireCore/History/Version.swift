import Foundation

/// One kept version of a document: what `VersionStore.versions(documentID:)` lists and
/// `VersionStore.restore` takes.
struct Version: Sendable, Equatable, Identifiable {
    enum Kind: String, Codable, Sendable {
        case file
        case package
    }

    /// The version's folder name (`<ISO 8601 basic timestamp>-<random>`), unique within its document.
    var id: String
    var documentID: String
    /// When it was retired, i.e. stopped being the current version.
    var date: Date
    /// Bytes of content (for a package, the sum of its regular files).
    var size: Int64
    /// The document's file name when it was retired.
    var fileName: String
    var contentTypeIdentifier: String?
    var kind: Kind
    /// The content: a file or a package folder. Never modify it; it may share inodes with other versions.
    var url: URL
    /// The folder holding `url` and `version.json`.
    var directory: URL
}

/// What `version.json` records. Dates as ISO 8601 text so the file reads well and sorts.
struct VersionRecord: Codable, Sendable, Equatable {
    var format: Int = 1
    var date: String
    var size: Int64
    var fileName: String
    /// The name of the content inside the version folder (differs from `fileName` only when that would
    /// collide with `version.json`).
    var storedName: String
    var contentType: String?
    var kind: Version.Kind
}
