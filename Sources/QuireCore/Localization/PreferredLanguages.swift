import Foundation

/// The languages the user reads, most preferred first, as gettext finds them in the environment —
/// Foundation on Linux does not (its `Locale.current` and `Bundle.preferredLocalizations` ignore
/// `LANG`): the locale of messages is `LC_ALL`, else `LC_MESSAGES`, else `LANG`; `LANGUAGE`, a
/// colon-separated list, comes before it unless that locale is `C` or `POSIX` (which means no
/// translation). Each language is followed by the languages it belongs to (`de_AT` → `de-AT`, `de`),
/// so a regional user reads the general translation. No C library locale needs to be installed.
package enum PreferredLanguages {
    /// The running process's languages (read once: the environment names them at launch).
    package static let current: [String] = languages(in: ProcessInfo.processInfo.environment)

    /// The languages `environment` names, as BCP 47 identifiers (`de-DE`, `de`), without repeats.
    package static func languages(in environment: [String: String]) -> [String] {
        let messagesLocale = ["LC_ALL", "LC_MESSAGES", "LANG"].lazy
            .compactMap { environment[$0] }.first { !$0.isEmpty }
        guard let messagesLocale, let locale = identifier(ofLocale: messagesLocale) else { return [] }
        let listed = (environment["LANGUAGE"] ?? "").split(separator: ":").compactMap { identifier(ofLocale: String($0)) }
        var result: [String] = []
        for language in listed + [locale] {
            for candidate in fallbacks(of: language) where !result.contains(candidate) {
                result.append(candidate)
            }
        }
        return result
    }

    /// `de_DE.UTF-8@euro` → `de-DE`; nil for `C` and `POSIX`, which ask for no translation.
    static func identifier(ofLocale locale: String) -> String? {
        let name = locale.prefix { $0 != "." && $0 != "@" }
        guard !name.isEmpty, name != "C", name != "POSIX" else { return nil }
        return name.replacingOccurrences(of: "_", with: "-")
    }

    /// `language` and the more general languages it belongs to: `de-AT` → `de-AT`, `de`;
    /// `zh-Hans-CN` → `zh-Hans-CN`, `zh-Hans`, `zh`.
    package static func fallbacks(of language: String) -> [String] {
        let parts = language.split(separator: "-")
        return (1...max(parts.count, 1)).reversed().map { parts.prefix($0).joined(separator: "-") }
    }
}
