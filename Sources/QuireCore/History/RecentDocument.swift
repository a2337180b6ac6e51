import Foundation

/// One entry of the shared `recently-used.xbel`.
struct RecentDocument: Sendable, Equatable {
    /// An application that registered the document, as GLib records it.
    struct Application: Sendable, Equatable {
        var name: String
        /// The command line that opens the document, as GLib gives it: unquoted (the file stores it
        /// shell-quoted), with `%u`/`%f` replaced by the document. Nil when GLib cannot expand it
        /// (`%f` for a URI that is no local file).
        var exec: String?
        var modified: Date?
        /// How many times this application registered the document.
        var count: Int
    }

    /// The document (`file://` hrefs become file URLs).
    var url: URL
    /// The bookmark's `href` exactly as the file spells it.
    var href: String
    var mimeType: String?
    var added: Date?
    var modified: Date?
    var visited: Date?
    var applications: [Application]
}
