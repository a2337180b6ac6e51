import Foundation

/// One element of a parsed XML document, with the byte ranges it occupies so an editor can replace or
/// insert text without disturbing a single other byte.
struct XMLSpanElement: Sendable {
    struct Attribute: Sendable {
        var name: String
        /// Entity references decoded.
        var value: String
        /// The raw bytes between the quotes.
        var valueRange: Range<Int>
    }

    var name: String
    var localName: String
    var namespaceURI: String?
    var attributes: [Attribute]
    /// From `<` of the start tag to `>` of the end tag (or of `/>`).
    var range: Range<Int>
    var startTagRange: Range<Int>
    /// Nil for `<empty/>`.
    var endTagRange: Range<Int>?
    var children: [XMLSpanElement]
    /// Namespace prefixes declared on this element (`""` for the default namespace) → URIs.
    var declarations: [String: String]

    func attribute(_ name: String) -> Attribute? { attributes.first { $0.name == name } }
    func children(_ localName: String, namespace: String?) -> [XMLSpanElement] {
        children.filter { $0.localName == localName && $0.namespaceURI == namespace }
    }
}

/// A strict, bounded parser for the well-formed XML subset shared-mime-info files use (the comments
/// `SharedMIMEDatabase` reads from anyone's `$XDG_DATA_HOME/mime`): elements, attributes,
/// text, the five predefined entities and character references, comments, CDATA, processing
/// instructions and a DOCTYPE without an internal subset (entity declarations — the billion-laughs
/// vector — are refused). Requires valid UTF-8. Never traps: every problem is a `Failure` with where.
struct XMLSpanParser {
    struct Failure: Error, Sendable {
        enum Kind: Sendable { case malformed, tooDeep }
        var kind: Kind
        var message: String
        var offset: Int
    }

    static let maximumDepth = 32

    private let bytes: [UInt8]
    private var position = 0

    private init(_ bytes: [UInt8]) { self.bytes = bytes }

    /// Parses `bytes` and returns the root element.
    static func parse(_ bytes: [UInt8]) throws(Failure) -> XMLSpanElement {
        guard String(validating: bytes, as: UTF8.self) != nil else {
            throw Failure(kind: .malformed, message: "The file is not valid UTF-8", offset: 0)
        }
        // No XML version allows NUL, not even as `&#0;`, and GLib refuses it: a value holding one could
        // not be written back.
        if let nul = bytes.firstIndex(of: 0) {
            throw Failure(kind: .malformed, message: "The file contains a NUL byte", offset: nul)
        }
        var parser = XMLSpanParser(bytes)
        return try parser.document()
    }

    /// The text inside `element` with its references resolved, when it holds nothing but text (no
    /// child elements, comments, CDATA or processing instructions); nil otherwise, or for `<empty/>`.
    static func text(of element: XMLSpanElement, in bytes: [UInt8]) -> String? {
        guard let end = element.endTagRange, element.startTagRange.upperBound <= end.lowerBound,
              end.lowerBound <= bytes.count else { return nil }
        let range = element.startTagRange.upperBound..<end.lowerBound
        guard !bytes[range].contains(UInt8(ascii: "<")) else { return nil }
        // A reference that can't be resolved: not plain text, nil as documented.
        return try? XMLSpanParser(bytes).decode(range)
    }

    /// Line and column (1-based) of a byte offset, for messages.
    static func lineAndColumn(of offset: Int, in bytes: [UInt8]) -> (line: Int, column: Int) {
        var line = 1, column = 1
        for byte in bytes[0..<min(offset, bytes.count)] {
            if byte == 0x0A { line += 1; column = 1 } else if byte & 0xC0 != 0x80 { column += 1 }
        }
        return (line, column)
    }

    // MARK: Grammar

    private mutating func document() throws(Failure) -> XMLSpanElement {
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { position = 3 }
        try miscellany(allowDoctype: true)
        guard peek(UInt8(ascii: "<")) else { throw fail("Expected the root element") }
        let root = try element(depth: 0, scopes: [["xml": "http://www.w3.org/XML/1998/namespace"]])
        try miscellany(allowDoctype: false)
        guard position == bytes.count else { throw fail("Unexpected content after the root element") }
        return root
    }

    /// Whitespace, comments and processing instructions (and one DOCTYPE before the root).
    private mutating func miscellany(allowDoctype: Bool) throws(Failure) {
        while true {
            skipWhitespace()
            if starts("<?") {
                try skip(past: "?>", what: "processing instruction")
            } else if starts("<!--") {
                try comment()
            } else if allowDoctype && starts("<!DOCTYPE") {
                try doctype()
            } else {
                return
            }
        }
    }

    private mutating func comment() throws(Failure) {
        position += 4
        guard let end = find("--", from: position) else { throw fail("Unterminated comment") }
        guard end + 2 < bytes.count, bytes[end + 2] == UInt8(ascii: ">") else { throw fail("“--” inside a comment", at: end) }
        position = end + 3
    }

    private mutating func doctype() throws(Failure) {
        let start = position
        var quote: UInt8? = nil
        while position < bytes.count {
            let byte = bytes[position]
            if let open = quote {
                if byte == open { quote = nil }
            } else if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") {
                quote = byte
            } else if byte == UInt8(ascii: "[") {
                throw fail("A DOCTYPE with an internal subset (entity declarations) is not accepted")
            } else if byte == UInt8(ascii: ">") {
                position += 1
                return
            }
            position += 1
        }
        throw fail("Unterminated DOCTYPE", at: start)
    }

    private mutating func element(depth: Int, scopes: [[String: String]]) throws(Failure) -> XMLSpanElement {
        guard depth < Self.maximumDepth else {
            throw Failure(kind: .tooDeep, message: "Elements are nested more than \(Self.maximumDepth) levels deep", offset: position)
        }
        let start = position
        position += 1
        let name = try self.name()
        var attributes: [XMLSpanElement.Attribute] = []
        var selfClosing = false
        while true {
            let hadSpace = skipWhitespace()
            guard position < bytes.count else { throw fail("Unterminated start tag <\(name)>", at: start) }
            if starts("/>") { position += 2; selfClosing = true; break }
            if peek(UInt8(ascii: ">")) { position += 1; break }
            guard hadSpace else { throw fail("Expected a space before an attribute in <\(name)>") }
            let attributeName = try self.name()
            skipWhitespace()
            guard peek(UInt8(ascii: "=")) else { throw fail("Expected “=” after attribute “\(attributeName)”") }
            position += 1
            skipWhitespace()
            guard position < bytes.count, bytes[position] == UInt8(ascii: "\"") || bytes[position] == UInt8(ascii: "'") else {
                throw fail("Expected a quoted value for attribute “\(attributeName)”")
            }
            let quote = bytes[position]
            position += 1
            let valueStart = position
            while position < bytes.count && bytes[position] != quote {
                if bytes[position] == UInt8(ascii: "<") { throw fail("“<” inside the value of attribute “\(attributeName)”") }
                position += 1
            }
            guard position < bytes.count else { throw fail("Unterminated value of attribute “\(attributeName)”", at: valueStart) }
            let valueRange = valueStart..<position
            position += 1
            guard !attributes.contains(where: { $0.name == attributeName }) else {
                throw fail("Attribute “\(attributeName)” appears twice in <\(name)>", at: valueStart)
            }
            attributes.append(.init(name: attributeName, value: try decode(valueRange), valueRange: valueRange))
        }
        let startTagRange = start..<position

        var declarations: [String: String] = [:]
        for attribute in attributes {
            if attribute.name == "xmlns" { declarations[""] = attribute.value }
            else if attribute.name.hasPrefix("xmlns:") { declarations[String(attribute.name.dropFirst(6))] = attribute.value }
        }
        let scopes = declarations.isEmpty ? scopes : scopes + [declarations]
        func resolve(_ prefix: String) -> String? {
            for scope in scopes.reversed() { if let uri = scope[prefix] { return uri.isEmpty ? nil : uri } }
            return nil
        }
        let parts = name.split(separator: ":", maxSplits: 1, omittingEmptySubsequences: false)
        let localName: String, namespaceURI: String?
        if parts.count == 2 {
            guard let uri = resolve(String(parts[0])) else { throw fail("Namespace prefix “\(parts[0])” is not declared", at: start) }
            localName = String(parts[1])
            namespaceURI = uri
        } else {
            localName = name
            namespaceURI = resolve("")
        }

        var children: [XMLSpanElement] = []
        var endTagRange: Range<Int>? = nil
        if !selfClosing {
            while true {
                guard position < bytes.count else { throw fail("Element <\(name)> is never closed", at: start) }
                if starts("</") {
                    let endStart = position
                    position += 2
                    let endName = try self.name()
                    skipWhitespace()
                    guard peek(UInt8(ascii: ">")) else { throw fail("Expected “>” to end </\(endName)>") }
                    position += 1
                    guard endName == name else { throw fail("</\(endName)> closes <\(name)>", at: endStart) }
                    endTagRange = endStart..<position
                    break
                } else if starts("<!--") {
                    try comment()
                } else if starts("<![CDATA[") {
                    try skip(past: "]]>", what: "CDATA section")
                } else if starts("<?") {
                    try skip(past: "?>", what: "processing instruction")
                } else if starts("<!") {
                    throw fail("Unexpected markup declaration inside <\(name)>")
                } else if peek(UInt8(ascii: "<")) {
                    children.append(try element(depth: depth + 1, scopes: scopes))
                } else {
                    let textStart = position
                    while position < bytes.count && bytes[position] != UInt8(ascii: "<") { position += 1 }
                    _ = try decode(textStart..<position)
                }
            }
        }
        return XMLSpanElement(name: name, localName: localName, namespaceURI: namespaceURI, attributes: attributes,
                              range: start..<position, startTagRange: startTagRange, endTagRange: endTagRange,
                              children: children, declarations: declarations)
    }

    // MARK: Lexing

    private mutating func name() throws(Failure) -> String {
        let start = position
        while position < bytes.count {
            let byte = bytes[position]
            if byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D || byte == UInt8(ascii: "/") || byte == UInt8(ascii: ">")
                || byte == UInt8(ascii: "=") || byte == UInt8(ascii: "<") || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'")
                || byte == UInt8(ascii: "&") { break }
            position += 1
        }
        guard Self.isName(bytes[start..<position]) else { throw fail("Expected a name", at: start) }
        return String(decoding: bytes[start..<position], as: UTF8.self)
    }

    /// Whether `name` is an XML name as GLib's GMarkup accepts one: a letter, `_` or `:` first, then
    /// letters, digits, `_`, `:`, `-` and `.`. Bytes of non-ASCII characters count as letters. A file
    /// with any other name is refused whole.
    private static func isName(_ name: some Collection<UInt8>) -> Bool {
        guard let first = name.first, isNameStart(first) else { return false }
        return name.dropFirst().allSatisfy { isNameStart($0) || (0x30...0x39).contains($0) || $0 == UInt8(ascii: "-")
            || $0 == UInt8(ascii: ".") }
    }

    private static func isNameStart(_ byte: UInt8) -> Bool {
        byte >= 0x80 || (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte) || byte == UInt8(ascii: "_")
            || byte == UInt8(ascii: ":")
    }

    /// Text or an attribute value with its references resolved. Unknown entities are errors (GLib
    /// refuses them too), as are character references to characters XML does not allow.
    private func decode(_ range: Range<Int>) throws(Failure) -> String {
        guard bytes[range].contains(UInt8(ascii: "&")) else { return String(decoding: bytes[range], as: UTF8.self) }
        var output: [UInt8] = []
        output.reserveCapacity(range.count)
        var index = range.lowerBound
        while index < range.upperBound {
            let byte = bytes[index]
            guard byte == UInt8(ascii: "&") else { output.append(byte); index += 1; continue }
            var end = index + 1
            while end < range.upperBound && bytes[end] != UInt8(ascii: ";") && end - index < 12 { end += 1 }
            guard end < range.upperBound, bytes[end] == UInt8(ascii: ";") else { throw fail("Unterminated entity reference", at: index) }
            let entity = String(decoding: bytes[(index + 1)..<end], as: UTF8.self)
            switch entity {
            case "lt": output.append(UInt8(ascii: "<"))
            case "gt": output.append(UInt8(ascii: ">"))
            case "amp": output.append(UInt8(ascii: "&"))
            case "quot": output.append(UInt8(ascii: "\""))
            case "apos": output.append(UInt8(ascii: "'"))
            default:
                var value: UInt32? = nil
                if entity.hasPrefix("#x") || entity.hasPrefix("#X") { value = UInt32(entity.dropFirst(2), radix: 16) }
                else if entity.hasPrefix("#") { value = UInt32(entity.dropFirst(), radix: 10) }
                // XML 1.1's range, as GLib's GMarkup reads it: `g_markup_escape_text` writes control
                // characters as `&#x1;`…`&#x1F;`, so they must read back.
                guard let value, value != 0, let scalar = Unicode.Scalar(value), value != 0xFFFE, value != 0xFFFF else {
                    throw fail("Unknown or invalid entity “&\(entity);”", at: index)
                }
                output.append(contentsOf: Array(String(Character(scalar)).utf8))
            }
            index = end + 1
        }
        return String(decoding: output, as: UTF8.self)
    }

    @discardableResult
    private mutating func skipWhitespace() -> Bool {
        let start = position
        while position < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[position]) { position += 1 }
        return position > start
    }

    private func peek(_ byte: UInt8) -> Bool { position < bytes.count && bytes[position] == byte }

    private func starts(_ text: StaticString) -> Bool {
        let count = text.utf8CodeUnitCount
        guard position + count <= bytes.count else { return false }
        return text.withUTF8Buffer { buffer in
            for i in 0..<count where bytes[position + i] != buffer[i] { return false }
            return true
        }
    }

    private func find(_ text: StaticString, from start: Int) -> Int? {
        let count = text.utf8CodeUnitCount
        return text.withUTF8Buffer { buffer -> Int? in
            var index = start
            while index + count <= bytes.count {
                var match = true
                for i in 0..<count where bytes[index + i] != buffer[i] { match = false; break }
                if match { return index }
                index += 1
            }
            return nil
        }
    }

    private mutating func skip(past terminator: StaticString, what: String) throws(Failure) {
        let start = position
        guard let end = find(terminator, from: position + 2) else { throw fail("Unterminated \(what)", at: start) }
        position = end + terminator.utf8CodeUnitCount
    }

    private func fail(_ message: String, at offset: Int? = nil) -> Failure {
        Failure(kind: .malformed, message: message, offset: offset ?? position)
    }
}
