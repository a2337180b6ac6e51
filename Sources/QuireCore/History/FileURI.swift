import Foundation
internal import CGLib

/// `file://` URIs made and read by GLib's `g_filename_to_uri` and `g_filename_from_uri`, so a bookmark
/// we write and one GTK wrote for the same file have the same `href`: every byte outside the path-safe
/// set (letters, digits, `-._~!$&'()*+,/:=@`) is percent-encoded with upper-case hex, non-ASCII as UTF-8.
enum FileURI {
    /// The `file://` URI of a local path.
    static func string(for url: URL) -> String {
        // An absolute path always converts; GLib fails only for a relative one.
        guard let uri = g_filename_to_uri(url.standardizedFileURL.path, nil, nil) else { preconditionFailure("not absolute") }
        defer { g_free(uri) }
        return String(cString: uri)
    }

    /// The local path of a `file:` URI (no host, or `localhost`), percent-decoded; nil for other URIs,
    /// malformed or NUL escapes, a fragment, and paths that are not UTF-8.
    static func path(from uri: String) -> String? {
        guard !uri.utf8.contains(0) else { return nil }
        var host: UnsafeMutablePointer<gchar>?
        let path = g_filename_from_uri(uri, &host, nil)
        // GLib may hand back the host even when it then refuses the URI: both are freed either way.
        defer { g_free(path); g_free(host) }
        guard let path, host.map({ String(cString: $0) == "localhost" }) ?? true else { return nil }
        return String(validatingCString: path)
    }
}
