import CGtk
import Foundation
import QuireCore
import QuireUI

/// A window of a `WindowGroup` or `Window`: the scene's view in a GNOME window with a header bar and
/// the primary menu, titled by the scene (or the app's name). A window of a `WindowGroup(for:)` keeps
/// the value it presents; its content's binding changes it.
@MainActor
final class PlainWindow {
    let window: GTK.ApplicationWindow
    /// The scene's place among the app's window scenes.
    let sceneIndex: Int
    let presented: PresentedWindowValue
    private weak var runtime: AppRuntime?
    private var host: ViewHost?
    private let menu = GTK.Menu()
    private lazy var primaryMenuButton = PrimaryMenu.button(menu)
    /// The content's `navigationTitle` and `navigationSubtitle`: the header bar's.
    private let navigationTitles = WindowNavigationTitles()

    init(runtime: AppRuntime, sceneIndex: Int, value: AnyHashable?) {
        let declaration = runtime.declarations.windowScenes[sceneIndex]
        self.runtime = runtime
        self.sceneIndex = sceneIndex
        presented = PresentedWindowValue(value)
        window = GTK.ApplicationWindow(application: runtime.runner, title: declaration.title ?? runtime.identity.localizedName)
        let size = declaration.defaultSize ?? (width: 640, height: 480)
        window.setDefaultSize(width: Int32(size.width), height: Int32(size.height))
        gtk_window_set_resizable(window.window.cast(to: GtkWindow.self),
                                 declaration.resizability.isResizable(isSettings: false) ? 1 : 0)
        if !declaration.showsTitle {
            window.hideTitle()
        }
        if declaration.isUtility {
            makeUtility(over: runtime.anyWindow())
        } else {
            window.packEnd(primaryMenuButton.cast(to: GtkWidget.self))
        }
        window.addCloseAction()
        GTK.Action(name: "show-document") { [weak self] _ in self?.showDocument() }.add(to: window.window)
        rebuildPrimaryMenu()
        var environment = runtime.environmentValues(dismiss: { [weak window] in window?.close() })
        navigationTitles.install(in: &environment)
        let sceneTitle = declaration.title ?? runtime.identity.localizedName
        navigationTitles.onChange = { [weak self] in self?.showTitles(sceneTitle: sceneTitle) }
        let presented = self.presented
        host = window.mount(environment: environment) { declaration.makeContent(presented) }
        window.onCloseRequest { [weak self] in
            self?.closed()
            return false
        }
        window.present()
    }

    /// A `UtilityWindow`: kept above `parent` (transient for it) without blocking it, closed with
    /// Escape; no primary menu of its own (a palette's header bar holds its title and close button).
    private func makeUtility(over parent: GTK.ApplicationWindow?) {
        let gtkWindow = window.window.cast(to: GtkWindow.self)
        if let parent {
            gtk_window_set_transient_for(gtkWindow, parent.window.cast(to: GtkWindow.self))
        }
        gtk_window_set_modal(gtkWindow, 0)
        window.closeOnEscape()
    }

    /// The content's navigation title and subtitle, or the file its `navigationDocument` names, whose
    /// title menu shows it in the file manager.
    private func showTitles(sceneTitle: String) {
        let (title, subtitle) = navigationTitles.headerTitle(sceneTitle: sceneTitle)
        window.title = title
        window.subtitle = subtitle
        let document = navigationTitles.document
        guard document != shownDocument else { return }
        shownDocument = document
        if document != nil {
            let menu = GTK.Menu()
            menu.append(QuireStrings.localized("Show in Files"), action: "win.show-document")
            window.setTitleMenu(menu)
        } else {
            window.setTitleMenu(nil)
        }
    }

    private var shownDocument: URL?

    /// The file manager, showing the folder of the window's `navigationDocument`.
    private func showDocument() {
        guard let folder = navigationTitles.document?.deletingLastPathComponent() else { return }
        // GIO's default app for folders (the file manager); false when there is none: nothing to do.
        _ = g_app_info_launch_default_for_uri(folder.absoluteString, nil, nil)
    }

    /// Whether the window is one `openWindow` would bring forward for `value` rather than open anew.
    func presents(_ value: AnyHashable?) -> Bool {
        presented.value == value
    }

    func rebuildPrimaryMenu() {
        guard let runtime else { return }
        PrimaryMenu.fill(menu, commands: runtime.commandMenus, own: runtime.appMenuItems)
    }

    private func closed() {
        host = nil
        runtime?.plainWindowDidClose(self)
    }
}

extension GTK.ApplicationWindow {
    /// `win.close`, Ctrl+W's action: closes the window as its close button does.
    func addCloseAction() {
        GTK.Action(name: "close") { [weak self] _ in self?.close() }.add(to: window)
    }
}
