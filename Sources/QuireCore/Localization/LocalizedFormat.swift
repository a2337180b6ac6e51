import Foundation

/// One key's translation in one language, as a string table holds it: a printf-style format, or
/// one per plural category (a String Catalog's plural variations, chosen by the first number among
/// the arguments), and the variables its `%#@name@` placeholders name (a `.stringsdict`'s, or a
/// catalog's substitutions), each choosing its text by its own argument.
package struct LocalizedFormat: Sendable, Equatable {
    package enum Text: Sendable, Equatable {
        case plain(String)
        case plural([PluralCategory: String])
    }

    /// A `%#@name@` placeholder's choices.
    package struct Variable: Sendable, Equatable {
        /// Its argument (1-based); nil: the argument at the placeholder's place.
        var argument: Int?
        /// The printf conversion its number is written with (`lld`), where a variant says `%arg`.
        var specifier: String
        var variants: [PluralCategory: String]
    }

    var text: Text
    var variables: [String: Variable] = [:]

    package init(_ text: Text, variables: [String: Variable] = [:]) {
        self.text = text
        self.variables = variables
    }

    /// The variant of `variants` for `number` in `language`: `zero` for 0 wherever the table has one
    /// (as Foundation reads them), else the language's category, else `other`.
    static func variant(of variants: [PluralCategory: String], for number: Double?, in language: String) -> String {
        guard let number else { return variants[.other] ?? "" }
        if number == 0, let zero = variants[.zero] { return zero }
        return variants[PluralCategory.of(number, in: language)] ?? variants[.other] ?? ""
    }
}
