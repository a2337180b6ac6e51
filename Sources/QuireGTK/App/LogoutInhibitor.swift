import CGtk
import QuireUI

/// Asks the desktop not to log out while documents have unsaved changes
/// (`gtk_application_inhibit(…, GTK_APPLICATION_INHIBIT_LOGOUT, "Unsaved changes")`), and lets it
/// again once every document is clean or closed. GNOME then lists the app when someone logs out.
/// Without a session manager or portal GTK returns 0: nothing is inhibited and nothing to undo.
@MainActor
final class LogoutInhibitor {
    static let reason = "Unsaved changes"

    private let inhibit: @MainActor (String) -> UInt32
    private let uninhibit: @MainActor (UInt32) -> Void
    /// The cookie of the inhibition in force (0 when GTK could not inhibit); nil when none asked.
    private(set) var cookie: UInt32?

    init(inhibit: @escaping @MainActor (String) -> UInt32, uninhibit: @escaping @MainActor (UInt32) -> Void) {
        self.inhibit = inhibit
        self.uninhibit = uninhibit
    }

    /// Inhibits on the first unsaved change, uninhibits when there are none; otherwise does nothing
    /// (one inhibition however many documents are dirty).
    func update(hasUnsavedChanges: Bool) {
        if hasUnsavedChanges, cookie == nil {
            cookie = inhibit(Self.reason)
        } else if !hasUnsavedChanges, let cookie {
            self.cookie = nil
            if cookie != 0 { uninhibit(cookie) }
        }
    }

    /// The inhibitor of `application`; `window` is the window the session manager shows it with.
    static func forApplication(_ application: ApplicationRunner,
                               window: @escaping @MainActor () -> GTK.ApplicationWindow?) -> LogoutInhibitor {
        let app = application.application
        return LogoutInhibitor(inhibit: { reason in
            gtk_application_inhibit(app.cast(to: GtkApplication.self), window()?.window.cast(to: GtkWindow.self),
                                    GTK_APPLICATION_INHIBIT_LOGOUT, reason)
        }, uninhibit: { cookie in
            gtk_application_uninhibit(app.cast(to: GtkApplication.self), cookie)
        })
    }
}
