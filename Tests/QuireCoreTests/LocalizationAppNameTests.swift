import Foundation
import Testing
@testable import QuireCore

/// What Quire localizes beyond string tables: the app's name from `InfoPlist.strings` (windows and a
/// desktop entry's `Name[…]=` keys) and the person's locale for dates and numbers, from the same
/// environment the C library reads.
@Suite struct LocalizationAppNameTests {
    private static func app(strings: [String: String]) throws -> (TemporaryDirectory, AppIdentity) {
        let folder = TemporaryDirectory("quire-infoplist")
        let plist = folder.file("Info.plist")
        try Data("""
            <?xml version="1.0" encoding="UTF-8"?>
            <plist version="1.0"><dict>
            <key>CFBundleIdentifier</key><string>org.quire.NameTest</string>
            <key>CFBundleName</key><string>Notes</string>
            </dict></plist>
            """.utf8).write(to: plist)
        for (language, text) in strings {
            let lproj = folder.file("\(language).lproj")
            try FileManager.default.createDirectory(at: lproj, withIntermediateDirectories: true)
            try Data(text.utf8).write(to: lproj.appendingPathComponent("InfoPlist.strings"))
        }
        let identity = try AppIdentity(typeName: "NameTest", bundle: Bundle(url: folder.url), infoPlistURL: plist)
        return (folder, identity)
    }

    @Test func infoPlistStringsNameTheAppInEachLanguage() throws {
        let (folder, identity) = try Self.app(strings: [
            "de": "\"CFBundleName\" = \"Notizen\";",
            "pt-BR": "\"CFBundleName\" = \"Notas\";\n\"CFBundleDisplayName\" = \"Minhas Notas\";",
        ])
        defer { withExtendedLifetime(folder) {} }
        #expect(identity.name == "Notes", "the Info.plist's own name stays the app's name")
        #expect(identity.translatedNames == ["de": "Notizen", "pt-br": "Minhas Notas"], "the display name wins")
        let metadata = try AppMetadata(identity: identity)
        let entry = DesktopEntry.text(for: metadata, command: "/usr/bin/notes", icon: nil)
        #expect(entry.contains("Name=Notes\nName[de]=Notizen\nName[pt_BR]=Minhas Notas\n"))
    }

    @Test func theLocalizedNameFallsBackToTheDevelopmentLanguageThenTheName() throws {
        let (english, withEnglish) = try Self.app(strings: ["en": "\"CFBundleDisplayName\" = \"My Notes\";"])
        defer { withExtendedLifetime(english) {} }
        #expect(withEnglish.localizedName == "My Notes" || PreferredLanguages.current.first?.hasPrefix("en") == false)
        let (none, without) = try Self.app(strings: [:])
        defer { withExtendedLifetime(none) {} }
        #expect(without.localizedName == "Notes")
        #expect(without.translatedNames.isEmpty)
    }

    @Test func theFormattingLocaleIsTheCLibrarys() {
        #expect(FormattingLocale.locale(in: ["LANG": "de_DE.UTF-8"]).identifier == "de_DE")
        #expect(FormattingLocale.locale(in: ["LANG": "en_GB.UTF-8", "LC_TIME": "fr_FR.UTF-8"]).identifier == "fr_FR")
        #expect(FormattingLocale.locale(in: ["LC_ALL": "it_IT@euro", "LC_TIME": "fr_FR.UTF-8"]).identifier == "it_IT")
        #expect(FormattingLocale.locale(in: ["LANG": "de_DE.UTF-8", "LC_NUMERIC": "", "LC_TIME": ""]).identifier == "de_DE",
                "an empty variable is unset")
        #expect(FormattingLocale.locale(in: ["LANG": "C"]) == .current)
        #expect(FormattingLocale.locale(in: [:]) == .current)
        let german = FormattingLocale.locale(in: ["LANG": "de_DE.UTF-8"])
        #expect(1234.5.formatted(.number.locale(german)) == "1.234,5", "ICU's data writes German numbers")
    }
}
