import Foundation
internal import CGLib

/// Where the per-user stores live: `$XDG_DATA_HOME` (default `~/.local/share`) and the app's folder in
/// it. Data, not state or cache: losing drafts or versions loses work. The one place the data home is
/// decided — drafts, versions, recents, `App --install` all ask here.
package enum DataDirectories {
    /// The file Flatpak puts at the root of every sandbox: its `[Application] name=` is the app's id.
    package static let flatpakInfo = URL(fileURLWithPath: "/.flatpak-info")

    /// `$XDG_DATA_HOME` when it is set to an absolute path (the spec says to ignore a relative one),
    /// else `$HOME/.local/share` — or, inside a Flatpak sandbox (`flatpakInfo` exists), the sandbox's
    /// own data folder `$HOME/.var/app/<app-id>/data`, which Flatpak normally names in
    /// `$XDG_DATA_HOME` itself: `~/.local/share` is not shared with a sandbox that has no
    /// `--filesystem` permission, so drafts, versions and recents must not go there.
    package static func dataHome(environment: [String: String] = ProcessInfo.processInfo.environment,
                                 flatpakInfo: URL = flatpakInfo) -> URL {
        if let value = environment["XDG_DATA_HOME"], value.hasPrefix("/") {
            return URL(fileURLWithPath: value, isDirectory: true)
        }
        let home = URL(fileURLWithPath: environment["HOME"].flatMap { $0.hasPrefix("/") ? $0 : nil }
            ?? FileManager.default.homeDirectoryForCurrentUser.path, isDirectory: true)
        if let id = flatpakAppID(environment: environment, flatpakInfo: flatpakInfo) {
            return home.appendingPathComponent(".var/app/\(id)/data", isDirectory: true)
        }
        return home.appendingPathComponent(".local/share", isDirectory: true)
    }

    /// `$XDG_DATA_DIRS`, the shared data folders searched after `dataHome`, in order: its absolute
    /// entries (the spec says to ignore relative ones), or `/usr/local/share:/usr/share` when it is
    /// unset or empty.
    package static func dataDirectories(environment: [String: String] = ProcessInfo.processInfo.environment) -> [URL] {
        let value = environment["XDG_DATA_DIRS"].flatMap { $0.isEmpty ? nil : $0 } ?? "/usr/local/share:/usr/share"
        return value.split(separator: ":").filter { $0.hasPrefix("/") }.map { URL(fileURLWithPath: String($0), isDirectory: true) }
    }

    /// The id of the Flatpak app this process runs in (`$FLATPAK_ID`, else the `[Application]` group's
    /// `name=` in `flatpakInfo`); nil outside a sandbox.
    package static func flatpakAppID(environment: [String: String] = ProcessInfo.processInfo.environment,
                                     flatpakInfo: URL = flatpakInfo) -> String? {
        guard FileManager.default.fileExists(atPath: flatpakInfo.path) else { return nil }
        if let id = environment["FLATPAK_ID"], isSafeComponent(id) { return id }
        // A key file, read as GLib reads it. Unreadable, or without the name: no id from it, and the
        // caller falls back as outside a sandbox.
        let keyFile = g_key_file_new()
        defer { g_key_file_free(keyFile) }
        guard g_key_file_load_from_file(keyFile, flatpakInfo.path, G_KEY_FILE_NONE, nil) != 0,
              let name = g_key_file_get_string(keyFile, "Application", "name", nil) else { return nil }
        defer { g_free(name) }
        let id = String(cString: name)
        return isSafeComponent(id) ? id : nil
    }

    /// `<dataHome>/<appID>/<store>`. `appID` must be one path component (a reverse-DNS id).
    static func storeRoot(appID: String, store: String, dataHome: URL?) throws -> URL {
        guard isSafeComponent(appID) else {
            throw DocumentError(.invalidName, detail: "“\(appID)” can’t be used as an application id")
        }
        return (dataHome ?? self.dataHome())
            .appendingPathComponent(appID, isDirectory: true)
            .appendingPathComponent(store, isDirectory: true)
    }

    /// Creates `url` (and parents) and makes sure `url` itself is 0700: what lives in it is as private
    /// as the documents. A folder we do not own is left as it is and reported by the later write.
    static func makePrivateDirectory(_ url: URL) throws {
        try POSIX.makeDirectories(url, mode: 0o700)
        let status = try POSIX.status(url)
        if status.permissions & 0o077 != 0 && status.userID == getuid() {
            try POSIX.setPermissions(url, 0o700)
        }
    }

    /// A name that is safe as one path component of ours (an app id, a version's stored name):
    /// `FileName`'s rules, at most 200 bytes.
    static func isSafeComponent(_ name: String) -> Bool {
        FileName.isValid(name, maximumLength: 200)
    }
}
