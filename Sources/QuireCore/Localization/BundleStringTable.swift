import Foundation

/// One string table (`Localizable`) of one bundle in every language it is translated into, read
/// from the bundle's top and its `Resources/` folder (where a `.copy("Resources")` rule puts it):
/// `<table>.xcstrings`, and `<language>.lproj/<table>.stringsdict` and `.strings`. Foundation on
/// Linux cannot stand in: its `Bundle.localizedString(forKey:value:table:)` reads `.strings` only,
/// in the languages of `preferredLocalizations`, which ignore `LANG` and `LANGUAGE`.
package struct BundleStringTable: Sendable {
    /// The language whose entries stand in when the user's languages have none: the catalog's
    /// source language, else English.
    package let developmentLanguage: String
    /// Language (lower case, `-` separated) → key → translation. A catalog's entries win over a
    /// `.stringsdict`'s, whose win over a `.strings`'s.
    private let languages: [String: [String: LocalizedFormat]]

    /// The table `table` of the bundle at `root`; a file that cannot be read is reported to
    /// `unreadable` with why, and left out.
    package init(root: URL, table: String, unreadable: (URL, String) -> Void) {
        var languages: [String: [String: LocalizedFormat]] = [:]
        var developmentLanguage = "en"
        func merge(_ entries: [String: LocalizedFormat], language: String) {
            languages[Self.normalized(language), default: [:]].merge(entries) { _, new in new }
        }
        func read<T>(_ url: URL, _ parse: (Data) throws -> T) -> T? {
            guard let data = FileManager.default.contents(atPath: url.path) else { return nil }
            do {
                return try parse(data)
            } catch {
                unreadable(url, (error as? StringTableError)?.reason ?? "\(error)")
                return nil
            }
        }
        for folder in [root, root.appendingPathComponent("Resources")] {
            // A folder that cannot be listed holds no tables we could read.
            let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
            for name in names.sorted() where name.hasSuffix(".lproj") {
                let language = String(name.dropLast(".lproj".count))
                let lproj = folder.appendingPathComponent(name)
                if let strings = read(lproj.appendingPathComponent("\(table).strings"), StringsFile.strings(in:)) {
                    merge(strings, language: language)
                }
                if let rules = read(lproj.appendingPathComponent("\(table).stringsdict"), StringsFile.pluralRules(in:)) {
                    merge(rules, language: language)
                }
            }
            if let catalog = read(folder.appendingPathComponent("\(table).xcstrings"), StringCatalog.init(data:)) {
                developmentLanguage = catalog.sourceLanguage
                for (language, entries) in catalog.tables { merge(entries, language: language) }
            }
        }
        self.developmentLanguage = developmentLanguage
        self.languages = languages
    }

    /// The translation of `key` in the first of `preferred` (BCP 47 identifiers, fallbacks
    /// included) the table has one for, else in the development language; and that language.
    package func format(for key: String, preferring preferred: [String]) -> (format: LocalizedFormat, language: String)? {
        // An app without this table asks it for every key.
        guard !languages.isEmpty else { return nil }
        for language in preferred + [developmentLanguage] {
            if let format = languages[Self.normalized(language)]?[key] { return (format, language) }
        }
        return nil
    }

    /// Every language's translation of `key`, by language (lower case, `-` separated).
    package func translations(of key: String) -> [String: LocalizedFormat] {
        languages.compactMapValues { $0[key] }
    }

    /// `language` in lower case, `-` separated. Language identifiers are ASCII, mapped here byte by
    /// byte: Foundation's replacing and lowercasing cost more than the lookup they serve.
    private static func normalized(_ language: String) -> String {
        let uppercase = UInt8(ascii: "A")...UInt8(ascii: "Z")
        guard language.utf8.allSatisfy(UTF8.isASCII) else {
            return language.replacingOccurrences(of: "_", with: "-").lowercased()
        }
        guard language.utf8.contains(where: { $0 == UInt8(ascii: "_") || uppercase.contains($0) }) else { return language }
        return String(decoding: language.utf8.map { $0 == UInt8(ascii: "_") ? UInt8(ascii: "-") : uppercase.contains($0) ? $0 | 0x20 : $0 },
                      as: UTF8.self)
    }
}
