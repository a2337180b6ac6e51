import CGtk
import QuireUI
import Glibc

/// Runs the Dispatch main queue — and with it the main actor's jobs — from the GLib main loop.
///
/// While GTK's loop owns the main thread, nothing drains the Dispatch main queue, so `Task { @MainActor
/// in … }`, `await` hops back to the main actor, `Task.sleep` and `DispatchQueue.main.async` would never
/// run. libdispatch signals work on that queue through an eventfd (the "port" CFRunLoop waits on);
/// a GLib fd source watches it and drains the queue when it becomes readable — no polling timer.
@MainActor
package final class DispatchMainQueuePump {
    private var sourceID: guint = 0

    package init() {}

    /// Whether the source is attached to the default main context.
    package var isInstalled: Bool { sourceID != 0 }

    /// Attaches the source to the default main context (the one `g_application_run` iterates).
    package func install() {
        guard sourceID == 0 else { return }
        sourceID = g_unix_fd_add(_dispatch_get_main_queue_port_4CF(), G_IO_IN, { fd, _, _ in
            // Reset the (non-blocking) eventfd before draining, whatever libdispatch does itself: work
            // enqueued during the drain makes it readable again, so nothing is missed, and a drained
            // queue cannot leave the level-triggered source firing in a loop.
            var count: UInt64 = 0
            _ = read(fd, &count, MemoryLayout<UInt64>.size)
            _dispatch_main_queue_callback_4CF(nil)
            return 1  // G_SOURCE_CONTINUE
        }, nil)
    }

    /// Detaches the source.
    package func remove() {
        guard sourceID != 0 else { return }
        g_source_remove(sourceID)
        sourceID = 0
    }
}
