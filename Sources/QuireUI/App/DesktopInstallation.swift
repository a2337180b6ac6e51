import Foundation
#if canImport(Glibc)
import Glibc
#endif
import QuireCore

/// `<app> --install`: registers the app with the desktop for the current user, from its `Info.plist`
/// (`AppMetadata`) — the shared-mime-info package for the types it declares
/// (`UTType.sharedMIMEInfoXML`), a `.desktop` entry (`DesktopEntry`: `MimeType=` lists the types of
/// its Editor and Viewer document types) and its icons in the hicolor theme (`AppIcons`) — then
/// refreshes the MIME and desktop databases when their tools (`update-mime-database`,
/// `update-desktop-database`) are installed. Files and `gio open` then open its documents with it.
///
/// `<app> --uninstall` undoes exactly that: it removes those files, refreshes the databases again,
/// and where nothing else is left in them removes what the tools generated and the folders, so a
/// data home that had no MIME package, desktop entry or icon before `--install` has none after.
package enum DesktopInstallation {
    static let installOption = "--install"
    static let uninstallOption = "--uninstall"

    /// What `--install` writes.
    struct Files: Equatable {
        /// The shared-mime-info package; nil when the app declares no types of its own.
        var mimeInfoXML: String?
        var desktopEntry: String
        /// The MIME types of the document types it opens, as in `MimeType=`.
        var mimeTypes: [String]
        /// The icons, relative to `icons/hicolor/`.
        var icons: [AppIcons.File]
    }

    /// Installs when `arguments` (the process's argv) are exactly `[program, "--install"]`, uninstalls
    /// for `[program, "--uninstall"]`, printing what was written or removed; returns the exit status,
    /// or nil to run the app normally.
    package static func runIfRequested(appType: Any.Type, arguments: [String]) -> Int32? {
        guard arguments.count == 2, [installOption, uninstallOption].contains(arguments[1]) else { return nil }
        let installing = arguments[1] == installOption
        do {
            let identity = try AppIdentity(appType: appType)
            let dataHome = DataDirectories.dataHome()
            if installing {
                for url in try install(identity: identity, executable: executablePath(), dataHome: dataHome) {
                    print("installed \(url.path)")
                }
            } else {
                for url in try uninstall(identity: identity, dataHome: dataHome) { print("removed \(url.path)") }
            }
            return 0
        } catch {
            let message = (error as? DocumentError)?.message ?? "\(error)"
            let name = AppIdentity.fallbackName(typeName: String(describing: appType))
            FileHandle.standardError.write(Data("\(name): couldn’t \(installing ? "install" : "uninstall"): \(message)\n".utf8))
            return 1
        }
    }

    /// Where each file goes under `dataHome`.
    private struct Layout {
        let mime: URL
        let mimePackage: URL
        let applications: URL
        let desktopEntry: URL
        let hicolor: URL

        init(id: String, dataHome: URL) {
            mime = dataHome.appendingPathComponent("mime", isDirectory: true)
            mimePackage = mime.appendingPathComponent("packages/\(id).xml")
            applications = dataHome.appendingPathComponent("applications", isDirectory: true)
            desktopEntry = applications.appendingPathComponent("\(id).desktop")
            hicolor = dataHome.appendingPathComponent("icons/hicolor", isDirectory: true)
        }
    }

    /// Writes the files under `dataHome` (`mime/packages/<id>.xml`, `applications/<id>.desktop`,
    /// `icons/hicolor/…/<id>*.svg`) and refreshes the databases there; returns the files written.
    static func install(identity: AppIdentity, executable: String, dataHome: URL) throws -> [URL] {
        let files = try files(identity: identity, executable: executable)
        let layout = Layout(id: identity.id, dataHome: dataHome)
        var written: [URL] = []
        if let xml = files.mimeInfoXML {
            try write(Data(xml.utf8), to: layout.mimePackage)
            written.append(layout.mimePackage)
        }
        for icon in files.icons {
            let url = layout.hicolor.appendingPathComponent(icon.path)
            try write(icon.data, to: url)
            written.append(url)
        }
        try write(Data(files.desktopEntry.utf8), to: layout.desktopEntry)
        written.append(layout.desktopEntry)
        // The databases are caches GIO rebuilds from these files anyway (slower); a missing tool is fine.
        if files.mimeInfoXML != nil { runIfInstalled("update-mime-database", [layout.mime.path]) }
        runIfInstalled("update-desktop-database", [layout.applications.path])
        return written
    }

    /// Removes what `install` wrote for `identity` under `dataHome` and refreshes the databases; where
    /// no other app's file is left, the generated databases and the emptied folders go too. Returns
    /// the app's files that were there.
    static func uninstall(identity: AppIdentity, dataHome: URL) throws -> [URL] {
        let layout = Layout(id: identity.id, dataHome: dataHome)
        let iconPaths = try AppIcons(id: identity.id, name: identity.name, resources: identity.bundle.map { [$0.bundleURL] } ?? [])
            .files.map(\.path)
        // Every size an icon of this app may have been installed at, whatever the resources hold now.
        var icons = Set(iconPaths.map { layout.hicolor.appendingPathComponent($0) })
        // No hicolor folder: no icon of any size to look for.
        if let sizes = try? FileManager.default.contentsOfDirectory(atPath: layout.hicolor.path) {
            for size in sizes {
                for name in ["\(identity.id).svg", "\(identity.id)-symbolic.svg", "\(identity.id).png"] {
                    icons.insert(layout.hicolor.appendingPathComponent("\(size)/apps/\(name)"))
                }
            }
        }
        var removed: [URL] = []
        for url in [layout.mimePackage, layout.desktopEntry] + icons.sorted(by: { $0.path < $1.path }) {
            if try remove(url) { removed.append(url) }
        }

        let packages = layout.mimePackage.deletingLastPathComponent()
        if !contents(packages).isEmpty {
            runIfInstalled("update-mime-database", [layout.mime.path])
        } else if FileManager.default.fileExists(atPath: layout.mime.path) {
            // No package left: everything else in mime/ is what update-mime-database generated from them
            // (the spec has applications write only to packages/).
            try removeTree(layout.mime)
        }
        if contents(layout.applications).contains(where: { $0.hasSuffix(".desktop") }) {
            runIfInstalled("update-desktop-database", [layout.applications.path])
        } else {
            _ = try remove(layout.applications.appendingPathComponent("mimeinfo.cache"))
        }
        for icon in icons {
            // …/hicolor/<size>/apps, …/hicolor/<size>, …/hicolor, …/icons — each while it is empty.
            try removeEmptyFolders(from: icon.deletingLastPathComponent(), upTo: dataHome)
        }
        try removeEmptyFolders(from: packages, upTo: dataHome)
        try removeEmptyFolders(from: layout.applications, upTo: dataHome)
        return removed
    }

    /// The files for `identity`'s Info.plist, launching `executable`.
    static func files(identity: AppIdentity, executable: String) throws -> Files {
        let metadata = try AppMetadata(identity: identity)
        let icons = try AppIcons(id: identity.id, name: identity.name, resources: identity.bundle.map { [$0.bundleURL] } ?? [])
        return Files(mimeInfoXML: metadata.declaredTypes.isEmpty ? nil : UTType.sharedMIMEInfoXML(for: metadata.declaredTypes),
                     desktopEntry: DesktopEntry.text(for: metadata, command: executable, icon: identity.id),
                     mimeTypes: metadata.documentMIMETypes, icons: icons.files)
    }

    /// The running executable's absolute path (what `Exec=` starts).
    private static func executablePath() -> String {
        let link = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath().path
        return link == "/proc/self/exe" ? CommandLine.arguments[0] : link
    }

    private static func write(_ data: Data, to url: URL) throws {
        do {
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try data.write(to: url, options: .atomic)
        } catch {
            throw DocumentError.wrapping(error, url: url)
        }
    }

    /// Removes the file at `url`; false when there was none.
    private static func remove(_ url: URL) throws -> Bool {
        if unlink(url.path) == 0 { return true }
        if errno == ENOENT || errno == ENOTDIR { return false }
        throw DocumentError.posix(errno, url: url, operation: "removing it")
    }

    private static func removeTree(_ url: URL) throws {
        do { try FileManager.default.removeItem(at: url) } catch { throw DocumentError.wrapping(error, url: url) }
    }

    /// The names in the folder `url`; none when it does not exist (or cannot be listed: then there is
    /// nothing of ours to find in it either).
    private static func contents(_ url: URL) -> [String] {
        (try? FileManager.default.contentsOfDirectory(atPath: url.path)) ?? []
    }

    /// Removes `folder` and then its parents while they are empty, stopping below `top`.
    private static func removeEmptyFolders(from folder: URL, upTo top: URL) throws {
        var folder = folder.standardizedFileURL
        let top = top.standardizedFileURL.path
        while folder.path.hasPrefix(top + "/") && rmdir(folder.path) == 0 {
            folder.deleteLastPathComponent()
        }
    }

    /// Runs `tool` from `$PATH` with `arguments` and waits; does nothing when it isn't installed.
    private static func runIfInstalled(_ tool: String, _ arguments: [String]) {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/local/bin:/usr/bin:/bin"
        guard let executable = path.split(separator: ":").map({ "\($0)/\(tool)" })
            .first(where: { FileManager.default.isExecutableFile(atPath: $0) }) else { return }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        do {
            try process.run()
            process.waitUntilExit()
        } catch {
            FileHandle.standardError.write(Data("\(tool) could not be run: \(error)\n".utf8))
        }
    }
}
