import CGtk
import QuireUI
import Foundation

/// Watches a document's file or package with a `GFileMonitor` and calls `onChange` shortly after
/// something happens to it, so a window can ask its session whether another program changed the file
/// (`DocumentSession.checkForChangesOnDisk()`, which tells Quire's own saves apart by the file's
/// identity). Events are coalesced: an editor's save is often several (write, rename, attributes).
/// A package's monitor sees its top level; the window also checks when it is focused, which covers
/// deeper changes and file systems without change notification.
@MainActor
final class DocumentFileMonitor {
    private var monitor: GObjectRef?
    private var handler: gulong = 0
    private var watched: URL?
    private var pending: Task<Void, Never>?
    private let delay: Duration
    private let onChange: @MainActor () -> Void

    init(delay: Duration = .milliseconds(150), onChange: @escaping @MainActor () -> Void) {
        self.delay = delay
        self.onChange = onChange
    }

    /// Watches `url` (nil: nothing), replacing the previous watch when the document moved.
    func watch(_ url: URL?) {
        let url = url?.standardizedFileURL
        guard url != watched else { return }
        stop()
        watched = url
        guard let url else { return }
        let file = g_file_new_for_path(url.path)
        defer { g_object_unref(UnsafeMutableRawPointer(file)) }
        var error: UnsafeMutablePointer<GError>?
        guard let made = g_file_monitor(file, G_FILE_MONITOR_WATCH_MOVES, nil, &error) else {
            // No monitor (an unusual file system): the focus check still notices changes.
            g_clear_error(&error)
            return
        }
        let ref = GObjectRef(adopting: UnsafeMutableRawPointer(made))
        typealias Handler = @MainActor () -> Void
        let box = SignalHandlerBox<Handler>({ [weak self] in self?.eventArrived() })
        let callback: @convention(c) (UnsafeMutableRawPointer?, UnsafeMutableRawPointer?, UnsafeMutableRawPointer?,
                                      GFileMonitorEvent, UnsafeMutableRawPointer?) -> Void = { _, _, _, _, data in
            guard let box = SignalHandlerBox<Handler>.from(data) else { return }
            MainActor.assumeIsolated { box.handler() }
        }
        handler = g_signal_connect_data(ref.raw, "changed", unsafeBitCast(callback, to: GCallback.self),
                                        box.passRetained(), SignalHandlerBox<Handler>.releaseNotify,
                                        GConnectFlags(rawValue: 0))
        monitor = ref
    }

    /// Stops watching (the window closed).
    func stop() {
        pending?.cancel()
        pending = nil
        if let monitor {
            g_signal_handler_disconnect(monitor.raw, handler)
            g_file_monitor_cancel(monitor.raw.assumingMemoryBound(to: GFileMonitor.self))
        }
        monitor = nil
        handler = 0
        watched = nil
    }

    private func eventArrived() {
        pending?.cancel()
        let delay = self.delay
        pending = Task { [weak self] in
            do { try await Task.sleep(for: delay) } catch { return }
            self?.onChange()
        }
    }
}
