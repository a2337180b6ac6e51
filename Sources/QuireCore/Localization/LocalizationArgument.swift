import Foundation

/// One interpolated value of a localized string, kept apart from its format key so a translation can
/// place it anywhere (`%2$@`) and a plural rule can read it. Numbers keep their kind, as the printf
/// specifier the key names for them (`%lld`, `%llu`, `%lf`) expects.
package enum LocalizationArgument: Hashable, Sendable, Codable {
    case string(String)
    case signed(Int64)
    case unsigned(UInt64)
    case double(Double)

    /// `value` as the argument its type interpolates as: integers and floating-point numbers keep
    /// their kind, anything else is its description.
    package init<T>(_ value: T) {
        switch value {
        case let value as any SignedInteger: self = .signed(Int64(clamping: value))
        case let value as any UnsignedInteger: self = .unsigned(UInt64(clamping: value))
        case let value as Double: self = .double(value)
        case let value as Float: self = .double(Double(value))
        case let value as CGFloat: self = .double(Double(value))
        default: self = .string(String(describing: value))
        }
    }

    /// The number a plural rule reads; nil for a string.
    var pluralOperand: Double? {
        switch self {
        case .string: nil
        case .signed(let value): Double(value)
        case .unsigned(let value): Double(value)
        case .double(let value): value
        }
    }

    /// The value written as `%@` writes it.
    var text: String {
        switch self {
        case .string(let value): value
        case .signed(let value): String(value)
        case .unsigned(let value): String(value)
        case .double(let value): String(value)
        }
    }
}
