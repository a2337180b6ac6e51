extension UTType {
    /// A shared-mime-info package (`~/.local/share/mime/packages/<app>.xml`) describing the app's
    /// types, so that Files and GIO recognise its documents (Quire addition).
    ///
    /// Only declarations the app made (exported or imported) are written: built-in and system
    /// types are the system's to describe. Each gets its preferred MIME type — for an exported type
    /// without one, `application/x-<last identifier component>` — a comment, a glob per filename
    /// extension, its other MIME types as aliases, and a `sub-class-of` for the nearest MIME type of
    /// each type it conforms to (`application/octet-stream`, implied for every type, is left out).
    public static func sharedMIMEInfoXML(for types: [UTType]) -> String {
        var xml = """
        <?xml version="1.0" encoding="UTF-8"?>
        <mime-info xmlns="http://www.freedesktop.org/standards/shared-mime-info">

        """
        var written = Set<String>()
        for type in types {
            guard let declaration = type.declaration,
                  declaration.origin == .exported || declaration.origin == .imported,
                  let mimeType = declaration.mimeTypes.first,
                  written.insert(mimeType).inserted else { continue }
            xml += "  <mime-type type=\"\(escaped(mimeType))\">\n"
            xml += "    <comment>\(escaped(type.localizedDescription ?? declaration.identifier))</comment>\n"
            for parent in parentMIMETypes(of: declaration) where parent != mimeType {
                xml += "    <sub-class-of type=\"\(escaped(parent))\"/>\n"
            }
            for alias in declaration.mimeTypes.dropFirst() {
                xml += "    <alias type=\"\(escaped(alias))\"/>\n"
            }
            for ext in declaration.filenameExtensions {
                xml += "    <glob pattern=\"*.\(escaped(ext))\"/>\n"
            }
            xml += "  </mime-type>\n"
        }
        return xml + "</mime-info>\n"
    }

    /// For each direct conformance, the MIME types of the nearest types up the tree that have one.
    private static func parentMIMETypes(of declaration: UTTypeDeclaration) -> [String] {
        var result: [String] = []
        var seen: Set<String> = [declaration.identifier.lowercased()]
        var queue = declaration.conformsTo
        while !queue.isEmpty {
            let identifier = queue.removeFirst()
            guard seen.insert(identifier.lowercased()).inserted else { continue }
            let parent = TypeRegistry.shared.declaration(for: identifier)
            if let mimeType = parent?.mimeTypes.first {
                if mimeType != "application/octet-stream", !result.contains(mimeType) { result.append(mimeType) }
            } else {
                queue += parent?.conformsTo ?? []
            }
        }
        return result
    }

    /// Text and attribute values; characters XML 1.0 cannot carry at all are dropped.
    static func escaped(_ text: String) -> String {
        var result = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            case "'": result += "&apos;"
            case "\t", "\n", "\r": result.unicodeScalars.append(scalar)
            default:
                let value = scalar.value
                if value >= 0x20 && value != 0xFFFE && value != 0xFFFF { result.unicodeScalars.append(scalar) }
            }
        }
        return result
    }
}
