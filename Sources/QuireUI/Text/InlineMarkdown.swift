import Foundation

/// The Markdown SwiftUI reads in a `Text`'s string literal and `AttributedString(markdown:)` with
/// the inline-only syntax: `**strong**` / `__strong__`, `*emphasis*` / `_emphasis_`, `***both***`,
/// `` `code` ``, `~~strikethrough~~`, `[title](url)` and backslash escapes. Anything else, block
/// syntax included, is its characters; a delimiter without its closing one is a character too.
enum InlineMarkdown {
    /// The runs of `source`, styled by its inline Markdown.
    static func runs(_ source: String) -> [TextRun] {
        // Text without a character the syntax reads is one plain run (most texts: no parse).
        guard source.utf8.contains(where: { "\\`*_~[".utf8.contains($0) }) else {
            return source.isEmpty ? [] : [TextRun(.string(source), attributes: TextAttributes())]
        }
        var runs: [TextRun] = []
        parse(Array(source), attributes: TextAttributes(), into: &runs)
        return runs
    }

    /// `source` with the characters Markdown reads escaped, for an interpolated value.
    static func escaped(_ source: String) -> String {
        var escaped = ""
        for character in source {
            if "\\`*_~[]()".contains(character) { escaped.append("\\") }
            escaped.append(character)
        }
        return escaped
    }

    private static func parse(_ chars: [Character], attributes: TextAttributes, into runs: inout [TextRun]) {
        var literal = ""
        func flush() {
            guard !literal.isEmpty else { return }
            if let last = runs.last, last.attributes == attributes, case .string(let text) = last.content {
                runs[runs.count - 1].content = .string(text + literal)
            } else {
                runs.append(TextRun(.string(literal), attributes: attributes))
            }
            literal = ""
        }
        var index = 0
        while index < chars.count {
            let character = chars[index]
            if character == "\\", index + 1 < chars.count, chars[index + 1].isPunctuation || chars[index + 1].isSymbol {
                literal.append(chars[index + 1])
                index += 2
                continue
            }
            if character == "`", let close = chars[(index + 1)...].firstIndex(of: "`") {
                flush()
                var code = attributes
                code.isCode = true
                runs.append(TextRun(.string(String(chars[(index + 1)..<close])), attributes: code))
                index = close + 1
                continue
            }
            if character == "[", let link = self.link(in: chars, at: index) {
                flush()
                var linked = attributes
                linked.link = link.url
                parse(Array(chars[link.title]), attributes: linked, into: &runs)
                index = link.end
                continue
            }
            if let span = emphasis(in: chars, at: index) {
                flush()
                var inner = attributes
                span.apply(&inner)
                parse(Array(chars[span.content]), attributes: inner, into: &runs)
                index = span.end
                continue
            }
            literal.append(character)
            index += 1
        }
        flush()
    }

    private struct Span {
        let content: Range<Int>
        let end: Int
        let apply: (inout TextAttributes) -> Void
    }

    /// The delimiters, longest first, and what each sets.
    private static let delimiters: [(String, @Sendable (inout TextAttributes) -> Void)] = [
        ("***", { $0.weight = .bold; $0.isItalic = true }),
        ("___", { $0.weight = .bold; $0.isItalic = true }),
        ("**", { $0.weight = .bold }),
        ("__", { $0.weight = .bold }),
        ("~~", { $0.strikethrough = .single }),
        ("*", { $0.isItalic = true }),
        ("_", { $0.isItalic = true }),
        ("~", { $0.strikethrough = .single }),
    ]

    /// An emphasis span opening at `index`: its delimiter followed by a non-space, closed by the
    /// same delimiter after a non-space (an underscore only outside words, as CommonMark has it).
    private static func emphasis(in chars: [Character], at index: Int) -> Span? {
        for (delimiter, apply) in delimiters {
            let marks = Array(delimiter)
            guard matches(marks, in: chars, at: index) else { continue }
            let start = index + marks.count
            guard start < chars.count, !chars[start].isWhitespace else { continue }
            if marks[0] == "_", index > 0, chars[index - 1].isLetter || chars[index - 1].isNumber { continue }
            var search = start + 1
            while search + marks.count <= chars.count {
                if matches(marks, in: chars, at: search), !chars[search - 1].isWhitespace,
                   !(search + marks.count < chars.count && chars[search + marks.count] == marks[0]),
                   !(marks[0] == "_" && search + marks.count < chars.count && chars[search + marks.count].isLetter) {
                    return Span(content: start..<search, end: search + marks.count, apply: apply)
                }
                search += chars[search] == "\\" ? 2 : 1
            }
        }
        return nil
    }

    /// A link `[title](destination)` at `index`, when its destination is a URL.
    private static func link(in chars: [Character], at index: Int) -> (title: Range<Int>, url: URL, end: Int)? {
        guard let closeBracket = chars[(index + 1)...].firstIndex(of: "]"), closeBracket + 1 < chars.count,
              chars[closeBracket + 1] == "(",
              let closeParen = chars[(closeBracket + 2)...].firstIndex(of: ")"),
              let url = URL(string: String(chars[(closeBracket + 2)..<closeParen]).trimmingCharacters(in: .whitespaces))
        else { return nil }
        return (index + 1..<closeBracket, url, closeParen + 1)
    }

    private static func matches(_ marks: [Character], in chars: [Character], at index: Int) -> Bool {
        index + marks.count <= chars.count && Array(chars[index..<(index + marks.count)]) == marks
    }
}
