import CGtk

/// SwiftUI gives a `Text` its ideal width — the width of its lines unwrapped — whenever there is
/// room, and wraps it only when there is not. A GtkLabel that wraps answers differently when asked
/// its width for a given height (what a horizontal GtkBox asks while allocating): the narrowest
/// width that fits that height, so a one-line text beside a two-line one in an `HStack` broke onto
/// two lines ("3 ×" / "4.50"). This layout manager answers for the label's width as GtkLabel does
/// with no height given, and leaves the height for a width, and the allocation, to GtkLabel.
@MainActor
enum TextIdealWidth {
    static func install(on label: UnsafeMutablePointer<GtkWidget>) {
        // The widget owns its layout manager (the call takes the reference gtk_custom_layout_new made).
        let layout = gtk_custom_layout_new({ _ in GTK_SIZE_REQUEST_HEIGHT_FOR_WIDTH }, { widget, orientation, forSize, minimum, natural, minimumBaseline, naturalBaseline in
            guard let widget, let measure = TextIdealWidth.labelClass?.pointee.measure else { return }
            measure(widget, orientation, orientation == GTK_ORIENTATION_HORIZONTAL ? -1 : forSize,
                    minimum, natural, minimumBaseline, naturalBaseline)
        }, { widget, width, height, baseline in
            guard let widget, let allocate = TextIdealWidth.labelClass?.pointee.size_allocate else { return }
            allocate(widget, width, height, baseline)
        })
        gtk_widget_set_layout_manager(label, layout)
    }

    /// GtkLabel's own class functions, called through the layout manager.
    nonisolated(unsafe) private static let labelClass: UnsafeMutablePointer<GtkWidgetClass>? =
        g_type_class_ref(gtk_label_get_type())?.assumingMemoryBound(to: GtkWidgetClass.self)
}
