import Foundation
import QuireCore

/// `<app> --install`: registers the app with the desktop for the current user, from its `Info.plist`
/// — the shared-mime-info package for the types it declares (`UTType.sharedMIMEInfoXML`) and a
/// `.desktop` entry whose `MimeType=` lists the types of its Editor and Viewer document types — then
/// refreshes the MIME and desktop databases when their tools (`update-mime-database`,
/// `update-desktop-database`) are installed. Files and `gio open` then open its documents with it.
package enum DesktopInstallation {
    static let option = "--install"

    /// What `--install` writes.
    struct Files: Equatable {
        /// The shared-mime-info package; nil when the app declares no types of its own.
        var mimeInfoXML: String?
        var desktopEntry: String
        /// The MIME types of the document types it opens, as in `MimeType=`.
        var mimeTypes: [String]
    }

    /// Installs when `arguments` (the process's argv) are exactly `[program, "--install"]`, printing
    /// what was written; returns the exit status, or nil to run the app normally.
    package static func runIfRequested(appType: Any.Type, arguments: [String]) -> Int32? {
        guard arguments.count == 2, arguments[1] == option else { return nil }
        do {
            let identity = try AppIdentity(appType: appType)
            let written = try install(identity: identity, executable: executablePath(),
                                      dataHome: dataHome(ProcessInfo.processInfo.environment))
            for url in written { print("installed \(url.path)") }
            return 0
        } catch {
            let message = (error as? DocumentError)?.message ?? "\(error)"
            let name = AppIdentity.fallbackName(typeName: String(describing: appType))
            FileHandle.standardError.write(Data("\(name): couldn’t install: \(message)\n".utf8))
            return 1
        }
    }

    /// Writes the files under `dataHome` (`mime/packages/<id>.xml`, `applications/<id>.desktop`) and
    /// refreshes the databases there; returns the files written.
    static func install(identity: AppIdentity, executable: String, dataHome: URL) throws -> [URL] {
        let files = try files(identity: identity, executable: executable)
        var written: [URL] = []
        let mime = dataHome.appendingPathComponent("mime")
        if let xml = files.mimeInfoXML {
            let url = mime.appendingPathComponent("packages/\(identity.id).xml")
            try write(xml, to: url)
            written.append(url)
        }
        let applications = dataHome.appendingPathComponent("applications")
        let entry = applications.appendingPathComponent("\(identity.id).desktop")
        try write(files.desktopEntry, to: entry)
        written.append(entry)
        // The databases are caches GIO rebuilds from these files anyway (slower); a missing tool is fine.
        if files.mimeInfoXML != nil { runIfInstalled("update-mime-database", [mime.path]) }
        runIfInstalled("update-desktop-database", [applications.path])
        return written
    }

    /// The files for `identity`'s Info.plist, launching `executable`.
    static func files(identity: AppIdentity, executable: String) throws -> Files {
        var documentTypes: [DocumentTypeDeclaration] = []
        var declared: [UTType] = []
        if let info = identity.infoPropertyList {
            documentTypes = try info.registerDeclarations()
            declared = try info.declaredTypes()
        }
        var mimeTypes: [String] = []
        for declaration in documentTypes where declaration.role == .editor || declaration.role == .viewer {
            for type in declaration.contentTypes {
                if let mimeType = type.preferredMIMEType, !mimeTypes.contains(mimeType) { mimeTypes.append(mimeType) }
            }
        }
        var entry = """
            [Desktop Entry]
            Type=Application
            Name=\(escapedValue(identity.name))
            Exec=\(escapedValue(quotedArgument(executable)).replacingOccurrences(of: "%", with: "%%")) %U
            Terminal=false
            StartupNotify=true
            Categories=Office;

            """
        if !mimeTypes.isEmpty {
            entry += "MimeType=\(mimeTypes.map { escapedValue($0) + ";" }.joined())\n"
        }
        return Files(mimeInfoXML: declared.isEmpty ? nil : UTType.sharedMIMEInfoXML(for: declared),
                     desktopEntry: entry, mimeTypes: mimeTypes)
    }

    /// The types the plist exports or imports (`UTExportedTypeDeclarations`, `UTImportedTypeDeclarations`).
    /// `$XDG_DATA_HOME` when it is an absolute path, else `~/.local/share` (the XDG base directory rule).
    static func dataHome(_ environment: [String: String]) -> URL {
        if let value = environment["XDG_DATA_HOME"], value.hasPrefix("/") {
            return URL(fileURLWithPath: value, isDirectory: true)
        }
        let home = environment["HOME"].flatMap { $0.isEmpty ? nil : $0 } ?? NSHomeDirectory()
        return URL(fileURLWithPath: home, isDirectory: true).appendingPathComponent(".local/share", isDirectory: true)
    }

    /// The running executable's absolute path (what `Exec=` starts).
    private static func executablePath() -> String {
        let link = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath().path
        return link == "/proc/self/exe" ? CommandLine.arguments[0] : link
    }

    /// An `Exec=` argument in double quotes, with the characters the Desktop Entry spec reserves
    /// inside quotes (`"`, `` ` ``, `$`, `\`) escaped.
    static func quotedArgument(_ argument: String) -> String {
        var result = "\""
        for character in argument {
            if "\"`$\\".contains(character) { result.append("\\") }
            result.append(character)
        }
        return result + "\""
    }

    /// A string value as a desktop file stores it: backslashes, newlines, tabs and returns escaped.
    static func escapedValue(_ value: String) -> String {
        var result = ""
        for character in value {
            switch character {
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\t": result += "\\t"
            case "\r": result += "\\r"
            default: result.append(character)
            }
        }
        return result
    }

    private static func write(_ text: String, to url: URL) throws {
        do {
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url, options: .atomic)
        } catch {
            throw DocumentError.wrapping(error, url: url)
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
