import Foundation

/// Identifiers for types nobody declared (`dyn.…`), made from the tag they were asked for.
///
/// The tag, its class and the required supertype are encoded into the identifier itself (JSON,
/// then lowercase base32, whose alphabet is legal in an identifier), so the same tag always yields
/// the same identifier, the identifier alone says what the type is, and dynamic types never grow
/// the registry. Apple's encoding is private; ours only shares the `dyn.` prefix.
struct DynamicTypeIdentifier: Equatable, Sendable {
    static let prefix = "dyn."
    /// Longer tags are not filename extensions or MIME types (NAME_MAX; RFC 6838 allows 127 + 127).
    static let maximumTagLength = 255

    var tagClass: UTTagClass
    /// Lowercased: extensions and MIME types compare case-insensitively.
    var tag: String
    var conformsTo: String

    init(tagClass: UTTagClass, tag: String, conformsTo: String) {
        self.tagClass = tagClass
        self.tag = tag.lowercased()
        self.conformsTo = conformsTo
    }

    var identifier: String {
        let payload = [tagClass.rawValue, tag, conformsTo]
        // Encoding three strings cannot fail; an empty payload would only make an undecodable id.
        let json = (try? JSONEncoder().encode(payload)) ?? Data()
        return Self.prefix + Base32.encode(json)
    }

    /// Decodes a `dyn.` identifier made by `identifier`; nil for anything else.
    init?(identifier: String) {
        guard identifier.count > Self.prefix.count,
              identifier.lowercased().hasPrefix(Self.prefix),
              let json = Base32.decode(String(identifier.dropFirst(Self.prefix.count))),
              // Not our JSON: not one of ours, nil as documented.
              let fields = try? JSONDecoder().decode([String].self, from: json),
              fields.count == 3, !fields[1].isEmpty, fields[1].utf8.count <= Self.maximumTagLength
        else { return nil }
        self.init(tagClass: UTTagClass(rawValue: fields[0]), tag: fields[1], conformsTo: fields[2])
    }
}

/// RFC 4648 base32 with a lowercase alphabet and no padding.
enum Base32 {
    private static let alphabet = Array("abcdefghijklmnopqrstuvwxyz234567".utf8)

    static func encode(_ data: Data) -> String {
        var out = [UInt8]()
        out.reserveCapacity((data.count * 8 + 4) / 5)
        var buffer: UInt32 = 0
        var bits = 0
        for byte in data {
            buffer = (buffer << 8) | UInt32(byte)
            bits += 8
            while bits >= 5 {
                bits -= 5
                out.append(alphabet[Int((buffer >> UInt32(bits)) & 31)])
            }
        }
        if bits > 0 { out.append(alphabet[Int((buffer << UInt32(5 - bits)) & 31)]) }
        return String(decoding: out, as: UTF8.self)
    }

    static func decode(_ text: String) -> Data? {
        var out = Data()
        var buffer: UInt32 = 0
        var bits = 0
        for character in text.lowercased().utf8 {
            let value: UInt8
            switch character {
            case UInt8(ascii: "a")...UInt8(ascii: "z"): value = character - UInt8(ascii: "a")
            case UInt8(ascii: "2")...UInt8(ascii: "7"): value = character - UInt8(ascii: "2") + 26
            default: return nil
            }
            buffer = (buffer << 5) | UInt32(value)
            bits += 5
            if bits >= 8 {
                bits -= 8
                out.append(UInt8((buffer >> UInt32(bits)) & 0xFF))
            }
        }
        return out
    }
}
