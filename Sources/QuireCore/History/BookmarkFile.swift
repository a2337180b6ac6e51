import Foundation
internal import CGLib

/// A desktop bookmark file (`recently-used.xbel`) held by GLib's `GBookmarkFile`, the reader and writer
/// `GtkRecentManager` itself uses: what Quire reads is what every GTK app reads, and what it writes is
/// laid out as they write it.
///
/// One instance serves one read, edit and write of the file, on one thread (GLib's object is not
/// thread-safe); it is never shared.
final class BookmarkFile {
    private let file: OpaquePointer

    init() {
        file = g_bookmark_file_new()
    }

    /// Parses `bytes` as GLib does. What GLib refuses is `corrupt`, with GLib's message as the detail.
    init(bytes: [UInt8], url: URL?) throws {
        file = g_bookmark_file_new()
        guard !bytes.isEmpty else { throw DocumentError(.corrupt, url: url, detail: "The file is empty") }
        // GLib's strings end at a NUL: a value holding one could not be written back as it was read.
        if let nul = bytes.firstIndex(of: 0) {
            throw DocumentError(.corrupt, url: url, detail: "The file contains a NUL byte (byte \(nul))")
        }
        var error: UnsafeMutablePointer<GError>?
        let loaded = bytes.withUnsafeBufferPointer { buffer in
            buffer.withMemoryRebound(to: gchar.self) { text in
                g_bookmark_file_load_from_data(file, text.baseAddress, gsize(text.count), &error)
            }
        }
        guard loaded != 0 else { throw DocumentError(.corrupt, url: url, detail: Self.message(consuming: error)) }
    }

    deinit {
        g_bookmark_file_free(file)
    }

    /// Every bookmark's URI, in file order (GLib appends new bookmarks at the end).
    var uris: [String] {
        var count: gsize = 0
        guard let list = g_bookmark_file_get_uris(file, &count) else { return [] }
        defer { g_strfreev(list) }
        return (0..<Int(count)).compactMap { list[$0].map { String(cString: $0) } }
    }

    func contains(_ uri: String) -> Bool {
        g_bookmark_file_has_item(file, uri) != 0
    }

    func remove(_ uri: String) {
        // False only when there is no such bookmark, which is what the caller wants.
        _ = g_bookmark_file_remove_item(file, uri, nil)
    }

    /// Registers `appName` for `uri` as GtkRecentManager does when a document is opened or saved: the
    /// MIME type, the application's command line, its count one higher and its time `date`; the
    /// bookmark's modified and visited times become `date` (and its added time, when it is new).
    /// Other applications' registrations are kept.
    func note(_ uri: String, mimeType: String, appName: String, appExec: String, date: Date) throws {
        let isNew = !contains(uri)
        guard let stamp = ISO8601Timestamp.dateTime(date) else {
            throw DocumentError(.ioFailure, url: nil, detail: "GLib cannot represent the time \(date)")
        }
        defer { g_date_time_unref(stamp) }
        var count: guint = 0
        // False when the application has not registered the document yet: the count stays 0.
        _ = g_bookmark_file_get_application_info(file, uri, appName, nil, &count, nil, nil)
        g_bookmark_file_set_mime_type(file, uri, mimeType)
        var error: UnsafeMutablePointer<GError>?
        guard g_bookmark_file_set_application_info(file, uri, appName, appExec, gint(min(count, guint(Int32.max) - 1) + 1),
                                                   stamp, &error) != 0 else {
            throw DocumentError(.ioFailure, url: nil, detail: Self.message(consuming: error))
        }
        if isNew { g_bookmark_file_set_added_date_time(file, uri, stamp) }
        // Last: each setter above stamps the bookmark as modified now.
        g_bookmark_file_set_modified_date_time(file, uri, stamp)
        g_bookmark_file_set_visited_date_time(file, uri, stamp)
    }

    /// The entry for `uri`; nil when it is no URL.
    func entry(_ uri: String) -> RecentDocument? {
        let url: URL
        if let path = FileURI.path(from: uri) {
            url = URL(fileURLWithPath: path)
        } else if let other = URL(string: uri) {
            url = other
        } else {
            return nil
        }
        let mimeType = g_bookmark_file_get_mime_type(file, uri, nil).map(Self.string(consuming:))
        return RecentDocument(url: url, href: uri, mimeType: mimeType,
                              added: Self.date(g_bookmark_file_get_added_date_time(file, uri, nil)),
                              modified: Self.date(g_bookmark_file_get_modified_date_time(file, uri, nil)),
                              visited: Self.date(g_bookmark_file_get_visited_date_time(file, uri, nil)),
                              applications: applications(of: uri))
    }

    /// The file as GLib writes it, read back by GLib before it is returned: never bytes that do not
    /// read back as this list. GLib leaves out (with a warning on stderr) any bookmark that no
    /// application registered; those are removed first. GLib 2.74 writes a MIME type or icon without
    /// escaping it, so one holding `&`, `<` or `"` (read from a file) makes the output unreadable:
    /// `corrupt`, and nothing to write.
    func data(url: URL?) throws -> [UInt8] {
        for uri in uris where applicationNames(of: uri).isEmpty { remove(uri) }
        var length: gsize = 0
        var error: UnsafeMutablePointer<GError>?
        guard let text = g_bookmark_file_to_data(file, &length, &error) else {
            throw DocumentError(.ioFailure, url: url, detail: Self.message(consuming: error))
        }
        defer { g_free(text) }
        let bytes = [UInt8](UnsafeRawBufferPointer(start: text, count: Int(length)))
        let readBack: BookmarkFile
        do {
            readBack = try BookmarkFile(bytes: bytes, url: url)
        } catch let error as DocumentError {
            throw DocumentError(.corrupt, url: url, detail: "GLib cannot write it so that it reads back: \(error.detail ?? "")")
        }
        guard readBack.uris == uris else {
            throw DocumentError(.corrupt, url: url, detail: "GLib cannot write it so that it reads back the same bookmarks")
        }
        return bytes
    }

    // MARK: Internals

    private func applicationNames(of uri: String) -> [String] {
        var count: gsize = 0
        guard let names = g_bookmark_file_get_applications(file, uri, &count, nil) else { return [] }
        defer { g_strfreev(names) }
        return (0..<Int(count)).compactMap { names[$0].map { String(cString: $0) } }
    }

    private func applications(of uri: String) -> [RecentDocument.Application] {
        applicationNames(of: uri).compactMap { name in
            var exec: UnsafeMutablePointer<gchar>?
            var count: guint = 0
            var stamp: OpaquePointer?
            // GLib expands the command line for the document; it cannot expand `%f` for a URI that is
            // no local file, and then fails: the rest of the registration is still read.
            if g_bookmark_file_get_application_info(file, uri, name, &exec, &count, &stamp, nil) == 0 {
                guard g_bookmark_file_get_application_info(file, uri, name, nil, &count, &stamp, nil) != 0 else { return nil }
            }
            return RecentDocument.Application(name: name, exec: exec.map(Self.string(consuming:)), modified: Self.date(stamp),
                                              count: Int(count))
        }
    }

    private static func date(_ dateTime: OpaquePointer?) -> Date? {
        dateTime.map(ISO8601Timestamp.date)
    }

    /// A string GLib allocated, freed once copied.
    private static func string(consuming text: UnsafeMutablePointer<gchar>) -> String {
        defer { g_free(text) }
        return String(cString: text)
    }

    private static func message(consuming error: UnsafeMutablePointer<GError>?) -> String {
        guard let error else { return "GLib gave no reason" }
        defer { g_error_free(error) }
        return error.pointee.message.map { String(cString: $0) } ?? "GLib gave no reason"
    }
}
