import Foundation

/// The key of a localized string (SwiftUI's `LocalizedStringKey`): what a string literal passed as a
/// title becomes. QuireUI has no string tables, so the key, with its interpolations filled in, is
/// the text shown.
public struct LocalizedStringKey: Hashable, Sendable, ExpressibleByStringInterpolation {
    /// The text: the key with its interpolated values.
    let resolved: String
    /// The key as Markdown for `Text`: the literal pieces as written, interpolated values escaped
    /// (SwiftUI reads Markdown in the key, not in the values).
    let markdown: String

    /// The key `value`.
    public init(_ value: String) {
        resolved = value
        markdown = value
    }

    public init(stringLiteral value: String) {
        resolved = value
        markdown = value
    }

    public init(stringInterpolation: StringInterpolation) {
        resolved = stringInterpolation.text
        markdown = stringInterpolation.markdown
    }

    /// The literal pieces and interpolated values of a key, joined as text.
    public struct StringInterpolation: StringInterpolationProtocol {
        var text = ""
        var markdown = ""

        public init(literalCapacity: Int, interpolationCount: Int) {
            text.reserveCapacity(literalCapacity)
        }

        public mutating func appendLiteral(_ literal: String) {
            text += literal
            markdown += literal
        }

        private mutating func appendValue(_ value: String) {
            text += value
            markdown += InlineMarkdown.escaped(value)
        }

        public mutating func appendInterpolation<T>(_ value: T) {
            appendValue(String(describing: value))
        }

        /// `value` written by the printf-style `specifier` (`"%.2f"`, `"%lld"`), in the POSIX locale
        /// as `String(format:)` writes it.
        public mutating func appendInterpolation<T: CVarArg>(_ value: T, specifier: String) {
            appendValue(String(format: specifier, value))
        }

        /// `input` as `format` writes it (`"\(date, format: .dateTime.year())"`).
        public mutating func appendInterpolation<F: FormatStyle>(_ input: F.FormatInput, format: F)
        where F.FormatOutput == String {
            appendValue(format.format(input))
        }

        /// A `Text`'s content.
        public mutating func appendInterpolation(_ value: Text) {
            appendValue(value.content)
        }
    }
}
