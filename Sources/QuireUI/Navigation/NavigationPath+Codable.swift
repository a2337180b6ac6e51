import Foundation

extension NavigationPath {
    /// The path in a form that can be encoded, to restore a stack's pages at the next launch
    /// (SwiftUI's `NavigationPath.CodableRepresentation`): each value with the name of its type.
    public struct CodableRepresentation: Codable, Equatable {
        let elements: [AnyHashable]

        init(elements: [AnyHashable]) {
            self.elements = elements
        }

        /// The values as pairs of the type's mangled name and the value's JSON, first to last.
        public func encode(to encoder: any Encoder) throws {
            var container = encoder.unkeyedContainer()
            for element in elements {
                guard let value = element.base as? any Encodable else {
                    throw EncodingError.invalidValue(element.base, .init(codingPath: container.codingPath,
                                                                         debugDescription: "Not Codable"))
                }
                try container.encode(_mangledTypeName(type(of: value)) ?? "")
                let json = try JSONEncoder().encode(value)
                try container.encode(String(decoding: json, as: UTF8.self))
            }
        }

        /// Reads what `encode(to:)` wrote; a type this program does not have is a `DecodingError`.
        public init(from decoder: any Decoder) throws {
            var container = try decoder.unkeyedContainer()
            var elements: [AnyHashable] = []
            while !container.isAtEnd {
                let typeName = try container.decode(String.self)
                let json = try container.decode(String.self)
                guard let type = _typeByName(typeName) as? any (Decodable & Hashable).Type else {
                    throw DecodingError.dataCorruptedError(in: container, debugDescription: """
                        No Codable and Hashable type named \(typeName) in this program
                        """)
                }
                elements.append(try Self.decode(type, from: Data(json.utf8)))
            }
            self.elements = elements
        }

        private static func decode<T: Decodable & Hashable>(_ type: T.Type, from data: Data) throws -> AnyHashable {
            AnyHashable(try JSONDecoder().decode(T.self, from: data))
        }
    }

    /// The path's codable form; nil when a value in it is not `Codable`.
    public var codable: CodableRepresentation? {
        guard elements.allSatisfy({ $0.base is any Codable }) else { return nil }
        return CodableRepresentation(elements: elements)
    }

    /// A path of the values a codable representation holds.
    public init(_ codable: CodableRepresentation) {
        self.init(elements: codable.elements)
    }
}
