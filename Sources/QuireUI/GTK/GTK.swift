import CGtk

/// Thin owners of GTK and libadwaita widgets, for QuireUI's own use. They live in this namespace so
/// SwiftUI's names (`Button`, `Label`, …) stay free for the public view layer built on them.
package enum GTK {
    /// Anything that owns a GtkWidget and can be placed in a container.
    @MainActor
    package protocol Widget {
        /// The GtkWidget.
        var widget: GObjectRef { get }
    }
}

extension GTK {
    /// Runs the main loop until it has nothing ready to do (benchmarks: the layout and drawing an
    /// update queued). Frames wait for the frame clock, so this does at most `limit` iterations.
    @MainActor
    package static func drainPendingEvents(limit: Int = 1_000) {
        var iterations = 0
        while iterations < limit, g_main_context_pending(nil) != 0 {
            g_main_context_iteration(nil, 0)
            iterations += 1
        }
    }
}
