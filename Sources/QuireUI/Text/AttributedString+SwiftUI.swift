import Foundation
import QuireCore

/// Foundation's inline presentation intents (absent from Foundation on Linux): what Markdown's
/// inline syntax marks a run as.
public struct InlinePresentationIntent: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }

    public static let emphasized = InlinePresentationIntent(rawValue: 1 << 0)
    public static let stronglyEmphasized = InlinePresentationIntent(rawValue: 1 << 1)
    public static let code = InlinePresentationIntent(rawValue: 1 << 2)
    public static let strikethrough = InlinePresentationIntent(rawValue: 1 << 5)
    public static let softBreak = InlinePresentationIntent(rawValue: 1 << 6)
    public static let lineBreak = InlinePresentationIntent(rawValue: 1 << 7)
}

extension AttributeScopes {
    /// The attributes a `Text` made from an `AttributedString` reads (SwiftUI's scope), with
    /// Foundation's `inlinePresentationIntent`, which Foundation on Linux lacks.
    public struct SwiftUIAttributes: AttributeScope {
        public enum FontAttribute: AttributedStringKey {
            public typealias Value = Font
            public static let name = "SwiftUI.Font"
        }
        public enum ForegroundColorAttribute: AttributedStringKey {
            public typealias Value = Color
            public static let name = "SwiftUI.ForegroundColor"
        }
        public enum StrikethroughStyleAttribute: AttributedStringKey {
            public typealias Value = Text.LineStyle
            public static let name = "SwiftUI.StrikethroughStyle"
        }
        public enum UnderlineStyleAttribute: AttributedStringKey {
            public typealias Value = Text.LineStyle
            public static let name = "SwiftUI.UnderlineStyle"
        }
        public enum KerningAttribute: AttributedStringKey {
            public typealias Value = CGFloat
            public static let name = "SwiftUI.Kern"
        }
        public enum TrackingAttribute: AttributedStringKey {
            public typealias Value = CGFloat
            public static let name = "SwiftUI.Tracking"
        }
        public enum BaselineOffsetAttribute: AttributedStringKey {
            public typealias Value = CGFloat
            public static let name = "SwiftUI.BaselineOffset"
        }
        public enum InlinePresentationIntentAttribute: AttributedStringKey {
            public typealias Value = InlinePresentationIntent
            public static let name = "NSInlinePresentationIntent"
        }

        public let font: FontAttribute
        public let foregroundColor: ForegroundColorAttribute
        public let strikethroughStyle: StrikethroughStyleAttribute
        public let underlineStyle: UnderlineStyleAttribute
        public let kern: KerningAttribute
        public let tracking: TrackingAttribute
        public let baselineOffset: BaselineOffsetAttribute
        public let inlinePresentationIntent: InlinePresentationIntentAttribute
        public let foundation: FoundationAttributes
    }

    public var swiftUI: SwiftUIAttributes.Type { SwiftUIAttributes.self }
}

extension AttributeDynamicLookup {
    public subscript<T: AttributedStringKey>(
        dynamicMember keyPath: KeyPath<AttributeScopes.SwiftUIAttributes, T>
    ) -> T {
        self[T.self]
    }
}

extension AttributedString {
    /// How `init(markdown:options:baseURL:)` reads its source (Foundation's options).
    public struct MarkdownParsingOptions: Hashable, Sendable {
        /// Which Markdown is read: Quire reads inline syntax in every mode, block syntax as text.
        public enum InterpretedSyntax: Hashable, Sendable {
            case full, inlineOnly, inlineOnlyPreservingWhitespace
        }
        public enum FailurePolicy: Hashable, Sendable {
            case throwError, returnPartiallyParsedIfPossible
        }

        public var allowsExtendedAttributes: Bool
        public var interpretedSyntax: InterpretedSyntax
        public var failurePolicy: FailurePolicy
        public var languageCode: String?

        public init(allowsExtendedAttributes: Bool = false, interpretedSyntax: InterpretedSyntax = .full,
                    failurePolicy: FailurePolicy = .throwError, languageCode: String? = nil) {
            self.allowsExtendedAttributes = allowsExtendedAttributes
            self.interpretedSyntax = interpretedSyntax
            self.failurePolicy = failurePolicy
            self.languageCode = languageCode
        }
    }

    /// `markdown` read as Foundation reads it for SwiftUI: runs marked with their
    /// `inlinePresentationIntent` and `link` (relative links resolved against `baseURL`). Foundation
    /// on Linux has no Markdown reader; this one reads the inline syntax `Text` shows (see
    /// `InlineMarkdown`) and never fails.
    public init(markdown: String, options: MarkdownParsingOptions = MarkdownParsingOptions(),
                baseURL: URL? = nil) throws {
        self.init(readingMarkdown: markdown, baseURL: baseURL)
    }

    /// `init(markdown:options:baseURL:)`'s reading, which cannot fail.
    init(readingMarkdown markdown: String, baseURL: URL?) {
        self.init()
        for run in InlineMarkdown.runs(markdown) {
            var piece = AttributedString(run.text(at: Date(), locale: FormattingLocale.current))
            var intent: InlinePresentationIntent = []
            if run.attributes.weight == .bold { intent.insert(.stronglyEmphasized) }
            if run.attributes.isItalic == true { intent.insert(.emphasized) }
            if run.attributes.isCode == true { intent.insert(.code) }
            if run.attributes.strikethrough != nil { intent.insert(.strikethrough) }
            if !intent.isEmpty { piece[AttributeScopes.SwiftUIAttributes.InlinePresentationIntentAttribute.self] = intent }
            if let link = run.attributes.link {
                piece.link = baseURL.flatMap { URL(string: link.relativeString, relativeTo: $0)?.absoluteURL } ?? link
            }
            append(piece)
        }
    }
}

extension Text {
    /// Text showing `attributedContent` with its SwiftUI attributes (font, colour, underline,
    /// strikethrough, kerning, tracking, baseline offset), its inline presentation intents (bold,
    /// italic, code, strikethrough) and links. Disfavoured: Foundation on Linux lets a string literal
    /// be an `AttributedString`, and a literal must stay a `LocalizedStringKey`, as in SwiftUI.
    @_disfavoredOverload
    public init(_ attributedContent: AttributedString) {
        typealias Keys = AttributeScopes.SwiftUIAttributes
        self.init(runs: attributedContent.runs.map { run in
            var attributes = TextAttributes()
            let intent = run[Keys.InlinePresentationIntentAttribute.self] ?? []
            if intent.contains(.stronglyEmphasized) { attributes.weight = .bold }
            if intent.contains(.emphasized) { attributes.isItalic = true }
            if intent.contains(.code) { attributes.isCode = true }
            if intent.contains(.strikethrough) { attributes.strikethrough = .single }
            attributes.font = run[Keys.FontAttribute.self]
            attributes.foreground = run[Keys.ForegroundColorAttribute.self]
            attributes.underline = run[Keys.UnderlineStyleAttribute.self]
            attributes.strikethrough = run[Keys.StrikethroughStyleAttribute.self] ?? attributes.strikethrough
            attributes.letterSpacing = run[Keys.TrackingAttribute.self] ?? run[Keys.KerningAttribute.self]
            attributes.baselineOffset = run[Keys.BaselineOffsetAttribute.self]
            attributes.link = run.link
            return TextRun(.string(String(attributedContent[run.range].characters)), attributes: attributes)
        })
    }
}
