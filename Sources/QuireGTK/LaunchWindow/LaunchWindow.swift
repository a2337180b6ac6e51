import CGtk
import QuireUI
import Foundation
import QuireCore

/// The window a document app opens with when it has no documents to show: the app's
/// `DocumentGroupLaunchScene`, or a plain one (the app's name, New Document, Open…), with the app's
/// recent documents. It hides while documents are open and comes back when the last one closes;
/// closing it with no documents open quits the app.
@MainActor
final class LaunchWindow {
    let window: GTK.ApplicationWindow
    private weak var runtime: AppRuntime?
    private let model = LaunchModel()
    private var host: ViewHost?

    init(runtime: AppRuntime, declaration: LaunchSceneDeclaration?) {
        self.runtime = runtime
        let title = declaration?.title ?? runtime.identity.localizedName
        window = GTK.ApplicationWindow(application: runtime.runner, title: runtime.identity.localizedName)
        let size = declaration?.defaultSize ?? (width: 640, height: 600)
        window.setDefaultSize(width: Int32(size.width), height: Int32(size.height))

        let openButton = GObjectRef(adopting: UnsafeMutableRawPointer(gtk_button_new_with_mnemonic(QuireStrings.localized("_Open…"))))
        gtk_actionable_set_action_name(OpaquePointer(openButton.object), "app.open")
        window.packStart(openButton.cast(to: GtkWidget.self))
        let newButton = GObjectRef(adopting: UnsafeMutableRawPointer(gtk_button_new_from_icon_name("tab-new-symbolic")))
        gtk_actionable_set_action_name(OpaquePointer(newButton.object), "app.new")
        let newName = QuireStrings.localized("New Document")
        gtk_widget_set_tooltip_text(newButton.cast(to: GtkWidget.self), newName)
        quire_accessible_set_label(OpaquePointer(newButton.object), newName)
        window.packStart(newButton.cast(to: GtkWidget.self))

        let environment = runtime.environmentValues(dismiss: { [weak window] in window?.close() })
        let model = self.model
        host = window.mount(environment: environment) { [weak runtime, weak window] in
            LaunchView(title: title, declaration: declaration, model: model,
                       open: { runtime?.chooseAndOpen(parent: window) },
                       openRecent: { url in Task { await runtime?.openReportingErrors(url) } })
        }
        window.onCloseRequest { [weak self] in self?.closeRequested() ?? false }
    }

    var isVisible: Bool { window.isVisible }

    /// Shows the window with its recent documents brought up to date.
    func show() {
        refreshRecents()
        window.present()
    }

    func hide() {
        window.isVisible = false
    }

    func destroy() {
        host = nil
        window.destroy()
    }

    private func refreshRecents() {
        guard let runtime else { return }
        let environment = runtime.environment, kinds = runtime.kinds
        Task {
            model.recents = await DocumentSession.recentDocuments(environment: environment, kinds: kinds)
        }
    }

    /// With documents open the window only hides; without, it closes and the app ends.
    private func closeRequested() -> Bool {
        guard let runtime else { return false }
        if !runtime.documentWindows.isEmpty {
            hide()
            return true
        }
        host = nil
        runtime.launchWindowDidClose()
        return false
    }
}
