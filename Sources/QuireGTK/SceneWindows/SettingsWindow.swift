import CGtk
import QuireCore
import QuireUI

/// The `Settings` scene's window: GNOME's preferences window, titled "Preferences", transient for the
/// window it was opened from and closed with it; not resizable beyond its content unless the scene's
/// `windowResizability` says so. One at a time: the runtime brings it forward when asked again.
@MainActor
final class SettingsWindow {
    let window: GTK.ApplicationWindow
    private weak var runtime: AppRuntime?
    private var host: ViewHost?

    init(runtime: AppRuntime, declaration: SettingsDeclaration, parent: GTK.ApplicationWindow?) {
        self.runtime = runtime
        window = GTK.ApplicationWindow(application: runtime.runner, title: QuireStrings.localized("Preferences"))
        let gtkWindow = window.window.cast(to: GtkWindow.self)
        if let size = declaration.defaultSize {
            window.setDefaultSize(width: Int32(size.width), height: Int32(size.height))
        }
        gtk_window_set_resizable(gtkWindow, declaration.resizability.isResizable(isSettings: true) ? 1 : 0)
        if let parent {
            gtk_window_set_transient_for(gtkWindow, parent.window.cast(to: GtkWindow.self))
            gtk_window_set_destroy_with_parent(gtkWindow, 1)
        }
        window.addCloseAction()
        let environment = runtime.environmentValues(dismiss: { [weak window] in window?.close() })
        host = window.mount(environment: environment) { declaration.makeContent() }
        window.onCloseRequest { [weak self] in
            self?.closed()
            return false
        }
        // Destroyed with its parent, it is gone without a close request.
        window.window.connect("destroy") { [weak self] in self?.closed() }
    }

    private func closed() {
        guard host != nil else { return }
        host = nil
        runtime?.settingsWindowDidClose(self)
    }
}
