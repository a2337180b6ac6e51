import Foundation

/// A font (SwiftUI's `Font`): a text style (`.body`, `.title`, `.headline`…) that follows the
/// platform's type scale, or a fixed size, with weight, design and italics.
public struct Font: Hashable, Sendable {
    /// The platform's text styles.
    public enum TextStyle: Hashable, Sendable, CaseIterable {
        case largeTitle, title, title2, title3, headline, subheadline, body, callout, footnote, caption, caption2
    }

    /// Type families.
    public enum Design: Hashable, Sendable {
        case `default`, serif, rounded, monospaced
    }

    /// Stroke weights.
    public struct Weight: Hashable, Sendable {
        package let value: Int

        public static let ultraLight = Weight(value: 100)
        public static let thin = Weight(value: 200)
        public static let light = Weight(value: 300)
        public static let regular = Weight(value: 400)
        public static let medium = Weight(value: 500)
        public static let semibold = Weight(value: 600)
        public static let bold = Weight(value: 700)
        public static let heavy = Weight(value: 800)
        public static let black = Weight(value: 900)
    }

    /// Widths of a type family's faces.
    public struct Width: Hashable, Sendable {
        /// How much wider than standard (CSS's `font-stretch` percentage over 100).
        package let value: CGFloat

        public init(_ value: CGFloat) { self.value = value }

        public static let compressed = Width(-0.3)
        public static let condensed = Width(-0.2)
        public static let standard = Width(0)
        public static let expanded = Width(0.2)
    }

    package var style: TextStyle?
    package var size: CGFloat?
    package var weight: Weight?
    package var design: Design?
    package var width: Width?
    package var isItalic = false
    /// A named family (`.custom`), tried before the design's.
    package var family: String?
    package var isMonospacedDigit = false

    /// A text style, optionally in another design and weight: `.system(.body, design: .monospaced)`.
    public static func system(_ style: TextStyle, design: Design? = nil, weight: Weight? = nil) -> Font {
        Font(style: style, weight: weight, design: design)
    }

    /// A fixed size in points.
    public static func system(size: CGFloat, weight: Weight? = nil, design: Design? = nil) -> Font {
        Font(size: size, weight: weight, design: design)
    }

    public static let largeTitle = Font(style: .largeTitle)
    public static let title = Font(style: .title)
    public static let title2 = Font(style: .title2)
    public static let title3 = Font(style: .title3)
    public static let headline = Font(style: .headline)
    public static let subheadline = Font(style: .subheadline)
    public static let body = Font(style: .body)
    public static let callout = Font(style: .callout)
    public static let footnote = Font(style: .footnote)
    public static let caption = Font(style: .caption)
    public static let caption2 = Font(style: .caption2)

    /// This font in bold.
    public func bold() -> Font { weight(.bold) }

    /// This font in italics.
    public func italic() -> Font {
        var font = self
        font.isItalic = true
        return font
    }

    /// This font with another weight.
    public func weight(_ weight: Weight) -> Font {
        var font = self
        font.weight = weight
        return font
    }

    /// This font in its monospaced design.
    public func monospaced() -> Font { design(.monospaced) }

    /// This font with digits of one width (tabular figures).
    public func monospacedDigit() -> Font {
        var font = self
        font.isMonospacedDigit = true
        return font
    }

    /// This font in another width.
    public func width(_ width: Width) -> Font {
        var font = self
        font.width = width
        return font
    }

    /// This font in another design (Quire's spelling of what `fontDesign` does to a font).
    package func design(_ design: Design) -> Font {
        var font = self
        font.design = design
        return font
    }

    /// The font family `name` at `size` (fontconfig picks the closest installed family when `name`
    /// is missing). The size is not scaled by `textStyle`: GNOME's text scaling applies to all text
    /// alike.
    public static func custom(_ name: String, size: CGFloat, relativeTo textStyle: TextStyle) -> Font {
        var font = Font(size: size)
        font.family = name
        return font
    }

    /// The font family `name` at `size`.
    public static func custom(_ name: String, size: CGFloat) -> Font {
        custom(name, size: size, relativeTo: .body)
    }

    /// The font family `name` at exactly `size` points.
    public static func custom(_ name: String, fixedSize: CGFloat) -> Font {
        custom(name, size: fixedSize, relativeTo: .body)
    }
}
