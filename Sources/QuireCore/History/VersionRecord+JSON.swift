import Foundation

extension VersionRecord {
    /// `version.json`'s bytes: exactly what `JSONEncoder` with `[.prettyPrinted, .sortedKeys]` writes
    /// for this record, written directly when every string is plain printable ASCII (the usual case:
    /// an ISO 8601 date, a file name, a type identifier), else by `JSONEncoder` itself.
    ///
    /// A package save keeps the outgoing version on its critical path, and creating and running a
    /// `JSONEncoder` for seven fields cost it about 0.07 ms of CPU (docs/PERFORMANCE.md, eighth pass).
    /// Tests compare both encodings byte for byte.
    func encodedJSON() throws -> Data {
        if let fast = plainEncoding() { return fast }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        return try encoder.encode(self)
    }

    /// The direct encoding, or nil when a string holds anything `JSONEncoder` escapes other than `/`
    /// or anything outside printable ASCII.
    func plainEncoding() -> Data? {
        var out: [UInt8] = []
        out.reserveCapacity(160 + date.utf8.count + 2 * fileName.utf8.count + (contentType?.utf8.count ?? 0))
        func key(_ name: StaticString) {
            out.append(contentsOf: "  \"".utf8)
            name.withUTF8Buffer { out.append(contentsOf: $0) }
            out.append(contentsOf: "\" : ".utf8)
        }
        func string(_ value: String) -> Bool {
            out.append(UInt8(ascii: "\""))
            for byte in value.utf8 {
                guard byte >= 0x20, byte < 0x7F, byte != UInt8(ascii: "\""), byte != UInt8(ascii: "\\") else { return false }
                // JSONEncoder escapes slashes unless told not to.
                if byte == UInt8(ascii: "/") { out.append(UInt8(ascii: "\\")) }
                out.append(byte)
            }
            out.append(UInt8(ascii: "\""))
            return true
        }
        out.append(contentsOf: "{\n".utf8)
        if let contentType {
            key("contentType")
            guard string(contentType) else { return nil }
            out.append(contentsOf: ",\n".utf8)
        }
        key("date")
        guard string(date) else { return nil }
        out.append(contentsOf: ",\n".utf8)
        key("fileName")
        guard string(fileName) else { return nil }
        out.append(contentsOf: ",\n".utf8)
        key("format")
        out.append(contentsOf: String(format).utf8)
        out.append(contentsOf: ",\n".utf8)
        key("kind")
        guard string(kind.rawValue) else { return nil }
        out.append(contentsOf: ",\n".utf8)
        key("size")
        out.append(contentsOf: String(size).utf8)
        out.append(contentsOf: ",\n".utf8)
        key("storedName")
        guard string(storedName) else { return nil }
        out.append(contentsOf: "\n}".utf8)
        return Data(out)
    }
}
