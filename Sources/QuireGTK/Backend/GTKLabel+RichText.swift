import CGtk
import QuireUI

/// Styled text and line layout on a GtkLabel: Pango markup (`use-markup`; `gtk_label_set_text`
/// turns it off again for plain text), `lines` with an ellipsis where the text is cut, and a
/// minimum height of whole lines of the label's font for `reservesSpace`.
extension GTKLabel: RichTextWidget {
    func setMarkup(_ markup: String, plainText: String) {
        gtk_label_set_markup(ref.opaque, markup)
    }

    func setLayout(_ layout: TextLayout) {
        let label: OpaquePointer = ref.opaque
        if let lines = layout.maximumLines {
            gtk_label_set_lines(label, Int32(clamping: lines))
            gtk_label_set_ellipsize(label, Self.ellipsize(layout.truncationMode))
        } else {
            gtk_label_set_lines(label, -1)
            gtk_label_set_ellipsize(label, PANGO_ELLIPSIZE_NONE)
        }
        gtk_label_set_selectable(label, layout.isSelectable ? 1 : 0)
        var minimumHeight: Int32 = -1
        if let reserved = layout.reservedLines, let metrics = pango_context_get_metrics(
            gtk_widget_get_pango_context(widget), nil, nil) {
            minimumHeight = Int32(clamping: reserved * Int(pango_font_metrics_get_height(metrics)) / Int(PANGO_SCALE))
            pango_font_metrics_unref(metrics)
        }
        gtk_widget_set_size_request(widget, -1, minimumHeight)
    }

    private static func ellipsize(_ mode: Text.TruncationMode) -> PangoEllipsizeMode {
        switch mode {
        case .head: PANGO_ELLIPSIZE_START
        case .middle: PANGO_ELLIPSIZE_MIDDLE
        case .tail: PANGO_ELLIPSIZE_END
        }
    }
}
