import Foundation
import QuireCore

/// A line or paragraph of read-only text: runs of characters, each with its own font, colour and
/// decorations (`Text("a").bold() + Text("b")`). Plain text is a GtkLabel's text; styled runs
/// are Pango markup (`Text+PangoMarkup.swift`).
public struct Text: View, Equatable {
    public typealias Body = Never

    /// The runs in reading order; never empty.
    let runs: [TextRun]

    init(runs: [TextRun]) {
        self.runs = runs.isEmpty ? [TextRun(.string(""))] : runs
    }

    /// Text showing `content` as it is, without Markdown (`Text(title)` with a `String` value).
    /// Disfavoured, as in SwiftUI, so a string literal is a `LocalizedStringKey`.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ content: S) {
        self.init(runs: [TextRun(.string(String(content)))])
    }

    /// Text showing the key's translation from the table `tableName` (nil: `Localizable`) in `bundle`
    /// (nil: the app's resources) in the user's language, else the key, with the interpolated values
    /// placed (`Text("\(speed, specifier: "%.1f") km/h")`); its inline Markdown (bold, italic, code,
    /// strikethrough, links) styled as in SwiftUI, interpolated values not read as Markdown.
    public init(_ key: LocalizedStringKey, tableName: String? = nil, bundle: Bundle? = nil,
                comment: StaticString? = nil) {
        self.init(runs: InlineMarkdown.runs(key.markdown(tableName: tableName, bundle: bundle)))
    }

    /// Text showing `content` exactly: no Markdown, no lookup.
    public init(verbatim content: String) {
        self.init(runs: [TextRun(.string(content))])
    }

    /// The characters shown, without styling (dates written as they read now), in the person's
    /// locale.
    nonisolated var content: String {
        content(at: Date(), locale: FormattingLocale.current)
    }

    /// The characters shown at the moment `now` in `locale`, without styling.
    nonisolated func content(at now: Date, locale: Locale) -> String {
        runs.map { $0.text(at: now, locale: locale) }.joined()
    }
}

extension Text: PrimitiveView {
    func makeNode(in context: NodeContext) -> ViewNode { TextNode(context) }
}
