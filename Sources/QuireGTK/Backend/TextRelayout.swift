import CGtk

/// Texts that told GTK their size does not depend on their width (`TextIdealWidth`: their lines fit
/// at the last allocation) and were then allocated less width than their lines take: GTK gave them
/// the height of unwrapped lines. Each is queued a resize from its frame clock's `layout` signal,
/// after the window's own handler has allocated it, because GTK drops a resize queued while
/// allocating. GDK repeats the layout phase while one is requested (up to four times a frame), so
/// the window is laid out again, the text now measured height-for-width, before the frame is painted.
@MainActor
enum TextRelayout {
    /// The labels waiting for their resize; each holds a reference.
    private static var pending: [UnsafeMutablePointer<GtkWidget>] = []

    /// Queues `label` a resize after the current layout.
    static func schedule(_ label: UnsafeMutablePointer<GtkWidget>) {
        guard !pending.contains(label) else { return }
        g_object_ref(label)
        pending.append(label)
        guard let clock = gtk_widget_get_frame_clock(label) else {
            // Not in a window being laid out: the main loop's next turn is soon enough.
            GTK.afterPendingFrame { relayout() }
            return
        }
        let clockObject = UnsafeMutableRawPointer(clock).assumingMemoryBound(to: GObject.self)
        if g_object_get_qdata(clockObject, connectedQuark) == nil {
            // Connected after the surface's own handler, so it runs after the window's allocation.
            GObjectRef(retaining: UnsafeMutableRawPointer(clock)).connect("layout") { relayout() }
            g_object_set_qdata(clockObject, connectedQuark, UnsafeMutableRawPointer(bitPattern: 1))
        }
        gdk_frame_clock_request_phase(clock, GDK_FRAME_CLOCK_PHASE_LAYOUT)
    }

    private static func relayout() {
        let labels = pending
        pending = []
        for label in labels {
            gtk_widget_queue_resize(label)
            g_object_unref(label)
        }
    }

    /// Marks a frame clock whose `layout` signal runs `relayout`.
    private static let connectedQuark = g_quark_from_string("quire-text-relayout")
}
