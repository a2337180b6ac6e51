import Foundation

/// An app's `.desktop` entry (freedesktop Desktop Entry 1.5), from its `AppMetadata`: written by
/// `App --install` (launching the built executable by its absolute path) and by `quire bundle` (the
/// installed command). `desktop-file-validate` accepts both without a warning (the tests run it).
package enum DesktopEntry {
    /// A language as a desktop entry's locale key: `pt-br` → `pt_BR`, `zh-hant` → `zh@Hant`… kept
    /// simple: language, then a two-letter region in upper case (a script is left out).
    static func localeName(_ language: String) -> String {
        let parts = language.split(separator: "-").map(String.init)
        guard let first = parts.first else { return language }
        let region = parts.dropFirst().first { $0.count == 2 }
        return region.map { "\(first)_\($0.uppercased())" } ?? first
    }

    /// The entry launching `command` (an absolute path or a command on `$PATH`) with the files to open
    /// as `%U`; `Icon=` names `icon` when given.
    package static func text(for metadata: AppMetadata, command: String, icon: String?) -> String {
        var entry = """
            [Desktop Entry]
            Type=Application
            Name=\(escapedValue(metadata.name))

            """
        for (language, name) in metadata.translatedNames.sorted(by: { $0.key < $1.key }) where name != metadata.name {
            entry += "Name[\(localeName(language))]=\(escapedValue(name))\n"
        }
        if let summary = metadata.summary, summary != metadata.name {
            entry += "Comment=\(escapedValue(summary))\n"
        }
        entry += "Exec=\(escapedValue(argument(command)).replacingOccurrences(of: "%", with: "%%")) %U\n"
        if let icon { entry += "Icon=\(escapedValue(icon))\n" }
        entry += """
            Terminal=false
            StartupNotify=true
            Categories=\(metadata.categories.map { $0 + ";" }.joined())

            """
        if !metadata.documentMIMETypes.isEmpty {
            entry += "MimeType=\(metadata.documentMIMETypes.map { escapedValue($0) + ";" }.joined())\n"
        }
        return entry
    }

    /// `argument` as an `Exec=` argument: as it is when it holds only characters the spec lets stand
    /// unquoted, else in double quotes with `"`, `` ` ``, `$` and `\` escaped.
    package static func argument(_ argument: String) -> String {
        let plain = !argument.isEmpty && argument.unicodeScalars.allSatisfy { scalar in
            scalar.isASCII && (CharacterSet.alphanumerics.contains(scalar) || "/._+-,:@".unicodeScalars.contains(scalar))
        }
        return plain ? argument : quotedArgument(argument)
    }

    /// An `Exec=` argument in double quotes, with the characters the Desktop Entry spec reserves
    /// inside quotes (`"`, `` ` ``, `$`, `\`) escaped.
    package static func quotedArgument(_ argument: String) -> String {
        var result = "\""
        for character in argument {
            if "\"`$\\".contains(character) { result.append("\\") }
            result.append(character)
        }
        return result + "\""
    }

    /// A string value as a desktop file stores it: backslashes, newlines, tabs and returns escaped.
    package static func escapedValue(_ value: String) -> String {
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
}
