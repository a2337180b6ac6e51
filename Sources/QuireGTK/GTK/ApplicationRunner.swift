import CGtk
import QuireUI
import Foundation

/// Runs an `AdwApplication`: the GNOME application object, its main loop and the Dispatch pump.
///
/// `onActivate` runs when the app starts without files (or is launched again); `onOpen` receives the
/// files named on the command line or opened from Files — GLib routes both to the running instance.
@MainActor
package final class ApplicationRunner {
    /// The `AdwApplication`.
    package let application: GObjectRef
    private let pump = DispatchMainQueuePump()

    /// Called on `activate`.
    package var onActivate: @MainActor () -> Void = {}
    /// Called on `open` with the files to open.
    package var onOpen: @MainActor ([URL]) -> Void = { _ in }

    /// Creates the application. `applicationID` is a reverse-DNS name (`g_application_id_is_valid`).
    package init(applicationID: String, flags: GApplicationFlags = G_APPLICATION_HANDLES_OPEN) {
        // adw_application_new returns a full reference.
        application = GObjectRef(adopting: UnsafeMutableRawPointer(adw_application_new(applicationID, flags)))
        // No resource base path: Quire apps ship no GResources (their resources are SwiftPM bundles), so
        // the one GApplication derives from the ID names nothing — but with it, GtkApplication's startup
        // creates the display's icon theme to add "<path>/icons/", starting GTK's background theme read,
        // which libadwaita's own icon path (added by adw_init just after) then throws away, and the
        // launch window's first icon re-reads the theme on the main thread. Without it, adw_init creates
        // the theme and adds its path at once, and the theme is read once, off the main thread.
        // AdwApplication's `style.css` lookups under the path are skipped too (there are none).
        g_application_set_resource_base_path(application.cast(to: GApplication.self), nil)
        // The handlers look the closures up when called, so they can be set after init.
        application.connect("activate") { [weak self] in self?.onActivate() }
        connectOpen()
    }

    private func connectOpen() {
        typealias OpenHandler = @MainActor ([URL]) -> Void
        let box = SignalHandlerBox<OpenHandler>({ [weak self] urls in self?.onOpen(urls) })
        quire_signal_connect_open(
            application.raw,
            { _, files, count, _, data in
                guard let box = SignalHandlerBox<OpenHandler>.from(data) else { return }
                let urls = UnsafeBufferPointer(start: files, count: Int(max(count, 0)))
                    .compactMap { $0.flatMap(ApplicationRunner.url(of:)) }
                MainActor.assumeIsolated { box.handler(urls) }
            },
            box.passRetained(), SignalHandlerBox<OpenHandler>.releaseNotify)
    }

    /// A local file's path as a file URL; anything else (sftp://, …) by its URI.
    nonisolated private static func url(of file: OpaquePointer) -> URL? {
        if let path = g_file_get_path(file) {
            defer { g_free(path) }
            return URL(fileURLWithPath: String(cString: path))
        }
        guard let uri = g_file_get_uri(file) else { return nil }
        defer { g_free(uri) }
        return URL(string: String(cString: uri))
    }

    /// Runs the main loop until the application quits, with the Dispatch main queue pumped; returns
    /// the exit status. The process's real argv goes to GLib (so files named on the command line reach
    /// `onOpen`), minus `consumedArguments`: options the app handled itself, which GLib would reject.
    package func run(consumedArguments: Set<String> = []) -> Int32 {
        pump.install()
        defer { pump.remove() }
        var argv: [UnsafeMutablePointer<CChar>?] = []
        for index in 0..<Int(CommandLine.argc) {
            guard let argument = CommandLine.unsafeArgv[index] else { continue }
            if index > 0 && consumedArguments.contains(String(cString: argument)) { continue }
            argv.append(argument)
        }
        let argc = Int32(argv.count)
        argv.append(nil)
        return argv.withUnsafeMutableBufferPointer { buffer in
            g_application_run(application.cast(to: GApplication.self), argc, buffer.baseAddress)
        }
    }

    /// Keeps the application running without windows until `release()`.
    package func hold() {
        g_application_hold(application.cast(to: GApplication.self))
    }

    /// Balances `hold()`.
    package func release() {
        g_application_release(application.cast(to: GApplication.self))
    }

    /// Ends the main loop; `run` returns.
    package func quit() {
        g_application_quit(application.cast(to: GApplication.self))
    }
}
