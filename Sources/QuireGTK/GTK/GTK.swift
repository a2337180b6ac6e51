import CGtk
import QuireUI
import Glibc

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

extension GTK {
    /// The main thread's CPU time so far (`CLOCK_THREAD_CPUTIME_ID`): what it spent working, not
    /// waiting for the frame clock or for other processes on a loaded machine.
    package static func mainThreadCPUTime() -> Duration {
        var time = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
        return .seconds(time.tv_sec) + .nanoseconds(time.tv_nsec)
    }

    /// Runs the main loop until `window` has drawn a frame after everything an update queued
    /// (benchmarks): asks its frame clock for one frame — GTK lays out and snapshots then only what
    /// the update invalidated — waits for that frame's `after-paint`, then drains what is still
    /// ready. Returns the main thread's CPU time meanwhile: the frame's layout, snapshot and drawing
    /// and any other work the update left to the main loop, without the wait for the frame clock.
    /// Gives up after `timeout` (a window that is not shown paints no frames).
    @MainActor
    package static func settleFrame(of window: ApplicationWindow, timeout: Duration = .seconds(5)) -> Duration {
        let start = mainThreadCPUTime()
        let widget = window.window.cast(to: GtkWidget.self)
        guard let clock = gtk_widget_get_frame_clock(widget) else {
            drainPendingEvents()
            return mainThreadCPUTime() - start
        }
        let clockRef = GObjectRef(retaining: UnsafeMutableRawPointer(clock))
        var painted = false
        let handler = clockRef.connect("after-paint") { painted = true }
        gdk_frame_clock_request_phase(clock, GDK_FRAME_CLOCK_PHASE_AFTER_PAINT)
        let deadline = ContinuousClock.now + timeout
        while !painted, ContinuousClock.now < deadline {
            g_main_context_iteration(nil, 1)
        }
        clockRef.disconnect(handler)
        drainPendingEvents()
        return mainThreadCPUTime() - start
    }
}

extension GTK {
    /// Runs `body` once on the main loop at idle priority, after the layout and drawing GTK has
    /// queued (those run at redraw priority, before idle sources).
    @MainActor
    package static func afterPendingFrame(_ body: @escaping @MainActor () -> Void) {
        let box = SignalHandlerBox<VoidSignalHandler>(body)
        g_idle_add_full(
            G_PRIORITY_DEFAULT_IDLE,
            { data in
                if let box = SignalHandlerBox<VoidSignalHandler>.from(data) {
                    MainActor.assumeIsolated { box.handler() }
                }
                return 0
            },
            box.passRetained(),
            { data in
                if let data {
                    Unmanaged<SignalHandlerBox<VoidSignalHandler>>.fromOpaque(data).release()
                }
            })
    }
}
