import Foundation

/// A parsed `recently-used.xbel` (the Desktop Bookmark Specification's XBEL with the freedesktop
/// `bookmark:` and `mime:` namespaces, as GLib's `GBookmarkFile` writes it), kept as the original bytes
/// plus element spans. Changes are computed as byte-range edits, so every byte outside the edited
/// bookmark — other applications' entries, comments, formatting — stays exactly as it was.
struct XBELFile {
    static let bookmarkNamespace = "http://www.freedesktop.org/standards/desktop-bookmarks"
    static let mimeNamespace = "http://www.freedesktop.org/standards/shared-mime-info"
    static let metadataOwner = "http://freedesktop.org"

    struct Edit {
        var range: Range<Int>
        var replacement: [UInt8]
    }

    var bytes: [UInt8]
    var root: XMLSpanElement

    /// Parses `bytes`; a file that is not well-formed XBEL is `corrupt` (or `tooLarge` when nested
    /// absurdly deep), with the line and column in the detail.
    init(bytes: [UInt8], url: URL?) throws {
        self.bytes = bytes
        do {
            root = try XMLSpanParser.parse(bytes)
        } catch {
            let (line, column) = XMLSpanParser.lineAndColumn(of: error.offset, in: bytes)
            throw DocumentError(error.kind == .tooDeep ? .tooLarge : .corrupt, url: url,
                                detail: "Line \(line), column \(column): \(error.message)")
        }
        guard root.localName == "xbel", root.namespaceURI == nil else {
            throw DocumentError(.corrupt, url: url, detail: "The root element is <\(root.name)>, not <xbel>")
        }
        for bookmark in bookmarks where bookmark.attribute("href") == nil {
            let (line, column) = XMLSpanParser.lineAndColumn(of: bookmark.range.lowerBound, in: bytes)
            throw DocumentError(.corrupt, url: url, detail: "Line \(line), column \(column): a <bookmark> has no “href”")
        }
    }

    var bookmarks: [XMLSpanElement] { root.children("bookmark", namespace: nil) }

    /// The freedesktop `<metadata>` of a bookmark, if it has one.
    static func metadata(of bookmark: XMLSpanElement) -> XMLSpanElement? {
        bookmark.children("info", namespace: nil).lazy
            .flatMap { $0.children("metadata", namespace: nil) }
            .first { $0.attribute("owner")?.value == metadataOwner }
    }

    /// The entry a bookmark describes; nil when its `href` is not a URL.
    static func entry(_ bookmark: XMLSpanElement) -> RecentDocument? {
        guard let href = bookmark.attribute("href")?.value else { return nil }
        let url: URL
        if let path = FileURI.path(from: href) {
            url = URL(fileURLWithPath: path)
        } else if let other = URL(string: href) {
            url = other
        } else {
            return nil
        }
        let metadata = metadata(of: bookmark)
        let mimeType = metadata?.children("mime-type", namespace: mimeNamespace).first?.attribute("type")?.value
        let applications = (metadata?.children("applications", namespace: bookmarkNamespace) ?? [])
            .flatMap { $0.children("application", namespace: bookmarkNamespace) }
            .compactMap { element -> RecentDocument.Application? in
                guard let name = element.attribute("name")?.value, let exec = element.attribute("exec")?.value else { return nil }
                let modified = element.attribute("modified").flatMap { ISO8601Timestamp.parse($0.value) }
                    ?? element.attribute("timestamp").flatMap { Double($0.value) }.map { Date(timeIntervalSince1970: $0) }
                return .init(name: name, exec: shellUnquote(exec), modified: modified,
                             count: element.attribute("count").flatMap { Int($0.value) } ?? 1)
            }
        func date(_ name: String) -> Date? { bookmark.attribute(name).flatMap { ISO8601Timestamp.parse($0.value) } }
        return RecentDocument(url: url, href: href, mimeType: mimeType, added: date("added"), modified: date("modified"),
                              visited: date("visited"), applications: applications)
    }

    /// `bytes` with `edits` (non-overlapping) applied.
    func applying(_ edits: [Edit]) -> [UInt8] {
        var result = bytes
        // From the end, so earlier offsets stay valid; at one offset a replacement goes before an
        // insertion, so the insertion is not swallowed by the replaced range.
        let ordered = edits.sorted { a, b in
            a.range.lowerBound != b.range.lowerBound ? a.range.lowerBound > b.range.lowerBound : !a.range.isEmpty && b.range.isEmpty
        }
        for edit in ordered {
            result.replaceSubrange(edit.range, with: edit.replacement)
        }
        return result
    }

    /// When only spaces or tabs precede `offset` on its line: where the line starts, and that indentation.
    func lineStart(before offset: Int) -> Int? {
        var index = offset
        while index > 0, bytes[index - 1] == 0x20 || bytes[index - 1] == 0x09 { index -= 1 }
        return index == 0 || bytes[index - 1] == 0x0A ? index : nil
    }

    /// Inserts `text` as its own line (indented by `indent`) before the element starting at `offset`,
    /// or right before it when something else shares its line.
    func insertion(of text: String, before offset: Int, indent: String) -> Edit {
        if let start = lineStart(before: offset) {
            return Edit(range: start..<start, replacement: Array((indent + text + "\n").utf8))
        }
        return Edit(range: offset..<offset, replacement: Array(text.utf8))
    }

    /// The range to delete to remove `element`, taking its whole line when it is alone on it.
    func removalRange(of element: XMLSpanElement) -> Range<Int> {
        if let start = lineStart(before: element.range.lowerBound),
           element.range.upperBound < bytes.count, bytes[element.range.upperBound] == 0x0A {
            return start..<(element.range.upperBound + 1)
        }
        return element.range
    }

    /// The prefix bound to namespace `uri` on the root element; nil when the root does not declare it.
    /// Only a prefix that can start an element name counts (found by `make fuzz`): with `xmlns:a:b`
    /// an element `<a:b:x>` reads as prefix `a`, and `<1b:x>` is no element at all.
    func rootPrefix(for uri: String) -> String? {
        root.declarations.filter { $0.value == uri && Self.isUsablePrefix($0.key) }.map(\.key).sorted().first
    }

    static func isUsablePrefix(_ prefix: String) -> Bool {
        !prefix.contains(":") && XMLSpanParser.isName(prefix.utf8)
    }

    // MARK: Writing

    /// Escapes text for an attribute value as `g_markup_escape_text` does, and also escapes tab,
    /// newline and carriage return (which a parser would otherwise normalise to spaces).
    static func escape(_ text: String) -> String {
        var result = ""
        result.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            case "'": result += "&apos;"
            default:
                let value = scalar.value
                if (value < 0x20) || (0x7F...0x84).contains(value) || (0x86...0x9F).contains(value) {
                    result += "&#x" + String(value, radix: 16, uppercase: true) + ";"
                } else {
                    result.unicodeScalars.append(scalar)
                }
            }
        }
        return result
    }

    /// `exec` is the command line (`quire-notes %u`); it is stored shell-quoted, as GLib stores it.
    static func applicationElement(prefix: String, name: String, exec: String, modified: String, count: Int) -> String {
        "<\(prefix):application name=\"\(escape(name))\" exec=\"\(escape(shellQuote(exec)))\" modified=\"\(modified)\" count=\"\(count)\"/>"
    }

    /// `g_shell_quote`: the whole string in single quotes, each `'` written as `'\''`.
    static func shellQuote(_ text: String) -> String {
        "'" + text.replacingOccurrences(of: "'", with: "'\\''") + "'"
    }

    /// Undoes `shellQuote` (and plain single-quoted strings generally); other text is returned as is.
    static func shellUnquote(_ text: String) -> String {
        guard text.hasPrefix("'"), text.hasSuffix("'"), text.count >= 2 else { return text }
        var result = ""
        var quoted = false
        var index = text.startIndex
        while index < text.endIndex {
            let character = text[index]
            if character == "'" {
                quoted.toggle()
            } else if !quoted && character == "\\" {
                let next = text.index(after: index)
                guard next < text.endIndex else { return text }
                result.append(text[next])
                index = next
            } else if !quoted {
                return text
            } else {
                result.append(character)
            }
            index = text.index(after: index)
        }
        return quoted ? text : result
    }

    static func mimeElement(prefix: String, mimeType: String) -> String {
        "<\(prefix):mime-type type=\"\(escape(mimeType))\"/>"
    }

    /// A whole `<bookmark>` element laid out as GLib lays it out (the caller indents its first line by
    /// two spaces and ends it with a newline).
    static func bookmarkElement(href: String, added: String, modified: String, visited: String, mimeType: String,
                                application: String, bookmarkPrefix: String, mimePrefix: String) -> String {
        """
        <bookmark href="\(escape(href))" added="\(added)" modified="\(modified)" visited="\(visited)">
            <info>
              <metadata owner="\(metadataOwner)">
                \(mimeElement(prefix: mimePrefix, mimeType: mimeType))
                <\(bookmarkPrefix):applications>
                  \(application)
                </\(bookmarkPrefix):applications>
              </metadata>
            </info>
          </bookmark>
        """
    }

    /// A new file holding `bookmarks`, byte-for-byte in GLib’s layout.
    static func newFile(bookmarks: [String]) -> [UInt8] {
        Array("""
        <?xml version="1.0" encoding="UTF-8"?>
        <xbel version="1.0"
              xmlns:bookmark="\(bookmarkNamespace)"
              xmlns:mime="\(mimeNamespace)"
        >
        \(bookmarks.map { "  " + $0 + "\n" }.joined())</xbel>
        """.utf8)
    }
}
