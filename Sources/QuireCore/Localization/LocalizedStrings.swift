import Foundation

/// Where `String(localized:)`, `LocalizedStringResource` and SwiftUI's localized keys find their
/// text: the table of the bundle (nil: the app's resources, else `Bundle.main`) in the user's
/// languages (`PreferredLanguages`), each table read once per process. A key no table has is its
/// default value; a table that cannot be read is said once on standard error and shows its keys.
package enum LocalizedStrings {
    /// The tables read so far, by bundle path and table name.
    private static let tables = PthreadMutex<[String: BundleStringTable]>([:])

    /// `Bundle.main`'s path, which stays for the process's life.
    private static let mainBundlePath = Bundle.main.bundlePath

    /// The default table's name.
    private static let defaultTable = "Localizable"

    /// `key` from `table` in `bundle`, with `defaultValue`'s arguments placed; `defaultValue` when
    /// no table has it. A `locale` other than the current one puts its language first.
    package static func string(for key: String, defaultValue: String.LocalizationValue, table: String?,
                               bundle: Bundle?, preferring locale: Locale = .current) -> String {
        var languages = PreferredLanguages.current
        if locale.identifier != Locale.current.identifier {
            languages = PreferredLanguages.fallbacks(of: locale.identifier.replacingOccurrences(of: "_", with: "-"))
                + languages
        }
        return string(for: key, defaultValue: defaultValue, table: table, bundle: bundle, languages: languages)
    }

    /// `resource` in its locale's language, else the user's; `defaultValue` (the resource's own when
    /// nil) stands in for a missing key and gives the values the translation places.
    package static func string(for resource: LocalizedStringResource,
                               defaultValue: String.LocalizationValue? = nil) -> String {
        string(for: resource.key, defaultValue: defaultValue ?? resource.defaultValue, table: resource.table,
               bundle: resource.bundle.bundle, preferring: resource.locale)
    }

    /// `key` from `table` in `bundle` in the first of `languages` that has it.
    package static func string(for key: String, defaultValue: String.LocalizationValue, table: String?,
                               bundle: Bundle?, languages: [String]) -> String {
        if let (format, language) = stringTable(table, in: bundle).format(for: key, preferring: languages) {
            return format.string(with: defaultValue.arguments, in: language)
        }
        return untranslated(defaultValue)
    }

    /// `value` as written: its key with its arguments placed.
    package static func untranslated(_ value: String.LocalizationValue) -> String {
        LocalizedFormat(.plain(value.key)).string(with: value.arguments, in: "en")
    }

    /// The table `table` (nil or empty: `Localizable`) of `bundle`, read on first use. Found by the
    /// bundle's path as given: every `Text` with a key asks, and a standardized URL costs more
    /// than the lookup (a bundle reached by two spellings of its path is read twice).
    package static func stringTable(_ table: String?, in bundle: Bundle?) -> BundleStringTable {
        let name = table.flatMap { $0.isEmpty ? nil : $0 } ?? defaultTable
        let cacheKey = (bundle?.bundlePath ?? AppResources.bundlePath ?? mainBundlePath) + "\u{0}" + name
        if let table = tables.withLock({ $0[cacheKey] }) { return table }
        let root = (bundle ?? AppResources.bundle ?? Bundle.main).bundleURL.standardizedFileURL
        let read = BundleStringTable(root: root, table: name) { url, reason in
            FileHandle.standardError.write(Data("""
                Quire: the string table \(url.path) cannot be read (\(reason)); its keys are shown untranslated.

                """.utf8))
        }
        return tables.withLock { tables in
            if let table = tables[cacheKey] { return table }
            tables[cacheKey] = read
            return read
        }
    }
}
