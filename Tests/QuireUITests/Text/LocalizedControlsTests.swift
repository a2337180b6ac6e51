import Foundation
import Testing
import QuireCore
@testable import QuireUI
import QuireUIHeadless

/// Localized titles and text headless: the controls' `LocalizedStringResource` titles,
/// `AttributedString(localized:)` with its Markdown, and dates written in a given locale (ICU's
/// words: what `Text(_:style:)` shows under `LANG=de_DE.UTF-8`).
@MainActor
@Suite struct LocalizedControlsTests {
    @Test func controlsTakeTheirTitleFromAResource() throws {
        let save = LocalizedStringResource("quire.test.save", defaultValue: "Save Draft")
        let host = HeadlessHost {
            VStack {
                Button(save) {}
                Button(LocalizedStringResource("quire.test.delete", defaultValue: "Delete"), role: .destructive) {}
                Toggle(LocalizedStringResource("quire.test.wrap", defaultValue: "Wrap Lines"), isOn: .constant(true))
                Label(LocalizedStringResource("quire.test.inbox", defaultValue: "Inbox"), systemImage: "tray")
                Link(LocalizedStringResource("quire.test.site", defaultValue: "Website"), destination: URL(string: "https://example.org")!)
            }
        }
        let titles = host.all.flatMap { [$0.title, $0.text] }
        for title in ["Save Draft", "Delete", "Wrap Lines", "Inbox", "Website"] {
            #expect(titles.contains(title), "\(title) in \(titles)")
        }
        #expect(!titles.contains("quire.test.save"), "the default value shows where no table has the key")
    }

    @Test func aLocalizedAttributedStringReadsItsMarkdownButNotItsValues() {
        let name = "*Ada*"
        let string = AttributedString(localized: "**Hello** \(name)")
        #expect(String(string.characters) == "Hello *Ada*")
        let bold = string.runs.filter { $0[AttributeScopes.SwiftUIAttributes.InlinePresentationIntentAttribute.self] == .stronglyEmphasized }
        #expect(bold.map { String(string[$0.range].characters) } == ["Hello"])
        #expect(String(AttributedString(localized: LocalizedStringResource("plain")).characters) == "plain")
    }

    @Test func dateStylesWriteTheLocalesWords() {
        let now = Date(timeIntervalSince1970: 1_000_000_000)
        let german = Locale(identifier: "de_DE")
        #expect(Text.DateStyle.relative.text(for: now.addingTimeInterval(8_585), now: now, locale: german)
                == "2 Stunden und 23 Minuten")
        #expect(Text.DateStyle.relative.text(for: now.addingTimeInterval(8_585), now: now, locale: Locale(identifier: "en_US"))
                == "2 hours, 23 minutes")
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone.current
        let day = calendar.date(from: DateComponents(year: 1971, month: 2, day: 5, hour: 12))!
        #expect(Text.DateStyle.date.text(for: day, now: now, locale: german) == "5. Februar 1971")
    }
}
