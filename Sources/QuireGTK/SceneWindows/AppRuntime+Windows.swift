import CGtk
import Foundation
import QuireUI

/// The window scenes' windows: `openWindow`, `dismissWindow`, the settings window.
extension AppRuntime {
    /// `openWindow`: a `Window`'s window (brought forward when open), a window presenting a value
    /// (the one presenting it already, brought forward), or a new window of a group. A request no scene
    /// fits is reported on standard error, as SwiftUI logs it, and opens nothing.
    func openWindow(_ request: WindowRequest) {
        guard let (index, value) = declarations.windowScene(for: request) else {
            FileHandle.standardError.write(Data("openWindow: the app has no window scene for \(request.target)\n".utf8))
            return
        }
        openWindow(sceneAt: index, value: value)
    }

    func openWindow(sceneAt index: Int, value: AnyHashable?) {
        let declaration = declarations.windowScenes[index]
        let windows = plainWindows.filter { $0.sceneIndex == index }
        if let open = declaration.kind == .single ? windows.first : windows.first(where: { value != nil && $0.presents(value) }) {
            open.window.present()
            return
        }
        plainWindows.append(PlainWindow(runtime: self, sceneIndex: index, value: value ?? declaration.defaultValue?()))
    }

    /// `dismissWindow(id:)`, `dismissWindow(value:)`: closes the scene's windows (those presenting
    /// the value).
    func dismissWindows(_ request: WindowRequest) {
        guard let (index, value) = declarations.windowScene(for: request) else {
            FileHandle.standardError.write(Data("dismissWindow: the app has no window scene for \(request.target)\n".utf8))
            return
        }
        for window in plainWindows where window.sceneIndex == index && (value == nil || window.presents(value)) {
            window.window.close()
        }
    }

    func plainWindowDidClose(_ window: PlainWindow) {
        plainWindows.removeAll { $0 === window }
    }

    /// The Preferences item, Ctrl+comma, `openSettings()`: the settings window, made or brought forward.
    func openSettings() {
        guard let declaration = declarations.settings else { return }
        if let settingsWindow {
            settingsWindow.window.present()
            return
        }
        let window = SettingsWindow(runtime: self, declaration: declaration, parent: anyWindow())
        settingsWindow = window
        window.window.present()
    }

    func settingsWindowDidClose(_ window: SettingsWindow) {
        if settingsWindow === window { settingsWindow = nil }
    }
}
