import Foundation

/// A CLDR plural category: which form of a counted word a language uses for a number (`one` file,
/// `other` files; Russian's `few` and `many`). String Catalogs and `.stringsdict` files name their
/// variants by these.
package enum PluralCategory: String, Sendable, CaseIterable {
    case zero, one, two, few, many, other

    /// The category of `number` in `language` (`de`, `pt-BR`), by CLDR's cardinal rules for the
    /// integer part — the languages below, every other one reading "one" for 1 and "other" otherwise.
    package static func of(_ number: Double, in language: String) -> PluralCategory {
        let n = abs(number)
        let isInteger = n == n.rounded(.towardZero)
        let i = n < 1e18 ? Int64(n) : Int64.max
        let code = language.split(separator: "-").first.map { $0.lowercased() } ?? ""
        let mod10 = i % 10, mod100 = i % 100
        switch code {
        case "ja", "zh", "ko", "th", "vi", "id", "ms", "lo", "my", "km":
            return .other
        case "fr", "hy", "kab":
            return i == 0 || i == 1 ? .one : .other
        case "pt" where !language.lowercased().hasPrefix("pt-pt"):
            return i == 0 || i == 1 ? .one : .other
        case "ru", "uk", "be":
            guard isInteger else { return .other }
            if mod10 == 1 && mod100 != 11 { return .one }
            if (2...4).contains(mod10) && !(12...14).contains(mod100) { return .few }
            return .many
        case "pl":
            guard isInteger else { return .other }
            if i == 1 { return .one }
            if (2...4).contains(mod10) && !(12...14).contains(mod100) { return .few }
            return .many
        case "cs", "sk":
            guard isInteger else { return .many }
            return i == 1 ? .one : (2...4).contains(i) ? .few : .other
        case "ar":
            guard isInteger else { return .other }
            switch i {
            case 0: return .zero
            case 1: return .one
            case 2: return .two
            default: return (3...10).contains(mod100) ? .few : (11...99).contains(mod100) ? .many : .other
            }
        case "he", "iw":
            return isInteger && i == 1 ? .one : isInteger && i == 2 ? .two : .other
        default:
            return isInteger && i == 1 ? .one : .other
        }
    }
}
