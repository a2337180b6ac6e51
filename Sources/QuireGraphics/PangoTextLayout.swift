import CCairo
import CPangoCairo
import QuireCore

/// A paragraph of Pango markup laid out by Pango for cairo: what a Canvas' text is measured and
/// drawn with (`GraphicsContext.ResolvedText`). Sizes are in user-space units at 96 per inch, the
/// logical pixels GTK lays labels out in; the text wraps at word boundaries to `width` and, when
/// `height` is set, ends with an ellipsis at the last line that fits.
package final class PangoTextLayout {
    /// The body font when the markup names none: GNOME's interface size.
    package static let defaultFont = "Sans 11"

    private let layout: OpaquePointer

    /// Lays out `markup` (invalid markup shows as the plain text it is).
    package init(markup: String, width: CGFloat?, height: CGFloat? = nil, font: String = PangoTextLayout.defaultFont) {
        let context = pango_font_map_create_context(pango_cairo_font_map_get_default())
        pango_cairo_context_set_resolution(context, 96)
        layout = pango_layout_new(context)
        g_object_unref(UnsafeMutableRawPointer(context))
        let description = pango_font_description_from_string(font)
        pango_layout_set_font_description(layout, description)
        pango_font_description_free(description)
        var error: UnsafeMutablePointer<GError>?
        if pango_parse_markup(markup, -1, 0, nil, nil, nil, &error) != 0 {
            pango_layout_set_markup(layout, markup, -1)
        } else {
            g_error_free(error)
            pango_layout_set_text(layout, markup, -1)
        }
        if let width, width.isFinite, width > 0 {
            pango_layout_set_width(layout, Self.pangoUnits(width))
            pango_layout_set_wrap(layout, PANGO_WRAP_WORD_CHAR)
        }
        if let height, height.isFinite, height > 0 {
            pango_layout_set_height(layout, Self.pangoUnits(height))
            pango_layout_set_ellipsize(layout, PANGO_ELLIPSIZE_END)
        }
    }

    deinit { g_object_unref(UnsafeMutableRawPointer(layout)) }

    /// The laid-out text's logical size (line heights included, not just the inked glyphs).
    package var size: CGSize {
        var width: Int32 = 0, height: Int32 = 0
        pango_layout_get_size(layout, &width, &height)
        return CGSize(width: Self.points(width), height: Self.points(height))
    }

    /// From the top of the text to its first line's baseline.
    package var firstBaseline: CGFloat { Self.points(pango_layout_get_baseline(layout)) }

    /// From the top of the text to its last line's baseline.
    package var lastBaseline: CGFloat {
        let iterator = pango_layout_get_iter(layout)
        defer { pango_layout_iter_free(iterator) }
        var baseline = pango_layout_iter_get_baseline(iterator)
        while pango_layout_iter_next_line(iterator) != 0 {
            baseline = pango_layout_iter_get_baseline(iterator)
        }
        return Self.points(baseline)
    }

    private static func pangoUnits(_ value: CGFloat) -> Int32 {
        Int32(clamping: Int((value * CGFloat(PANGO_SCALE)).rounded(.down)))
    }

    private static func points(_ units: Int32) -> CGFloat { CGFloat(units) / CGFloat(PANGO_SCALE) }

    /// Draws the text with its top-left corner at `origin` in `context`'s current user space (which
    /// must have y growing downwards, as a canvas' has), in `color` where the markup sets none.
    package func draw(in context: CGContext, at origin: CGPoint, color: CGColor) {
        guard context.canDraw, origin.x.isFinite, origin.y.isFinite else { return }
        let cairo = context.cairo
        context.preservingPath {
            cairo_save(cairo)
            context.useSource(color)
            cairo_move_to(cairo, Double(origin.x), Double(origin.y))
            pango_cairo_show_layout(cairo, layout)
            cairo_restore(cairo)
        }
        context.didDraw()
    }
}
