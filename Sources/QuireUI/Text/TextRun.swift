import Foundation

/// A stretch of a `Text` with one set of attributes: fixed characters, a date written in a
/// `Text.DateStyle` that reads differently as time passes, or a value a format style writes in the
/// locale of the environment the text is shown in.
struct TextRun: Hashable, Sendable {
    enum Content: Hashable, Sendable {
        case string(String)
        case date(Date, Text.DateStyle)
        case formatted(FormattedValue)
    }

    var content: Content
    var attributes = TextAttributes()

    init(_ content: Content, attributes: TextAttributes = TextAttributes()) {
        self.content = content
        self.attributes = attributes
    }

    /// The characters at the moment `now`, formatted for `locale`.
    func text(at now: Date, locale: Locale) -> String {
        switch content {
        case .string(let string): string
        case let .date(date, style): style.text(for: date, now: now, locale: locale)
        case .formatted(let value): value.text(locale)
        }
    }

    /// Whether the characters change as time passes (relative, offset and timer dates).
    var changesWithTime: Bool {
        if case let .date(_, style) = content { return style.changesWithTime }
        return false
    }
}

/// What a `Text` modifier sets on its runs. nil is "not set here": a modifier applied to a
/// concatenation sets only what the inner texts left unset, so the innermost modifier wins, as in
/// SwiftUI.
struct TextAttributes: Hashable, Sendable {
    var font: Font?
    var weight: Font.Weight?
    var design: Font.Design?
    var width: Font.Width?
    var isItalic: Bool?
    var isMonospacedDigit: Bool?
    var foreground: Color?
    var underline: Text.LineStyle?
    var strikethrough: Text.LineStyle?
    /// Extra space after each character, in points (`kerning` and `tracking` both).
    var letterSpacing: CGFloat?
    var baselineOffset: CGFloat?
    var link: URL?
    /// Inline code (Markdown's backticks): monospaced.
    var isCode: Bool?

    var isEmpty: Bool { self == TextAttributes() }

    /// These attributes with what `outer` sets and these leave unset.
    func filling(from outer: TextAttributes) -> TextAttributes {
        var merged = self
        merged.font = font ?? outer.font
        merged.weight = weight ?? outer.weight
        merged.design = design ?? outer.design
        merged.width = width ?? outer.width
        merged.isItalic = isItalic ?? outer.isItalic
        merged.isMonospacedDigit = isMonospacedDigit ?? outer.isMonospacedDigit
        merged.foreground = foreground ?? outer.foreground
        merged.underline = underline ?? outer.underline
        merged.strikethrough = strikethrough ?? outer.strikethrough
        merged.letterSpacing = letterSpacing ?? outer.letterSpacing
        merged.baselineOffset = baselineOffset ?? outer.baselineOffset
        merged.link = link ?? outer.link
        merged.isCode = isCode ?? outer.isCode
        return merged
    }
}

extension Text {
    /// This text with `change` applied to a blank set of attributes, filled into every run.
    func withAttributes(_ change: (inout TextAttributes) -> Void) -> Text {
        var outer = TextAttributes()
        change(&outer)
        return Text(runs: runs.map { TextRun($0.content, attributes: $0.attributes.filling(from: outer)) })
    }

    /// Whether this text is one run without attributes: a label's plain text.
    var isPlain: Bool {
        runs.count == 1 && runs[0].attributes.isEmpty && !runs[0].changesWithTime
    }

    /// Whether what the text reads changes as time passes.
    var changesWithTime: Bool {
        runs.contains(where: \.changesWithTime)
    }
}

extension Text {
    /// A text of one run with its font and colour lifted into the widget's style (so a text style
    /// is the label's libadwaita class, not a span), over `style`; the run keeps the rest. A text of
    /// several runs is left whole: each run's font is a span.
    func liftingFont(into style: inout WidgetStyle) -> Text {
        guard runs.count == 1 else { return self }
        var run = runs[0]
        let attributes = run.attributes
        var font = attributes.font ?? style.font
        let changesFont = attributes.weight != nil || attributes.isItalic != nil || attributes.design != nil
            || attributes.width != nil || attributes.isMonospacedDigit != nil
        if changesFont {
            var changed = font ?? .body
            if let weight = attributes.weight { changed = changed.weight(weight) }
            if attributes.isItalic == true { changed = changed.italic() }
            if let design = attributes.design { changed = changed.design(design) }
            if let width = attributes.width { changed = changed.width(width) }
            if attributes.isMonospacedDigit == true { changed = changed.monospacedDigit() }
            font = changed
        }
        style.font = font
        style.foreground = attributes.foreground ?? style.foreground
        run.attributes.font = nil
        run.attributes.weight = nil
        run.attributes.isItalic = nil
        run.attributes.design = nil
        run.attributes.width = nil
        run.attributes.isMonospacedDigit = nil
        run.attributes.foreground = nil
        return Text(runs: [run])
    }
}

/// `Text(_:format:)`'s value and format, written when the text is shown, in the locale it is shown
/// in (SwiftUI formats with the environment's `locale`). Two are equal when their formats and
/// inputs are. `@unchecked Sendable`: immutable, and a `FormatStyle` is a value; its input is only
/// read, to be formatted or compared.
struct FormattedValue: Hashable, @unchecked Sendable {
    private let format: AnyHashable
    private let input: Any
    private let sameInput: (Any) -> Bool
    let text: (Locale) -> String

    init<F: FormatStyle>(_ input: F.FormatInput, format: F) where F.FormatInput: Equatable, F.FormatOutput == String {
        self.format = AnyHashable(format)
        self.input = input
        sameInput = { ($0 as? F.FormatInput) == input }
        text = { format.locale($0).format(input) }
    }

    static func == (lhs: FormattedValue, rhs: FormattedValue) -> Bool {
        lhs.format == rhs.format && lhs.sameInput(rhs.input)
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(format)
    }
}
