import CGtk
import QuireUI
import Foundation

/// A GTK widget made by `GTKViewBackend`: owns its reference and applies styles through CSS classes.
@MainActor
class GTKWidget: PlatformWidget {
    let ref: GObjectRef
    private var styleClasses: [String] = []
    /// The `.help` tooltip last set; a widget without one keeps the tooltip GTK gives it (a link's URI).
    private var appliedHelp: String?

    init(adopting pointer: UnsafeMutableRawPointer?) {
        // GTK's constructors abort rather than return NULL; a NULL here is a broken GTK.
        guard let pointer else { preconditionFailure("GTK returned no widget") }
        ref = GObjectRef(adopting: pointer)
    }

    var widget: UnsafeMutablePointer<GtkWidget> { ref.cast() }

    /// Whether stacks stretch the widget across their cross axis whatever their alignment (a divider).
    var fillsCrossAxis: Bool { false }

    /// The widget fonts and colours apply to (a text editor's text view, not its scrolled window).
    var styledWidget: UnsafeMutablePointer<GtkWidget> { widget }

    func setStyle(_ style: WidgetStyle) {
        gtk_widget_set_sensitive(widget, style.isEnabled ? 1 : 0)
        if style.help != appliedHelp {
            appliedHelp = style.help
            gtk_widget_set_tooltip_text(widget, style.help)
        }
        let classes = CSSStyleSheet.shared.classes(font: style.font, foreground: style.foreground)
            + CSSStyleSheet.shared.classes(for: style.controls, on: styledWidget)
        setClasses(classes, on: styledWidget, replacing: &styleClasses)
    }

    /// Replaces the CSS classes this code added earlier (`previous`) with `classes`, leaving GTK's own.
    final func setClasses(_ classes: [String], on target: UnsafeMutablePointer<GtkWidget>,
                          replacing previous: inout [String]) {
        for name in previous where !classes.contains(name) {
            gtk_widget_remove_css_class(target, name)
        }
        for name in classes where !previous.contains(name) {
            gtk_widget_add_css_class(target, name)
        }
        previous = classes
    }

    /// GTK aligns at the start, centre or end: an alignment between (a custom one) goes to the nearest.
    static func gtkAlignment(_ alignment: HorizontalAlignment) -> GtkAlign { gtkAlign(alignment.unitX) }

    static func gtkAlignment(_ alignment: VerticalAlignment) -> GtkAlign { gtkAlign(alignment.unitY) }

    static func gtkAlign(_ unit: CGFloat) -> GtkAlign {
        unit < 0.25 ? GTK_ALIGN_START : unit > 0.75 ? GTK_ALIGN_END : GTK_ALIGN_CENTER
    }
}

extension PlatformWidget {
    /// The GTK widget behind a widget of the GTK backend.
    var gtk: GTKWidget? { self as? GTKWidget }
}
