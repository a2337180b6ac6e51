import Foundation
import Testing
@testable import QuireCore

/// A bundle folder in a temporary directory with string tables written into it.
private final class TableBundle {
    let folder = TemporaryDirectory("quire-strings")

    var bundle: Bundle { Bundle(url: folder.url)! }

    func write(_ text: String, to path: String) throws {
        let url = folder.file(path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url)
    }

    func string(_ value: String.LocalizationValue, _ languages: [String], table: String? = nil) -> String {
        LocalizedStrings.string(for: value.key, defaultValue: value, table: table, bundle: bundle, languages: languages)
    }
}

private let catalog = #"""
{
  "sourceLanguage" : "en",
  "version" : "1.0",
  "strings" : {
    "Blank Note" : {
      "localizations" : {
        "de" : { "stringUnit" : { "state" : "translated", "value" : "Leere Notiz" } },
        "de-AT" : { "stringUnit" : { "state" : "translated", "value" : "Leere Notiz (AT)" } }
      }
    },
    "greeting" : {
      "localizations" : {
        "en" : { "stringUnit" : { "state" : "translated", "value" : "Hello!" } }
      }
    },
    "%lld notes" : {
      "localizations" : {
        "en" : { "variations" : { "plural" : {
          "one" : { "stringUnit" : { "state" : "translated", "value" : "%lld note" } },
          "other" : { "stringUnit" : { "state" : "translated", "value" : "%lld notes" } } } } },
        "de" : { "variations" : { "plural" : {
          "zero" : { "stringUnit" : { "state" : "translated", "value" : "Keine Notizen" } },
          "one" : { "stringUnit" : { "state" : "translated", "value" : "Eine Notiz" } },
          "other" : { "stringUnit" : { "state" : "translated", "value" : "%lld Notizen" } } } } },
        "ru" : { "variations" : { "plural" : {
          "one" : { "stringUnit" : { "state" : "translated", "value" : "%lld заметка" } },
          "few" : { "stringUnit" : { "state" : "translated", "value" : "%lld заметки" } },
          "many" : { "stringUnit" : { "state" : "translated", "value" : "%lld заметок" } },
          "other" : { "stringUnit" : { "state" : "translated", "value" : "%lld заметки" } } } } }
      }
    },
    "%@ moved %lld files" : {
      "localizations" : {
        "de" : { "stringUnit" : { "state" : "translated", "value" : "%2$#@files@ hat %1$@ bewegt" },
                 "substitutions" : { "files" : { "argNum" : 2, "formatSpecifier" : "lld", "variations" : { "plural" : {
                   "one" : { "stringUnit" : { "state" : "translated", "value" : "Eine Datei" } },
                   "other" : { "stringUnit" : { "state" : "translated", "value" : "%arg Dateien" } } } } } } }
      }
    },
    "Untranslatable" : { "shouldTranslate" : false }
  }
}
"""#

@Suite struct LocalizationTests {
    // MARK: Which languages

    @Test func languagesFollowGettextsOrder() {
        #expect(PreferredLanguages.languages(in: ["LANG": "de_DE.UTF-8"]) == ["de-DE", "de"])
        #expect(PreferredLanguages.languages(in: ["LANG": "de_DE.UTF-8", "LC_MESSAGES": "fr_FR.UTF-8"]) == ["fr-FR", "fr"])
        #expect(PreferredLanguages.languages(in: ["LANG": "de_DE.UTF-8", "LC_MESSAGES": "fr_FR", "LC_ALL": "pt_BR"])
            == ["pt-BR", "pt"])
        #expect(PreferredLanguages.languages(in: ["LANG": "de_DE.UTF-8", "LANGUAGE": "sv:nb_NO"])
            == ["sv", "nb-NO", "nb", "de-DE", "de"])
        #expect(PreferredLanguages.languages(in: ["LANG": "sr_RS@latin"]) == ["sr-RS", "sr"])
    }

    @Test func cLocaleMeansNoTranslationEvenWithLanguage() {
        #expect(PreferredLanguages.languages(in: ["LANG": "C", "LANGUAGE": "de"]).isEmpty)
        #expect(PreferredLanguages.languages(in: ["LC_ALL": "POSIX", "LANG": "de_DE.UTF-8"]).isEmpty)
        #expect(PreferredLanguages.languages(in: [:]).isEmpty)
    }

    // MARK: Looking up

    @Test func catalogFallsBackFromRegionToLanguageToDevelopmentLanguage() throws {
        let tables = TableBundle()
        try tables.write(catalog, to: "Localizable.xcstrings")
        #expect(tables.string("Blank Note", ["de-AT", "de"]) == "Leere Notiz (AT)")
        #expect(tables.string("Blank Note", ["de-CH", "de"]) == "Leere Notiz")
        #expect(tables.string("Blank Note", ["fr-FR", "fr"]) == "Blank Note")
        #expect(tables.string("greeting", ["de-DE", "de"]) == "Hello!")
        #expect(tables.string("Untranslatable", ["de"]) == "Untranslatable")
    }

    @Test func aTableIsReadOncePerBundlePathAndTableName() throws {
        let tables = TableBundle()
        try tables.write(catalog, to: "Localizable.xcstrings")
        try tables.write(catalog, to: "Other.xcstrings")
        #expect(tables.string("Blank Note", ["de"]) == "Leere Notiz")
        // Read once per process: another Bundle of the same folder finds the table already read,
        // a table not asked for yet is read when first asked for.
        try FileManager.default.removeItem(at: tables.folder.file("Localizable.xcstrings"))
        #expect(tables.string("Blank Note", ["de"]) == "Leere Notiz")
        #expect(tables.string("Blank Note", ["de"], table: "Other") == "Leere Notiz")
        try FileManager.default.removeItem(at: tables.folder.file("Other.xcstrings"))
        #expect(tables.string("Blank Note", ["de"], table: "Third") == "Blank Note")
    }

    @Test func aMissingKeyIsItsKeyOrDefaultValue() throws {
        let tables = TableBundle()
        try tables.write(catalog, to: "Localizable.xcstrings")
        let name = "Ada"
        #expect(tables.string("Hi \(name)", ["de"]) == "Hi Ada")
        #expect(LocalizedStrings.string(for: "missing", defaultValue: "Fallback \(3)", table: nil,
                                        bundle: tables.bundle, languages: ["de"]) == "Fallback 3")
        #expect(tables.string("Blank Note", ["de"], table: "Other") == "Blank Note")
    }

    @Test func pluralVariationsFollowTheLanguagesRules() throws {
        let tables = TableBundle()
        try tables.write(catalog, to: "Resources/Localizable.xcstrings")
        #expect(tables.string("\(1) notes", ["en"]) == "1 note")
        #expect(tables.string("\(5) notes", ["en"]) == "5 notes")
        #expect(tables.string("\(0) notes", ["de"]) == "Keine Notizen")
        #expect(tables.string("\(1) notes", ["de"]) == "Eine Notiz")
        #expect(tables.string("\(12) notes", ["de"]) == "12 Notizen")
        #expect(tables.string("\(21) notes", ["ru"]) == "21 заметка")
        #expect(tables.string("\(3) notes", ["ru"]) == "3 заметки")
        #expect(tables.string("\(11) notes", ["ru"]) == "11 заметок")
    }

    @Test func substitutionsPlaceArgumentsInTheTranslationsOrder() throws {
        let tables = TableBundle()
        try tables.write(catalog, to: "Localizable.xcstrings")
        let who = "Ada"
        #expect(tables.string("\(who) moved \(1) files", ["de"]) == "Eine Datei hat Ada bewegt")
        #expect(tables.string("\(who) moved \(4) files", ["de"]) == "4 Dateien hat Ada bewegt")
        #expect(tables.string("\(who) moved \(4) files", ["en"]) == "Ada moved 4 files")
    }

    @Test func stringsAndStringsdictInLprojFolders() throws {
        let tables = TableBundle()
        try tables.write(#"""
            /* The window's title. */
            "Notes" = "Notizen";
            "%@ of %@" = "%2$@: %1$@";
            "Width %.1f" = "Breite %.1f";
            """#, to: "de.lproj/Localizable.strings")
        try tables.write("""
            <?xml version="1.0" encoding="UTF-8"?>
            <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
            <plist version="1.0"><dict>
              <key>%lld pages</key>
              <dict>
                <key>NSStringLocalizedFormatKey</key><string>Das Buch hat %#@pages@</string>
                <key>pages</key>
                <dict>
                  <key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>
                  <key>NSStringFormatValueTypeKey</key><string>lld</string>
                  <key>one</key><string>eine Seite</string>
                  <key>other</key><string>%lld Seiten</string>
                </dict>
              </dict>
            </dict></plist>
            """, to: "de.lproj/Localizable.stringsdict")
        let (part, whole) = ("Kapitel 2", "Buch")
        #expect(tables.string("Notes", ["de-DE", "de"]) == "Notizen")
        #expect(tables.string("\(part) of \(whole)", ["de"]) == "Buch: Kapitel 2")
        #expect(tables.string("\(1) pages", ["de"]) == "Das Buch hat eine Seite")
        #expect(tables.string("\(300) pages", ["de"]) == "Das Buch hat 300 Seiten")
        let width = 2.25
        #expect(LocalizedStrings.string(for: "Width %.1f", defaultValue: .init(key: "Width %.1f", arguments: [.double(width)]),
                                        table: nil, bundle: tables.bundle, languages: ["de"]) == "Breite 2.2")
    }

    @Test func regionalFoldersMatchWhateverCaseAndSeparatorTheyUse() throws {
        let tables = TableBundle()
        try tables.write(#""Notes" = "Notas";"#, to: "pt_BR.lproj/Localizable.strings")
        try tables.write(#""Notes" = "笔记";"#, to: "zh-Hans.lproj/Localizable.strings")
        try tables.write(#""Notes" = "Notizen";"#, to: "de.lproj/Localizable.strings")
        #expect(tables.string("Notes", ["pt-BR", "pt"]) == "Notas")
        #expect(tables.string("Notes", ["pt_br"]) == "Notas")
        #expect(tables.string("Notes", ["zh-hans-CN", "zh-Hans", "zh"]) == "笔记")
        #expect(tables.string("Notes", ["DE"]) == "Notizen")
        #expect(tables.string("Notes", ["pt"]) == "Notes")
    }

    @Test func utf16StringsFilesAreRead() throws {
        let tables = TableBundle()
        var data = Data([0xFF, 0xFE])
        data.append(#""Open" = "Öffnen";"#.data(using: .utf16LittleEndian)!)
        try FileManager.default.createDirectory(at: tables.folder.file("de.lproj"), withIntermediateDirectories: true)
        try data.write(to: tables.folder.file("de.lproj/Localizable.strings"))
        #expect(tables.string("Open", ["de"]) == "Öffnen")
    }

    // MARK: Bad tables

    @Test(arguments: [
        ("Localizable.xcstrings", #"{ "sourceLanguage": "en", "strings": { "a": "#),
        ("Localizable.xcstrings", #"{ "strings": {} }"#),
        ("de.lproj/Localizable.strings", #""Open" = "Öffnen""#),
        ("de.lproj/Localizable.strings", "<plist><array><string>x</string></array></plist>"),
        ("de.lproj/Localizable.stringsdict", "<plist><dict><key>k</key><string>x</string></dict></plist>"),
    ])
    func aCorruptTableShowsKeysAndIsReportedOnce(path: String, contents: String) throws {
        let tables = TableBundle()
        try tables.write(contents, to: path)
        var reports: [String] = []
        let table = BundleStringTable(root: tables.folder.url, table: "Localizable") { url, reason in
            reports.append("\(url.lastPathComponent): \(reason)")
        }
        #expect(table.format(for: "Open", preferring: ["de"]) == nil)
        #expect(reports.count == 1)
        #expect(reports.first?.hasPrefix((path as NSString).lastPathComponent) == true)
        #expect(tables.string("Open", ["de"]) == "Open")
        #expect(tables.string("Open", ["de"]) == "Open")
    }

    // MARK: The public API

    @Test func localizedStringResourceKeepsWhatItWasGiven() throws {
        let tables = TableBundle()
        try tables.write(catalog, to: "Localizable.xcstrings")
        let count = 4
        let resource = LocalizedStringResource("\(count) notes", table: "Localizable", locale: Locale(identifier: "de_DE"),
                                               bundle: .atURL(tables.folder.url))
        #expect(resource.key == "%lld notes")
        #expect(resource.defaultValue == "\(count) notes")
        #expect(resource.table == "Localizable")
        #expect(resource.locale.identifier == "de_DE")
        #expect(resource.bundle == .atURL(tables.folder.url))
        #expect(String(localized: resource) == "4 Notizen")
        let keyed = LocalizedStringResource("notes.count", defaultValue: "\(count) notes")
        #expect(keyed.key == "notes.count")
        #expect(String(localized: keyed) == "4 notes")
        let literal: LocalizedStringResource = "Blank Note"
        #expect(literal.key == "Blank Note" && literal.bundle == .main && literal.table == nil)
    }

    @Test func stringLocalizedTakesALocaleTableAndBundle() throws {
        let tables = TableBundle()
        try tables.write(catalog, to: "Localizable.xcstrings")
        let german = Locale(identifier: "de")
        #expect(String(localized: "Blank Note", bundle: tables.bundle, locale: german) == "Leere Notiz")
        #expect(String(localized: "Blank Note", table: "Missing", bundle: tables.bundle, locale: german) == "Blank Note")
        #expect(String(localized: "blank", defaultValue: "Blank \(2)", bundle: tables.bundle, locale: german) == "Blank 2")
        let value: String.LocalizationValue = "\(2.5) of \(UInt(3)) \("x")"
        #expect(value.key == "%lf of %llu %@")
    }
}
