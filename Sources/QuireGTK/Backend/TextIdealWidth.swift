import CGtk

/// SwiftUI gives a `Text` its ideal width — the width of its lines unwrapped — whenever there is
/// room, and wraps it only when there is not. A GtkLabel that wraps answers differently when asked
/// its width for a given height (what a horizontal GtkBox asks while allocating): the narrowest
/// width that fits that height, so a one-line text beside a two-line one in an `HStack` broke onto
/// two lines ("3 ×" / "4.50"). This layout manager answers for the label's width as GtkLabel does
/// with no height given, and leaves the height for a width, and the allocation of a text that does
/// not fit unwrapped, to GtkLabel.
///
/// The width it answers itself, from the label's unwrapped layout: GtkLabel finds a wrapping label's
/// minimum width by laying its text out again at width 0 — a line per character, the costliest
/// part of measuring a list's row. The minimum only says how far a container may squeeze the text
/// (SwiftUI has none: its stacks propose a width, and a `Text` wraps into it), so here it is the
/// widest character of the line, without the hyphen Pango adds when it breaks a word there.
/// Ellipsizing labels (`lineLimit` with a truncation) are left to GtkLabel.
///
/// A text whose lines fit tells GTK its size is constant: a wrapping label's height-for-width mode
/// makes GTK measure it, and every row and box holding it, for each width asked about — twice the
/// measuring of a list of one-line labels. Squeezed below its lines after saying so, it is laid out
/// again, height-for-width, before the frame is painted (`TextRelayout`).
@MainActor
enum TextIdealWidth {
    static func install(on label: UnsafeMutablePointer<GtkWidget>) {
        // The widget owns its layout manager (the call takes the reference gtk_custom_layout_new made).
        let layout = gtk_custom_layout_new({ widget in
            widget.map { TextIdealWidth.requestMode(of: $0) } ?? GTK_SIZE_REQUEST_HEIGHT_FOR_WIDTH
        }, { widget, orientation, forSize, minimum, natural, minimumBaseline, naturalBaseline in
            guard let widget else { return }
            guard let minimum, let natural else { return }
            if orientation == GTK_ORIENTATION_HORIZONTAL
                ? TextIdealWidth.measureWidth(of: widget, minimum: minimum, natural: natural)
                : TextIdealWidth.measureHeight(of: widget, forWidth: forSize, minimum: minimum, natural: natural,
                                               minimumBaseline: minimumBaseline, naturalBaseline: naturalBaseline) {
                return
            }
            guard let measure = TextIdealWidth.labelClass?.pointee.measure else { return }
            measure(widget, orientation, orientation == GTK_ORIENTATION_HORIZONTAL ? -1 : forSize,
                    minimum, natural, minimumBaseline, naturalBaseline)
        }, { widget, width, height, baseline in
            guard let widget else { return }
            TextIdealWidth.allocate(widget, width: width, height: height, baseline: baseline)
        })
        gtk_widget_set_layout_manager(label, layout)
    }

    /// The label's natural width (its layout unwrapped) and minimum width (its widest character), in
    /// pixels; false for an ellipsizing label.
    private nonisolated static func measureWidth(of widget: UnsafeMutablePointer<GtkWidget>,
                                                 minimum: UnsafeMutablePointer<Int32>,
                                                 natural: UnsafeMutablePointer<Int32>) -> Bool {
        let label = OpaquePointer(widget)
        guard gtk_label_get_ellipsize(label) == PANGO_ELLIPSIZE_NONE, let own = gtk_label_get_layout(label) else {
            return false
        }
        // GtkLabel's own layout, unwrapped: GtkLabel's measure for a height reuses it when the width
        // asked for holds it, and the allocation keeps it when the label gets that room
        // (`unwrappedLinesFit`), so a text is laid out once. GTK measures a label again after
        // its text or looks changed (its layout made anew) or for a size it has not cached.
        pango_layout_set_width(own, -1)
        let logical = logicalExtents(of: own)
        natural.pointee = pixelsCeiling(logical.width)
        minimum.pointee = min(pixelsCeiling(widestCharacter(in: own)), natural.pointee)
        // GTK may measure without allocating again (a size it had not cached), and GtkLabel draws
        // the layout as the last allocation left it. Unwrapped text that fits that width shows the
        // same lines; text that does not gets its wrapping width back. A layout no allocation has
        // seen yet is exempt: GtkLabel makes a layout anew only beside a queued resize (new text,
        // attributes or wrapping, a new root), so its allocation comes before it is drawn.
        let allocated = gtk_widget_get_width(widget)
        if allocated > 1, gtk_label_get_wrap(label) != 0, logical.width > allocated * PANGO_SCALE, isAllocated(own) {
            pango_layout_set_width(own, allocated * PANGO_SCALE)
        }
        return true
    }

    /// The label's height for `width` (-1: any) from its unwrapped layout, when its lines fit that
    /// width: what GtkLabel answers then, without the measuring layout it would otherwise lay out
    /// at that width (a label not allocated yet lays its own out again). A layout no allocation has
    /// seen starts unwrapped (GtkLabel makes it at the last allocation's width); false for an
    /// ellipsizing label and for lines that do not fit.
    private nonisolated static func measureHeight(of widget: UnsafeMutablePointer<GtkWidget>, forWidth width: Int32,
                                                  minimum: UnsafeMutablePointer<Int32>, natural: UnsafeMutablePointer<Int32>,
                                                  minimumBaseline: UnsafeMutablePointer<Int32>?,
                                                  naturalBaseline: UnsafeMutablePointer<Int32>?) -> Bool {
        let label = OpaquePointer(widget)
        guard gtk_label_get_ellipsize(label) == PANGO_ELLIPSIZE_NONE, let own = gtk_label_get_layout(label) else {
            return false
        }
        if pango_layout_get_width(own) != -1 {
            guard !isAllocated(own) else { return false }
            pango_layout_set_width(own, -1)
        }
        let logical = logicalExtents(of: own)
        guard width < 0 || logical.width <= width * PANGO_SCALE else { return false }
        minimum.pointee = pixelsCeiling(logical.height)
        natural.pointee = minimum.pointee
        let baseline = pango_layout_get_baseline(own)
        let pixels = baseline > 0 ? pixelsCeiling(baseline) : baseline
        minimumBaseline?.pointee = pixels
        naturalBaseline?.pointee = pixels
        return true
    }

    /// Constant while the label's last allocation held its lines unwrapped: its height is then the
    /// same for any width it could get, and GTK measures it (and the rows and boxes holding it)
    /// once, not for each width. Otherwise, and before its first allocation, height-for-width.
    /// GTK asks again after each queued resize (new text, looks, parent).
    private nonisolated static func requestMode(of widget: UnsafeMutablePointer<GtkWidget>) -> GtkSizeRequestMode {
        linesFit(widget) ? GTK_SIZE_REQUEST_CONSTANT_SIZE : GTK_SIZE_REQUEST_HEIGHT_FOR_WIDTH
    }

    /// Allocates the label as GtkLabel does, unless its unwrapped layout fits the width (and it is
    /// not selectable: GtkLabel presents a selectable label's context menu there), and marks the
    /// layout as allocated. A label that answered a constant size and does not fit got the height
    /// of its unwrapped lines: it is laid out again within the frame (`TextRelayout`).
    private nonisolated static func allocate(_ widget: UnsafeMutablePointer<GtkWidget>, width: Int32, height: Int32, baseline: Int32) {
        let label = OpaquePointer(widget)
        let fits = unwrappedLinesFit(label, width: width)
        if !fits || gtk_label_get_selectable(label) != 0, let allocate = labelClass?.pointee.size_allocate {
            allocate(widget, width, height, baseline)
        }
        if let layout = gtk_label_get_layout(label) {
            g_object_set_qdata(gObject(layout), allocatedQuark, UnsafeMutableRawPointer(bitPattern: 1))
        }
        // The mode GTK holds is the one it measured the label with: a measure precedes an allocation.
        if !fits, gtk_widget_get_request_mode(widget) == GTK_SIZE_REQUEST_CONSTANT_SIZE {
            // GTK allocates on the main thread, which `assumeIsolated` checks.
            nonisolated(unsafe) let widget = widget
            MainActor.assumeIsolated { TextRelayout.schedule(widget) }
        }
        if fits != linesFit(widget) {
            g_object_set_qdata(gObject(widget), linesFitQuark, fits ? UnsafeMutableRawPointer(bitPattern: 1) : nil)
        }
    }

    /// Whether `label`'s unwrapped layout fits `width` pixels, so that wrapping at the width changes
    /// none of its lines and the layout can stay as it is (GtkLabel places a layout by its lines'
    /// extents, whatever its width — but Pango lays a layout out again whenever its width changes).
    /// False for an ellipsizing label, which GtkLabel lays out.
    private nonisolated static func unwrappedLinesFit(_ label: OpaquePointer, width: Int32) -> Bool {
        guard gtk_label_get_ellipsize(label) == PANGO_ELLIPSIZE_NONE,
              let layout = gtk_label_get_layout(label), pango_layout_get_width(layout) == -1 else { return false }
        return logicalExtents(of: layout).width <= width * PANGO_SCALE
    }

    /// Whether the label's last allocation held its unwrapped lines (a mark `allocate` keeps on it).
    private nonisolated static func linesFit(_ widget: UnsafeMutablePointer<GtkWidget>) -> Bool {
        g_object_get_qdata(gObject(widget), linesFitQuark) != nil
    }

    nonisolated private static let linesFitQuark = g_quark_from_string("quire-text-lines-fit")

    /// The widest cluster of `layout` that is not white space, in Pango units: its glyphs' widths,
    /// read from the shaped runs (a `PangoLayoutIter` costs more than the sum).
    private nonisolated static func widestCharacter(in layout: OpaquePointer) -> Int32 {
        guard let text = pango_layout_get_text(layout) else { return 0 }
        var widest: Int32 = 0
        var lines = pango_layout_get_lines_readonly(layout)
        while let lineNode = lines {
            lines = lineNode.pointee.next
            var runs = lineNode.pointee.data?.assumingMemoryBound(to: PangoLayoutLine.self).pointee.runs
            while let runNode = runs {
                runs = runNode.pointee.next
                guard let run = runNode.pointee.data?.assumingMemoryBound(to: PangoGlyphItem.self).pointee,
                      let item = run.item, let glyphs = run.glyphs?.pointee, glyphs.num_glyphs > 0 else { continue }
                let start = text + Int(item.pointee.offset)
                var cluster = glyphs.log_clusters[0], width: Int32 = 0
                for index in 0...Int(glyphs.num_glyphs) {
                    if index == Int(glyphs.num_glyphs) || glyphs.log_clusters[index] != cluster {
                        if g_unichar_isspace(g_utf8_get_char(start + Int(cluster))) == 0 {
                            widest = max(widest, width)
                        }
                        guard index < Int(glyphs.num_glyphs) else { break }
                        cluster = glyphs.log_clusters[index]
                        width = 0
                    }
                    width += glyphs.glyphs[index].geometry.width
                }
            }
        }
        return widest
    }

    /// Pango units to whole pixels, rounding up (PANGO_PIXELS_CEIL).
    private nonisolated static func pixelsCeiling(_ units: Int32) -> Int32 {
        (units + PANGO_SCALE - 1) / PANGO_SCALE
    }

    /// `layout`'s logical extents, in Pango units.
    private nonisolated static func logicalExtents(of layout: OpaquePointer) -> PangoRectangle {
        var logical = PangoRectangle()
        pango_layout_get_extents(layout, nil, &logical)
        return logical
    }

    /// Whether an allocation has seen `layout` (`allocate` marks it; the mark dies with the layout).
    private nonisolated static func isAllocated(_ layout: OpaquePointer) -> Bool {
        g_object_get_qdata(gObject(layout), allocatedQuark) != nil
    }

    /// A Pango layout as the GObject it is (for its qdata).
    private nonisolated static func gObject(_ layout: OpaquePointer) -> UnsafeMutablePointer<GObject> {
        UnsafeMutableRawPointer(layout).assumingMemoryBound(to: GObject.self)
    }

    /// A label as the GObject it is (for its qdata).
    private nonisolated static func gObject(_ widget: UnsafeMutablePointer<GtkWidget>) -> UnsafeMutablePointer<GObject> {
        UnsafeMutableRawPointer(widget).assumingMemoryBound(to: GObject.self)
    }

    /// The mark an allocation leaves on a label's layout.
    nonisolated private static let allocatedQuark = g_quark_from_string("quire-text-allocated")

    /// GtkLabel's own class functions, called through the layout manager.
    nonisolated(unsafe) private static let labelClass: UnsafeMutablePointer<GtkWidgetClass>? =
        g_type_class_ref(gtk_label_get_type())?.assumingMemoryBound(to: GtkWidgetClass.self)
}
