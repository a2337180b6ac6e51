import Foundation

/// A property list read through `PropertyListDecoder` (swift-foundation, pure Swift) into plain
/// Swift values: `String`, `Bool`, `Int`, `Double`, `Date`, `Data`, `[Any]` and `[String: Any]`.
///
/// Not `PropertyListSerialization`: on Linux it goes through CoreFoundation and bridges the result
/// into Swift, which crashes on some binary property lists (a set inside an array), and it leaks the
/// error object of every property list it refuses. `PropertyListDecoder` recurses once per level and
/// per reference, so `PropertyListShape` bounds nesting and (for binary lists) reference fan-out first.
enum PropertyListValue: Decodable {
    case string(String)
    case bool(Bool)
    case integer(Int)
    case real(Double)
    case date(Date)
    case data(Data)
    case array([PropertyListValue])
    case dictionary([String: PropertyListValue])

    private struct Key: CodingKey {
        var stringValue: String
        var intValue: Int? { nil }
        init(stringValue: String) { self.stringValue = stringValue }
        init?(intValue: Int) { nil }
    }

    init(from decoder: any Decoder) throws {
        // Decodable has no "what is here?": each shape is tried in turn, a failure meaning "not this one";
        // the last throws when none fits.
        if let container = try? decoder.container(keyedBy: Key.self) {
            var dictionary: [String: PropertyListValue] = [:]
            for key in container.allKeys { dictionary[key.stringValue] = try container.decode(Self.self, forKey: key) }
            self = .dictionary(dictionary)
        } else if var container = try? decoder.unkeyedContainer() {  // not this shape: next
            var array: [PropertyListValue] = []
            while !container.isAtEnd { array.append(try container.decode(Self.self)) }
            self = .array(array)
        } else {
            let container = try decoder.singleValueContainer()
            // Each kind tried in turn, as above.
            if let value = try? container.decode(Bool.self) { self = .bool(value) }
            else if let value = try? container.decode(String.self) { self = .string(value) }  // as above
            else if let value = try? container.decode(Int.self) { self = .integer(value) }  // as above
            else if let value = try? container.decode(Double.self) { self = .real(value) }  // as above
            else if let value = try? container.decode(Date.self) { self = .date(value) }  // as above
            else if let value = try? container.decode(Data.self) { self = .data(value) }  // as above
            else {
                throw DecodingError.dataCorruptedError(in: container, debugDescription: "A value of a kind property lists do not hold")
            }
        }
    }

    /// The value as `Any`, the shape `PropertyListSerialization` gives (without bridging).
    var any: Any {
        switch self {
        case .string(let value): value
        case .bool(let value): value
        case .integer(let value): value
        case .real(let value): value
        case .date(let value): value
        case .data(let value): value
        case .array(let values): values.map(\.any)
        case .dictionary(let values): values.mapValues(\.any)
        }
    }
}
