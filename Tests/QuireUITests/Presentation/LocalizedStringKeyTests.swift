import Foundation
import QuireCore
import Testing
@testable import QuireUI
import QuireUIHeadless

/// A bundle folder holding a String Catalog: English (the development language) for keys an app
/// names abstractly, German for the rest.
private final class CatalogBundle {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("quire-ui-strings-\(UUID().uuidString)")

    init(table: String = "Localizable") throws {
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        try Data(Self.catalog.utf8).write(to: url.appendingPathComponent("\(table).xcstrings"))
    }

    deinit { try? FileManager.default.removeItem(at: url) }

    var bundle: Bundle { Bundle(url: url)! }
    var german: Locale { Locale(identifier: "de_DE") }

    static let catalog = #"""
    {
      "sourceLanguage" : "en",
      "version" : "1.0",
      "strings" : {
        "welcome.title" : { "localizations" : {
          "en" : { "stringUnit" : { "state" : "translated", "value" : "Welcome to **Quire**" } },
          "de" : { "stringUnit" : { "state" : "translated", "value" : "Willkommen bei **Quire**" } } } },
        "%lld notes" : { "localizations" : {
          "en" : { "variations" : { "plural" : {
            "one" : { "stringUnit" : { "state" : "translated", "value" : "%lld note" } },
            "other" : { "stringUnit" : { "state" : "translated", "value" : "%lld notes" } } } } },
          "de" : { "variations" : { "plural" : {
            "one" : { "stringUnit" : { "state" : "translated", "value" : "%lld Notiz" } },
            "other" : { "stringUnit" : { "state" : "translated", "value" : "%lld Notizen" } } } } } } },
        "Library" : { "localizations" : {
          "de" : { "stringUnit" : { "state" : "translated", "value" : "Bibliothek" } } } },
        "Hello %@" : { "localizations" : {
          "de" : { "stringUnit" : { "state" : "translated", "value" : "Hallo %@!" } } } }
      }
    }
    """#
}

/// `LocalizedStringKey` looks its key up in the app's tables (placeholders as SwiftUI writes them),
/// `Text(_:tableName:bundle:comment:)` in the table and bundle it names, `Text(LocalizedStringResource)`
/// and the window scenes' resource titles in the resource's locale.
@MainActor
@Suite struct LocalizedStringKeyTests {
    @Test func interpolationsBecomeSwiftUIsPlaceholders() {
        let name = "Ada", count = 3, ratio = 0.5, size = UInt(7), scale: Float = 2
        let key: LocalizedStringKey = "\(name) has \(count) notes, \(ratio) done, \(size) bytes, ×\(scale), 100%"
        #expect(key.value.key == "%@ has %lld notes, %lf done, %llu bytes, ×%f, 100%%")
        #expect(key.resolved == "Ada has 3 notes, 0.500000 done, 7 bytes, ×2.000000, 100%",
                "a floating-point value is written as its printf placeholder writes it, as in SwiftUI")
        let plain: LocalizedStringKey = "100% sure"
        #expect(plain.resolved == "100% sure", "a key without values is not formatted")
    }

    @Test func textLooksUpItsTableAndBundle() throws {
        let strings = try CatalogBundle(table: "Welcome")
        let host = HeadlessHost {
            VStack {
                Text("welcome.title", tableName: "Welcome", bundle: strings.bundle)
                Text("welcome.title", bundle: strings.bundle)
                Text("\(1) notes", tableName: "Welcome", bundle: strings.bundle)
                Text("\(2) notes", tableName: "Welcome", bundle: strings.bundle)
            }
        }
        // The development language stands in wherever the user's language has no entry (English
        // here has every key, and German is not looked at unless it is the user's).
        let texts = host.texts
        #expect(texts[1] == "welcome.title", "the default table has no such key")
        if !PreferredLanguages.current.contains(where: { $0.hasPrefix("de") }) {
            #expect(texts[0] == "Welcome to Quire")
            #expect(texts[2] == "1 note" && texts[3] == "2 notes")
        }
    }

    @Test func textOfAResourceIsInItsLocale() throws {
        let strings = try CatalogBundle()
        let name = "*Ada*"
        let host = HeadlessHost {
            VStack {
                Text(LocalizedStringResource("welcome.title", locale: strings.german, bundle: strings.bundle))
                Text(LocalizedStringResource("\(1) notes", locale: strings.german, bundle: strings.bundle))
                Text(LocalizedStringResource("Hello \(name)", locale: strings.german, bundle: strings.bundle))
                Text(LocalizedStringResource("not.there", defaultValue: "Fallback", bundle: strings.bundle))
            }
        }
        #expect(host.texts == ["Willkommen bei Quire", "1 Notiz", "Hallo *Ada*!", "Fallback"],
                "Markdown in the translation is styled, in the values it is not")
    }

    @Test func windowScenesAreTitledByResources() throws {
        let strings = try CatalogBundle()
        let title = LocalizedStringResource("Library", locale: strings.german, bundle: strings.bundle)
        let declarations = SceneDeclarations(Scenes(title: title).body)
        #expect(declarations.windowScenes.map(\.title) == ["Bibliothek", "Bibliothek", "Bibliothek", "Bibliothek",
                                                           "Bibliothek"])
    }

    @Test func theLaunchSceneAndItsButtonsTakeResources() throws {
        let strings = try CatalogBundle()
        let title = LocalizedStringResource("Library", locale: strings.german, bundle: strings.bundle)
        let launch = try #require(SceneDeclarations(DocumentGroupLaunchScene(title) {
            NewDocumentButton(LocalizedStringResource("welcome.title", locale: strings.german, bundle: strings.bundle))
        }).launchScene)
        #expect(launch.title == "Bibliothek")
        #expect(HeadlessHost { launch.makeActions() }.texts == ["Willkommen bei Quire"])
    }

    @MainActor private struct Scenes {
        let title: LocalizedStringResource

        @SceneBuilder var body: some Scene {
            WindowGroup(title) { Text("a") }
            WindowGroup(title, id: "b") { Text("b") }
            WindowGroup(title, for: Int.self) { _ in Text("c") }
            Window(title, id: "d") { Text("d") }
            UtilityWindow(title, id: "e") { Text("e") }
        }
    }
}
