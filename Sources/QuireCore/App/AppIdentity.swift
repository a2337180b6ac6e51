import Foundation

/// Who the running app is: its id (the `GApplication` id and its data folder's name), its name, and
/// its resources, from the `Info.plist` in its resource bundle when there is one. The app reads it at
/// launch; `quire bundle` reads the same Info.plist from the built bundle when it packages the app.
package struct AppIdentity {
    /// Reverse-DNS id, e.g. `org.quire.Notes`.
    package let id: String
    /// The name people see (window titles, the launch window, recents).
    package let name: String
    /// The app's resource bundle (`<Package>_<Module>.resources` beside the executable).
    package let bundle: Bundle?
    /// Its `Info.plist` (`Resources/Info.plist` or at the top of the bundle, or the file
    /// `QUIRE_INFO_PLIST` names), read once; nil when there is none.
    package let infoPropertyList: InfoPropertyList?

    /// The name in the user's language: `InfoPlist.strings`' `CFBundleDisplayName`, else its
    /// `CFBundleName`, in the first of their languages it is translated into (as Apple platforms
    /// name an app); `name` when there is none. What windows, the About window and GLib show.
    package var localizedName: String {
        guard let bundle else { return name }
        let table = LocalizedStrings.stringTable(Self.infoPlistStringsTable, in: bundle)
        for key in Self.nameKeys {
            if let (format, language) = table.format(for: key, preferring: PreferredLanguages.current) {
                return format.string(with: [], in: language)
            }
        }
        return name
    }

    /// The names `InfoPlist.strings` gives the app by language (a desktop entry's `Name[de]=`): each
    /// language's `CFBundleDisplayName`, else its `CFBundleName`.
    package var translatedNames: [String: String] {
        guard let bundle else { return [:] }
        let table = LocalizedStrings.stringTable(Self.infoPlistStringsTable, in: bundle)
        var names: [String: String] = [:]
        for key in Self.nameKeys.reversed() {
            for (language, format) in table.translations(of: key) {
                names[language] = format.string(with: [], in: language)
            }
        }
        return names
    }

    /// The string table translating an Info.plist's values, and the keys that name the app.
    private static let infoPlistStringsTable = "InfoPlist"
    private static let nameKeys = ["CFBundleDisplayName", "CFBundleName"]

    /// Names an Info.plist to use instead of the bundle's: a packager or a test trying other document
    /// roles or types on the built app (the Checklist GUI test opens its type in the Viewer role).
    package static let infoPlistOverride = "QUIRE_INFO_PLIST"

    /// The identity of the app type `appType`: its module's resources are looked up by its module name.
    /// - Throws: `DocumentError` when its Info.plist cannot be read or its `CFBundleIdentifier` cannot
    ///   name an application.
    package init(appType: Any.Type) throws {
        let qualified = String(reflecting: appType)
        let typeName = qualified.split(separator: ".").last.map(String.init) ?? qualified
        try self.init(moduleName: Self.moduleName(of: appType), typeName: typeName)
    }

    /// The module declaring `appType` (whose resource bundle is the app's).
    package static func moduleName(of appType: Any.Type) -> String {
        let qualified = String(reflecting: appType)
        return qualified.split(separator: ".").first.map(String.init) ?? qualified
    }

    /// The identity of the app type `typeName` declared in the module `moduleName`.
    package init(moduleName: String, typeName: String) throws {
        let bundle = Self.resourceBundle(forModule: moduleName)
        let override = ProcessInfo.processInfo.environment[Self.infoPlistOverride].flatMap { $0.isEmpty ? nil : $0 }
        let url = override.map { URL(fileURLWithPath: $0) } ?? bundle.flatMap { Self.infoPlistURL(inBundle: $0.bundleURL) }
        try self.init(typeName: typeName, bundle: bundle, infoPlistURL: url)
    }

    /// The identity of the app type `typeName` with the resources `bundle` and the Info.plist at
    /// `infoPlistURL`, if any.
    package init(typeName: String, bundle: Bundle?, infoPlistURL: URL?) throws {
        self.bundle = bundle
        let info = try infoPlistURL.map(InfoPropertyList.init(contentsOf:))
        infoPropertyList = info
        id = try Self.id(in: info) ?? Self.fallbackID(typeName: typeName)
        name = try info?.string("CFBundleDisplayName") ?? info?.string("CFBundleName") ?? Self.fallbackName(typeName: typeName)
    }

    /// The Info.plist's `CFBundleIdentifier`; nil when it has none or holds an Xcode build setting
    /// (`$(PRODUCT_BUNDLE_IDENTIFIER)`), which only Xcode fills in — the type's name stands in.
    private static func id(in info: InfoPropertyList?) throws -> String? {
        guard let info, let id = try info.string("CFBundleIdentifier"), !id.hasPrefix("$(") else { return nil }
        guard isValidID(id) else {
            throw DocumentError(.corrupt, url: info.url,
                                detail: "CFBundleIdentifier “\(id)” cannot name an application: it needs two or more "
                                    + "dot-separated parts of ASCII letters, digits, “_” and “-”, none starting with a digit")
        }
        return id
    }

    /// `org.quire.<TypeName>` with characters GLib refuses replaced.
    package static func fallbackID(typeName: String) -> String {
        let cleaned = String(typeName.map { $0.isASCII && ($0.isLetter || $0.isNumber) ? $0 : "_" })
        let element = cleaned.first?.isNumber == false ? cleaned : "App\(cleaned)"
        let candidate = "org.quire.\(element)"
        return isValidID(candidate) ? candidate : "org.quire.App"
    }

    /// Whether `id` can name a `GApplication`: a D-Bus well-known name — at most 255 characters, two or
    /// more non-empty elements separated by dots, each of ASCII letters, digits, `_` and `-`, none
    /// starting with a digit (what `g_application_id_is_valid` checks; a test compares the two).
    package static func isValidID(_ id: String) -> Bool {
        guard (1...255).contains(id.utf8.count) else { return false }
        let elements = id.split(separator: ".", omittingEmptySubsequences: false)
        return elements.count >= 2 && elements.allSatisfy { element in
            guard let first = element.first, !first.isNumber else { return false }
            return element.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "_" || $0 == "-") }
        }
    }

    /// The type's name without a trailing "App": `MyNotesApp` → "MyNotes".
    package static func fallbackName(typeName: String) -> String {
        typeName.count > 3 && typeName.hasSuffix("App") ? String(typeName.dropLast(3)) : typeName
    }

    /// The resource bundle of the module `moduleName` beside the executable: SwiftPM puts an
    /// executable's resources in a bundle `<Package>_<Module>.resources` in its folder. `Bundle.main`
    /// is the folder of the resolved executable (`/proc/self/exe`), so an app started through a
    /// symbolic link (`/usr/bin/checklist` → `/usr/lib/checklist/ChecklistApp`) finds the bundles its
    /// package installed beside the real file.
    package static func resourceBundle(forModule moduleName: String) -> Bundle? {
        for directory in resourceBundleFolders {
            if let url = resourceBundleURL(forModule: moduleName, in: directory), let bundle = Bundle(url: url) {
                return bundle
            }
        }
        return nil
    }

    /// Where an executable's resource bundles are: `Bundle.main`'s folder and the resolved
    /// executable's.
    package static var resourceBundleFolders: [URL] {
        let folder = URL(fileURLWithPath: CommandLine.arguments.first ?? "", isDirectory: false)
            .resolvingSymlinksInPath().deletingLastPathComponent()
        return [Bundle.main.bundleURL, folder]
    }

    /// The folder of `moduleName`'s resource bundle in `directory` (`<Package>_<Module>.resources`).
    package static func resourceBundleURL(forModule moduleName: String, in directory: URL) -> URL? {
        // A folder that cannot be listed holds no bundle we could use.
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: directory.path) else { return nil }
        return names.sorted().first { $0.hasSuffix("_\(moduleName).resources") || $0 == "\(moduleName).resources" }
            .map { directory.appendingPathComponent($0, isDirectory: true) }
    }

    /// The Info.plist of the resource bundle at `bundleURL`: `Resources/Info.plist` (a `.copy("Resources")`
    /// rule) or at its top.
    package static func infoPlistURL(inBundle bundleURL: URL) -> URL? {
        [bundleURL.appendingPathComponent("Resources/Info.plist"), bundleURL.appendingPathComponent("Info.plist")]
            .first { FileManager.default.fileExists(atPath: $0.path) }
    }
}
