import Foundation

/// What an app's Info.plist says about it as a product — the facts its desktop entry, AppStream
/// metainfo, MIME package and Debian/Flatpak packages are all written from, so each is read in one
/// place:
///
/// | key | used for |
/// | --- | --- |
/// | `CFBundleIdentifier`, `CFBundleName` / `CFBundleDisplayName` | id and name (`AppIdentity`) |
/// | `CFBundleShortVersionString` | the package version and the newest release |
/// | `LSApplicationCategoryType` (`public.app-category.*`) | the desktop entry's `Categories=` |
/// | `CFBundleDocumentTypes` (Editor and Viewer roles) | `MimeType=`, AppStream `<provides>` |
/// | `UTExportedTypeDeclarations`, `UTImportedTypeDeclarations` | the shared-mime-info package |
/// | `NSHumanReadableCopyright` | the Debian copyright file |
/// | `QuireSummary` | AppStream `<summary>`, `Comment=`, the Debian synopsis |
/// | `QuireDescription` (a little Markdown, `DescriptionText`) | AppStream `<description>`, Debian's long description |
/// | `QuireLicense` (SPDX), `QuireDeveloper` (`Name <email>`), `QuireHomepage` | `<project_license>`, `<developer_name>`, `Maintainer:`, `Homepage:` |
/// | `QuireReleases`: `[{Version, Date (YYYY-MM-DD), Notes}]`, newest first | AppStream `<releases>` |
package struct AppMetadata {
    package enum Key {
        package static let version = "CFBundleShortVersionString"
        package static let category = "LSApplicationCategoryType"
        package static let copyright = "NSHumanReadableCopyright"
        package static let summary = "QuireSummary"
        package static let description = "QuireDescription"
        package static let license = "QuireLicense"
        package static let developer = "QuireDeveloper"
        package static let homepage = "QuireHomepage"
        package static let releases = "QuireReleases"
    }

    package struct Release: Equatable, Sendable {
        package var version: String
        /// `YYYY-MM-DD`.
        package var date: String
        package var notes: DescriptionText

        package init(version: String, date: String, notes: DescriptionText) {
            self.version = version
            self.date = date
            self.notes = notes
        }
    }

    package let id: String
    package let name: String
    package let infoPropertyList: InfoPropertyList?
    package var version: String?
    package var summary: String?
    /// `QuireDescription`, then the README's introduction when there is one.
    package var description: DescriptionText
    package var releases: [Release]
    package var license: String?
    package var developer: String?
    package var homepage: String?
    package var copyright: String?
    /// The name by language (`de`, `pt-br`), from the app's `InfoPlist.strings`.
    package var translatedNames: [String: String]
    /// Freedesktop main (and additional) categories, from `LSApplicationCategoryType`; `Office` by default.
    package var categories: [String]
    /// The MIME types of the document types it opens (Editor and Viewer roles), as in `MimeType=`.
    package var documentMIMETypes: [String]
    /// The types it declares (exported, then imported): what its shared-mime-info package describes.
    package var declaredTypes: [UTType]

    /// Reads `identity`'s Info.plist (registering its type declarations, as the app does at launch)
    /// and, when `readme` is given, the introduction of that README. `today` dates a release made up
    /// from `CFBundleShortVersionString` when the plist lists no `QuireReleases`.
    package init(identity: AppIdentity, readme: URL? = nil, today: Date = Date()) throws {
        id = identity.id
        name = identity.name
        translatedNames = identity.translatedNames
        let info = identity.infoPropertyList
        infoPropertyList = info
        var documentTypes: [DocumentTypeDeclaration] = []
        declaredTypes = []
        if let info {
            documentTypes = try info.registerDeclarations()
            declaredTypes = try info.declaredTypes()
        }
        var mimeTypes: [String] = []
        for declaration in documentTypes where declaration.role == .editor || declaration.role == .viewer {
            for type in declaration.contentTypes {
                if let mimeType = type.preferredMIMEType, !mimeTypes.contains(mimeType) { mimeTypes.append(mimeType) }
            }
        }
        documentMIMETypes = mimeTypes
        func string(_ key: String) throws -> String? {
            try info?.string(key).flatMap { $0.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty ? nil : $0 }
        }
        version = try string(Key.version)
        summary = try string(Key.summary).map { $0.trimmingCharacters(in: .whitespacesAndNewlines) }
        license = try string(Key.license)
        developer = try string(Key.developer)
        homepage = try string(Key.homepage)
        copyright = try string(Key.copyright)
        categories = Self.categories(forAppCategory: try string(Key.category))
        description = try string(Key.description).map(DescriptionText.init(markdown:)) ?? DescriptionText()
        if let readme {
            do {
                description = description + DescriptionText.readmeIntroduction(try String(contentsOf: readme, encoding: .utf8))
            } catch {
                throw DocumentError.wrapping(error, url: readme)
            }
        }
        releases = try Self.releases(in: info, version: version, today: today)
    }

    /// The developer's name without an e-mail address: `Ada <ada@example.org>` → `Ada`.
    package var developerName: String? {
        guard let developer else { return nil }
        let name = developer.split(separator: "<", maxSplits: 1).first.map { $0.trimmingCharacters(in: .whitespaces) }
        return name?.isEmpty == false ? name : nil
    }

    private static func releases(in info: InfoPropertyList?, version: String?, today: Date) throws -> [Release] {
        guard let info, let entries = try info.array(Key.releases) else {
            guard let version else { return [] }
            return [Release(version: version, date: dayString(today), notes: DescriptionText())]
        }
        func corrupt(_ detail: String) -> DocumentError { DocumentError(.corrupt, url: info.url, detail: detail) }
        return try entries.enumerated().map { index, entry in
            guard let entry = entry as? [String: Any] else { throw corrupt("\(Key.releases) item \(index) is not a dictionary") }
            guard let version = entry["Version"] as? String, !version.isEmpty else {
                throw corrupt("\(Key.releases) item \(index) has no Version string")
            }
            guard let date = entry["Date"] as? String, isDay(date) else {
                throw corrupt("\(Key.releases) item \(index) (\(version)) needs a Date written YYYY-MM-DD")
            }
            if entry["Notes"] != nil && !(entry["Notes"] is String) {
                throw corrupt("\(Key.releases) item \(index) (\(version)): Notes is not a string")
            }
            return Release(version: version, date: date, notes: DescriptionText(markdown: entry["Notes"] as? String ?? ""))
        }
    }

    private static func isDay(_ text: String) -> Bool {
        let parts = text.split(separator: "-", omittingEmptySubsequences: false)
        return parts.count == 3 && parts.map(\.count) == [4, 2, 2] && parts.allSatisfy { $0.allSatisfy { $0.isASCII && $0.isNumber } }
    }

    private static func dayString(_ date: Date) -> String {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        let parts = calendar.dateComponents([.year, .month, .day], from: date)
        return String(format: "%04d-%02d-%02d", parts.year ?? 1970, parts.month ?? 1, parts.day ?? 1)
    }

    /// Apple's app categories (`public.app-category.*`) as freedesktop menu categories.
    static func categories(forAppCategory category: String?) -> [String] {
        let table: [String: [String]] = [
            "business": ["Office"], "developer-tools": ["Development"], "education": ["Education"],
            "entertainment": ["AudioVideo"], "finance": ["Office", "Finance"], "games": ["Game"],
            "graphics-design": ["Graphics"], "healthcare-fitness": ["Utility"], "lifestyle": ["Utility"],
            "medical": ["Science", "MedicalSoftware"], "music": ["AudioVideo", "Audio"], "news": ["Network", "News"],
            "photography": ["Graphics", "Photography"], "productivity": ["Office"], "reference": ["Education"],
            "social-networking": ["Network", "Chat"], "sports": ["Utility"], "travel": ["Utility"],
            "utilities": ["Utility"], "video": ["AudioVideo", "Video"], "weather": ["Utility"],
        ]
        let prefix = "public.app-category."
        guard let category, category.hasPrefix(prefix) else { return ["Office"] }
        var key = String(category.dropFirst(prefix.count))
        if key.hasSuffix("-games") { key = "games" }
        return table[key] ?? ["Office"]
    }
}
