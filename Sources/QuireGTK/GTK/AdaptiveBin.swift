import CGtk

/// A window's whole content (header bar, content, bars) in an AdwBin that can hold back its
/// minimum width while the views adapt to a new size class, as libadwaita's AdwBreakpointBin does.
///
/// Why: a window narrowed below the compact breakpoint still holds the regular layout until the view
/// graph's next batch renders the compact one. If GTK lays the window out in between, the regular
/// layout's minimum (a header bar full of buttons) makes GTK grow the window back, and a window never
/// shrinks again by itself — it stays wider than the screen asked for. While `defersMinimumWidth` is
/// set the bin reports no minimum width and lays its child out at the child's own minimum, clipped;
/// once the views have adapted, it measures as its child does again.
@MainActor
final class AdaptiveBin {
    let ref: GObjectRef
    private let state = State()

    init(child: UnsafeMutablePointer<GtkWidget>) {
        ref = GObjectRef(adopting: UnsafeMutableRawPointer(adw_bin_new()))
        let widget = ref.cast(to: GtkWidget.self)
        adw_bin_set_child(ref.cast(to: AdwBin.self), child)
        gtk_widget_set_overflow(widget, GTK_OVERFLOW_HIDDEN)
        GTKWidgetSubclass.attach(state, to: ref.object, key: State.key)
        // The widget owns its layout manager (the call takes the reference gtk_custom_layout_new made).
        gtk_widget_set_layout_manager(widget, gtk_custom_layout_new(nil, { widget, orientation, forSize, minimum, natural, minimumBaseline, naturalBaseline in
            var childMinimum: Int32 = 0, childNatural: Int32 = 0
            if let child = gtk_widget_get_first_child(widget) {
                // The child is measured no narrower than it can be (it is laid out at least that wide).
                let size = orientation == GTK_ORIENTATION_VERTICAL && forSize >= 0
                    ? max(forSize, AdaptiveBin.minimumWidth(of: child)) : forSize
                gtk_widget_measure(child, orientation, size, &childMinimum, &childNatural, nil, nil)
            }
            let defers = orientation == GTK_ORIENTATION_HORIZONTAL
                && GTKWidgetSubclass.state(State.self, of: widget, key: State.key)?.defersMinimumWidth == true
            minimum?.pointee = defers ? 0 : childMinimum
            natural?.pointee = childNatural
            minimumBaseline?.pointee = -1
            naturalBaseline?.pointee = -1
        }, { widget, width, height, baseline in
            guard let widget, let child = gtk_widget_get_first_child(widget) else { return }
            gtk_widget_allocate(child, max(width, AdaptiveBin.minimumWidth(of: child)), height, baseline, nil)
        }))
    }

    /// Holds the minimum width back (true) until the views have adapted (false).
    var defersMinimumWidth: Bool {
        get { state.defersMinimumWidth }
        set {
            guard newValue != state.defersMinimumWidth else { return }
            state.defersMinimumWidth = newValue
            gtk_widget_queue_resize(ref.cast(to: GtkWidget.self))
        }
    }

    nonisolated private static func minimumWidth(of child: UnsafeMutablePointer<GtkWidget>) -> Int32 {
        var minimum: Int32 = 0
        gtk_widget_measure(child, GTK_ORIENTATION_HORIZONTAL, -1, &minimum, nil, nil, nil)
        return minimum
    }

    /// The flag the layout callbacks read, kept on the GtkWidget. `@unchecked Sendable`: GTK calls
    /// those callbacks on the main thread, where it is set.
    private final class State: @unchecked Sendable {
        static let key = "quire-adaptive-bin"
        var defersMinimumWidth = false
    }
}
