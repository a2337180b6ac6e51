import Foundation

/// A one-based line and column (in characters, as an editor counts them) of a byte offset in UTF-8 text.
package struct TextPosition: Equatable, Sendable {
    package var line: Int
    package var column: Int

    package init(line: Int, column: Int) {
        self.line = line
        self.column = column
    }

    package init(of offset: Int, in data: Data) {
        let prefix = data.prefix(max(0, offset))
        let lineStart = prefix.lastIndex(of: 0x0A).map { $0 + 1 } ?? prefix.startIndex
        line = prefix.count(where: { $0 == 0x0A }) + 1
        // Decoding repairs any invalid bytes before the offset, each counting as one character.
        column = String(decoding: prefix[lineStart...], as: UTF8.self).count + 1
    }
}
