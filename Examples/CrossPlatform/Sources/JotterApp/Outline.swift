import Foundation

/// A Markdown heading: `## Title` at line `line`.
struct Heading: Identifiable, Hashable {
    let line: Int
    let level: Int
    let title: String

    var id: Int { line }
}

/// The headings of Markdown text and the words under each, read line by line (ATX headings; a
/// fenced code block's `#` lines are code, not headings).
struct Outline {
    let headings: [Heading]
    private let lines: [Substring]

    init(_ text: String) {
        lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        var headings: [Heading] = []
        var inCode = false
        for (number, line) in lines.enumerated() {
            if line.hasPrefix("```") { inCode.toggle() }
            guard !inCode else { continue }
            let hashes = line.prefix { $0 == "#" }.count
            guard (1...6).contains(hashes), line.dropFirst(hashes).first == " " else { continue }
            let title = line.dropFirst(hashes).trimmingCharacters(in: .whitespaces)
            headings.append(Heading(line: number, level: hashes, title: title))
        }
        self.headings = headings
    }

    /// Words in the whole text.
    var wordCount: Int { Self.words(in: lines[...]) }

    /// Words from `heading` to the next heading of the same or a higher level.
    func wordCount(under heading: Heading) -> Int {
        let end = headings.first { $0.line > heading.line && $0.level <= heading.level }?.line ?? lines.count
        return Self.words(in: lines[(heading.line + 1)..<end])
    }

    private static func words(in lines: ArraySlice<Substring>) -> Int {
        lines.reduce(0) { count, line in
            count + line.split(whereSeparator: { $0.isWhitespace }).filter { $0.contains { $0.isLetter || $0.isNumber } }.count
        }
    }
}
