import Foundation

/// Quire's own words — the launch window, save states, the document menus, the "Save Changes?"
/// dialog, a new document's "Untitled" name — in the user's language: the String Catalog
/// `Quire.xcstrings` in QuireUI's resource bundle (the views that show the words ship it; the lookup
/// is here, where the engine names new documents), read by the lookup an app's strings use
/// (`LocalizedStrings`). A catalog rather than
/// gettext's `.mo` files: SwiftPM copies it beside the executable with no build step, and one
/// parser, tested once, serves apps and Quire. English is the key; without the bundle or a
/// translation the English shows.
package enum QuireStrings {
    /// SwiftPM's name for QuireUI's resource bundle, spelt out so `quire bundle` — which ships the
    /// bundles an app's binary names — ships it with every app.
    static let bundleName = "Quire_QuireUI.resources"

    private static let bundle: Bundle? = AppIdentity.resourceBundleFolders.lazy
        .compactMap { Bundle(url: $0.appendingPathComponent(bundleName)) }.first

    /// `value` in the user's language.
    package static func localized(_ value: String.LocalizationValue) -> String {
        guard let bundle else { return LocalizedStrings.untranslated(value) }
        return LocalizedStrings.string(for: value.key, defaultValue: value, table: "Quire", bundle: bundle)
    }
}
