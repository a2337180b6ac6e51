import Foundation
import QuireCore

extension AttributedString {
    /// How `init(localized:)` builds its string (Foundation's `AttributedString.LocalizationOptions`,
    /// which Linux's Foundation lacks).
    public struct LocalizationOptions: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }

        /// Marks each interpolated value's run with its index. Accepted: no attribute of Quire's reads
        /// the indices, so the runs carry none.
        public static let applyReplacementIndexAttribute = LocalizationOptions(rawValue: 1)
    }

    /// The translation of `keyAndValue` from `table` in `bundle` (nil: the app's resources) in the
    /// user's language (`locale`'s first, when given), its inline Markdown read as `init(markdown:)`
    /// reads it; interpolated values are not read as Markdown. The key itself when no table has it.
    public init(localized keyAndValue: String.LocalizationValue, options: LocalizationOptions = [], table: String? = nil,
                bundle: Bundle? = nil, locale: Locale? = nil, comment: StaticString? = nil) {
        let markdown = LocalizedStrings.string(for: keyAndValue.key, defaultValue: keyAndValue.escapingMarkdown,
                                               table: table, bundle: bundle, preferring: locale ?? .current)
        self.init(readingMarkdown: markdown, baseURL: nil)
    }

    /// As `init(localized:options:table:bundle:locale:comment:)`, for the key `key` whose text in the
    /// development language is `defaultValue`.
    public init(localized key: StaticString, defaultValue: String.LocalizationValue, options: LocalizationOptions = [],
                table: String? = nil, bundle: Bundle? = nil, locale: Locale? = nil, comment: StaticString? = nil) {
        let markdown = LocalizedStrings.string(for: "\(key)", defaultValue: defaultValue.escapingMarkdown,
                                               table: table, bundle: bundle, preferring: locale ?? .current)
        self.init(readingMarkdown: markdown, baseURL: nil)
    }

    /// `resource`'s translation, its inline Markdown read.
    public init(localized resource: LocalizedStringResource) {
        let markdown = LocalizedStrings.string(for: resource, defaultValue: resource.defaultValue.escapingMarkdown)
        self.init(readingMarkdown: markdown, baseURL: nil)
    }
}
