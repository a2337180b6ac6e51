import Foundation

/// `file://` URIs spelled the way GLib's `g_filename_to_uri` spells them, so a bookmark we write and
/// one GTK wrote for the same file have the same `href`: every byte outside the path-safe set
/// (letters, digits, `-._~!$&'()*+,/:=@`) is percent-encoded with upper-case hex, non-ASCII as UTF-8.
enum FileURI {
    private static func isPathSafe(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"):
            return true
        default:
            return Array("-._~!$&'()*+,/:=@".utf8).contains(byte)
        }
    }

    /// The `file://` URI of a local path.
    static func string(for url: URL) -> String {
        let path = url.standardizedFileURL.path
        var text = "file://"
        for byte in path.utf8 {
            if isPathSafe(byte) {
                text.unicodeScalars.append(Unicode.Scalar(byte))
            } else {
                let hex = String(byte, radix: 16, uppercase: true)
                text += "%" + (hex.count == 1 ? "0" + hex : hex)
            }
        }
        return text
    }

    /// The local path of a `file:` URI (empty or `localhost` host), percent-decoded; nil for other
    /// URIs or malformed escapes.
    static func path(from uri: String) -> String? {
        guard uri.hasPrefix("file://") else { return nil }
        var rest = uri.dropFirst(7)
        if rest.hasPrefix("localhost/") { rest = rest.dropFirst(9) }
        guard rest.hasPrefix("/") else { return nil }
        if let query = rest.firstIndex(where: { $0 == "?" || $0 == "#" }) { rest = rest[..<query] }
        var bytes: [UInt8] = []
        var iterator = Array(rest.utf8).makeIterator()
        while let byte = iterator.next() {
            if byte == UInt8(ascii: "%") {
                guard let high = iterator.next(), let low = iterator.next(),
                      let value = UInt8(String(decoding: [high, low], as: UTF8.self), radix: 16) else { return nil }
                bytes.append(value)
            } else {
                bytes.append(byte)
            }
        }
        guard !bytes.contains(0), let path = String(validating: bytes, as: UTF8.self) else { return nil }
        return path
    }
}
