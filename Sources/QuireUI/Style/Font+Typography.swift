import Foundation

/// libadwaita's type scale, which SwiftUI's text styles map to: a widget's font is the style's
/// class (`title-1` … `caption`), and a run of styled text inside a label (where no class reaches)
/// is given the same size and weight as Pango attributes.
extension Font.TextStyle {
    /// The libadwaita style class.
    package var typographyClass: String {
        switch self {
        case .largeTitle: "title-1"
        case .title: "title-2"
        case .title2: "title-3"
        case .title3: "title-4"
        case .headline: "heading"
        case .subheadline, .body, .callout: "body"
        case .footnote, .caption, .caption2: "caption"
        }
    }

    /// The class's size relative to body text and its weight, as libadwaita 1.2's style sheet sets
    /// them.
    package var typography: (scale: Double, weight: Font.Weight?) {
        switch self {
        case .largeTitle: (1.81, Font.Weight(value: 800))
        case .title: (1.36, Font.Weight(value: 800))
        case .title2: (1.36, .bold)
        case .title3: (1.18, .bold)
        case .headline: (1, .bold)
        case .subheadline, .body, .callout: (1, nil)
        case .footnote, .caption, .caption2: (0.82, nil)
        }
    }
}

extension Font.Width {
    /// The CSS `font-stretch` percentage.
    package var percentage: Int { Int(((1 + value) * 100).rounded()) }

    /// Pango's stretch name nearest to the width.
    var pangoStretch: String {
        switch percentage {
        case ..<70: "extra-condensed"
        case ..<85: "condensed"
        case ..<97: "semi-condensed"
        case ...103: "normal"
        case ...115: "semi-expanded"
        case ...130: "expanded"
        default: "extra-expanded"
        }
    }
}

extension Font.Design {
    /// The fontconfig family for the design; nil keeps the widget's (GNOME's interface font).
    package var family: String? {
        switch self {
        case .monospaced: "monospace"
        case .serif: "serif"
        case .rounded, .default: nil
        }
    }
}
