import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Where the per-user stores live: `$XDG_DATA_HOME` (default `~/.local/share`) and the app's folder in
/// it. Data, not state or cache: losing drafts or versions loses work.
enum DataDirectories {
    /// `$XDG_DATA_HOME` when it is set to an absolute path (the spec says to ignore a relative one),
    /// else `$HOME/.local/share`.
    static func dataHome(environment: [String: String] = ProcessInfo.processInfo.environment) -> URL {
        if let value = environment["XDG_DATA_HOME"], value.hasPrefix("/") {
            return URL(fileURLWithPath: value, isDirectory: true)
        }
        let home = environment["HOME"].flatMap { $0.hasPrefix("/") ? $0 : nil }
            ?? FileManager.default.homeDirectoryForCurrentUser.path
        return URL(fileURLWithPath: home, isDirectory: true).appendingPathComponent(".local/share", isDirectory: true)
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

    /// A name that is safe as one path component of ours: not empty, not `.`/`..`, no `/` or NUL,
    /// not one of our hidden temporaries, and of bounded length.
    static func isSafeComponent(_ name: String) -> Bool {
        !name.isEmpty && name.utf8.count <= 200 && name != "." && name != ".."
            && !name.contains("/") && !name.contains("\0") && !TemporaryItem.isTemporary(name)
    }
}
