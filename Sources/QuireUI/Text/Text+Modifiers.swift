import Foundation

extension Text {
    /// How an underline or a strikethrough is drawn (SwiftUI's `Text.LineStyle`).
    public struct LineStyle: Hashable, Sendable {
        /// The dashes of the line. Pango draws every pattern as a solid line, except that a dotted
        /// underline is Pango's dotted "error" underline.
        public struct Pattern: Hashable, Sendable {
            let name: String
            public static let solid = Pattern(name: "solid")
            public static let dot = Pattern(name: "dot")
            public static let dash = Pattern(name: "dash")
            public static let dashDot = Pattern(name: "dashDot")
            public static let dashDotDot = Pattern(name: "dashDotDot")
        }

        let pattern: Pattern
        let color: Color?
        let isActive: Bool

        public init(pattern: Pattern = .solid, color: Color? = nil) {
            self.init(pattern: pattern, color: color, isActive: true)
        }

        init(pattern: Pattern, color: Color?, isActive: Bool) {
            self.pattern = pattern
            self.color = color
            self.isActive = isActive
        }

        /// A solid line in the text's colour.
        public static let single = LineStyle()
    }

    /// Joins two texts into one, each keeping its styling (`Text("Total: ").bold() + Text(sum)`).
    public static func + (lhs: Text, rhs: Text) -> Text {
        Text(runs: lhs.runs + rhs.runs)
    }

    /// This text in `font`; nil leaves the environment's.
    public func font(_ font: Font?) -> Text {
        withAttributes { $0.font = font }
    }

    /// This text in `weight`.
    public func fontWeight(_ weight: Font.Weight?) -> Text {
        withAttributes { $0.weight = weight }
    }

    /// This text in the type family `design`.
    public func fontDesign(_ design: Font.Design?) -> Text {
        withAttributes { $0.design = design }
    }

    /// This text in the width `width` (Pango's stretch).
    public func fontWidth(_ width: Font.Width?) -> Text {
        withAttributes { $0.width = width }
    }

    /// This text in bold.
    public func bold() -> Text { fontWeight(.bold) }

    /// This text in bold when `isActive`.
    public func bold(_ isActive: Bool) -> Text { isActive ? bold() : self }

    /// This text in italics.
    public func italic() -> Text { withAttributes { $0.isItalic = true } }

    /// This text in italics when `isActive`.
    public func italic(_ isActive: Bool) -> Text { isActive ? italic() : self }

    /// This text in the monospaced design when `isActive`.
    public func monospaced(_ isActive: Bool = true) -> Text {
        isActive ? fontDesign(.monospaced) : self
    }

    /// This text with digits of one width (the font's tabular figures), so counters do not jiggle.
    public func monospacedDigit() -> Text { withAttributes { $0.isMonospacedDigit = true } }

    /// This text in `color`; nil leaves the environment's.
    public func foregroundColor(_ color: Color?) -> Text { withAttributes { $0.foreground = color } }

    /// This text drawn with `style` (its colour: Pango draws text in one colour).
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> Text {
        withAttributes { $0.foreground = style.resolved }
    }

    /// This text underlined when `isActive`, in `color` or the text's.
    public func underline(_ isActive: Bool = true, color: Color? = nil) -> Text {
        underline(isActive, pattern: .solid, color: color)
    }

    /// This text underlined in `pattern` when `isActive`.
    public func underline(_ isActive: Bool = true, pattern: LineStyle.Pattern, color: Color? = nil) -> Text {
        withAttributes { $0.underline = LineStyle(pattern: pattern, color: color, isActive: isActive) }
    }

    /// This text struck through when `isActive`, in `color` or the text's.
    public func strikethrough(_ isActive: Bool = true, color: Color? = nil) -> Text {
        strikethrough(isActive, pattern: .solid, color: color)
    }

    /// This text struck through in `pattern` when `isActive`.
    public func strikethrough(_ isActive: Bool = true, pattern: LineStyle.Pattern, color: Color? = nil) -> Text {
        withAttributes { $0.strikethrough = LineStyle(pattern: pattern, color: color, isActive: isActive) }
    }

    /// This text with `kerning` points between characters. Pango has no pair kerning to adjust,
    /// so kerning is spacing after each character, as tracking is.
    public func kerning(_ kerning: CGFloat) -> Text { withAttributes { $0.letterSpacing = kerning } }

    /// This text with `tracking` points added after each character.
    public func tracking(_ tracking: CGFloat) -> Text { withAttributes { $0.letterSpacing = tracking } }

    /// This text raised by `baselineOffset` points (lowered when negative).
    public func baselineOffset(_ baselineOffset: CGFloat) -> Text {
        withAttributes { $0.baselineOffset = baselineOffset }
    }
}

extension View {
    /// Text in this view in `weight`, over the environment's font (the body font when none).
    public func fontWeight(_ weight: Font.Weight?) -> some View {
        modifier(_EnvironmentModifier { environment in
            if let weight { environment.font = (environment.font ?? .body).weight(weight) }
        })
    }

    /// Text in this view in the type family `design`.
    public func fontDesign(_ design: Font.Design?) -> some View {
        modifier(_EnvironmentModifier { environment in
            if let design { environment.font = (environment.font ?? .body).design(design) }
        })
    }

    /// Text in this view in the width `width`.
    public func fontWidth(_ width: Font.Width?) -> some View {
        modifier(_EnvironmentModifier { environment in
            if let width { environment.font = (environment.font ?? .body).width(width) }
        })
    }

    /// Text in this view in bold when `isActive`.
    public func bold(_ isActive: Bool = true) -> some View {
        fontWeight(isActive ? .bold : nil)
    }

    /// Text in this view in italics when `isActive`.
    public func italic(_ isActive: Bool = true) -> some View {
        modifier(_EnvironmentModifier { environment in
            if isActive { environment.font = (environment.font ?? .body).italic() }
        })
    }

    /// Text in this view in the monospaced design when `isActive`.
    public func monospaced(_ isActive: Bool = true) -> some View {
        fontDesign(isActive ? .monospaced : nil)
    }
}
