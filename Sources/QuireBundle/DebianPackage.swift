import Foundation
import QuireCore

/// The `.deb`: the bundle's tree under `/usr`, its control file and md5sums, built by `dpkg-deb`.
///
/// No maintainer scripts: on Debian 12 the MIME database, the desktop entries' MIME cache and the
/// hicolor icon cache are refreshed by dpkg triggers that shared-mime-info (`/usr/share/mime/packages`),
/// desktop-file-utils (`/usr/share/applications`) and hicolor-icon-theme (`/usr/share/icons/hicolor`)
/// declare, after any package installs or removes files there — what debhelper's `dh_installmime`
/// and friends rely on too. No conffiles either, so `dpkg -r` removes every file.
struct DebianPackage {
    var name: String
    var version: String
    var architecture: String
    var maintainer: String
    var depends: String
    var section: String
    var homepage: String?
    var summary: String
    var description: DescriptionText

    /// A valid package name (Debian Policy 5.6.1): lower-case letters, digits, `+`, `-`, `.`, at least
    /// two characters, starting with a letter or digit.
    static func isValidName(_ name: String) -> Bool {
        name.count >= 2 && name.first.map { $0.isASCII && ($0.isLowercase || $0.isNumber) } == true
            && name.allSatisfy { $0.isASCII && ($0.isLowercase || $0.isNumber || "+-.".contains($0)) }
    }

    /// An upstream version dpkg accepts without a Debian revision: starts with a digit; letters,
    /// digits, `.`, `+`, `~`.
    static func isValidVersion(_ version: String) -> Bool {
        version.first.map { $0.isASCII && $0.isNumber } == true
            && version.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || ".+~".contains($0)) }
    }

    /// A Debian section for the app's first freedesktop category.
    static func section(forCategories categories: [String]) -> String {
        switch categories.first {
        case "Office": return "editors"
        case "Graphics": return "graphics"
        case "Development": return "devel"
        case "Education": return "education"
        case "Game": return "games"
        case "AudioVideo": return categories.contains("Audio") ? "sound" : "video"
        case "Network": return "net"
        case "Science": return "science"
        case "Utility": return "utils"
        default: return "misc"
        }
    }

    /// The control file for an installed size of `installedKiB`.
    func control(installedKiB: Int) -> String {
        var text = """
            Package: \(name)
            Version: \(version)
            Architecture: \(architecture)
            Maintainer: \(Self.oneLine(maintainer))
            Installed-Size: \(installedKiB)
            Depends: \(depends)
            Section: \(section)
            Priority: optional

            """
        if let homepage { text += "Homepage: \(Self.oneLine(homepage))\n" }
        text += "Description: \(Self.oneLine(summary))\n"
        var first = true
        for block in description.plainBlocks {
            if !first { text += " .\n" }
            first = false
            for line in block {
                if line.hasPrefix("* ") || line.first?.isNumber == true {
                    // Two spaces: shown as it is, one item per line.
                    text += "  \(Self.oneLine(line))\n"
                } else {
                    for wrapped in Self.wrap(Self.oneLine(line), width: 78) { text += " \(wrapped)\n" }
                }
            }
        }
        return text
    }

    private static func oneLine(_ text: String) -> String {
        text.split(whereSeparator: \.isNewline).joined(separator: " ")
    }

    private static func wrap(_ text: String, width: Int) -> [String] {
        var lines: [String] = []
        var line = ""
        for word in text.split(separator: " ") {
            if !line.isEmpty && line.count + 1 + word.count > width {
                lines.append(line)
                line = ""
            }
            line += line.isEmpty ? String(word) : " \(word)"
        }
        if !line.isEmpty { lines.append(line) }
        // A line that is only "." would mean an empty line.
        return lines.map { $0 == "." ? ".." : $0 }
    }

    /// Builds `<output>/<name>_<version>_<arch>.deb` from `tree` (the files under the prefix), in a
    /// scratch folder `work`.
    func build(tree: URL, work: URL, output: URL) throws -> URL {
        let root = work.appendingPathComponent("\(name)-deb", isDirectory: true)
        // A previous run's tree, if it left one; none is fine.
        try? FileManager.default.removeItem(at: root)
        let usr = root.appendingPathComponent("usr", isDirectory: true)
        let debian = root.appendingPathComponent("DEBIAN", isDirectory: true)
        try FileManager.default.createDirectory(at: debian, withIntermediateDirectories: true)
        // cp -a keeps the command's symbolic link a link and the modes the tree was given.
        _ = try Subprocess.output("cp", ["-a", tree.path, usr.path])
        let sums = try Subprocess.output("sh", ["-c", "find usr -type f -print0 | LC_ALL=C sort -z | xargs -0 md5sum"],
                                         directory: root)
        try Data(sums.utf8).write(to: debian.appendingPathComponent("md5sums"))
        try Data(control(installedKiB: try Self.installedSize(usr)).utf8).write(to: debian.appendingPathComponent("control"))
        for file in ["md5sums", "control"] {
            try FileManager.default.setAttributes([.posixPermissions: 0o644], ofItemAtPath: debian.appendingPathComponent(file).path)
        }
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: debian.path)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: root.path)
        let deb = output.appendingPathComponent("\(name)_\(version)_\(architecture).deb")
        let result = try Subprocess.run("dpkg-deb", ["--root-owner-group", "-Zxz", "--build", root.path, deb.path])
        guard result.status == 0, !result.errors.contains("warning") else {
            throw BundleError("dpkg-deb did not build the package cleanly:\n\(result.transcript)")
        }
        try FileManager.default.removeItem(at: root)
        return deb
    }

    /// dpkg-gencontrol's figure: each file's size in KiB rounded up, plus one per other entry.
    static func installedSize(_ folder: URL) throws -> Int {
        var total = 0
        guard let walker = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: [.isRegularFileKey, .fileSizeKey]) else {
            return 0
        }
        for case let url as URL in walker {
            let values = try url.resourceValues(forKeys: [.isRegularFileKey, .fileSizeKey, .isSymbolicLinkKey])
            if values.isRegularFile == true && values.isSymbolicLink != true {
                total += ((values.fileSize ?? 0) + 1023) / 1024
            } else {
                total += 1
            }
        }
        return total
    }
}
