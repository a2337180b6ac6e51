import Foundation

/// The locale the person's dates and numbers are written in, as the C library finds it in the
/// environment — Foundation on Linux does not (its `Locale.current` ignores `LANG`): `LC_ALL`, else
/// `LC_TIME`, else `LC_NUMERIC`, else `LANG` (`de_DE.UTF-8` → `de_DE`; GNOME's Region setting sets
/// `LC_TIME` and `LC_NUMERIC` alike). `C`, `POSIX` or nothing: Foundation's current locale. ICU's
/// data is Foundation's, so no C library locale needs to be installed. One locale serves dates and
/// numbers, as SwiftUI's `\.locale` does.
package enum FormattingLocale {
    /// The running process's (read once: the environment names it at launch).
    package static let current: Locale = locale(in: ProcessInfo.processInfo.environment)

    /// The formatting locale `environment` names.
    package static func locale(in environment: [String: String]) -> Locale {
        let named = ["LC_ALL", "LC_TIME", "LC_NUMERIC", "LANG"].lazy.compactMap { environment[$0] }.first { !$0.isEmpty }
        guard let named, let identifier = PreferredLanguages.identifier(ofLocale: named) else { return .current }
        return Locale(identifier: identifier.replacingOccurrences(of: "-", with: "_"))
    }
}
