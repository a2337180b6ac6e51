import Foundation
import QuireCore

extension Text {
    /// The text as Pango markup (GtkLabel's `use-markup`): each run a `<span>` with its font,
    /// colour and decorations, a link an `<a href>` GtkLabel opens with the desktop's handler.
    /// Characters are escaped, so no text reads as markup.
    func pangoMarkup(at now: Date, locale: Locale = FormattingLocale.current) -> String {
        runs.map { run in
            let text = Self.escaped(run.text(at: now, locale: locale))
            let attributes = Self.spanAttributes(run.attributes)
            var markup = attributes.isEmpty ? text : "<span \(attributes.joined(separator: " "))>\(text)</span>"
            if let link = run.attributes.link {
                markup = "<a href=\"\(Self.escaped(link.absoluteString))\">\(markup)</a>"
            }
            return markup
        }.joined()
    }

    /// `name="value"` pairs for one run's attributes.
    private static func spanAttributes(_ attributes: TextAttributes) -> [String] {
        var pairs: [(String, String)] = []
        let font = attributes.font
        let typography = font?.style?.typography
        // Sizes are CSS pixels, as the style sheet gives them; a Pango point is 4/3 of a pixel.
        if let size = font?.size, size.isFinite, size > 0 {
            pairs.append(("font_size", "\(number(size * 0.75))pt"))
        } else if let scale = typography?.scale, scale != 1 {
            pairs.append(("font_size", "\(Int((scale * 100).rounded()))%"))
        }
        if let weight = attributes.weight ?? font?.weight ?? typography?.weight {
            pairs.append(("font_weight", "\(weight.value)"))
        }
        if attributes.isItalic ?? font?.isItalic == true { pairs.append(("font_style", "italic")) }
        let family = attributes.isCode == true ? "monospace"
            : font?.family ?? (attributes.design ?? font?.design)?.family
        if let family { pairs.append(("font_family", family)) }
        if let width = attributes.width ?? font?.width { pairs.append(("font_stretch", width.pangoStretch)) }
        if attributes.isMonospacedDigit ?? font?.isMonospacedDigit == true { pairs.append(("font_features", "tnum")) }
        if let color = attributes.foreground { append(color, as: "foreground", to: &pairs) }
        if let line = attributes.underline, line.isActive {
            pairs.append(("underline", line.pattern == .dot ? "error" : "single"))
            if let color = line.color { append(color, as: "underline_color", to: &pairs) }
        }
        if let line = attributes.strikethrough, line.isActive {
            pairs.append(("strikethrough", "true"))
            if let color = line.color { append(color, as: "strikethrough_color", to: &pairs) }
        }
        // Letter spacing and rise are in 1024ths of a Pango point.
        if let spacing = attributes.letterSpacing, spacing.isFinite {
            pairs.append(("letter_spacing", "\(Int((spacing * 0.75 * 1024).rounded()))"))
        }
        if let offset = attributes.baselineOffset, offset.isFinite {
            pairs.append(("rise", "\(Int((offset * 0.75 * 1024).rounded()))"))
        }
        return pairs.map { "\($0.0)=\"\(escaped($0.1))\"" }
    }

    /// A colour attribute and, when not opaque, its alpha (`foreground` → `fgalpha`).
    private static func append(_ color: Color, as name: String, to pairs: inout [(String, String)]) {
        let rgba = color.rgba
        func byte(_ component: Double) -> String {
            String(format: "%02x", Int((min(max(component, 0), 1) * 255).rounded()))
        }
        pairs.append((name, "#" + byte(rgba.red) + byte(rgba.green) + byte(rgba.blue)))
        if rgba.opacity < 1, name == "foreground" {
            pairs.append(("fgalpha", "\(Int((min(max(rgba.opacity, 0), 1) * 100).rounded()))%"))
        }
    }

    private static func number(_ value: CGFloat) -> String {
        String(format: "%g", Double(value))
    }

    /// `text` with the five characters markup gives meaning to escaped (GLib's
    /// `g_markup_escape_text`) and the control characters markup cannot carry dropped, so Pango
    /// never refuses the markup (GTK would warn and show nothing).
    static func escaped(_ text: String) -> String {
        var escaped = ""
        escaped.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": escaped += "&amp;"
            case "<": escaped += "&lt;"
            case ">": escaped += "&gt;"
            case "\"": escaped += "&quot;"
            case "'": escaped += "&#39;"
            case "\t", "\n", "\r": escaped.unicodeScalars.append(scalar)
            default:
                if scalar.value >= 0x20, scalar.value != 0xFFFE, scalar.value != 0xFFFF {
                    escaped.unicodeScalars.append(scalar)
                }
            }
        }
        return escaped
    }
}
