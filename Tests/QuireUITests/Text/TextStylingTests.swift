import Foundation
import QuireCore
import Testing
@testable import QuireUI
import QuireUIHeadless

/// `Text` runs: concatenation, modifiers, Markdown and attributed strings become Pango markup on
/// the label; plain text stays the label's text.
@MainActor
@Suite struct TextStylingTests {
    private func markup(_ text: Text) throws -> String {
        let host = HeadlessHost { text }
        return try #require(host.widget(.text).markup)
    }

    @Test func plainTextHasNoMarkup() throws {
        let host = HeadlessHost { Text("Hello & <world>") }
        #expect(try host.widget(.text).markup == nil)
        #expect(host.texts == ["Hello & <world>"])
    }

    @Test func concatenationKeepsEachPartsStyleAndInnerModifiersWin() throws {
        let text = (Text("Total: ").bold() + Text("12").foregroundColor(.red)).italic().fontWeight(.light)
        let host = HeadlessHost { text }
        #expect(host.texts == ["Total: 12"])
        let markup = try #require(try host.widget(.text).markup)
        #expect(markup == "<span font_weight=\"700\" font_style=\"italic\">Total: </span>"
                + "<span font_weight=\"300\" font_style=\"italic\" foreground=\"#e01b24\">12</span>")
    }

    @Test func decorationsAndSpacing() throws {
        let markup = try markup(Text("a < b").underline(color: .blue).strikethrough().kerning(2)
                                .baselineOffset(4))
        #expect(markup.contains("underline=\"single\""))
        #expect(markup.contains("underline_color=\"#"))
        #expect(markup.contains("strikethrough=\"true\""))
        #expect(markup.contains("letter_spacing=\"1536\""), "2 px is 1.5 pt, 1536 thousand-and-24ths")
        #expect(markup.contains("rise=\"3072\""))
        #expect(markup.hasSuffix(">a &lt; b</span>"), "characters are escaped")
        #expect(Text("x").underline(false).pangoMarkup(at: Date()) == "x")
        #expect(Text(verbatim: "a\u{1}b\tc").bold().italic().underline().pangoMarkup(at: Date()).contains(">ab\tc<"),
                "control characters markup cannot carry are dropped")
    }

    @Test func aWholeTextsFontIsTheLabelsStyleAndItsClass() throws {
        let host = HeadlessHost {
            VStack {
                Text("T").font(.largeTitle)
                Text("B").bold().foregroundColor(.green)
            }
        }
        let texts = host.widgets(.text)
        #expect(texts.map(\.markup) == [nil, nil])
        #expect(texts[0].style.font == .largeTitle)
        #expect(texts[1].style.font == Font.body.bold())
        #expect(texts[1].style.foreground == .green)
        let classes = Font.TextStyle.allCases.map(\.typographyClass)
        #expect(Set(classes) == ["title-1", "title-2", "title-3", "title-4", "heading", "body", "caption"])
    }

    @Test func aRunsFontIsLibadwaitasSizeAndWeightInASpan() throws {
        func span(_ text: Text) -> String { text.pangoMarkup(at: Date()) }
        #expect(span(Text("T").font(.largeTitle)) == "<span font_size=\"181%\" font_weight=\"800\">T</span>")
        #expect(span(Text("T").font(.headline)) == "<span font_weight=\"700\">T</span>")
        #expect(span(Text("T").font(.caption)) == "<span font_size=\"82%\">T</span>")
        #expect(span(Text("T").font(.system(size: 20, weight: .semibold, design: .serif)))
                == "<span font_size=\"15pt\" font_weight=\"600\" font_family=\"serif\">T</span>")
        #expect(span(Text("T").font(.custom("Cantarell", size: 12)).fontWidth(.condensed))
                == "<span font_size=\"9pt\" font_family=\"Cantarell\" font_stretch=\"condensed\">T</span>")
        let host = HeadlessHost { Text("Title").font(.title) + Text(" body") }
        #expect(try host.widget(.text).markup == "<span font_size=\"136%\" font_weight=\"800\">Title</span> body")
    }

    @Test func markdownInALiteralButNotInValuesOrVerbatim() throws {
        let name = "*Ada*"
        #expect(try markup(Text("**Bold** _it_ `x<y` ~~old~~ [site](https://example.org)"))
                == "<span font_weight=\"700\">Bold</span> <span font_style=\"italic\">it</span> "
                + "<span font_family=\"monospace\">x&lt;y</span> <span strikethrough=\"true\">old</span> "
                + "<a href=\"https://example.org\">site</a>")
        let host = HeadlessHost {
            VStack {
                Text("Hi \(name)")
                Text(verbatim: "**raw**")
                Text("2 * 3 * 4 and a_b_c")
            }
        }
        #expect(host.texts == ["Hi *Ada*", "**raw**", "2 * 3 * 4 and a_b_c"])
        #expect(host.widgets(.text).allSatisfy { $0.markup == nil })
    }

    @Test func attributedStringsFromMarkdownAndAttributes() throws {
        let parsed = try AttributedString(markdown: "Read **this** [doc](guide.html)",
                                          baseURL: URL(string: "https://example.org/docs/"))
        let intents = parsed.runs.map { $0[AttributeScopes.SwiftUIAttributes.InlinePresentationIntentAttribute.self] }
        #expect(intents == [nil, .stronglyEmphasized, nil, nil])
        #expect(parsed.runs.compactMap(\.link).map(\.absoluteString) == ["https://example.org/docs/guide.html"])
        var styled = AttributedString("Big")
        styled.swiftUI.font = .title
        styled.swiftUI.underlineStyle = .single
        #expect(try markup(Text(parsed)).contains("<span font_weight=\"700\">this</span>"))
        #expect(Text(styled).pangoMarkup(at: Date())
                == "<span font_size=\"136%\" font_weight=\"800\" underline=\"single\">Big</span>")
    }

    @Test func formatsAndDateStyles() throws {
        let now = Date()
        let host = HeadlessHost {
            VStack {
                Text(0.25, format: .percent.locale(Locale(identifier: "en_US")))
                Text(now.addingTimeInterval(-(2 * 3_600 + 23 * 60 + 30)), style: .relative)
                Text(now.addingTimeInterval(3 * 86_400 + 3_600 + 30), style: .offset)
                Text(now.addingTimeInterval(-(36 * 3_600 + 59 * 60 + 1)), style: .timer)
            }
        }
        let texts = host.texts
        #expect(texts[0] == "25%")
        #expect(texts[1] == "2 hours, 23 minutes")
        #expect(texts[2] == "+3 days, 1 hour")
        #expect(texts[3].hasPrefix("36:59:0"))
    }

    /// A format style and a date style write in the locale of the environment the text is shown in,
    /// as SwiftUI's do; the same text under two locales reads two ways.
    @Test func formatsFollowTheEnvironmentsLocale() throws {
        let june = try #require(Calendar(identifier: .gregorian).date(from: DateComponents(
            timeZone: TimeZone.current, year: 2026, month: 6, day: 3, hour: 12)))
        let host = HeadlessHost {
            VStack {
                Text(1234.5, format: .number)
                Text(june, style: .date)
            }
            .environment(\.locale, Locale(identifier: "de_DE"))
            VStack {
                Text(1234.5, format: .number)
                Text(june, style: .date)
            }
            .environment(\.locale, Locale(identifier: "en_US"))
        }
        let texts = host.texts
        #expect(texts[0] == "1.234,5")
        #expect(texts[1] == "3. Juni 2026")
        #expect(texts[2] == "1,234.5")
        #expect(texts[3] == "June 3, 2026")
    }

    @Test func aTimerIsWrittenAgainAsTimePasses() async throws {
        let start = Date()
        let host = HeadlessHost { Text(start, style: .timer) }
        let first = host.texts
        #expect(first == ["0:00"] || first == ["0:01"])
        // Time passing is the event: wait for the next whole second, a little over a second at most.
        for _ in 0..<40 where host.texts == first {
            try await Task.sleep(for: .milliseconds(50))
            host.flush()
        }
        #expect(host.texts != first)
    }

    @Test func lineLimitTruncationAndSelection() throws {
        let host = HeadlessHost {
            VStack {
                Text("a").lineLimit(2).truncationMode(.middle).textSelection(.enabled)
                Text("b").lineLimit(3, reservesSpace: true)
                Text("c").lineLimit(2...4)
                Text("d").lineLimit(...5).minimumScaleFactor(0.5)
                Text("e")
            }
        }
        let layouts = host.widgets(.text).map(\.textLayout)
        #expect(layouts == [
            TextLayout(maximumLines: 2, truncationMode: .middle, isSelectable: true),
            TextLayout(maximumLines: 3, reservedLines: 3),
            TextLayout(maximumLines: 4, reservedLines: 2),
            TextLayout(maximumLines: 5),
            TextLayout(),
        ])
    }

    @Test func viewLevelFontModifiersChangeTheEnvironmentsFont() throws {
        let host = HeadlessHost {
            VStack {
                Text("a")
                Text("b").font(.title)
            }
            .fontWeight(.semibold)
            .italic()
        }
        let fonts = host.widgets(.text).map(\.style.font)
        #expect(fonts[0] == Font.body.weight(.semibold).italic())
        #expect(fonts[1] == .title, "a text's own font is over the environment's")
    }
}
