import Foundation

/// A description written in a little Markdown — paragraphs separated by blank lines, `- ` (or `* `,
/// `1. `) list items, inline `` `code` ``, `*emphasis*`, `**strong**` and `[links](url)` — as an
/// Info.plist's `QuireDescription` or a release's notes hold it and a README's introduction is
/// written: what AppStream's `<description>` and a Debian package's long description can both show.
package struct DescriptionText: Equatable, Sendable {
    package enum Block: Equatable, Sendable {
        /// A paragraph's text with its inline Markdown, lines joined by spaces.
        case paragraph(String)
        case list(ordered: Bool, items: [String])
    }

    package var blocks: [Block]

    package init(blocks: [Block] = []) {
        self.blocks = blocks
    }

    /// Parses `markdown`. Headings, fenced code, tables, images and HTML are left out: neither target
    /// can show them.
    package init(markdown: String) {
        blocks = Self.parse(Array(markdown.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)))
    }

    /// The introduction of a README: what follows its title (a first `#` heading, if it starts with one)
    /// up to the next heading.
    package static func readmeIntroduction(_ markdown: String) -> DescriptionText {
        var lines = markdown.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        while let first = lines.first, first.trimmingCharacters(in: .whitespaces).isEmpty { lines.removeFirst() }
        if let first = lines.first, first.hasPrefix("# ") || first == "#" {
            lines.removeFirst()
        } else if lines.count > 1, isSetextUnderline(lines[1], "=") {
            lines.removeFirst(2)
        }
        var section: [String] = []
        var fenced = false
        for (index, line) in lines.enumerated() {
            if isFence(line) { fenced.toggle() }
            if !fenced {
                if line.hasPrefix("#") { break }
                if index + 1 < lines.count, !line.trimmingCharacters(in: .whitespaces).isEmpty,
                   isSetextUnderline(lines[index + 1], "=") || isSetextUnderline(lines[index + 1], "-") { break }
            }
            section.append(line)
        }
        return DescriptionText(blocks: parse(section))
    }

    package var isEmpty: Bool { blocks.isEmpty }

    package static func + (lhs: DescriptionText, rhs: DescriptionText) -> DescriptionText {
        DescriptionText(blocks: lhs.blocks + rhs.blocks)
    }

    // MARK: Rendering

    /// AppStream description markup: `<p>`, `<ul>`/`<ol>` with `<li>`, inline `<code>` and `<em>`;
    /// each element on its own line, indented by `indent`.
    package func appStreamMarkup(indent: String) -> String {
        var xml = ""
        for block in blocks {
            switch block {
            case .paragraph(let text):
                xml += "\(indent)<p>\(Self.inlineMarkup(text))</p>\n"
            case .list(let ordered, let items):
                let tag = ordered ? "ol" : "ul"
                xml += "\(indent)<\(tag)>\n"
                for item in items { xml += "\(indent)  <li>\(Self.inlineMarkup(item))</li>\n" }
                xml += "\(indent)</\(tag)>\n"
            }
        }
        return xml
    }

    /// Plain text: paragraphs as one line each, list items as `• item` lines; blocks separated by an
    /// empty string.
    package var plainBlocks: [[String]] {
        blocks.map { block in
            switch block {
            case .paragraph(let text): return [Self.plainText(text)]
            case .list(let ordered, let items):
                return items.enumerated().map { ordered ? "\($0.offset + 1). \(Self.plainText($0.element))" : "* \(Self.plainText($0.element))" }
            }
        }
    }

    /// The first paragraph as plain text, if any.
    package var firstParagraph: String? {
        for case .paragraph(let text) in blocks { return Self.plainText(text) }
        return nil
    }

    // MARK: Parsing

    private static func parse(_ lines: [String]) -> [Block] {
        var blocks: [Block] = []
        var paragraph: [String] = []
        var items: [String] = []
        var ordered = false
        var fenced = false
        func flush() {
            if !paragraph.isEmpty { blocks.append(.paragraph(paragraph.joined(separator: " "))) }
            if !items.isEmpty { blocks.append(.list(ordered: ordered, items: items)) }
            paragraph = []
            items = []
        }
        for raw in lines {
            if isFence(raw) {
                flush()
                fenced.toggle()
                continue
            }
            if fenced { continue }
            let line = raw.trimmingCharacters(in: .whitespaces)
            if line.isEmpty || line.hasPrefix("#") || line.hasPrefix("|") || line.hasPrefix("<")
                || line.hasPrefix("![") || isSetextUnderline(line, "=") || (isSetextUnderline(line, "-") && !paragraph.isEmpty) {
                flush()
                continue
            }
            if let (isOrdered, item) = listItem(line) {
                if !paragraph.isEmpty || (!items.isEmpty && isOrdered != ordered) { flush() }
                ordered = isOrdered
                items.append(item)
            } else if !items.isEmpty && raw.hasPrefix(" ") {
                items[items.count - 1] += " " + line
            } else {
                if !items.isEmpty { flush() }
                paragraph.append(line.hasPrefix(">") ? String(line.dropFirst()).trimmingCharacters(in: .whitespaces) : line)
            }
        }
        flush()
        return blocks
    }

    private static func listItem(_ line: String) -> (ordered: Bool, text: String)? {
        for marker in ["- ", "* ", "+ "] where line.hasPrefix(marker) {
            return (false, String(line.dropFirst(2)).trimmingCharacters(in: .whitespaces))
        }
        let digits = line.prefix { $0.isASCII && $0.isNumber }
        if !digits.isEmpty, line.dropFirst(digits.count).hasPrefix(". ") {
            return (true, String(line.dropFirst(digits.count + 2)).trimmingCharacters(in: .whitespaces))
        }
        return nil
    }

    private static func isFence(_ line: String) -> Bool {
        let trimmed = line.trimmingCharacters(in: .whitespaces)
        return trimmed.hasPrefix("```") || trimmed.hasPrefix("~~~")
    }

    private static func isSetextUnderline(_ line: String, _ character: Character) -> Bool {
        let trimmed = line.trimmingCharacters(in: .whitespaces)
        return trimmed.count >= 2 && trimmed.allSatisfy { $0 == character }
    }

    // MARK: Inline Markdown

    private enum Span {
        case text(String)
        case code(String)
        case emphasis(String)
    }

    /// `text`'s inline Markdown as spans: code, emphasis (`*…*`, `**…**`) and plain text, with links
    /// reduced to their text and images dropped.
    private static func spans(_ text: String) -> [Span] {
        var spans: [Span] = []
        var plain = ""
        var rest = Substring(text)
        func flushPlain() {
            if !plain.isEmpty { spans.append(.text(plain)) }
            plain = ""
        }
        while let character = rest.first {
            if character == "`", let end = rest.dropFirst().firstIndex(of: "`") {
                flushPlain()
                spans.append(.code(String(rest[rest.index(after: rest.startIndex)..<end])))
                rest = rest[rest.index(after: end)...]
            } else if character == "*" {
                let marker = rest.hasPrefix("**") ? "**" : "*"
                let body = rest.dropFirst(marker.count)
                if let end = body.range(of: marker), !body[..<end.lowerBound].isEmpty,
                   body.first != " " {
                    flushPlain()
                    spans.append(.emphasis(plainText(String(body[..<end.lowerBound]))))
                    rest = body[end.upperBound...]
                } else {
                    plain.append(character)
                    rest = rest.dropFirst()
                }
            } else if character == "!" && rest.dropFirst().first == "[", let (_, after) = link(rest.dropFirst()) {
                rest = after
            } else if character == "[", let (label, after) = link(rest) {
                plain += plainText(label)
                rest = after
            } else if character == "<", let end = rest.firstIndex(of: ">"),
                      rest[rest.index(after: rest.startIndex)..<end].contains("://") {
                plain += rest[rest.index(after: rest.startIndex)..<end]
                rest = rest[rest.index(after: end)...]
            } else {
                plain.append(character)
                rest = rest.dropFirst()
            }
        }
        flushPlain()
        return spans
    }

    /// `[label](target)` at the start of `text`: the label and what follows.
    private static func link(_ text: Substring) -> (String, Substring)? {
        guard text.first == "[", let close = text.firstIndex(of: "]") else { return nil }
        let afterClose = text[text.index(after: close)...]
        guard afterClose.first == "(", let end = afterClose.firstIndex(of: ")") else { return nil }
        return (String(text[text.index(after: text.startIndex)..<close]), afterClose[afterClose.index(after: end)...])
    }

    private static func inlineMarkup(_ text: String) -> String {
        spans(text).map { span in
            switch span {
            case .text(let text): return XMLText.escaped(text)
            case .code(let code): return "<code>\(XMLText.escaped(code))</code>"
            case .emphasis(let text): return "<em>\(XMLText.escaped(text))</em>"
            }
        }.joined()
    }

    package static func plainText(_ text: String) -> String {
        spans(text).map { span in
            switch span {
            case .text(let text), .code(let text), .emphasis(let text): return text
            }
        }.joined()
    }
}

/// XML text and attribute values, as `UTType.sharedMIMEInfoXML` writes them.
package enum XMLText {
    package static func escaped(_ text: String) -> String {
        UTType.escaped(text)
    }
}
