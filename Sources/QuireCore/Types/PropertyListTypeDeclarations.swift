import Foundation

/// The type-related keys of an Apple Info.plist: `UTExportedTypeDeclarations`,
/// `UTImportedTypeDeclarations` and `CFBundleDocumentTypes`.
///
/// Accepts a whole property list (XML or binary), a bare `<dict>`, or bare `<key>`/value pairs as
/// printed in documentation (seed 001). Build settings such as `$(PRODUCT_BUNDLE_IDENTIFIER)` are
/// left as written. Anything malformed is a `DocumentError(.corrupt)` saying what and where.
struct PropertyListTypeDeclarations: Equatable {
    var exported: [UTTypeDeclaration] = []
    var imported: [UTTypeDeclaration] = []
    var documentTypes: [DocumentTypeDeclaration] = []

    init(data: Data, url: URL? = nil) throws {
        try self.init(root: try Self.parse(data, url: url), url: url)
    }

    /// The declarations of a property list already parsed (`parse`).
    init(root: [String: Any], url: URL?) throws {
        let reader = Reader(url: url)
        exported = try reader.typeDeclarations(root, key: "UTExportedTypeDeclarations", origin: .exported)
        imported = try reader.typeDeclarations(root, key: "UTImportedTypeDeclarations", origin: .imported)
        documentTypes = try reader.documentTypes(root)
    }

    // MARK: Reading the property list

    /// The top-level dictionary of a property list, or a fragment of one.
    static func parse(_ data: Data, url: URL?) throws -> [String: Any] {
        func corrupt(_ detail: String) -> DocumentError { DocumentError(.corrupt, url: url, detail: detail) }
        guard !data.isEmpty else { throw corrupt("The property list is empty") }
        var source = data
        if !data.starts(with: Array("bplist".utf8)) {
            guard var text = String(data: data, encoding: .utf8) else {
                throw corrupt("The property list is neither binary nor UTF-8 XML")
            }
            if text.hasPrefix("\u{FEFF}") { text.removeFirst() }
            source = Data(try wrapped(text, corrupt: corrupt).utf8)
        }
        let bytes = [UInt8](source)
        let binary = bytes.starts(with: Array("bplist".utf8))
        if let problem = binary ? PropertyListShape.binaryProblem(bytes) : PropertyListShape.xmlProblem(bytes) {
            throw corrupt("The property list is malformed: \(problem)")
        }
        let value: Any
        do {
            value = try PropertyListDecoder().decode(PropertyListValue.self, from: source).any
        } catch {
            throw corrupt("The property list is malformed: \(Self.reason(error))")
        }
        guard let dictionary = value as? [String: Any] else {
            throw corrupt("The property list’s top level is not a dictionary")
        }
        return dictionary
    }

    /// The parser's own words ("Close tag on line 3 does not match open tag string") when it gave any.
    private static func reason(_ error: any Error) -> String {
        guard let decoding = error as? DecodingError else { return error.localizedDescription }
        guard case .dataCorrupted(let context) = decoding else { return "\(decoding)" }
        if let underlying = context.underlyingError as NSError?,
           let description = underlying.userInfo[NSDebugDescriptionErrorKey] as? String {
            return description
        }
        let path = context.codingPath.map(\.stringValue).joined(separator: ".")
        return path.isEmpty ? context.debugDescription : "\(path): \(context.debugDescription)"
    }

    /// Completes a fragment into a property list. The wrapper goes on the line of the first element
    /// so the parser's line numbers still match the input.
    private static func wrapped(_ text: String, corrupt: (String) -> DocumentError) throws -> String {
        var index = text.startIndex
        while index < text.endIndex {
            let rest = text[index...]
            if rest.first?.isWhitespace == true {
                index = text.index(after: index)
            } else if rest.hasPrefix("<?") || rest.hasPrefix("<!--") || rest.hasPrefix("<!") {
                let terminator = rest.hasPrefix("<?") ? "?>" : rest.hasPrefix("<!--") ? "-->" : ">"
                guard let end = rest.range(of: terminator) else {
                    throw corrupt("The property list ends inside its XML prolog")
                }
                index = end.upperBound
            } else {
                break
            }
        }
        let rest = text[index...]
        guard rest.hasPrefix("<") else {
            throw corrupt("The property list does not start with an XML element")
        }
        let name = rest.dropFirst().prefix { !$0.isWhitespace && $0 != ">" && $0 != "/" }
        let wrapper: (open: String, close: String)
        switch name {
        case "plist": return text
        case "dict": wrapper = ("<plist version=\"1.0\">", "</plist>")
        case "key": wrapper = ("<plist version=\"1.0\"><dict>", "</dict></plist>")
        default:
            throw corrupt("The property list starts with <\(name)>; expected <plist>, <dict> or <key>")
        }
        return String(text[..<index]) + wrapper.open + String(rest) + "\n" + wrapper.close
    }

    // MARK: Interpreting the keys

    private struct Reader {
        let url: URL?

        func corrupt(_ path: String, _ problem: String) -> DocumentError {
            DocumentError(.corrupt, url: url, detail: "\(path): \(problem)")
        }

        func entries(_ root: [String: Any], key: String) throws -> [[String: Any]] {
            guard let value = root[key] else { return [] }
            guard let array = value as? [Any] else { throw corrupt(key, "expected an array") }
            return try array.enumerated().map { index, element in
                guard let dictionary = element as? [String: Any] else {
                    throw corrupt("\(key)[\(index)]", "expected a dictionary")
                }
                return dictionary
            }
        }

        func string(_ dictionary: [String: Any], _ key: String, at path: String) throws -> String? {
            guard let value = dictionary[key] else { return nil }
            guard let string = value as? String else { throw corrupt("\(path).\(key)", "expected a string") }
            return string
        }

        /// Apple allows a single string wherever a list of strings is expected.
        func strings(_ dictionary: [String: Any], _ key: String, at path: String) throws -> [String] {
            guard let value = dictionary[key] else { return [] }
            if let string = value as? String { return [string] }
            guard let array = value as? [Any] else {
                throw corrupt("\(path).\(key)", "expected a string or an array of strings")
            }
            return try array.enumerated().map { index, element in
                guard let string = element as? String else { throw corrupt("\(path).\(key)[\(index)]", "expected a string") }
                return string
            }
        }

        /// Letters, digits, `-` and `.` (Apple's rule), `_` which real plists use, and non-ASCII.
        func identifier(_ text: String, at path: String) throws -> String {
            if text.contains("$(") {
                throw corrupt(path, "“\(text)” contains a build setting that was never expanded")
            }
            let valid = !text.isEmpty && text.unicodeScalars.allSatisfy {
                $0.value > 0x7F || CharacterSet.alphanumerics.contains($0) || $0 == "-" || $0 == "." || $0 == "_"
            }
            guard valid else { throw corrupt(path, "“\(text)” is not a valid type identifier") }
            return text
        }

        func typeDeclarations(_ root: [String: Any], key: String, origin: UTTypeDeclaration.Origin) throws -> [UTTypeDeclaration] {
            try entries(root, key: key).enumerated().map { index, entry in
                let path = "\(key)[\(index)]"
                guard let rawIdentifier = try string(entry, "UTTypeIdentifier", at: path) else {
                    throw corrupt(path, "UTTypeIdentifier is missing")
                }
                let identifier = try self.identifier(rawIdentifier, at: "\(path).UTTypeIdentifier")
                let conformsTo = try strings(entry, "UTTypeConformsTo", at: path).enumerated().map { i, parent in
                    try self.identifier(parent, at: "\(path).UTTypeConformsTo[\(i)]")
                }
                var extensions: [String] = []
                var mimeTypes: [String] = []
                if let tagValue = entry["UTTypeTagSpecification"] {
                    let tagPath = "\(path).UTTypeTagSpecification"
                    guard let tags = tagValue as? [String: Any] else { throw corrupt(tagPath, "expected a dictionary") }
                    extensions = try strings(tags, UTTagClass.filenameExtension.rawValue, at: tagPath).enumerated().map { i, tag in
                        let trimmed = tag.hasPrefix(".") ? String(tag.dropFirst()) : tag
                        guard UTType.validatedTag(trimmed, tagClass: .filenameExtension) != nil else {
                            throw corrupt("\(tagPath).public.filename-extension[\(i)]", "“\(tag)” is not a filename extension")
                        }
                        return trimmed
                    }
                    mimeTypes = try strings(tags, UTTagClass.mimeType.rawValue, at: tagPath).enumerated().map { i, tag in
                        guard let type = SharedMIMEDatabase.normalizedMIMEType(tag) else {
                            throw corrupt("\(tagPath).public.mime-type[\(i)]", "“\(tag)” is not a MIME type")
                        }
                        return type
                    }
                }
                return UTTypeDeclaration(
                    identifier: identifier, conformsTo: conformsTo,
                    localizedDescription: try string(entry, "UTTypeDescription", at: path),
                    filenameExtensions: extensions, mimeTypes: mimeTypes, origin: origin)
            }
        }

        func documentTypes(_ root: [String: Any]) throws -> [DocumentTypeDeclaration] {
            let key = "CFBundleDocumentTypes"
            return try entries(root, key: key).enumerated().map { index, entry in
                let path = "\(key)[\(index)]"
                var role = DocumentTypeDeclaration.Role.editor
                if let text = try string(entry, "CFBundleTypeRole", at: path) {
                    guard let match = DocumentTypeDeclaration.Role.allCases.first(where: {
                        $0.rawValue.caseInsensitiveCompare(text) == .orderedSame
                    }) else {
                        throw corrupt("\(path).CFBundleTypeRole",
                                      "“\(text)” is not a role (Editor, Viewer, Shell, QLGenerator or None)")
                    }
                    role = match
                }
                var rank: DocumentTypeDeclaration.HandlerRank?
                if let text = try string(entry, "LSHandlerRank", at: path) {
                    guard let match = DocumentTypeDeclaration.HandlerRank.allCases.first(where: {
                        $0.rawValue.caseInsensitiveCompare(text) == .orderedSame
                    }) else {
                        throw corrupt("\(path).LSHandlerRank",
                                      "“\(text)” is not a handler rank (Owner, Default, Alternate or None)")
                    }
                    rank = match
                }
                let contentTypes = try strings(entry, "LSItemContentTypes", at: path).enumerated().map { i, type in
                    try identifier(type, at: "\(path).LSItemContentTypes[\(i)]")
                }
                var isPackage = false
                if let value = entry["LSTypeIsPackage"] {
                    guard let flag = value as? Bool else { throw corrupt("\(path).LSTypeIsPackage", "expected <true/> or <false/>") }
                    isPackage = flag
                }
                return DocumentTypeDeclaration(
                    name: try string(entry, "CFBundleTypeName", at: path), role: role, handlerRank: rank,
                    contentTypeIdentifiers: contentTypes, isPackage: isPackage)
            }
        }
    }
}
