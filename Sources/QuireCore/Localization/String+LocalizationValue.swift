import Foundation

extension String {
    /// A string to localize (Foundation's `String.LocalizationValue`): its key — the literal with a
    /// printf placeholder for each interpolation (`"\(count) notes"` → `"%lld notes"`) — and the
    /// interpolated values. The key looks up the translation, which places the values; with none, the
    /// key itself is the format, so the value reads as written.
    public struct LocalizationValue: Hashable, Sendable, Codable, ExpressibleByStringInterpolation,
        CustomDebugStringConvertible {
        /// The lookup key and the development-language format.
        package let key: String
        /// The interpolated values, in the order of their placeholders in `key`.
        package let arguments: [LocalizationArgument]

        package init(key: String, arguments: [LocalizationArgument]) {
            self.key = key
            self.arguments = arguments
        }

        /// The localization value whose key is `value`.
        public init(_ value: String) {
            self.init(key: value, arguments: [])
        }

        public init(stringLiteral value: String) {
            self.init(key: value, arguments: [])
        }

        public init(stringInterpolation: StringInterpolation) {
            self.init(key: stringInterpolation.key, arguments: stringInterpolation.arguments)
        }

        public var debugDescription: String {
            "LocalizationValue(key: \(key.debugDescription), arguments: \(arguments.map(\.text)))"
        }

        /// The literal pieces of a localization value and a placeholder per interpolated value, with
        /// the placeholder Foundation gives each type.
        public struct StringInterpolation: StringInterpolationProtocol {
            var key = ""
            var arguments: [LocalizationArgument] = []

            public init(literalCapacity: Int, interpolationCount: Int) {
                key.reserveCapacity(literalCapacity + 4 * interpolationCount)
            }

            /// `literal`, its `%` signs doubled so they are not read as placeholders (a value
            /// without interpolations keeps its key as written and is not formatted).
            public mutating func appendLiteral(_ literal: String) {
                key += literal.replacingOccurrences(of: "%", with: "%%")
            }

            private mutating func append(_ placeholder: String, _ argument: LocalizationArgument) {
                key += placeholder
                arguments.append(argument)
            }

            /// A string: `%@`.
            public mutating func appendInterpolation(_ string: String) {
                append("%@", .string(string))
            }

            /// A signed integer: `%lld`.
            public mutating func appendInterpolation<T: SignedInteger & FixedWidthInteger>(_ value: T) {
                append("%lld", .signed(Int64(clamping: value)))
            }

            /// An unsigned integer: `%llu`.
            public mutating func appendInterpolation<T: UnsignedInteger & FixedWidthInteger>(_ value: T) {
                append("%llu", .unsigned(UInt64(clamping: value)))
            }

            /// A `Double`: `%lf`.
            public mutating func appendInterpolation(_ value: Double) {
                append("%lf", .double(value))
            }

            /// A `Float`: `%f`.
            public mutating func appendInterpolation(_ value: Float) {
                append("%f", .double(Double(value)))
            }

            /// `input` as `format` writes it: `%@`.
            public mutating func appendInterpolation<F: FormatStyle>(_ input: F.FormatInput, format: F)
            where F.FormatOutput == String {
                append("%@", .string(format.format(input)))
            }

            /// A resource, localized now: `%@`.
            public mutating func appendInterpolation(_ resource: LocalizedStringResource) {
                append("%@", .string(String(localized: resource)))
            }
        }
    }
}
