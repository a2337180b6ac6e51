import QuireCore

/// Says where text stops being UTF-8, so the error can point at it.
enum TextDecoding {
    static func describeInvalidUTF8(in data: Data) -> String {
        var line = 1
        var lineStart = 0
        var offset = 0
        let bytes = [UInt8](data)
        while offset < bytes.count {
            let byte = bytes[offset]
            let length: Int
            switch byte {
            case 0x00...0x7F: length = 1
            case 0xC2...0xDF: length = 2
            case 0xE0...0xEF: length = 3
            case 0xF0...0xF4: length = 4
            default: length = 0
            }
            let end = offset + length
            if length == 0 || end > bytes.count || String(validating: bytes[offset..<end], as: UTF8.self) == nil {
                return "The text is not valid UTF-8: byte 0x\(String(byte, radix: 16, uppercase: true)) at offset \(offset) (line \(line), column \(offset - lineStart + 1)) can’t be decoded"
            }
            if byte == 0x0A {
                line += 1
                lineStart = end
            }
            offset = end
        }
        return "The text is not valid UTF-8"
    }
}
