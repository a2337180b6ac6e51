import Foundation

extension String {
    /// The translation of `keyAndValue`'s key from `table` in `bundle` (nil: the app's own resources)
    /// in the user's language, with the interpolated values placed; the key itself, with the values,
    /// when there is none.
    public init(localized keyAndValue: String.LocalizationValue, table: String? = nil, bundle: Bundle? = nil,
                locale: Locale = .current, comment: StaticString? = nil) {
        self = LocalizedStrings.string(for: keyAndValue.key, defaultValue: keyAndValue, table: table,
                                       bundle: bundle, preferring: locale)
    }

    /// The translation of `key` from `table` in `bundle` in the user's language, with `defaultValue`'s
    /// interpolated values placed; `defaultValue` when there is none.
    public init(localized key: StaticString, defaultValue: String.LocalizationValue, table: String? = nil,
                bundle: Bundle? = nil, locale: Locale = .current, comment: StaticString? = nil) {
        self = LocalizedStrings.string(for: key.description, defaultValue: defaultValue, table: table,
                                       bundle: bundle, preferring: locale)
    }

    /// `resource` in its locale's language, else the user's.
    public init(localized resource: LocalizedStringResource) {
        self = LocalizedStrings.string(for: resource)
    }
}
