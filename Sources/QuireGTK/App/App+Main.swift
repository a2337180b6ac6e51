import Foundation
import QuireCore
import QuireUI

extension App {
    /// Runs the app: the main loop of an `AdwApplication` with the Dispatch main queue pumped, the
    /// process's own arguments (files named there open in windows). Returns only to exit.
    ///
    /// `app --install` instead registers the app, its document types and its icons with the desktop
    /// for the current user (under `$XDG_DATA_HOME`) and exits; `app --uninstall` removes them again.
    public static func main() {
        let app = Self()
        // The app's resources are its main bundle, as on Apple platforms, from the start: a scene
        // title or view the body makes now may read the app's strings.
        AppResources.bundle = AppIdentity.resourceBundle(forModule: AppIdentity.moduleName(of: Self.self))
        // The scenes first: their document groups name the types they read, and a type declared in
        // code (`UTType(exportedAs:conformingTo:)`) may add to the Info.plist's declaration, which
        // `--install` writes out.
        let declarations = SceneDeclarations(app.body)
        if let status = DesktopInstallation.runIfRequested(appType: Self.self, arguments: CommandLine.arguments) {
            exit(status)
        }
        let identity: AppIdentity
        do {
            // Its Info.plist names the app (and with it the drafts and versions folders) and declares
            // its types and document types' roles: one it cannot read stops the app before any window.
            identity = try AppIdentity(appType: Self.self)
            try identity.infoPropertyList?.registerDeclarations()
        } catch {
            let name = AppIdentity.fallbackName(typeName: String(describing: Self.self))
            let message = (error as? DocumentError)?.message ?? "\(error)"
            FileHandle.standardError.write(Data("\(name): couldn’t start: \(message)\n".utf8))
            exit(1)
        }
        // The commands are read from the body again whenever what it read changes: an app's own
        // `@FocusedBinding` property used in its `.commands` follows the focused window.
        let runtime = AppRuntime(identity: identity, declarations: declarations) { reader in
            reader.link(app)
            return SceneDeclarations(app.body).commands
        }
        let status = runtime.run()
        // However the app ended (the last window closed, Ctrl+Q, a signal), recent-document notes
        // still being written in the background finish first: none lost, no temporary left beside
        // the shared recents file; likewise a history thinning a save started (closing a window waits
        // for its own, but a signal ends the app without closing them).
        DocumentSession.finishBackgroundWorkBeforeExit()
        runtime.stopPreloading()
        exit(status)
    }
}
