import QuireCore

/// A fast reader for the checklist's own JSON shape, `{"id": UUID, "items": [{"id": UUID,
/// "isChecked": Bool, "title": String}, …]}`, in any key order and spacing.
///
/// `JSONDecoder` spends most of its time on keyed containers and coding paths: it opened a
/// 100,000-item checklist about 4× slower than Python's `json.load` (docs/PERFORMANCE.md, benchmark
/// 3). This reader scans the bytes once and builds the items directly. It only ever accepts text
/// that `JSONDecoder` would decode to the same value: anything else — an unknown or repeated key, a
/// missing one, `null`, a malformed id, invalid UTF-8, a lone surrogate, trailing text, a byte-order
/// mark — makes it return nil, and the caller decodes with `JSONDecoder`, whose errors say what is
/// wrong and where. So it changes the speed of reading, never its outcome.
enum ChecklistJSONReader {
    /// The checklist in `data`, or nil when `JSONDecoder` must decide (see the type's notes).
    static func checklist(from data: Data) -> Checklist? {
        data.withUnsafeBytes { raw in
            var scanner = Scanner(bytes: raw.bindMemory(to: UInt8.self))
            return scanner.checklist()
        }
    }

    private struct Scanner {
        let bytes: UnsafeBufferPointer<UInt8>
        var index = 0
        /// Reused for strings with escapes.
        var unescaped: [UInt8] = []

        init(bytes: UnsafeBufferPointer<UInt8>) { self.bytes = bytes }

        mutating func checklist() -> Checklist? {
            skipWhitespace()
            guard consume(UInt8(ascii: "{")) else { return nil }
            var id: UUID?
            var items: [ChecklistItem]?
            var first = true
            while true {
                skipWhitespace()
                if consume(UInt8(ascii: "}")) { break }
                guard first || (consume(UInt8(ascii: ",")) && skipWhitespace()), let key = keyBytes() else { return nil }
                first = false
                skipWhitespace()
                guard consume(UInt8(ascii: ":")) else { return nil }
                skipWhitespace()
                if equals(key, "id") {
                    guard id == nil, let value = uuid() else { return nil }
                    id = value
                } else if equals(key, "items") {
                    guard items == nil, let value = itemArray() else { return nil }
                    items = value
                } else {
                    return nil
                }
            }
            skipWhitespace()
            guard index == bytes.count, let id, let items else { return nil }
            return Checklist(id: id, items: items)
        }

        private mutating func itemArray() -> [ChecklistItem]? {
            guard consume(UInt8(ascii: "[")) else { return nil }
            var items: [ChecklistItem] = []
            // Quire writes about 90 bytes per item; reserving saves the array's regrowth copies.
            items.reserveCapacity(min(bytes.count / 64, 1 << 20))
            skipWhitespace()
            if consume(UInt8(ascii: "]")) { return items }
            while true {
                skipWhitespace()
                guard let item = item() else { return nil }
                items.append(item)
                skipWhitespace()
                if consume(UInt8(ascii: "]")) { return items }
                guard consume(UInt8(ascii: ",")) else { return nil }
            }
        }

        private mutating func item() -> ChecklistItem? {
            guard consume(UInt8(ascii: "{")) else { return nil }
            var id: UUID?
            var isChecked: Bool?
            var title: String?
            var first = true
            while true {
                skipWhitespace()
                if consume(UInt8(ascii: "}")) { break }
                guard first || (consume(UInt8(ascii: ",")) && skipWhitespace()), let key = keyBytes() else { return nil }
                first = false
                skipWhitespace()
                guard consume(UInt8(ascii: ":")) else { return nil }
                skipWhitespace()
                if equals(key, "id") {
                    guard id == nil, let value = uuid() else { return nil }
                    id = value
                } else if equals(key, "isChecked") {
                    guard isChecked == nil, let value = boolean() else { return nil }
                    isChecked = value
                } else if equals(key, "title") {
                    guard title == nil, let value = string() else { return nil }
                    title = value
                } else {
                    return nil
                }
            }
            guard let id, let isChecked, let title else { return nil }
            return ChecklistItem(id: id, isChecked: isChecked, title: title)
        }

        // MARK: Tokens

        /// Always true, so it can sit in a condition chain.
        @discardableResult
        private mutating func skipWhitespace() -> Bool {
            while index < bytes.count {
                switch bytes[index] {
                case 0x20, 0x0A, 0x0D, 0x09: index += 1
                default: return true
                }
            }
            return true
        }

        private mutating func consume(_ byte: UInt8) -> Bool {
            guard index < bytes.count, bytes[index] == byte else { return false }
            index += 1
            return true
        }

        /// A key's raw bytes (keys with escapes are not ours: nil).
        private mutating func keyBytes() -> Range<Int>? {
            guard consume(UInt8(ascii: "\"")) else { return nil }
            let start = index
            while index < bytes.count {
                let byte = bytes[index]
                if byte == UInt8(ascii: "\"") {
                    index += 1
                    return start..<(index - 1)
                }
                if byte == UInt8(ascii: "\\") || byte < 0x20 { return nil }
                index += 1
            }
            return nil
        }

        private func equals(_ range: Range<Int>, _ key: StaticString) -> Bool {
            guard range.count == key.utf8CodeUnitCount else { return false }
            let expected = UnsafeBufferPointer(start: key.utf8Start, count: key.utf8CodeUnitCount)
            return zip(bytes[range], expected).allSatisfy { $0 == $1 }
        }

        private mutating func boolean() -> Bool? {
            if matchLiteral("true") { return true }
            if matchLiteral("false") { return false }
            return nil
        }

        private mutating func matchLiteral(_ literal: StaticString) -> Bool {
            let count = literal.utf8CodeUnitCount
            guard bytes.count - index >= count, equals(index..<(index + count), literal) else { return false }
            index += count
            return true
        }

        /// `UUID(uuidString:)`'s format exactly: 8-4-4-4-12 hex digits, either case.
        private mutating func uuid() -> UUID? {
            guard consume(UInt8(ascii: "\"")), bytes.count - index >= 37, bytes[index + 36] == UInt8(ascii: "\"") else {
                return nil
            }
            let text = UnsafeBufferPointer(rebasing: bytes[index..<(index + 36)])
            guard text[8] == UInt8(ascii: "-"), text[13] == UInt8(ascii: "-"), text[18] == UInt8(ascii: "-"),
                  text[23] == UInt8(ascii: "-") else { return nil }
            // Hex digits through a table (0xFF: not a digit); any bad digit sets the high bit of `invalid`.
            var value: uuid_t = (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)
            var invalid: UInt8 = 0
            Self.hexDigits.withUnsafeBufferPointer { digits in
                withUnsafeMutableBytes(of: &value) { out in
                    var position = 0
                    for byteIndex in 0..<16 {
                        if position == 8 || position == 13 || position == 18 || position == 23 { position += 1 }
                        let high = digits[Int(text[position])], low = digits[Int(text[position + 1])]
                        invalid |= high | low
                        out[byteIndex] = high << 4 | (low & 0x0F)
                        position += 2
                    }
                }
            }
            guard invalid & 0x80 == 0 else { return nil }
            index += 37
            return UUID(uuid: value)
        }

        /// Byte → hex digit value, 0xFF for anything else.
        private static let hexDigits: [UInt8] = (0..<256).map { byte in hexValue(UInt8(byte)) ?? 0xFF }

        private static func hexValue(_ byte: UInt8) -> UInt8? {
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
            case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
            case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
            default: nil
            }
        }

        /// A JSON string: valid UTF-8 only; `\u` escapes must not leave a lone surrogate.
        private mutating func string() -> String? {
            guard consume(UInt8(ascii: "\"")) else { return nil }
            let start = index
            var nonASCII: UInt8 = 0
            while index < bytes.count {
                let byte = bytes[index]
                if byte == UInt8(ascii: "\"") {
                    index += 1
                    let text = UnsafeBufferPointer(rebasing: bytes[start..<(index - 1)])
                    return nonASCII & 0x80 == 0 ? String(decoding: text, as: UTF8.self) : Self.validatedString(text)
                }
                if byte == UInt8(ascii: "\\") { return escapedString(from: start) }
                if byte < 0x20 { return nil }
                nonASCII |= byte
                index += 1
            }
            return nil
        }

        /// `bytes` as a string if they are valid UTF-8. `String(validating:as:)` looked up generic
        /// metadata on every call (a third of the reader's time for 100,000 titles); decoding repairs
        /// invalid input with U+FFFD, so the input was valid exactly when decoding gave it back.
        private static func validatedString(_ bytes: UnsafeBufferPointer<UInt8>) -> String? {
            let string = String(decoding: bytes, as: UTF8.self)
            return string.utf8.elementsEqual(bytes) ? string : nil
        }

        private mutating func escapedString(from start: Int) -> String? {
            unescaped.removeAll(keepingCapacity: true)
            unescaped.append(contentsOf: bytes[start..<index])
            while index < bytes.count {
                let byte = bytes[index]
                index += 1
                switch byte {
                case UInt8(ascii: "\""):
                    return unescaped.withUnsafeBufferPointer { Self.validatedString($0) }
                case UInt8(ascii: "\\"):
                    guard index < bytes.count else { return nil }
                    let escape = bytes[index]
                    index += 1
                    switch escape {
                    case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): unescaped.append(escape)
                    case UInt8(ascii: "b"): unescaped.append(0x08)
                    case UInt8(ascii: "f"): unescaped.append(0x0C)
                    case UInt8(ascii: "n"): unescaped.append(0x0A)
                    case UInt8(ascii: "r"): unescaped.append(0x0D)
                    case UInt8(ascii: "t"): unescaped.append(0x09)
                    case UInt8(ascii: "u"):
                        guard let scalar = unicodeEscape() else { return nil }
                        unescaped.append(contentsOf: String(Character(scalar)).utf8)
                    default: return nil
                    }
                default:
                    if byte < 0x20 { return nil }
                    unescaped.append(byte)
                }
            }
            return nil
        }

        /// The scalar of a `\uXXXX` escape (the `\u` consumed), joining a surrogate pair.
        private mutating func unicodeEscape() -> Unicode.Scalar? {
            guard let unit = hex4() else { return nil }
            if (0xD800...0xDBFF).contains(unit) {
                guard matchLiteral("\\u"), let low = hex4(), (0xDC00...0xDFFF).contains(low) else { return nil }
                return Unicode.Scalar(0x10000 + ((UInt32(unit) - 0xD800) << 10) + (UInt32(low) - 0xDC00))
            }
            return Unicode.Scalar(unit)  // nil for a lone low surrogate
        }

        private mutating func hex4() -> UInt16? {
            guard bytes.count - index >= 4 else { return nil }
            var value: UInt16 = 0
            for offset in 0..<4 {
                guard let digit = Self.hexValue(bytes[index + offset]) else { return nil }
                value = value << 4 | UInt16(digit)
            }
            index += 4
            return value
        }
    }
}
