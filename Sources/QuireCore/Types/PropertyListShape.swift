import Foundation

/// Checks a property list's structure before `PropertyListDecoder` sees it, so hostile input ends in
/// an error instead of a stack overflow or an exponential walk: XML nesting depth, and for binary
/// lists every offset and reference in bounds, no cycles, bounded depth and a bounded number of values
/// once shared references are expanded (the binary format's "billion laughs").
enum PropertyListShape {
    /// Info.plists nest about six deep; this leaves room and stays far from any thread's stack limit.
    static let maximumDepth = 64
    /// Values after expanding shared references in a binary list.
    static let maximumExpandedValues = 1_000_000

    /// A description of the problem, or nil when the XML's elements nest at most `maximumDepth` deep.
    /// Comments, CDATA, processing instructions and declarations are skipped; unterminated ones are
    /// left for the parser to report.
    static func xmlProblem(_ bytes: [UInt8]) -> String? {
        var depth = 0
        var index = 0
        func skip(past terminator: [UInt8]) {
            var i = index
            while i + terminator.count <= bytes.count {
                if bytes[i..<(i + terminator.count)].elementsEqual(terminator) { index = i + terminator.count; return }
                i += 1
            }
            index = bytes.count
        }
        func starts(_ prefix: [UInt8]) -> Bool {
            index + prefix.count <= bytes.count && bytes[index..<(index + prefix.count)].elementsEqual(prefix)
        }
        while index < bytes.count {
            guard bytes[index] == UInt8(ascii: "<") else { index += 1; continue }
            if starts(Array("<!--".utf8)) { skip(past: Array("-->".utf8)); continue }
            if starts(Array("<![CDATA[".utf8)) { skip(past: Array("]]>".utf8)); continue }
            if starts(Array("<?".utf8)) { skip(past: Array("?>".utf8)); continue }
            let closing = starts(Array("</".utf8))
            let declaration = starts(Array("<!".utf8))
            // To the end of the tag, honouring quoted attribute values.
            var quote: UInt8?
            var end = index + 1
            while end < bytes.count {
                let byte = bytes[end]
                if let open = quote { if byte == open { quote = nil } }
                else if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") { quote = byte }
                else if byte == UInt8(ascii: ">") { break }
                end += 1
            }
            let selfClosing = end < bytes.count && bytes[end - 1] == UInt8(ascii: "/")
            if closing {
                depth = max(0, depth - 1)
            } else if !declaration && !selfClosing {
                depth += 1
                if depth > maximumDepth { return "Its values are nested more than \(maximumDepth) levels deep" }
            }
            index = end + 1
        }
        return nil
    }

    /// A description of the problem, or nil when the binary property list is sound (see the type).
    static func binaryProblem(_ bytes: [UInt8]) -> String? {
        guard bytes.count >= 8 + 32 else { return "The binary property list is truncated" }
        let trailer = bytes.count - 32
        let offsetSize = Int(bytes[trailer + 6])
        let referenceSize = Int(bytes[trailer + 7])
        guard (1...8).contains(offsetSize), (1...8).contains(referenceSize),
              let objectCount = integer(bytes, at: trailer + 8, size: 8),
              let top = integer(bytes, at: trailer + 16, size: 8),
              let tableOffset = integer(bytes, at: trailer + 24, size: 8),
              objectCount > 0, objectCount <= bytes.count, top < objectCount,
              tableOffset >= 8, tableOffset <= trailer, (trailer - tableOffset) / offsetSize >= objectCount
        else { return "The binary property list's trailer is damaged" }

        func offset(of object: Int) -> Int? {
            guard let value = integer(bytes, at: tableOffset + object * offsetSize, size: offsetSize),
                  value >= 8, value < tableOffset else { return nil }
            return value
        }
        /// A value's marker, length and payload, every byte inside the object area (swift-foundation's
        /// decoder traps on a string that runs past the end: found by `make fuzz`). Returns the
        /// references a container holds ([] for other values), nil when damaged.
        func inspect(_ object: Int) -> [Int]? {
            guard let start = offset(of: object) else { return nil }
            let marker = bytes[start]
            let kind = marker >> 4
            let low = Int(marker & 0x0F)
            var position = start + 1
            /// The count in the low nibble, or the integer object after the marker when it is 0xF.
            func count() -> Int? {
                guard low == 0x0F else { return low }
                guard position < tableOffset, bytes[position] >> 4 == 0x1 else { return nil }
                let size = 1 << Int(bytes[position] & 0x0F)
                guard size <= 8, let extended = integer(bytes, at: position + 1, size: size) else { return nil }
                position += 1 + size
                return extended
            }
            func fits(_ length: Int) -> Bool { length >= 0 && length <= tableOffset - position }
            switch kind {
            case 0x0: return [0x00, 0x08, 0x09, 0x0F].contains(marker) ? [] : nil
            case 0x1: return low <= 4 && fits(1 << low) ? [] : nil
            case 0x2: return (low == 2 || low == 3) && fits(1 << low) ? [] : nil
            case 0x3: return marker == 0x33 && fits(8) ? [] : nil
            case 0x4, 0x5, 0x7:
                guard let length = count(), fits(length) else { return nil }
                return []
            case 0x6:
                guard let length = count(), length <= Int.max / 2, fits(length * 2) else { return nil }
                return []
            case 0x8: return fits(low + 1) ? [] : nil
            case 0xA, 0xB, 0xC, 0xD:
                guard let entries = count(), entries <= objectCount else { return nil }
                let referenceCount = kind == 0xD ? entries * 2 : entries
                guard fits(referenceCount * referenceSize) else { return nil }
                var result: [Int] = []
                result.reserveCapacity(referenceCount)
                for i in 0..<referenceCount {
                    guard let reference = integer(bytes, at: position + i * referenceSize, size: referenceSize),
                          reference < objectCount else { return nil }
                    result.append(reference)
                }
                // Dictionary keys are strings.
                if kind == 0xD {
                    for key in result.prefix(entries) {
                        guard let keyStart = offset(of: key), [0x5, 0x6, 0x7].contains(bytes[keyStart] >> 4) else { return nil }
                    }
                }
                return result
            default:
                return nil
            }
        }

        // Depth-first with an explicit stack: (object, depth reached so far) and the expanded size of
        // each finished object; an object met again while still open is a cycle.
        enum State { case open, done(Int) }
        var states: [Int: State] = [:]
        var stack: [(object: Int, children: [Int], next: Int, size: Int)] = []
        guard let rootChildren = inspect(top) else { return "The binary property list is damaged" }
        states[top] = .open
        stack.append((top, rootChildren, 0, 1))
        while let frame = stack.last {
            if frame.next == frame.children.count {
                stack.removeLast()
                states[frame.object] = .done(frame.size)
                if !stack.isEmpty { stack[stack.count - 1].size += frame.size }
                if frame.size > maximumExpandedValues || (stack.last?.size ?? 0) > maximumExpandedValues {
                    return "The binary property list expands to more than \(maximumExpandedValues) values"
                }
                continue
            }
            let child = frame.children[frame.next]
            stack[stack.count - 1].next += 1
            switch states[child] {
            case .open: return "The binary property list contains itself"
            case .done(let size):
                stack[stack.count - 1].size += size
                if stack[stack.count - 1].size > maximumExpandedValues {
                    return "The binary property list expands to more than \(maximumExpandedValues) values"
                }
            case nil:
                guard stack.count < maximumDepth else { return "Its values are nested more than \(maximumDepth) levels deep" }
                guard let children = inspect(child) else { return "The binary property list is damaged" }
                states[child] = .open
                stack.append((child, children, 0, 1))
            }
        }
        return nil
    }

    /// A big-endian unsigned integer of `size` bytes at `offset`; nil when out of bounds or too large.
    private static func integer(_ bytes: [UInt8], at offset: Int, size: Int) -> Int? {
        guard offset >= 0, size <= 8, offset <= bytes.count - size else { return nil }
        var value: UInt64 = 0
        for byte in bytes[offset..<(offset + size)] { value = value << 8 | UInt64(byte) }
        return value <= UInt64(Int.max / 16) ? Int(value) : nil
    }
}
