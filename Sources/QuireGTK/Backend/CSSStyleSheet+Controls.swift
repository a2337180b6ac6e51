import CGtk
import Foundation
import QuireUI

/// `controlSize`, `buttonBorderShape`, `textFieldStyle` and `tint` as CSS classes. Every widget of a
/// view gets them; their rules name the widgets they concern (buttons, entries, switches, check
/// boxes, scales, progress bars), so a label or a box with the class is unchanged.
extension CSSStyleSheet {
    func classes(for controls: ControlAppearance, on widget: UnsafeMutablePointer<GtkWidget>) -> [String] {
        var classes: [String] = []
        if let sizeClass = Self.sizeClass(controls.size) {
            installControlSizeRules()
            classes.append(sizeClass)
        }
        switch controls.borderShape.kind {
        case .automatic, .roundedRectangle(radius: nil): break
        case .capsule: classes.append("pill")
        case .circle: classes.append("circular")
        case .roundedRectangle(let radius?): classes.append(className(for: "border-radius: \(Self.number(radius))px;"))
        }
        // GTK's frameless entry (`gtk_entry_set_has_frame(FALSE)`) is the `flat` entry; on a button
        // `flat` would mean something else, so only entries get it.
        if controls.plainTextFields, String(cString: gtk_widget_get_css_name(widget)) == "entry" {
            classes.append("flat")
        }
        if let tint = controls.tint {
            classes.append(tintClass(tint))
        }
        return classes
    }

    /// libadwaita has no control sizes: buttons and entries get less or more padding and height, and
    /// the small sizes smaller text, around Adwaita's regular 34-pixel controls.
    private static func sizeClass(_ size: ControlSize) -> String? {
        switch size {
        case .mini: "quire-control-mini"
        case .small: "quire-control-small"
        case .regular: nil
        case .large: "quire-control-large"
        case .extraLarge: "quire-control-extra-large"
        }
    }

    private func installControlSizeRules() {
        func rule(_ name: String, button: String, entry: String) -> String {
            "button.\(name), .\(name) button { \(button) } entry.\(name), .\(name) entry, spinbutton.\(name) { \(entry) }"
        }
        installRules("control sizes", [
            rule("quire-control-mini", button: "min-height: 16px; min-width: 16px; padding: 0 6px; font-size: 0.8em;",
                 entry: "min-height: 22px; font-size: 0.8em;"),
            rule("quire-control-small", button: "min-height: 20px; min-width: 20px; padding: 2px 8px; font-size: 0.9em;",
                 entry: "min-height: 28px; font-size: 0.9em;"),
            rule("quire-control-large", button: "min-height: 30px; padding: 6px 16px;", entry: "min-height: 42px;"),
            rule("quire-control-extra-large", button: "min-height: 38px; padding: 8px 22px;", entry: "min-height: 50px;"),
        ].joined(separator: "\n"))
    }

    /// One class per tint colour: the caret takes it (a generated class of its own), and the parts of
    /// controls libadwaita paints with its accent colour are filled with it.
    private func tintClass(_ tint: Color) -> String {
        let name = className(for: "caret-color: \(tint.css);")
        installRules("tint \(name)", """
            button.suggested-action.\(name), .\(name) button.suggested-action, switch.\(name):checked, \
            .\(name) switch:checked, .\(name) check:checked, .\(name) radio:checked, \
            .\(name) scale highlight, scale.\(name) highlight, .\(name) progressbar progress, \
            progressbar.\(name) progress { background-color: \(tint.css); }
            .\(name) link, link.\(name) { color: \(tint.css); }
            """)
        return name
    }
}
