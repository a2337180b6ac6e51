import Foundation

/// Says where text stops being UTF-8, so the error can point at it.
package enum TextDecoding {
    /// The offset of the first byte that doesn't start a valid UTF-8 sequence, or nil if all do.
    package static func firstInvalidUTF8Offset(in data: Data) -> Int? {
        let bytes = [UInt8](data)
        var offset = 0
        while offset < bytes.count {
            let length: Int
            switch bytes[offset] {
            case 0x00...0x7F: length = 1
            case 0xC2...0xDF: length = 2
            case 0xE0...0xEF: length = 3
            case 0xF0...0xF4: length = 4
            default: return offset
            }
            let end = offset + length
            // Validation rejects what the lead byte alone can't: bad continuations, overlong forms, surrogates.
            if end > bytes.count || String(validating: bytes[offset..<end], as: UTF8.self) == nil {
                return offset
            }
            offset = end
        }
        return nil
    }

    package static func describeInvalidUTF8(in data: Data) -> String {
        guard let offset = firstInvalidUTF8Offset(in: data) else { return "The text is not valid UTF-8" }
        let byte = data[data.startIndex + offset]
        let position = TextPosition(of: offset, in: data)
        let hex = String(byte, radix: 16, uppercase: true)
        return "The text is not valid UTF-8: byte 0x\(hex.count == 1 ? "0" + hex : hex) at offset \(offset) (line \(position.line), column \(position.column)) can’t be decoded"
    }
}
