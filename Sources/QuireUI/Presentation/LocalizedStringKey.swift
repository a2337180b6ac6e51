import Foundation
import QuireCore

/// The key of a localized string (SwiftUI's `LocalizedStringKey`): what a string literal passed as a
/// title becomes. Its key — the literal with a printf placeholder per interpolation, as Xcode
/// extracts it (`"\(count) notes"` → `"%lld notes"`) — is looked up in the app's `Localizable`
/// table in the user's language (`LocalizedStrings`), which places the interpolated values; a key no
/// table has is shown with its values, as written.
public struct LocalizedStringKey: Hashable, Sendable, ExpressibleByStringInterpolation {
    /// The key and its interpolated values.
    let value: String.LocalizationValue

    /// The key `value`.
    public init(_ value: String) {
        self.value = String.LocalizationValue(value)
    }

    public init(stringLiteral value: String) {
        self.value = String.LocalizationValue(value)
    }

    public init(stringInterpolation: StringInterpolation) {
        value = String.LocalizationValue(key: stringInterpolation.key, arguments: stringInterpolation.arguments)
    }

    /// The text in the user's language, from the app's `Localizable` table.
    var resolved: String { resolved(tableName: nil, bundle: nil) }

    /// The text in the user's language, from `tableName` in `bundle` (nil: the app's resources).
    func resolved(tableName: String?, bundle: Bundle?) -> String {
        LocalizedStrings.string(for: value.key, defaultValue: value, table: tableName, bundle: bundle)
    }

    /// The text as Markdown for `Text`: the translation's own characters are Markdown, the
    /// interpolated strings are escaped (SwiftUI reads Markdown in the key, not in the values).
    func markdown(tableName: String?, bundle: Bundle?) -> String {
        LocalizedStrings.string(for: value.key, defaultValue: value.escapingMarkdown, table: tableName, bundle: bundle)
    }

    /// The literal pieces of a key and a placeholder per interpolated value, as SwiftUI writes them.
    public struct StringInterpolation: StringInterpolationProtocol {
        var key = ""
        var arguments: [LocalizationArgument] = []

        public init(literalCapacity: Int, interpolationCount: Int) {
            key.reserveCapacity(literalCapacity + 4 * interpolationCount)
        }

        /// `literal`, its `%` signs doubled so they are not read as placeholders. Most literals have
        /// none, and Foundation's replacing costs more than the rest of a `Text`'s key.
        public mutating func appendLiteral(_ literal: String) {
            key += literal.utf8.contains(UInt8(ascii: "%")) ? literal.replacingOccurrences(of: "%", with: "%%") : literal
        }

        private mutating func append(_ placeholder: String, _ argument: LocalizationArgument) {
            key += placeholder
            arguments.append(argument)
        }

        /// A value by its type's placeholder: `%lld` for signed integers, `%llu` unsigned, `%lf` for
        /// `Double`, `%f` for `Float`, `%@` for anything else (its description).
        public mutating func appendInterpolation<T>(_ value: T) {
            let argument = LocalizationArgument(value)
            switch argument {
            case .signed: append("%lld", argument)
            case .unsigned: append("%llu", argument)
            case .double: append(value is Float ? "%f" : "%lf", argument)
            case .string: append("%@", argument)
            }
        }

        /// `value` written by the printf-style `specifier` (`"%.2f"`, `"%lld"`), which is its
        /// placeholder in the key.
        public mutating func appendInterpolation<T: CVarArg>(_ value: T, specifier: String) {
            append(specifier, LocalizationArgument(value))
        }

        /// `input` as `format` writes it (`"\(date, format: .dateTime.year())"`): `%@`.
        public mutating func appendInterpolation<F: FormatStyle>(_ input: F.FormatInput, format: F)
        where F.FormatOutput == String {
            append("%@", .string(format.format(input)))
        }

        /// A `Text`'s content: `%@`.
        public mutating func appendInterpolation(_ value: Text) {
            append("%@", .string(value.content))
        }
    }
}

extension String.LocalizationValue {
    /// The value with its interpolated strings escaped as Markdown.
    var escapingMarkdown: String.LocalizationValue {
        String.LocalizationValue(key: key, arguments: arguments.map { argument in
            if case .string(let text) = argument { return .string(InlineMarkdown.escaped(text)) }
            return argument
        })
    }
}
