import Foundation

/// The key of a localized string (SwiftUI's `LocalizedStringKey`): what a string literal passed as a
/// title becomes. QuireUI has no string tables, so the key, with its interpolations filled in, is
/// the text shown.
public struct LocalizedStringKey: Hashable, Sendable, ExpressibleByStringInterpolation {
    /// The text: the key with its interpolated values.
    let resolved: String

    /// The key `value`.
    public init(_ value: String) {
        resolved = value
    }

    public init(stringLiteral value: String) {
        resolved = value
    }

    public init(stringInterpolation: StringInterpolation) {
        resolved = stringInterpolation.text
    }

    /// The literal pieces and interpolated values of a key, joined as text.
    public struct StringInterpolation: StringInterpolationProtocol {
        var text = ""

        public init(literalCapacity: Int, interpolationCount: Int) {
            text.reserveCapacity(literalCapacity)
        }

        public mutating func appendLiteral(_ literal: String) {
            text += literal
        }

        public mutating func appendInterpolation<T>(_ value: T) {
            text += String(describing: value)
        }

        /// `value` written by the printf-style `specifier` (`"%.2f"`, `"%lld"`), in the POSIX locale
        /// as `String(format:)` writes it.
        public mutating func appendInterpolation<T: CVarArg>(_ value: T, specifier: String) {
            text += String(format: specifier, value)
        }

        /// `input` as `format` writes it (`"\(date, format: .dateTime.year())"`).
        public mutating func appendInterpolation<F: FormatStyle>(_ input: F.FormatInput, format: F)
        where F.FormatOutput == String {
            text += format.format(input)
        }

        /// A `Text`'s content.
        public mutating func appendInterpolation(_ value: Text) {
            text += value.content
        }
    }
}
