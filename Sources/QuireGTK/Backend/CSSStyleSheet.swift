import CGtk
import QuireUI
import Foundation

/// The CSS for fonts, colours, padding and backgrounds: one application-priority provider on the
/// display, holding one generated class per distinct set of declarations (`.quire-3 { color: … }`).
/// Text styles map to libadwaita's type classes (`title-1`, `heading`, `caption`, `monospace`).
@MainActor
final class CSSStyleSheet {
    static let shared = CSSStyleSheet()

    private var provider: GObjectRef?
    private var classNames: [String: String] = [:]
    private var rules: [String] = []

    /// The classes for a font and a text colour.
    func classes(font: Font?, foreground: Color?) -> [String] {
        var classes: [String] = []
        var declarations: [String] = []
        if let font {
            if let style = font.style {
                classes.append(style.typographyClass)
            }
            if let size = font.size {
                declarations.append("font-size: \(Self.number(size))px;")
            }
            if let weight = font.weight {
                declarations.append("font-weight: \(weight.value);")
            }
            if font.isItalic {
                declarations.append("font-style: italic;")
            }
            if let family = font.family?.filter({ !"\"\\;{}".contains($0) }) {
                declarations.append("font-family: \"\(family)\", \(font.design?.family ?? "sans-serif");")
            } else if font.design == .monospaced {
                classes.append("monospace")
            } else if let family = font.design?.family {
                declarations.append("font-family: \(family);")
            }
            if let width = font.width {
                declarations.append("font-stretch: \(width.percentage)%;")
            }
            if font.isMonospacedDigit {
                classes.append("numeric")
            }
        }
        if let foreground {
            declarations.append("color: \(foreground.css);")
        }
        if !declarations.isEmpty {
            classes.append(className(for: declarations.joined(separator: " ")))
        }
        return classes
    }

    /// The class for a decoration's padding and background.
    func classes(for decoration: Decoration) -> [String] {
        var declarations: [String] = []
        if let padding = decoration.padding {
            let edges = [padding.top, padding.trailing, padding.bottom, padding.leading].map { "\(Self.number($0))px" }
            declarations.append("padding: \(edges.joined(separator: " "));")
        }
        if let background = decoration.background {
            declarations.append("background-color: \(background.css);")
        }
        return declarations.isEmpty ? [] : [className(for: declarations.joined(separator: " "))]
    }

    /// The class for a filled colour.
    func backgroundClass(_ color: Color) -> String {
        className(for: "background-color: \(color.css);")
    }

    /// The class for a set of CSS declarations (`background-image: …;`), made once per distinct set.
    /// With a `part`, the declarations apply to that child node of the widget carrying the class (a
    /// popover's `contents`).
    func className(for declarations: String, part: String? = nil) -> String {
        let key = part.map { "\($0) \(declarations)" } ?? declarations
        if let name = classNames[key] {
            return name
        }
        let name = "quire-\(classNames.count + 1)"
        classNames[key] = name
        rules.append(".\(name)\(part.map { " > \($0)" } ?? "") { \(declarations) }")
        load()
        return name
    }

    /// The class filling a popover's contents with `color`.
    func popoverBackgroundClass(_ color: Color) -> String {
        className(for: "background-color: \(color.css);", part: "contents")
    }

    /// libadwaita's `boxed-list` look for GtkListView (its CSS targets GtkListBox): rows on the card
    /// colour with a hairline between them, the first and last rounded. The list view itself stays
    /// transparent, so a short list ends where its rows end. Rows in view are the list view's
    /// children in order, so `:first-child`/`:last-child` are the first and last rows shown. Rows
    /// are padded as libadwaita's boxed-list rows are; the rule lives in this provider because GTK
    /// orders providers of one priority by when they were added, not by specificity.
    func installListViewStyle() {
        guard !hasListViewStyle else { return }
        hasListViewStyle = true
        rules.append("""
            listview.quire-boxed-list { background: none; }
            listview.quire-boxed-list > row { background-color: @card_bg_color; color: @card_fg_color; \
            padding: 6px 12px; min-height: 38px; margin: 0; border-radius: 0; border: 1px solid @card_shade_color; \
            border-top: none; }
            listview.quire-boxed-list > row:first-child { border-top: 1px solid @card_shade_color; \
            border-top-left-radius: 12px; border-top-right-radius: 12px; }
            listview.quire-boxed-list > row:last-child { border-bottom-left-radius: 12px; \
            border-bottom-right-radius: 12px; }
            listview.quire-boxed-list > row:selected { background-image: \
            linear-gradient(alpha(@accent_bg_color, 0.15), alpha(@accent_bg_color, 0.15)); }
            """)
        load()
    }

    private var hasListViewStyle = false

    /// The class of the box inside each row of a form's section.
    static let formRowClass = "quire-form-row"

    /// A form row's padding and height: those of libadwaita's action rows (50 pixels with one line).
    func installFormStyle() {
        guard !hasFormStyle else { return }
        hasFormStyle = true
        rules.append(".\(Self.formRowClass) { padding: 6px 12px; min-height: 38px; }")
        load()
    }

    private var hasFormStyle = false

    /// Adds fixed rules once, under `key` (a family of widgets' own look).
    func installRules(_ key: String, _ css: String) {
        guard installedRules.insert(key).inserted else { return }
        rules.append(css)
        load()
    }

    private var installedRules: Set<String> = []

    private func load() {
        let provider = self.provider ?? makeProvider()
        let css = rules.joined(separator: "\n")
        gtk_css_provider_load_from_data(provider.cast(to: GtkCssProvider.self), css, -1)
    }

    private func makeProvider() -> GObjectRef {
        let provider = GObjectRef(adopting: UnsafeMutableRawPointer(gtk_css_provider_new()))
        if let display = gdk_display_get_default() {
            gtk_style_context_add_provider_for_display(
                display, OpaquePointer(provider.object), guint(GTK_STYLE_PROVIDER_PRIORITY_APPLICATION))
        }
        self.provider = provider
        return provider
    }

    static func number(_ value: CGFloat) -> String {
        value.isFinite ? String(format: "%g", Double(value)) : "0"
    }
}
